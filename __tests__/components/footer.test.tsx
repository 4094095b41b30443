/**
 * @jest-environment jsdom
 */
import path from "node:path";
import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Footer, type FooterProps } from "../../src/components/footer";
import { loadSiteData } from "../../src/node/data/load";
import { footerLinkItems } from "../../src/shared/navigation";
import { regionPath } from "../../src/shared/route-table";
import { countryIn, regionIn } from "../../src/shared/languages";
import { routePathTable } from "../../src/rules/market";
import { nationalNumber } from "../../src/rules/data/texts";
import type { Language, Market, SocialNetwork } from "../../src/shared/keys";

const { data } = loadSiteData(path.resolve(__dirname, "../../data"));

/** A market as its first language shows it. */
const countryOf = (market: Market) =>
  countryIn(data.countries[market], data.countries[market].languages[0]);

/** Footer props for a market, built from data/ as the layout builds them (labels in English). */
function footerOf(market: Market): FooterProps {
  const country = countryOf(market);
  const [language] = data.countries[market].languages;
  const routePaths = routePathTable(data, market);
  const region = data.regions.find((candidate) => candidate.key === country.regions[0]);
  if (!region) throw new Error(`no region for ${market}`);
  return {
    companyName: country.companyName,
    address: country.address,
    openingHours: country.openingHours,
    phone: {
      number: region.number,
      numberFormatted: region.numberFormatted ?? nationalNumber(region.number),
    },
    email: country.email,
    links: footerLinkItems({
      ...country,
      language: country.contentLanguage as Language,
      routePaths,
      siteEnv: "production",
    }).map((link) => ({
      ...link,
      label: link.key,
    })),
    regions: {
      title: "Areas we cover",
      links: country.regions
        .flatMap((key) => data.regions.filter((candidate) => candidate.key === key))
        .map((candidate) => ({
          key: candidate.key,
          label: regionIn(candidate, language).name,
          to: regionPath(
            routePaths,
            regionIn(candidate, language),
            country.contentLanguage as Language,
          ),
        })),
    },
    socialLinks: country.socialLinks.map((link) => ({
      label: link.label as SocialNetwork,
      to: link.to,
    })),
    supporters: country.supportedBy,
    appStores: country.appStores ?? null,
    copyright: `© ${data.brand.copyrightYear} ${country.companyName}`,
    onCookieSettings: () => undefined,
    labels: {
      company: "Company",
      legal: "Legal",
      followUs: "Follow us",
      supportedBy: "Supported by",
      apps: "Get the app",
      appStore: "Download on the App Store",
      googlePlay: "Get it on Google Play",
      newTab: "(opens in a new tab)",
      cookieSettings: "Cookie settings",
      social: (network) => `Debrix on ${network}`,
    },
  };
}

describe("the footer", () => {
  it.each(["FR", "DE", "EN"] as const)(
    "shows the %s company, address, hours, phone, e-mail and copyright",
    (market) => {
      const country = countryOf(market);
      const props = footerOf(market);
      render(<Footer {...props} />);
      const company = screen.getByRole("region", { name: "Company" });
      expect(company).toHaveTextContent(country.companyName);
      expect(company).toHaveTextContent(country.address.street);
      expect(company).toHaveTextContent(`${country.address.postalCode} ${country.address.city}`);
      expect(company).toHaveTextContent(country.openingHours);
      expect(
        within(company).getByRole("link", { name: props.phone.numberFormatted }),
      ).toHaveAttribute("href", `tel:${props.phone.number}`);
      expect(within(company).getByRole("link", { name: country.email })).toHaveAttribute(
        "href",
        `mailto:${country.email}`,
      );
      expect(screen.getByText(`© 2022 ${country.companyName}`)).toBeInTheDocument();
    },
  );

  it("links the five French legal pages, the recruiting page in a new tab with noopener", () => {
    render(<Footer {...footerOf("FR")} />);
    const legal = screen.getByRole("navigation", { name: "Legal" });
    expect(within(legal).getAllByRole("link")).toHaveLength(5);
    const recruiting = within(legal).getByRole("link", { name: "RECRUITING (opens in a new tab)" });
    expect(recruiting).toHaveAttribute("target", "_blank");
    expect(recruiting.getAttribute("rel")).toContain("noopener");
  });

  it("links the legal notice and the terms of sale in Germany", () => {
    render(<Footer {...footerOf("DE")} />);
    const legal = screen.getByRole("navigation", { name: "Legal" });
    expect(
      within(legal)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/impressum/", "/agb/"]);
  });

  it("has no legal links, store badges or social links in the UK", () => {
    render(<Footer {...footerOf("EN")} />);
    expect(screen.queryByRole("navigation", { name: "Legal" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Get the app" })).not.toBeInTheDocument();
  });

  it("shows the iOS and Android store badges in France", () => {
    render(<Footer {...footerOf("FR")} />);
    const apps = screen.getByRole("region", { name: "Get the app" });
    expect(within(apps).getByRole("link", { name: /App Store/ })).toHaveAttribute(
      "href",
      data.countries.FR.appStores?.ios,
    );
    expect(within(apps).getByRole("link", { name: /Google Play/ })).toHaveAttribute(
      "href",
      data.countries.FR.appStores?.android,
    );
  });

  it("links each configured social network by name", () => {
    render(<Footer {...footerOf("FR")} />);
    const social = screen.getByRole("region", { name: "Follow us" });
    expect(within(social).getAllByRole("link")).toHaveLength(data.countries.FR.socialLinks.length);
    expect(
      within(social).getByRole("link", { name: "Debrix on LinkedIn (opens in a new tab)" }),
    ).toHaveAttribute("target", "_blank");
  });

  it("shows supporter logos when a market lists some", () => {
    const props = {
      ...footerOf("DE"),
      supporters: [
        { label: "Berlin Partner", to: "https://example.org/", src: "/supporters/berlin.svg" },
      ],
    };
    render(<Footer {...props} />);
    expect(
      within(screen.getByRole("region", { name: "Supported by" })).getByRole("img", {
        name: "Berlin Partner",
      }),
    ).toHaveAttribute("src", "/supporters/berlin.svg");
  });
});

test("the footer's Cookie settings button reopens the banner", async () => {
  const onCookieSettings = jest.fn();
  render(<Footer {...footerOf("DE")} onCookieSettings={onCookieSettings} />);
  await userEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
  expect(onCookieSettings).toHaveBeenCalledTimes(1);
});
