/**
 * @jest-environment jsdom
 */
import React from "react";
import { render, screen, within } from "@testing-library/react";
import { LanguagePicker } from "../../src/components/language-picker";
import { Header } from "../../src/components/header";

const links = [
  { locale: "de-CH", name: "Deutsch", path: "/de/dienstleistungen/mulden/" },
  { locale: "fr-CH", name: "Français", path: "/fr/services/bennes/" },
  { locale: "it-CH", name: "Italiano", path: "/it/servizi/benne/" },
];

describe("the language picker", () => {
  it("links the page in each other language, named in itself and marked with it, the page's own marked as current", () => {
    render(<LanguagePicker links={links} current="fr-CH" label="Langue" />);
    const picker = screen.getByRole("navigation", { name: "Langue" });
    const items = within(picker).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Deutsch", "Français", "Italiano"]);
    const german = within(picker).getByRole("link", { name: "Deutsch" });
    // A plain link: it works without a script and before the page has hydrated.
    expect(german.tagName).toBe("A");
    expect(german).toHaveAttribute("href", "/de/dienstleistungen/mulden/");
    expect(german).toHaveAttribute("hreflang", "de-CH");
    expect(german).toHaveAttribute("lang", "de-CH");
    expect(within(picker).getAllByRole("link")).toHaveLength(2);
    const own = within(items[1]).getByText("Français");
    expect(own).toHaveAttribute("aria-current", "true");
    expect(own).toHaveAttribute("lang", "fr-CH");
    expect(own.tagName).not.toBe("A");
  });

  it("comes first in the header, which has no picker in a market with one language", () => {
    const header = (picker?: React.ReactNode) => (
      <Header
        logo={<svg aria-hidden="true" />}
        homeLabel="Debrix"
        homePath="/fr/"
        navItems={[{ key: "HOME", label: "Accueil", to: "/fr/" }]}
        currentKey="HOME"
        currentLabel="Accueil"
        currentPath="/fr/"
        labels={{ nav: "Navigation", menu: "Menu", menuOpen: "Ouvrir", menuClose: "Fermer" }}
        contact={{
          phone: { number: "+41225550130", numberFormatted: "022 555 01 30" },
          loginUrl: "https://app.debrix.eu/",
          signupUrl: "https://app.debrix.eu/register/",
          labels: { group: "Contact", login: "Connexion", signup: "Inscription" },
        }}
        languagePicker={picker}
      />
    );
    const { container, rerender } = render(
      header(<LanguagePicker links={links} current="fr-CH" label="Langue" />),
    );
    const site = container.querySelector("header") as HTMLElement;
    expect(site.firstElementChild).toBe(screen.getByRole("navigation", { name: "Langue" }));
    expect(screen.getByRole("link", { name: "Debrix" })).toHaveAttribute("href", "/fr/");
    rerender(header());
    expect(screen.queryByRole("navigation", { name: "Langue" })).toBeNull();
    expect(site.children).toHaveLength(1);
  });
});
