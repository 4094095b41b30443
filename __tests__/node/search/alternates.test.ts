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
    // Markets by the order field of data/countries/*.yaml (FR, DE, EN, BE, CH), not by file name,
    // each market's languages in its order; then a generic code per language; then x-default.
    expect(codes("HOME")).toEqual([
      "fr-FR",
      "de-DE",
      "en-GB",
      "fr-BE",
      "nl-BE",
      "de-CH",
      "fr-CH",
      "it-CH",
      "fr",
      "de",
      "en",
      "nl",
      "it",
      X_DEFAULT,
    ]);
    expect([...table.values()].flat().map((link) => link.hreflang)).not.toContain("en-UK");
  });

  it("links the home page of every language of the five domains, a generic code per language at its first market's, and points x-default at the default market's", () => {
    expect(table.get("HOME")).toEqual([
      { hreflang: "fr-FR", href: "https://www.debrix.fr/" },
      { hreflang: "de-DE", href: "https://www.debrix.de/" },
      { hreflang: "en-GB", href: "https://www.debrix.co.uk/" },
      { hreflang: "fr-BE", href: "https://www.debrix.be/fr/" },
      { hreflang: "nl-BE", href: "https://www.debrix.be/nl/" },
      { hreflang: "de-CH", href: "https://www.debrix.ch/de/" },
      { hreflang: "fr-CH", href: "https://www.debrix.ch/fr/" },
      { hreflang: "it-CH", href: "https://www.debrix.ch/it/" },
      { hreflang: "fr", href: "https://www.debrix.fr/" },
      { hreflang: "de", href: "https://www.debrix.de/" },
      { hreflang: "en", href: "https://www.debrix.co.uk/" },
      { hreflang: "nl", href: "https://www.debrix.be/nl/" },
      { hreflang: "it", href: "https://www.debrix.ch/it/" },
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

  it("links each language of a market with several below its prefix, with the market's own slugs", () => {
    expect(hrefOf("SERVICE:DUMPSTER", "fr-BE")).toBe(
      "https://www.debrix.be/fr/services/conteneurs/",
    );
    expect(hrefOf("SERVICE:DUMPSTER", "nl-BE")).toBe(
      "https://www.debrix.be/nl/diensten/containers/",
    );
    expect(hrefOf("SERVICE:DUMPSTER", "de-CH")).toBe(
      "https://www.debrix.ch/de/dienstleistungen/mulden/",
    );
    expect(hrefOf("SERVICE:DUMPSTER", "fr-CH")).toBe("https://www.debrix.ch/fr/services/bennes/");
    expect(hrefOf("CGV", "it-CH")).toBe("https://www.debrix.ch/it/condizioni-generali-di-vendita/");
    // A region of one market: its languages only, a generic code each, and x-default at its first.
    expect(table.get("REGION:BE_BRUSSELS")).toEqual([
      { hreflang: "fr-BE", href: "https://www.debrix.be/fr/zones-d-intervention/bruxelles/" },
      { hreflang: "nl-BE", href: "https://www.debrix.be/nl/werkgebied/brussel/" },
      { hreflang: "fr", href: "https://www.debrix.be/fr/zones-d-intervention/bruxelles/" },
      { hreflang: "nl", href: "https://www.debrix.be/nl/werkgebied/brussel/" },
      { hreflang: X_DEFAULT, href: "https://www.debrix.be/fr/zones-d-intervention/bruxelles/" },
    ]);
  });

  it("has the pages several markets or languages have: home, services, skip and big-bag services, how-to, regions, the three visitor tools, four legal pages, and each region of DE/EN, BE and CH", () => {
    expect([...table.keys()].sort()).toEqual([
      "CAN_IT_GO_IN",
      "CGU",
      "CGV",
      "HOME",
      "HOW_TO_DUMPSTER",
      "LEGAL",
      "PRIVACY",
      "REGION:BE_ANTWERP",
      "REGION:BE_BRUSSELS",
      "REGION:BE_LIEGE",
      "REGION:CH_GENEVE",
      "REGION:CH_LUGANO",
      "REGION:CH_ZURICH",
      "REGION:DE_BERLIN",
      "REGIONS",
      "SERVICE:BIGBAG",
      "SERVICE:DUMPSTER",
      "SERVICES",
      "WHERE_CAN_IT_STAND",
      "WHICH_CONTAINER",
    ]);
    // Each cluster: its regional codes, one generic code per language among them, one x-default.
    for (const links of table.values()) {
      const regional = links.filter((link) => /^[a-z]{2}-[A-Z]{2}$/.test(link.hreflang));
      const generic = links.filter((link) => /^[a-z]{2}$/.test(link.hreflang));
      expect(new Set(generic.map((link) => link.hreflang))).toEqual(
        new Set(regional.map((link) => link.hreflang.slice(0, 2))),
      );
      expect(links.filter((link) => link.hreflang === X_DEFAULT)).toHaveLength(1);
      expect(regional.length + generic.length + 1).toBe(links.length);
    }
    expect(table.get("REGION:DE_BERLIN")?.map((link) => link.hreflang)).toEqual([
      "de-DE",
      "en-GB",
      "de",
      "en",
      "x-default",
    ]);
    // Big bags, which DE does not offer: German speakers are sent to Switzerland's page.
    expect(hrefOf("SERVICE:BIGBAG", "de")).toBe(
      "https://www.debrix.ch/de/dienstleistungen/bigbags/",
    );
  });

  it("gives no alternates to a page only one market has, nor to the not-found page", () => {
    for (const id of ["COMBAT", "PARTNERS", "BLOG", "SERVICE:LEAD", "NOT_FOUND", "LANGUAGES"])
      expect(table.has(id)).toBe(false);
  });

  it("follows data/: a service a second market starts offering gains alternates in both", () => {
    const edited: SiteData = structuredClone(data);
    edited.countries.EN.services = [
      ...edited.countries.EN.services,
      { key: "CRANETRUCK", timingHours: 24 },
    ];
    expect(table.has("SERVICE:CRANETRUCK")).toBe(false);
    const links = alternatesTable(edited).get("SERVICE:CRANETRUCK");
    // The default market does not offer crane trucks: x-default is the cluster's first page, the
    // same on every member.
    expect(links).toEqual([
      { hreflang: "fr-FR", href: "https://www.debrix.fr/services/camions-grue/" },
      { hreflang: "en-GB", href: "https://www.debrix.co.uk/services/crane-truck/" },
      { hreflang: "fr", href: "https://www.debrix.fr/services/camions-grue/" },
      { hreflang: "en", href: "https://www.debrix.co.uk/services/crane-truck/" },
      { hreflang: X_DEFAULT, href: "https://www.debrix.fr/services/camions-grue/" },
    ]);
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
      // One page per regional code; a generic code and x-default name one of those pages again.
      const hrefs = links
        .filter((link) => /^[a-z]{2}-[A-Z]{2}$/.test(link.hreflang))
        .map((link) => link.href);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      for (const link of links) expect(hrefs).toContain(link.href);
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
