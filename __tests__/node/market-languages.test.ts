/**
 * The routes of a market with several languages (src/node/market.ts): each language below its
 * prefix with its own paths and slugs, `/` naming them, one not-found page, no alias and no twin;
 * and the routes of a market with one language as they were.
 */
import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { marketRoutes } from "../../src/rules/market";
import { allPaths } from "../../src/shared/route-table";

const { data } = loadSiteData(path.resolve(__dirname, "../../data"));
const pathOf = (market: "BE" | "CH", id: string, locale: string) =>
  marketRoutes(data, market).find((route) => route.id === id && route.locale === locale)
    ?.primaryPath;

describe("the routes of a market with several languages", () => {
  it("have every page in each language, below its prefix", () => {
    for (const market of ["BE", "CH"] as const) {
      const routes = marketRoutes(data, market).filter((route) => route.kind !== "LANGUAGES");
      const idsOf = (locale: string) =>
        routes
          .filter((route) => route.locale === locale)
          .map((route) => route.id)
          .sort();
      const [first, ...others] = data.countries[market].languages;
      for (const other of others) expect(idsOf(other.locale)).toEqual(idsOf(first.locale));
      for (const route of routes) {
        const language = data.countries[market].languages.find(
          (candidate) => candidate.locale === route.locale,
        );
        expect(route.primaryPath.startsWith(`/${language?.prefix}/`)).toBe(true);
      }
    }
  });

  it("translate the paths and slugs, a locale's own slug first (conteneurs in Belgium's French, Mulden in Swiss German)", () => {
    expect(pathOf("BE", "SERVICE:DUMPSTER", "fr-BE")).toBe("/fr/services/conteneurs/");
    expect(pathOf("BE", "SERVICE:DUMPSTER", "nl-BE")).toBe("/nl/diensten/containers/");
    expect(pathOf("CH", "SERVICE:DUMPSTER", "de-CH")).toBe("/de/dienstleistungen/mulden/");
    expect(pathOf("CH", "SERVICE:DUMPSTER", "fr-CH")).toBe("/fr/services/bennes/");
    expect(pathOf("CH", "SERVICE:DUMPSTER", "it-CH")).toBe("/it/servizi/benne/");
    expect(pathOf("BE", "REGION:BE_LIEGE", "nl-BE")).toBe("/nl/werkgebied/luik/");
    expect(pathOf("CH", "REGION:CH_GENEVE", "de-CH")).toBe("/de/liefergebiete/genf/");
    expect(pathOf("CH", "CGV", "it-CH")).toBe("/it/condizioni-generali-di-vendita/");
  });

  it("have / naming the languages and one not-found page, and no alias nor /de/ twin", () => {
    const routes = marketRoutes(data, "CH");
    expect(
      routes.filter((route) => route.kind === "LANGUAGES").map((route) => route.primaryPath),
    ).toEqual(["/", "/404/"]);
    expect(routes.flatMap((route) => [...route.aliases, ...route.twins])).toEqual([]);
    // /de/ is the German pages: no French page has a twin there.
    const paths = routes.flatMap(allPaths);
    expect(paths).not.toContain("/de/services/");
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("the routes of a market with one language", () => {
  it("keep their paths without a prefix, the other one-language markets' as aliases and the /de/ twins, and no language's of a market with several", () => {
    const routes = marketRoutes(data, "DE");
    const services = routes.find((route) => route.id === "SERVICES");
    expect(services?.primaryPath).toBe("/dienstleistungen/");
    expect(services?.aliases).toEqual(expect.arrayContaining(["/services/"]));
    expect(services?.twins).toEqual(
      expect.arrayContaining(["/de/dienstleistungen/", "/de/services/"]),
    );
    const paths = routes.flatMap(allPaths);
    expect(paths).not.toContain("/diensten/");
    expect(paths).not.toContain("/servizi/");
    expect(routes.every((route) => route.locale === "de")).toBe(true);
  });
});
