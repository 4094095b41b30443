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
import { STAGING_FR, baseUrl, stagingUrl } from "./artifacts";

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

/** A page that stands for its template: a name for reports and files, its path, and its address. */
export interface TemplatePage {
  name: string;
  path: string;
  /** The page on the artifact that serves it: the market's own, or the staging sample. */
  url: string;
}

/**
 * The fixture articles of the staging sample's blog (FIXTURE_BLOG in scripts/e2e.mjs): copies kept
 * with the tests, so that no edit of content/ changes them.
 */
export const FIXTURE_BLOG = path.join(ROOT, "__tests__/fixtures/blog");

/** The templates whose pages list articles: a region page lists the articles about its region. */
const LISTING_ARTICLES = new Set(["BLOG", "REGION"]);

/**
 * One page of each template of a market: the primary page of each kind (the first service, the
 * first legal page, the first region), an article, a blog category, the tag most articles carry,
 * a /de/{slug+} dynamic page, and the not-found template as visitors meet it, at a path that does
 * not exist.
 *
 * The templates that show articles (an article, the blog's listing, a category, a tag, a region
 * page) are taken, for the market of the staging sample, from that sample (dist/fr-staging), whose
 * blog holds only the fixture articles: an article added to or edited in content/blog/ changes none
 * of these pages, so it cannot change a screenshot's baseline or what a per-template test sees,
 * and the pipeline's content lane can publish it without the template tests. The other templates
 * show data/ and the texts of content/locales/, from the market's own artifact. `fixtures: false`
 * takes every template from the market's own artifact (the production pages, as visitors meet them).
 */
export function templatePages(
  market: Market,
  { fixtures = true }: { fixtures?: boolean } = {},
): TemplatePage[] {
  const fromFixtures = fixtures && market === STAGING_FR.market;
  const own = (name: string, pagePath: string): TemplatePage => ({
    name,
    path: pagePath,
    url: `${baseUrl(market)}${pagePath}`,
  });
  const fixture = (name: string, pagePath: string): TemplatePage => ({
    name,
    path: pagePath,
    url: `${stagingUrl}${pagePath}`,
  });
  const byKind = new Map<string, TemplatePage>();
  for (const expected of expectedPages(market)) {
    const { kind } = expected.route;
    if (expected.path === expected.route.primaryPath && kind !== "NOT_FOUND" && !byKind.has(kind)) {
      const name = kind.toLowerCase().replace(/_/g, "-");
      byKind.set(
        kind,
        fromFixtures && LISTING_ARTICLES.has(kind)
          ? fixture(name, expected.path)
          : own(name, expected.path),
      );
    }
  }
  const pages = [...byKind.values()];
  if (byKind.has("BLOG")) {
    const blogDir = fromFixtures ? FIXTURE_BLOG : path.join(ROOT, "content/blog");
    const page = fromFixtures ? fixture : own;
    const articles = fs.readdirSync(blogDir).sort();
    pages.push(page("article", `/blog/${articles[0]}/`));
    // A category's listing, and the page of the tag most articles carry.
    pages.push(
      page(
        "blog-category",
        `/blog/${String(data.blogCategories[0].slugs[data.countries[market].contentLanguage])}/`,
      ),
    );
    const tags = articles.flatMap((slug) =>
      (
        /^tags:\s*\[([^\]]*)\]/m.exec(
          fs.readFileSync(path.join(blogDir, slug, "index.mdx"), "utf8"),
        )?.[1] ?? ""
      )
        .split(",")
        .map((tag) => tag.trim()),
    );
    const counts = new Map<string, number>();
    for (const tag of tags) if (tag) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    const [commonest] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    pages.push(page("blog-tag", `/blog/tag/${commonest[0]}/`));
  }
  const dynamicDir = path.join(ROOT, "content/dynamic", market.toLowerCase());
  if (fs.existsSync(dynamicDir)) {
    const [first] = fs
      .readdirSync(dynamicDir)
      .filter((file) => file.endsWith(".yaml"))
      .sort();
    if (first) pages.push(own("dynamic", `/de/${first.replace(/\.yaml$/, "")}/`));
  }
  return [...pages, own("not-found", "/no-such-page-5c1e/")];
}
