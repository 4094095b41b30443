/**
 * @jest-environment jsdom
 */
import React from "react";
import { render, screen } from "@testing-library/react";
import { CallButton, CallLink } from "../../src/components/call-link";
import { renderWithCatalog } from "./i18n";

const LYON = { number: "+33465710101", numberFormatted: "04 65 71 01 01" };

describe("a call link", () => {
  it("dials the international form and shows the form visitors read", () => {
    render(<CallLink phone={LYON} />);
    expect(screen.getByRole("link", { name: "04 65 71 01 01" })).toHaveAttribute(
      "href",
      "tel:+33465710101",
    );
  });
});

describe("the call button", () => {
  it("dials the same address and says whom it calls in the page's language", () => {
    renderWithCatalog(<CallButton phone={LYON} tracking="region_call" outlined />);
    const button = screen.getByRole("link", { name: "Appeler le 04 65 71 01 01" });
    expect(button).toHaveAttribute("href", "tel:+33465710101");
    expect(button).toHaveAttribute("data-tracking", "region_call");
    expect(button).toHaveClass("button--outlined");
  });

  it("says a page's own sentence when it has one", () => {
    renderWithCatalog(
      <CallButton phone={LYON} tracking="not_found_call">
        Ou appelez-nous au 04 65 71 01 01.
      </CallButton>,
    );
    expect(
      screen.getByRole("link", { name: "Ou appelez-nous au 04 65 71 01 01." }),
    ).toHaveAttribute("href", "tel:+33465710101");
  });
});
