import path from "node:path";
import type { Actions, Reporter } from "gatsby";
import fs from "node:fs";
import { createMarketPages, PAGE_QUERIES_DIR, usesEveryPageModule } from "../../src/node/pages";
import { loadSiteData } from "../../src/node/data/load";
import { marketRoutes } from "../../src/rules/market";

const { data } = loadSiteData(path.resolve(__dirname, "../../data"));

function reporter() {
  return { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() } as unknown as Reporter & {
    info: jest.Mock;
    warn: jest.Mock;
    panicOnBuild: jest.Mock;
  };
}

describe("createMarketPages", () => {
  it("creates the services page at its German path with its canonical on www.debrix.de", () => {
    const createPage = jest.fn();
    createMarketPages({
      routes: marketRoutes(data, "DE"),
      market: "DE",
      domain: "www.debrix.de",
      queriesDir: "/t",
      createPage,
    });
    expect(createPage).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/dienstleistungen/",
        component: "/t/services-query.tsx",
        context: expect.objectContaining({
          kind: "SERVICES",
          canonicalUrl: "https://www.debrix.de/dienstleistungen/",
        }),
      }),
    );
  });

  it("gives aliases and /de/ twins the canonical of the primary path", () => {
    const createPage = jest.fn();
    createMarketPages({
      routes: marketRoutes(data, "DE"),
      market: "DE",
      domain: "www.debrix.de",
      queriesDir: "/t",
      createPage,
    });
    for (const alias of ["/services/", "/de/services/", "/de/dienstleistungen/"]) {
      expect(createPage).toHaveBeenCalledWith(
        expect.objectContaining({
          path: alias,
          context: expect.objectContaining({
            canonicalUrl: "https://www.debrix.de/dienstleistungen/",
          }),
        }),
      );
    }
  });

  it("creates no page of another market", () => {
    const createPage = jest.fn();
    createMarketPages({
      routes: marketRoutes(data, "DE"),
      market: "DE",
      domain: "www.debrix.de",
      queriesDir: "/t",
      createPage,
    });
    const paths = createPage.mock.calls.map(([page]) => page.path);
    expect(paths).not.toContain("/notre-combat/");
    expect(paths).not.toContain("/blog/");
    expect(paths).not.toContain("/services/amiante/");
  });
});

describe("the page modules", () => {
  it("live outside src/, and only a market with a page of each writes the query types", () => {
    const modules = fs
      .readdirSync(path.resolve(__dirname, "../..", PAGE_QUERIES_DIR))
      .filter((name) => name.endsWith("-query.tsx"));
    expect(modules.length).toBeGreaterThan(10);
    expect(
      fs
        .readdirSync(path.resolve(__dirname, "../../src/templates"))
        .filter((name) => name.endsWith("-query.tsx")),
    ).toEqual([]);
    expect(usesEveryPageModule(marketRoutes(data, "FR"), true)).toBe(true);
    expect(usesEveryPageModule(marketRoutes(data, "FR"), false)).toBe(false);
    expect(usesEveryPageModule(marketRoutes(data, "DE"), true)).toBe(false);
    expect(usesEveryPageModule(marketRoutes(data, "EN"), false)).toBe(false);
  });
});

describe("gatsby-node hooks", () => {
  const originalMarket = process.env.SITE_MARKET;
  afterEach(() => {
    process.env.SITE_MARKET = originalMarket;
    jest.resetModules();
  });

  async function runHooks(market: string) {
    process.env.SITE_MARKET = market;
    const gatsbyNode = await import("../../gatsby-node");
    const report = reporter();
    const createPage = jest.fn();
    const actions = { createPage } as unknown as Actions;
    // The hooks only use what the tests give them; the rest of Gatsby's arguments stay out.
    const onPreBootstrap = gatsbyNode.onPreBootstrap as unknown as (args: {
      reporter: Reporter;
    }) => void;
    const createPages = gatsbyNode.createPages as unknown as (args: {
      actions: Actions;
      reporter: Reporter;
      getNodesByType: () => unknown[];
    }) => void;
    onPreBootstrap({ reporter: report });
    createPages({ actions, reporter: report, getNodesByType: () => [] });
    return { report, createPage };
  }

  it("creates every FR page with its template, including our fight and the blog", async () => {
    const { createPage, report } = await runHooks("FR");
    expect(report.panicOnBuild).not.toHaveBeenCalled();
    expect(report.warn).not.toHaveBeenCalled();
    expect(createPage).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/notre-combat/",
        component: expect.stringMatching(/page-queries\/combat-query\.tsx$/),
      }),
    );
    expect(createPage).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/de/blog/",
        context: expect.objectContaining({ canonicalUrl: "https://www.debrix.fr/blog/" }),
      }),
    );
  });

  it("builds DE when SITE_MARKET is not set", async () => {
    const { createPage } = await runHooks("");
    expect(createPage).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/dienstleistungen/container/" }),
    );
    expect(createPage).not.toHaveBeenCalledWith(
      expect.objectContaining({ path: "/notre-combat/" }),
    );
  });

  it("refuses an unknown market, naming the markets of data/countries/", async () => {
    const { report, createPage } = await runHooks("XX");
    expect(report.panicOnBuild).toHaveBeenCalledWith(
      'SITE_MARKET="XX" is not a market; allowed: FR, DE, EN, BE, CH (the keys of data/countries/*.yaml)',
    );
    expect(createPage).not.toHaveBeenCalled();
  });
});
