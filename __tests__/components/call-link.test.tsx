/**
 * @jest-environment jsdom
 */
import React from "react";
import { render, screen } from "@testing-library/react";
import { CallLink, telHref } from "../../src/components/call-link";

describe("a call link", () => {
  it("dials the international form and shows the form visitors read", () => {
    render(<CallLink phone={{ number: "+33465710101", numberFormatted: "04 65 71 01 01" }} />);
    expect(screen.getByRole("link", { name: "04 65 71 01 01" })).toHaveAttribute(
      "href",
      "tel:+33465710101",
    );
  });

  it("gives the site's buttons the same address", () => {
    expect(telHref("+4930123456")).toBe("tel:+4930123456");
  });
});
