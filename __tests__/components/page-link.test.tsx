/**
 * @jest-environment jsdom
 */
import React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import { PageLink } from "../../src/components/page-link";

afterEach(() => jest.mocked(navigate).mockClear());

function link() {
  render(
    <PageLink to="/services/amiante/" className="tap-target">
      Désamiantage
    </PageLink>,
  );
  return screen.getByRole("link", { name: "Désamiantage" });
}

describe("a link the visitor tools draw again as the visitor types", () => {
  it("leads to its page as any link, and a plain click goes through Gatsby's navigation", () => {
    const anchor = link();
    expect(anchor).toHaveAttribute("href", "/services/amiante/");
    expect(anchor).toHaveClass("tap-target");
    // fireEvent returns false when the default (the browser's page load) was prevented.
    expect(fireEvent.click(anchor, { button: 0 })).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/services/amiante/");
  });

  it.each([
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
    ["Shift", { shiftKey: true }],
    ["Alt", { altKey: true }],
  ])("leaves a click with %s to the browser (a new tab, a new window, a download)", (_, keys) => {
    expect(fireEvent.click(link(), { button: 0, ...keys })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("leaves a middle click to the browser", () => {
    expect(fireEvent.click(link(), { button: 1 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
