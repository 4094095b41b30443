import path from "node:path";
import { loadSiteData } from "../../../src/node/data/load";
import type { SiteData } from "../../../src/rules/data/site-data";
import { marketRoutes } from "../../../src/rules/market";
import {
  alternatesOf,
  alternatesTable,
  hreflangOf,
  X_DEFAULT,
} from "../../../src/node/search/alternates";
import { createMarketPages } from "../../../src/node/pages";
import type { PageContext } from "../../../src/shared/page-context";

const { data } = loadSiteData(path.resolve(__dirname, "../../../data"));
const table = alternatesTable(data);
const codes = (id: string) => (table.get(id) ?? []).map((link) => link.hreflang);
const hrefOf = (id: string, hreflang: string) =>
  table.get(id)?.find((link) => link.hreflang === hreflang)?.href;

describe("the alternates table", () => {
  it("uses region-specific language codes from each market's ogLocale, never en-UK", () => {
    expect(hreflangOf("fr_FR")).toBe("fr-FR");
    expect(hreflangOf("en_GB")).toBe("en-GB");
    // Markets by the order field of data/countries/*.yaml (FR, DE, EN), not by file name, then x-default.
    expect(codes("HOME")).toEqual(["fr-FR", "de-DE", "en-GB", X_DEFAULT]);
    expect([...table.values()].flat().map((link) => link.hreflang)).not.toContain("en-UK");
  });

  it("links the home page of the three domains and points x-default at the default market's", () => {
    expect(table.get("HOME")).toEqual([
      { hreflang: "fr-FR", href: "https://www.debrix.fr/" },
      { hreflang: "de-DE", href: "https://www.debrix.de/" },
      { hreflang: "en-GB", href: "https://www.debrix.co.uk/" },
      { hreflang: X_DEFAULT, href: "https://www.debrix.de/" },
    ]);
    expect(data.brand.defaultMarket).toBe("DE");
  });

  it("links each page to its primary path in each market's language", () => {
    expect(hrefOf("SERVICES", "de-DE")).toBe("https://www.debrix.de/dienstleistungen/");
    expect(hrefOf("SERVICES", "en-GB")).toBe("https://www.debrix.co.uk/services/");
    expect(hrefOf("SERVICE:DUMPSTER", "fr-FR")).toBe("https://www.debrix.fr/services/bennes/");
    expect(hrefOf("SERVICE:DUMPSTER", "de-DE")).toBe(
      "https://www.debrix.de/dienstleistungen/container/",
    );
    expect(hrefOf("SERVICE:DUMPSTER", "en-GB")).toBe(
      "https://www.debrix.co.uk/services/skip-hire/",
    );
    expect(hrefOf("HOW_TO_DUMPSTER", "en-GB")).toBe(
      "https://www.debrix.co.uk/services/how-to-hire-a-skip/",
    );
    expect(hrefOf("CGV", "de-DE")).toBe("https://www.debrix.de/agb/");
    expect(hrefOf("LEGAL", "en-GB")).toBe("https://www.debrix.co.uk/legal-notice/");
  });

  it("has the home, services, skip service, how-to, regions, the three visitor tools and four legal pages in the three markets, and Berlin's page in DE and EN", () => {
    expect([...table.keys()].sort()).toEqual([
      "CAN_IT_GO_IN",
      "CGU",
      "CGV",
      "HOME",
      "HOW_TO_DUMPSTER",
      "LEGAL",
      "PRIVACY",
      "REGION:DE_BERLIN",
      "REGIONS",
      "SERVICE:DUMPSTER",
      "SERVICES",
      "WHERE_CAN_IT_STAND",
      "WHICH_CONTAINER",
    ]);
    for (const [id, links] of table) expect(links).toHaveLength(id === "REGION:DE_BERLIN" ? 3 : 4);
    expect(table.get("REGION:DE_BERLIN")?.map((link) => link.hreflang)).toEqual([
      "de-DE",
      "en-GB",
      "x-default",
    ]);
  });

  it("gives no alternates to a page only one market has, nor to the not-found page", () => {
    for (const id of ["COMBAT", "PARTNERS", "BLOG", "SERVICE:BIGBAG", "SERVICE:LEAD", "NOT_FOUND"])
      expect(table.has(id)).toBe(false);
  });

  it("follows data/: a service a second market starts offering gains alternates in both", () => {
    const edited: SiteData = structuredClone(data);
    edited.countries.EN.services = [
      ...edited.countries.EN.services,
      { key: "BIGBAG", timingHours: 24 },
    ];
    const links = alternatesTable(edited).get("SERVICE:BIGBAG");
    expect(links?.map((link) => link.hreflang)).toEqual(["fr-FR", "en-GB"]);
    // The default market does not offer big bags: no x-default rather than a page in another language.
    expect(links?.some((link) => link.hreflang === X_DEFAULT)).toBe(false);
  });

  it("reads x-default from defaultMarket in data/brand.yaml", () => {
    const edited: SiteData = structuredClone(data);
    edited.brand.defaultMarket = "EN";
    expect(
      alternatesTable(edited)
        .get("CGU")
        ?.find((link) => link.hreflang === X_DEFAULT)?.href,
    ).toBe("https://www.debrix.co.uk/terms-of-use/");
  });

  it("is reciprocal: every page listed lists the same set, itself included", () => {
    for (const [id, links] of table) {
      for (const link of links.filter((candidate) => candidate.hreflang !== X_DEFAULT)) {
        expect(table.get(id)).toContainEqual(link);
      }
      const hrefs = links.filter((link) => link.hreflang !== X_DEFAULT).map((link) => link.href);
      expect(new Set(hrefs).size).toBe(hrefs.length);
    }
  });
});

describe("alternates on the created pages", () => {
  it("puts them on the primary path only: aliases and /de/ twins keep their canonical link alone", () => {
    const createPage = jest.fn();
    createMarketPages({
      routes: marketRoutes(data, "DE"),
      market: "DE",
      domain: "www.debrix.de",
      queriesDir: "/t",
      createPage,
      alternates: table,
    });
    const contextOf = (pagePath: string) =>
      (
        createPage.mock.calls.find(([page]) => page.path === pagePath)?.[0] as {
          context: PageContext;
        }
      ).context;
    expect(contextOf("/dienstleistungen/").alternates).toEqual(table.get("SERVICES"));
    for (const alias of ["/services/", "/de/dienstleistungen/", "/de/services/", "/de/"])
      expect(contextOf(alias).alternates).toEqual([]);
    expect(contextOf("/404/").alternates).toEqual([]);
  });

  it("gives every route of a market the same list as its counterparts in the other markets", () => {
    const route = marketRoutes(data, "FR").find((candidate) => candidate.id === "SERVICE:DUMPSTER");
    if (!route) throw new Error("FR has no skip service");
    expect(alternatesOf(table, route, route.primaryPath)).toEqual(table.get("SERVICE:DUMPSTER"));
    expect(alternatesOf(table, route, route.aliases[0])).toEqual([]);
  });
});
