/**
 * What the tests expect of each market, derived from the same data/ and catalogs the build reads,
 * so a content edit does not break the tests, while a wrong page still does.
 */
import fs from "node:fs";
import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { marketRoutes } from "../../src/rules/market";
import { allPaths, type RouteEntry } from "../../src/shared/route-table";
import type { Market } from "../../src/shared/keys";
import { regionOffers } from "../../src/shared/coverage";

const ROOT = path.resolve(__dirname, "../..");
export const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);

type Catalog = { [key: string]: string | Catalog };

export function catalog(
  market: Market,
): (key: string, values?: Record<string, string | number>) => string {
  const { language } = data.countries[market];
  const root = JSON.parse(
    fs.readFileSync(path.join(ROOT, "content/locales", language, "translation.json"), "utf8"),
  ) as Catalog;
  return (key, values = {}) => {
    const text = key
      .split(".")
      .reduce<string | Catalog | undefined>(
        (node, part) => (typeof node === "object" ? node[part] : undefined),
        root,
      );
    if (typeof text !== "string") throw new Error(`No catalog text ${key} in ${language}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
  };
}

export interface ExpectedPage {
  path: string;
  route: RouteEntry;
  heading: string;
  canonical: string;
}

export function expectedPages(market: Market): ExpectedPage[] {
  const country = data.countries[market];
  const t = catalog(market);
  return marketRoutes(data, market).flatMap((route) => {
    const service = data.services.find((candidate) => candidate.key === route.serviceKey);
    const region = data.regions.find((candidate) => candidate.key === route.regionKey);
    const heading = service
      ? service.names[country.contentLanguage]
      : region
        ? t(regionOffers(region, "DUMPSTER") ? "pages.REGION.title" : "pages.REGION.titleOther", {
            regionInText: region.nameInText,
          })
        : t(`pages.${route.id}.heading`, {
            company: country.companyName,
            deliveryHours: data.business.deliveryHours,
          });
    const canonical = `https://${country.domains[0]}${route.primaryPath}`;
    return allPaths(route).map((pagePath) => ({ path: pagePath, route, heading, canonical }));
  });
}

/** Paths that exist in some market but not in this one. */
export function otherMarketsPaths(market: Market): string[] {
  const own = new Set(expectedPages(market).map((page) => page.path));
  const others = (["FR", "DE", "EN"] as const).filter((other) => other !== market);
  return [
    ...new Set(others.flatMap((other) => expectedPages(other).map((page) => page.path))),
  ].filter((p) => !own.has(p));
}

/**
 * The time a test that walks many pages may take: a fixed part plus a share per page, generous
 * enough for a machine that is busy with other work (a build beside the tests).
 */
export function timeoutForPages(pages: number, perPageMs = 2_000): number {
  return 30_000 + pages * perPageMs;
}

/** A page that stands for its template: a name for reports and files, and its path. */
export interface TemplatePage {
  name: string;
  path: string;
}

/**
 * One page of each template of a market: the primary page of each kind (the first service, the
 * first legal page), the oldest article, a /de/{slug+} dynamic page, and the not-found template
 * as visitors meet it, at a path that does not exist.
 */
export function templatePages(market: Market): TemplatePage[] {
  const byKind = new Map<string, TemplatePage>();
  for (const expected of expectedPages(market)) {
    const { kind } = expected.route;
    if (expected.path === expected.route.primaryPath && kind !== "NOT_FOUND" && !byKind.has(kind)) {
      byKind.set(kind, { name: kind.toLowerCase().replace(/_/g, "-"), path: expected.path });
    }
  }
  const pages = [...byKind.values()];
  if (byKind.has("BLOG")) {
    const articles = fs.readdirSync(path.join(ROOT, "content/blog")).sort();
    pages.push({ name: "article", path: `/blog/${articles[0]}/` });
    // A category's listing, and the page of the tag most articles carry.
    pages.push({
      name: "blog-category",
      path: `/blog/${String(data.blogCategories[0].slugs[data.countries[market].contentLanguage])}/`,
    });
    const tags = articles.flatMap((slug) =>
      (
        /^tags:\s*\[([^\]]*)\]/m.exec(
          fs.readFileSync(path.join(ROOT, "content/blog", slug, "index.mdx"), "utf8"),
        )?.[1] ?? ""
      )
        .split(",")
        .map((tag) => tag.trim()),
    );
    const counts = new Map<string, number>();
    for (const tag of tags) if (tag) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    const [commonest] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    pages.push({ name: "blog-tag", path: `/blog/tag/${commonest[0]}/` });
  }
  const dynamicDir = path.join(ROOT, "content/dynamic", market.toLowerCase());
  if (fs.existsSync(dynamicDir)) {
    const [first] = fs
      .readdirSync(dynamicDir)
      .filter((file) => file.endsWith(".yaml"))
      .sort();
    if (first) pages.push({ name: "dynamic", path: `/de/${first.replace(/\.yaml$/, "")}/` });
  }
  return [...pages, { name: "not-found", path: "/no-such-page-5c1e/" }];
}
