/**
 * @jest-environment jsdom
 */
import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header, type HeaderProps } from "../../src/components/header";

const props: HeaderProps = {
  logo: <svg aria-hidden="true" />,
  homeLabel: "Debrix, home",
  navItems: [
    { key: "HOME", label: "Home", to: "/" },
    { key: "SERVICES", label: "Services", to: "/services/" },
  ],
  currentKey: "SERVICES",
  currentLabel: "Services",
  currentPath: "/services/skip-hire/",
  labels: { nav: "Main navigation", menuOpen: "Open the menu", menuClose: "Close the menu" },
  contact: {
    phone: { number: "+442079460001", numberFormatted: "020 7946 0001" },
    loginUrl: "https://app.debrix.eu/?_region=DE_BERLIN",
    signupUrl: "https://app.debrix.eu/register/?_region=DE_BERLIN",
    labels: { group: "Contact", call: "Call 020 7946 0001", login: "Log in", signup: "Sign up" },
  },
};

function setup(overrides: Partial<HeaderProps> = {}) {
  const user = userEvent.setup();
  const view = render(
    <>
      <Header {...props} {...overrides} />
      <p>Page content</p>
    </>,
  );
  const toggle = screen.getByRole("button", { name: /menu/ });
  return { user, toggle, view };
}

describe("the header's mobile menu", () => {
  it("shows the current page's label and starts closed", () => {
    const { toggle } = setup();
    expect(toggle).toHaveTextContent("Services");
    expect(toggle).toHaveAccessibleName("Services – Open the menu");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("opens and closes with the toggle, which controls the navigation", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Services – Close the menu");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(toggle).toHaveAttribute("aria-controls", nav.id);
    expect(nav).toHaveClass("is-open");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a click outside the header", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByText("Page content"));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("stays open on a click inside the header", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole("group", { name: "Contact" }));
    expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  it("closes on Escape and puts focus back on the toggle", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    screen.getByRole("link", { name: "Home" }).focus();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab on the toggle and the menu's links while the menu is open", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    const home = screen.getByRole("link", { name: "Home" });
    const services = screen.getByRole("link", { name: "Services" });
    await user.tab();
    expect(home).toHaveFocus();
    await user.tab();
    expect(services).toHaveFocus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.tab({ shift: true });
    expect(services).toHaveFocus();
  });

  it("lets Tab leave the header's navigation once the menu is closed", async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(toggle).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("link", { name: "Call 020 7946 0001" })).toHaveFocus();
  });

  it("closes when a menu link is followed and when the page changes", async () => {
    const { user, toggle, view } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    view.rerender(
      <>
        <Header {...props} currentPath="/services/big-bags/" />
        <p>Page content</p>
      </>,
    );
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the current section's entry, with aria-current=page only on that page itself", () => {
    setup();
    expect(screen.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("holds the contact actions: call, log in and sign up", () => {
    setup();
    expect(screen.getByRole("link", { name: "Call 020 7946 0001" })).toHaveAttribute("href", "tel:+442079460001");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", props.contact.loginUrl);
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", props.contact.signupUrl);
  });
});
