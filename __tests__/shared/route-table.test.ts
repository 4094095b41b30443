import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { marketRoutes, routePathTable } from "../../src/rules/market";
import { allPaths, buildRouteTable, type RouteEntry } from "../../src/shared/route-table";
import type { Market } from "../../src/shared/keys";

const { data } = loadSiteData(path.resolve(__dirname, "../../data"));
const routesOf = (market: Market) => marketRoutes(data, market);
const pathsOf = (market: Market) => routesOf(market).flatMap(allPaths);
const routeAt = (market: Market, pagePath: string): RouteEntry | undefined =>
  routesOf(market).find((route) => allPaths(route).includes(pagePath));

/** Paths of the pages every market has (docs/rules.md#route-table). */
const COMMON_PATHS = [
  "/",
  "/de/",
  "/services/",
  "/dienstleistungen/",
  "/de/services/",
  "/services/dumpster/",
  "/dienstleistungen/container/",
  "/de/services/dumpster/",
  "/services/how-to-dumpster/",
  "/de/services/how-to-dumpster/",
  "/politique-confidentialite/",
  "/datenschutz-bestimmungen/",
  "/mentions-legales/",
  "/impressum/",
  "/cgu/",
  "/cgv/",
  "/agb/",
  "/de/politique-confidentialite/",
  "/de/datenschutz-bestimmungen/",
  "/de/mentions-legales/",
  "/de/impressum/",
  "/de/cgu/",
  "/de/cgv/",
  "/de/agb/",
  "/404/",
  "/de/404/",
];
const FR_ONLY_PATHS = [
  "/notre-combat/",
  "/partenaires/",
  "/blog/",
  "/de/notre-combat/",
  "/de/partenaires/",
  "/de/blog/",
];
const FR_SERVICE_SLUGS = [
  "sacs-et-vrac",
  "big-bags",
  "bennes",
  "camions-grue",
  "bennes-tp",
  "location-engins",
  "amiante",
  "plomb",
];
const DE_SERVICE_SLUGS = [
  "sacke-und-loses",
  "bigbags",
  "container",
  "kranwagen",
  "muellcontainer",
  "mietmaschinen",
  "asbest",
  "gefaehrlicher-abfall",
  "blei",
];

