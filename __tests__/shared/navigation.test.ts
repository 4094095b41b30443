import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import {
  footerLinkItems,
  mainNavItems,
  navKeyOfPage,
  type NavigationInput,
} from "../../src/shared/navigation";
import type { Language, Market } from "../../src/shared/keys";
import { routePathTable } from "../../src/rules/market";

const { data } = loadSiteData(path.resolve(__dirname, "../../data"));

function input(market: Market, siteEnv = "production"): NavigationInput {
  const country = data.countries[market];
  return {
    mainNav: country.mainNav,
    footerLinks: country.footerLinks,
    recruitingUrl: country.recruitingUrl,
    language: country.languages[0].content as Language,
    routePaths: routePathTable(data, market),
    siteEnv,
  };
}

describe("the main navigation", () => {
  it("shows all five entries in France", () => {
    expect(mainNavItems(input("FR"))).toEqual([
      { key: "HOME", to: "/" },
      { key: "SERVICES", to: "/services/" },
      { key: "COMBAT", to: "/notre-combat/" },
      { key: "PARTNERS", to: "/partenaires/" },
      { key: "BLOG", to: "/blog/" },
    ]);
  });

  it("shows home and services only in Germany, at the German services path", () => {
    expect(mainNavItems(input("DE"))).toEqual([
      { key: "HOME", to: "/" },
      { key: "SERVICES", to: "/dienstleistungen/" },
    ]);
  });

  it("shows home and services only in the UK", () => {
    expect(mainNavItems(input("EN")).map((item) => item.key)).toEqual(["HOME", "SERVICES"]);
  });

  it("adds the testing blog outside production, and only where the market has a blog", () => {
    expect(mainNavItems(input("FR", "staging")).map((item) => item.key)).toContain("BLOG_TESTING");
    expect(mainNavItems(input("FR", "production")).map((item) => item.key)).not.toContain(
      "BLOG_TESTING",
    );
    expect(mainNavItems(input("DE", "staging")).map((item) => item.key)).not.toContain(
      "BLOG_TESTING",
    );
  });
});

describe("the footer links", () => {
  it("are all five in France, the recruiting link external", () => {
    expect(footerLinkItems(input("FR"))).toEqual([
      { key: "LEGAL", to: "/mentions-legales/", external: false },
      { key: "PRIVACY", to: "/politique-confidentialite/", external: false },
      { key: "CGU", to: "/cgu/", external: false },
      { key: "CGV", to: "/cgv/", external: false },
      { key: "RECRUITING", to: data.countries.FR.recruitingUrl, external: true },
    ]);
  });

  it("are the legal notice and the terms of sale in Germany", () => {
    expect(footerLinkItems(input("DE"))).toEqual([
      { key: "LEGAL", to: "/impressum/", external: false },
      { key: "CGV", to: "/agb/", external: false },
    ]);
  });

  it("are none in the UK", () => {
    expect(footerLinkItems(input("EN"))).toEqual([]);
  });

  it("leave out a recruiting link that has no address", () => {
    expect(
      footerLinkItems({ ...input("FR"), recruitingUrl: null }).map((item) => item.key),
    ).not.toContain("RECRUITING");
  });
});

describe("the navigation entry of a page", () => {
  it.each([
    ["HOME", "HOME"],
    ["SERVICE", "SERVICES"],
    ["HOW_TO_DUMPSTER", "SERVICES"],
    ["BLOG_POST", "BLOG"],
    ["LEGAL", null],
    ["NOT_FOUND", null],
  ] as const)("of a %s page is %s", (kind, key) => {
    expect(navKeyOfPage(kind)).toBe(key);
  });
});
