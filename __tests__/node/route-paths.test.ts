import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { routePathTable } from "../../src/rules/market";
import { loadSiteData } from "../../src/node/data/load";
import { readRoutePaths, routePathProblems } from "../../src/node/route-paths";
import { runtimeConfig } from "../../src/node/runtime-config";
import { buildRouteTable, ROUTE_KEYS } from "../../src/shared/route-table";

const ROOT = path.resolve(__dirname, "../..");
const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);

const catalogs = Object.values(data.countries).flatMap((country) =>
  country.languages.map((language) => language.catalog),
);
const de = data.routePaths["de-de"];

describe("the route paths of the catalogs", () => {
  it("are read from the catalog of each market's language, by catalog", () => {
    expect(Object.keys(data.routePaths).sort()).toEqual([...catalogs].sort());
    expect(de).toMatchObject({
      SERVICES: "/dienstleistungen/",
      CGV: "/agb/",
      HOW_TO_DUMPSTER: "/dienstleistungen/container-ratgeber/",
    });
    expect(data.routePaths["fr-fr"]).toMatchObject({
      HOME: "/",
      PRIVACY: "/politique-confidentialite/",
    });
  });

  it("take a regional catalog's paths from the catalog it falls back to, but for its own", () => {
    const root = path.join(os.tmpdir(), `route-paths-${process.pid}`);
    fs.mkdirSync(path.join(root, "content/locales/de-at"), { recursive: true });
    fs.writeFileSync(
      path.join(root, "content/locales/de-at/translation.json"),
      JSON.stringify({ routes: { CGV: "/geschaeftsbedingungen/" } }),
    );
    fs.cpSync(path.join(ROOT, "content/locales/de-de"), path.join(root, "content/locales/de-de"), {
      recursive: true,
    });
    const language = { catalog: "de-at", catalogFallback: "de-de" };
    const table = readRoutePaths(root, [{ value: { languages: [language] } }] as never);
    fs.rmSync(root, { recursive: true, force: true });
    expect(table["de-at"]).toEqual({ ...de, CGV: "/geschaeftsbedingungen/" });
  });

  it("give a language of a market with several its paths below its prefix, and a market with one the other one-language markets' as aliases", () => {
    expect(routePathTable(data, "FR")).toEqual({
      fr: data.routePaths["fr-fr"],
      de,
      en: data.routePaths["en-gb"],
    });
    const [, nl] = data.countries.BE.languages;
    const table = routePathTable(data, "BE", nl);
    expect(Object.keys(table)).toEqual(["nl"]);
    expect(table.nl).toMatchObject({ HOME: "/nl/", SERVICES: "/nl/diensten/" });
  });

  it("name every page whose path a catalog lacks, and never borrow another language's", () => {
    const { CGV: _cgv, LEGAL: _legal, ...routes } = de;
    const problems = routePathProblems(routes);
    expect(problems.map((problem) => problem.key)).toEqual(["CGV", "LEGAL"]);
    expect(problems[0].message).toContain("is missing: the path of page CGV in this language");
    expect(routePathProblems(undefined).map((problem) => problem.key)).toEqual([...ROUTE_KEYS]);
  });

  it("refuse a path that is not lower-case words between slashes", () => {
    for (const bad of ["agb/", "/agb", "/AGB/", "/agb//", "/a b/", 42]) {
      expect(routePathProblems({ ...de, CGV: bad }).map((problem) => problem.key)).toEqual(["CGV"]);
    }
    expect(routePathProblems({ ...de, CGV: "/allgemeine-geschaeftsbedingungen-2/" })).toEqual([]);
  });

  it("leave out a language whose catalog is incomplete, so the route table refuses it with the catalog to fix", () => {
    const language = { ...data.countries.DE.languages[0], catalog: "nl-nl", content: "nl" };
    const table = readRoutePaths(ROOT, [{ value: { languages: [language] } }]);
    expect(table).toEqual({});
    expect(() =>
      buildRouteTable({
        language: "nl",
        locale: "nl-NL",
        legacyAddresses: true,
        paths: routePathTable(data, "FR"),
        pages: ["HOME", "NOT_FOUND"],
        services: [],
      }),
    ).toThrow(
      'Route table: HOME has no path in language "nl" (it has: fr, de, en); add it to the `routes` of the catalog of "nl"',
    );
  });

  it("reach the browser for the built market's languages only", () => {
    expect(runtimeConfig(data, "DE", "production").routePaths).toEqual({ de });
    expect(Object.keys(runtimeConfig(data, "CH", "production").routePaths)).toEqual([
      "de",
      "fr",
      "it",
    ]);
    expect(runtimeConfig(data, "CH", "production").routePaths.de?.CGV).toBe("/de/agb/");
  });
});