describe.each<Market>(["FR", "DE", "EN"])("the route table of market %s", (market) => {
  it("has every documented path of the pages every market has", () => {
    expect(pathsOf(market)).toEqual(expect.arrayContaining(COMMON_PATHS));
  });

  it("gives every path to one route only", () => {
    const paths = pathsOf(market);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("twins every path under /de/", () => {
    for (const route of routesOf(market)) {
      expect(route.twins).toEqual([route.primaryPath, ...route.aliases].map((p) => `/de${p}`));
    }
  });

  it("writes every path with a trailing slash", () => {
    for (const p of pathsOf(market)) expect(p).toMatch(/^\/(.+\/)?$/);
  });
});

describe("market FR", () => {
  it("has our fight, partners and the blog", () => {
    expect(pathsOf("FR")).toEqual(expect.arrayContaining(FR_ONLY_PATHS));
  });

  it("has a page for each of the nine services at its French slug, and the German slugs as aliases", () => {
    const paths = pathsOf("FR");
    for (const slug of FR_SERVICE_SLUGS) expect(paths).toContain(`/services/${slug}/`);
    for (const slug of DE_SERVICE_SLUGS) expect(paths).toContain(`/dienstleistungen/${slug}/`);
    expect(routesOf("FR").filter((route) => route.kind === "SERVICE")).toHaveLength(9);
  });

  it("uses French primary paths and canonicalises aliases and twins to them", () => {
    expect(routeAt("FR", "/dienstleistungen/")?.primaryPath).toBe("/services/");
    expect(routeAt("FR", "/de/services/dumpster/")?.primaryPath).toBe("/services/bennes/");
    expect(routeAt("FR", "/impressum/")?.primaryPath).toBe("/mentions-legales/");
    expect(routeAt("FR", "/agb/")?.primaryPath).toBe("/cgv/");
    expect(routeAt("FR", "/gefaehrlicher-abfall/")).toBeUndefined();
    expect(routeAt("FR", "/dienstleistungen/gefaehrlicher-abfall/")?.primaryPath).toBe(
      "/services/dechets-dangereux/",
    );
  });
});

describe.each<Market>(["DE", "EN"])("market %s", (market) => {
  it("has neither our fight, partners nor the blog", () => {
    const paths = pathsOf(market);
    for (const p of FR_ONLY_PATHS) expect(paths).not.toContain(p);
  });

  it("has the skip page and no other service page", () => {
    const services = routesOf(market).filter((route) => route.kind === "SERVICE");
    expect(services.map((route) => route.serviceKey)).toEqual(["DUMPSTER"]);
    expect(pathsOf(market)).not.toContain("/services/amiante/");
    expect(pathsOf(market)).not.toContain("/dienstleistungen/asbest/");
  });
});

describe("region pages", () => {
  it("gives FR a hub and one page per region below it, in the region's order, with the other languages' hubs as aliases", () => {
    const regions = routesOf("FR").filter((route) => route.kind === "REGION");
    expect(routesOf("FR").find((route) => route.kind === "REGIONS")?.primaryPath).toBe(
      "/zones-d-intervention/",
    );
    expect(regions.map((route) => route.regionKey)).toEqual(data.countries.FR.regions);
    const lyon = regions.find((route) => route.regionKey === "FR_LYON");
    expect(lyon?.primaryPath).toBe("/zones-d-intervention/lyon-saint-etienne/");
    expect(lyon?.aliases).toEqual(
      expect.arrayContaining([
        "/liefergebiete/lyon-saint-etienne/",
        "/areas-we-cover/lyon-saint-etienne/",
      ]),
    );
    expect(lyon?.twins).toContain("/de/zones-d-intervention/lyon-saint-etienne/");
  });

  it("gives Berlin a page in DE and in EN, under each market's hub", () => {
    expect(routesOf("DE").find((route) => route.id === "REGION:DE_BERLIN")?.primaryPath).toBe(
      "/liefergebiete/berlin/",
    );
    expect(routesOf("EN").find((route) => route.id === "REGION:DE_BERLIN")?.primaryPath).toBe(
      "/areas-we-cover/berlin/",
    );
  });

  it("refuses a region slug that makes a path another page has", () => {
    const input = {
      language: "fr",
      locale: "fr",
      legacyAddresses: true,
      paths: routePathTable(data, "FR"),
      pages: ["HOME", "REGIONS"] as const,
      services: [],
      regions: [
        { key: "FR_A", slug: "lyon" },
        { key: "FR_B", slug: "lyon" },
      ],
    };
    expect(() => buildRouteTable({ ...input, pages: [...input.pages] })).toThrow(
      /is claimed by both REGION:FR_A and REGION:FR_B/,
    );
  });
});

describe("canonical targets", () => {
  it("are the German paths in DE", () => {
    expect(routeAt("DE", "/services/")?.primaryPath).toBe("/dienstleistungen/");
    expect(routeAt("DE", "/de/services/dumpster/")?.primaryPath).toBe(
      "/dienstleistungen/container/",
    );
    expect(routeAt("DE", "/politique-confidentialite/")?.primaryPath).toBe(
      "/datenschutz-bestimmungen/",
    );
    expect(routeAt("DE", "/mentions-legales/")?.primaryPath).toBe("/impressum/");
    expect(routeAt("DE", "/cgv/")?.primaryPath).toBe("/agb/");
    expect(routeAt("DE", "/de/cgu/")?.primaryPath).toBe("/nutzungsbedingungen/");
  });

  it("are English paths in EN, with the other languages' and the older paths as aliases", () => {
    expect(routeAt("EN", "/dienstleistungen/")?.primaryPath).toBe("/services/");
    expect(routeAt("EN", "/services/dumpster/")?.primaryPath).toBe("/services/skip-hire/");
    expect(routeAt("EN", "/mentions-legales/")?.primaryPath).toBe("/legal-notice/");
    expect(routeAt("EN", "/politique-confidentialite/")?.primaryPath).toBe("/privacy-policy/");
    expect(routeAt("EN", "/services/how-to-dumpster/")?.primaryPath).toBe(
      "/services/how-to-hire-a-skip/",
    );
  });
});

describe("buildRouteTable", () => {
  it("refuses two routes claiming one path", () => {
    expect(() =>
      buildRouteTable({
        language: "fr",
        locale: "fr",
        legacyAddresses: true,
        paths: routePathTable(data, "FR"),
        pages: ["HOME", "SERVICES", "NOT_FOUND"],
        services: [
          { key: "DUMPSTER", slugs: { fr: "bennes", de: "container", en: "skip-hire" } },
          {
            key: "BIGBAG",
            slugs: { fr: "big-bags", de: "bigbags", en: "big-bags" },
            aliasPaths: ["/services/bennes/"],
          },
        ],
      }),
    ).toThrow("/services/bennes/ is claimed by both SERVICE:DUMPSTER and SERVICE:BIGBAG");
  });

  it("adds the how-to page only where skips are offered", () => {
    const routes = buildRouteTable({
      language: "fr",
      locale: "fr",
      legacyAddresses: true,
      paths: routePathTable(data, "FR"),
      pages: ["HOME", "SERVICES", "NOT_FOUND"],
      services: [{ key: "BIGBAG", slugs: { fr: "big-bags", de: "bigbags", en: "big-bags" } }],
    });
    expect(routes.map((route) => route.id)).toEqual([
      "HOME",
      "SERVICES",
      "SERVICE:BIGBAG",
      "NOT_FOUND",
    ]);
  });

  it("refuses a market language without a path for one of its pages, instead of using French paths", () => {
    expect(() =>
      buildRouteTable({
        language: "nl",
        locale: "nl-NL",
        legacyAddresses: true,
        paths: routePathTable(data, "FR"),
        pages: ["HOME", "CGV", "NOT_FOUND"],
        services: [],
      }),
    ).toThrow('Route table: HOME has no path in language "nl" (it has: fr, de, en)');
  });

  it("refuses a service without a slug in the market's language", () => {
    expect(() =>
      buildRouteTable({
        language: "en",
        locale: "en-GB",
        legacyAddresses: true,
        paths: routePathTable(data, "FR"),
        pages: ["HOME", "SERVICES", "NOT_FOUND"],
        services: [{ key: "LEAD", slugs: { fr: "plomb", de: "blei" } }],
      }),
    ).toThrow('Route table: SERVICE:LEAD has no path in language "en" (it has: fr, de)');
  });
});
