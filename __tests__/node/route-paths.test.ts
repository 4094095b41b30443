import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { readRoutePaths, routePathProblems } from "../../src/node/route-paths";
import { runtimeConfig } from "../../src/node/runtime-config";
import { buildRouteTable, ROUTE_KEYS } from "../../src/shared/route-table";

const ROOT = path.resolve(__dirname, "../..");
const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);

describe("the route paths of the catalogs", () => {
  it("are read from the catalog of each market's language, by content language", () => {
    expect(Object.keys(data.routePaths).sort()).toEqual(["de", "en", "fr"]);
    expect(data.routePaths.de).toMatchObject({
      SERVICES: "/dienstleistungen/",
      CGV: "/agb/",
      HOW_TO_DUMPSTER: "/dienstleistungen/container-ratgeber/",
    });
    expect(data.routePaths.fr).toMatchObject({ HOME: "/", PRIVACY: "/politique-confidentialite/" });
  });

  it("name every page whose path a catalog lacks, and never borrow another language's", () => {
    const { CGV: _cgv, LEGAL: _legal, ...routes } = data.routePaths.de ?? {};
    const problems = routePathProblems(routes);
    expect(problems.map((problem) => problem.key)).toEqual(["CGV", "LEGAL"]);
    expect(problems[0].message).toContain("is missing: the path of page CGV in this language");
    expect(routePathProblems(undefined).map((problem) => problem.key)).toEqual([...ROUTE_KEYS]);
  });

  it("refuse a path that is not lower-case words between slashes", () => {
    for (const bad of ["agb/", "/agb", "/AGB/", "/agb//", "/a b/", 42]) {
      expect(
        routePathProblems({ ...data.routePaths.de, CGV: bad }).map((problem) => problem.key),
      ).toEqual(["CGV"]);
    }
    expect(
      routePathProblems({ ...data.routePaths.de, CGV: "/allgemeine-geschaeftsbedingungen-2/" }),
    ).toEqual([]);
  });

  it("leave out a language whose catalog is incomplete, so the route table refuses it with the catalog to fix", () => {
    const table = readRoutePaths(ROOT, [{ value: { language: "nl-nl", contentLanguage: "nl" } }]);
    expect(table).toEqual({});
    expect(() =>
      buildRouteTable({
        language: "nl",
        paths: { ...data.routePaths, ...table },
        pages: ["HOME", "NOT_FOUND"],
        services: [],
      }),
    ).toThrow(
      'Route table: HOME has no path in language "nl" (it has: de, en, fr); add it to the `routes` of the catalog of "nl"',
    );
  });

  it("reach the browser for the built market's language only", () => {
    expect(runtimeConfig(data, "DE", "production").routePaths).toEqual({ de: data.routePaths.de });
  });
});
