/**
 * @jest-environment jsdom
 */
import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextEncoder } from "node:util";
import { I18nextProvider } from "react-i18next";
import { Header, type HeaderProps } from "../../src/components/header";
import { catalogI18n } from "./i18n";

/** The header as the site renders it: in a page of the English market, whose catalog labels the call button. */
const english = catalogI18n("en-gb");
const InEnglish = ({ children }: { children: React.ReactNode }) => (
  <I18nextProvider i18n={english}>{children}</I18nextProvider>
);

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
  labels: {
    nav: "Main navigation",
    menu: "Menu",
    menuOpen: "Open the menu",
    menuClose: "Close the menu",
  },
  contact: {
    phone: { number: "+442079460001", numberFormatted: "020 7946 0001" },
    loginUrl: "https://app.debrix.eu/?_region=DE_BERLIN",
    signupUrl: "https://app.debrix.eu/register/?_region=DE_BERLIN",
    labels: { group: "Contact", login: "Log in", signup: "Sign up" },
  },
};

function setup(overrides: Partial<HeaderProps> = {}) {
  const user = userEvent.setup();
  const view = render(
    <>
      <Header {...props} {...overrides} />
      <p>Page content</p>
    </>,
    { wrapper: InEnglish },
  );
  // The toggle is a <details> element's summary, which browsers (not jsdom) expose as a button with
  // its expanded state; the menu is open while its <details> is.
  const toggle = screen.getByLabelText(/menu/);
  const isOpen = () => (toggle.closest("details") as HTMLDetailsElement).open;
  return { user, toggle, isOpen, view };
}

// jsdom fires a <details> element's toggle event in a later task (a timer): each test waits for it,
// so that no toggle reaches React after the file's document is gone, which fails the run.
afterEach(() => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0))));

describe("the header's mobile menu", () => {
  it("shows the current page's label and starts closed", () => {
    const { toggle, isOpen } = setup();
    expect(toggle.tagName).toBe("SUMMARY");
    expect(toggle).toHaveTextContent("Services");
    expect(toggle).toHaveAccessibleName("Services – Open the menu");
    expect(isOpen()).toBe(false);
  });

  it("opens and closes with the toggle, which controls the navigation", async () => {
    const { user, toggle, isOpen } = setup();
    await user.click(toggle);
    expect(isOpen()).toBe(true);
    expect(toggle).toHaveAccessibleName("Services – Close the menu");
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(toggle).toHaveAttribute("aria-controls", nav.id);
    // The stylesheet shows the navigation after an open menu: .menu[open] ~ .site-nav
    expect(toggle.closest("details")?.nextElementSibling).toBe(nav);
    await user.click(toggle);
    expect(isOpen()).toBe(false);
    expect(toggle).toHaveAccessibleName("Services – Open the menu");
  });

  it("closes on a click outside the header", async () => {
    const { user, toggle, isOpen } = setup();
    await user.click(toggle);
    await user.click(screen.getByText("Page content"));
    expect(isOpen()).toBe(false);
  });

  it("stays open on a click inside the header", async () => {
    const { user, toggle, isOpen } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole("group", { name: "Contact" }));
    expect(isOpen()).toBe(true);
  });

  it("closes on Escape and puts focus back on the toggle", async () => {
    const { user, toggle, isOpen } = setup();
    await user.click(toggle);
    screen.getByRole("link", { name: "Home" }).focus();
    await user.keyboard("{Escape}");
    expect(isOpen()).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it("closes on an Escape or an outside tap that comes before React has heard the menu open", () => {
    const { toggle, isOpen } = setup();
    const details = toggle.closest("details") as HTMLDetailsElement;
    // The element opened, its toggle event not handled yet (a slow phone): React still thinks it closed.
    details.open = true;
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(isOpen()).toBe(false);
    expect(toggle).toHaveFocus();
    details.open = true;
    screen.getByText("Page content").dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
    expect(isOpen()).toBe(false);
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
    const { user, toggle, isOpen, view } = setup();
    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(isOpen()).toBe(false);
    await user.click(toggle);
    expect(isOpen()).toBe(true);
    view.rerender(
      <>
        <Header {...props} currentPath="/services/big-bags/" />
        <p>Page content</p>
      </>,
    );
    expect(isOpen()).toBe(false);
  });

  it("keeps a menu the visitor opened before the page hydrated, and follows it", async () => {
    // The server's markup, opened by the visitor before React took it over.
    const markup = document.createElement("div");
    // React's server renderer needs TextEncoder, which jsdom leaves out.
    Object.assign(globalThis, { TextEncoder });
    const { renderToString } = await import("react-dom/server");
    markup.innerHTML = renderToString(
      <InEnglish>
        <Header {...props} />
      </InEnglish>,
    );
    document.body.appendChild(markup);
    const details = markup.querySelector("details")!;
    details.open = true;
    const { hydrateRoot } = await import("react-dom/client");
    const { act } = await import("@testing-library/react");
    await act(
      async () =>
        void hydrateRoot(
          markup,
          <InEnglish>
            <Header {...props} />
          </InEnglish>,
        ),
    );
    expect(details.open).toBe(true);
    expect(markup.querySelector("summary")).toHaveAccessibleName("Services – Close the menu");
    markup.remove();
  });

  it("marks the current section's entry, with aria-current=page only on that page itself", () => {
    setup();
    expect(screen.getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("holds the contact actions: call, log in and sign up", () => {
    setup();
    expect(screen.getByRole("link", { name: "Call 020 7946 0001" })).toHaveAttribute(
      "href",
      "tel:+442079460001",
    );
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      props.contact.loginUrl,
    );
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      props.contact.signupUrl,
    );
  });
});
