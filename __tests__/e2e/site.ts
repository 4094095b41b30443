/**
 * What the tests expect of each market, derived from the same data/ and catalogs the build reads,
 * so a content edit does not break the tests, while a wrong page still does.
 */
import fs from "node:fs";
import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { marketKeys, marketRoutes, routePathTable } from "../../src/rules/market";
import { withFallback } from "../../src/node/catalog-namespaces";
import { typographyOf } from "../../src/rules/typography";
import { nationalNumber } from "../../src/rules/data/texts";
import { allPaths, type RouteEntry, type RoutePathTable } from "../../src/shared/route-table";
import type { Language, Market } from "../../src/shared/keys";
import type { MarketLanguage, Region } from "../../src/shared/data-schema";
import { regionOffers } from "../../src/shared/coverage";
import { STAGING_FR, baseUrl, stagingUrl } from "./artifacts";
import {
  countryIn,
  hasSeveralLanguages,
  regionIn,
  valueIn,
  type CountryIn,
  type RegionIn,
} from "../../src/shared/languages";

const ROOT = path.resolve(__dirname, "../..");
export const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);

type Catalog = { [key: string]: string | Catalog };

/** The languages of a market, in its order: one for FR, DE and EN. */
export function languagesOf(market: Market): readonly MarketLanguage[] {
  return data.countries[market].languages;
}

/** Whether a market has several languages, each below its prefix (/fr/, /nl/). */
export function severalLanguages(market: Market): boolean {
  return hasSeveralLanguages(data.countries[market]);
}

/** One of a market's languages by its locale (nl-BE), else its first. */
export function languageOf(market: Market, locale?: string): MarketLanguage {
  const languages = languagesOf(market);
  return languages.find((language) => language.locale === locale) ?? languages[0];
}

/** A market as a page in one of its languages (its first by default) shows it: every text in that language. */
export function countryOf(
  market: Market,
  language: MarketLanguage = languageOf(market),
): CountryIn<(typeof data.countries)[Market]> {
  return countryIn(data.countries[market], language);
}

/** A region's names, slug and zones in a language, with the phone number's national form. */
export function regionOf(
  region: Region,
  language: MarketLanguage,
): RegionIn<Region> & { numberFormatted: string } {
  const shown = regionIn(region, language);
  return { ...shown, numberFormatted: shown.numberFormatted ?? nationalNumber(region.number) };
}

/** The page paths of a language of a market, as its pages' links are made. */
export function pathsOf(
  market: Market,
  language: MarketLanguage = languageOf(market),
): RoutePathTable {
  return routePathTable(data, market, language);
}

/** A language's content language, as the route table's helpers take it (fr, nl). */
export const contentOf = (language: MarketLanguage) => language.content as Language;

export function catalog(
  market: Market,
  language: MarketLanguage = languageOf(market),
): (key: string, values?: Record<string, string | number>) => string {
  const read = (name: string) =>
    JSON.parse(
      fs.readFileSync(path.join(ROOT, "content/locales", name, "translation.json"), "utf8"),
    ) as Catalog;
  // A catalog that holds only what a regional language says otherwise reads the rest from its fallback.
  const root = (
    language.catalogFallback
      ? withFallback(read(language.catalog), read(language.catalogFallback))
      : read(language.catalog)
  ) as Catalog;
  const { sharpS } = typographyOf(language);
  return (key, values = {}) => {
    const text = key
      .split(".")
      .reduce<string | Catalog | undefined>(
        (node, part) => (typeof node === "object" ? node[part] : undefined),
        root,
      );
    if (typeof text !== "string") throw new Error(`No catalog text ${key} in ${language.catalog}`);
    const filled = text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      String(values[name] ?? ""),
    );
    // The build writes ss for ß where the locale does (Swiss German); spaces and quotes a
    // locator's text comparison leaves aside.
    return sharpS === "ss" ? filled.replace(/ß/g, "ss") : filled;
  };
}

export interface ExpectedPage {
  path: string;
  route: RouteEntry;
  heading: string;
  canonical: string;
  /** The page's language: the market's only one, or the one whose prefix starts its path. */
  language: MarketLanguage;
}

export function expectedPages(market: Market): ExpectedPage[] {
  const domain = data.countries[market].domains[0];
  return marketRoutes(data, market).flatMap((route) => {
    const language = languageOf(market, route.locale);
    const country = countryOf(market, language);
    const t = catalog(market, language);
    const service = data.services.find((candidate) => candidate.key === route.serviceKey);
    const region = data.regions.find((candidate) => candidate.key === route.regionKey);
    const heading =
      route.kind === "LANGUAGES"
        ? // The page naming the languages says its heading in each of them.
          languagesOf(market)
            .map((each) =>
              catalog(
                market,
                each,
              )(route.pageKey === "NOT_FOUND" ? "pages.NOT_FOUND.heading" : "languages.heading"),
            )
            .join(" · ")
        : service
          ? String(valueIn(service.names, language))
          : region
            ? t(
                regionOffers(region, "DUMPSTER") ? "pages.REGION.title" : "pages.REGION.titleOther",
                { regionInText: regionOf(region, language).nameInText },
              )
            : t(`pages.${route.id}.heading`, {
                company: country.companyName,
                deliveryHours: data.business.deliveryHours,
              });
    const canonical = `https://${domain}${route.primaryPath}`;
    return allPaths(route).map((pagePath) => ({
      path: pagePath,
      route,
      heading,
      canonical,
      language,
    }));
  });
}

/** The home page of a market's first language: `/`, or its prefix's in a market with several. */
export function homeOf(market: Market): string {
  const home = expectedPages(market).find((expected) => expected.route.kind === "HOME");
  if (!home) throw new Error(`${market} has no home page`);
  return home.path;
}

/** Paths that exist in some market but not in this one. */
export function otherMarketsPaths(market: Market): string[] {
  const own = new Set(expectedPages(market).map((page) => page.path));
  const others = marketKeys(data).filter((other) => other !== market);
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

/** A page that stands for its template: a name for reports and files, its path, its address and its language. */
export interface TemplatePage {
  name: string;
  path: string;
  /** The page on the artifact that serves it: the market's own, or the staging sample. */
  url: string;
  language: MarketLanguage;
  /**
   * Whether the page has the site's layout (header, footer, contact actions, cookie banner): all
   * but the page naming a market's languages, which is also its not-found page.
   */
  layout: boolean;
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
 * not exist. In a market with several languages the languages take turns, kind after kind, so
 * each language is seen while the walk stays one page a template; the page naming the languages
 * is one more template.
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
  const languages = languagesOf(market);
  const [first] = languages;
  type PageOf = (
    name: string,
    pagePath: string,
    language?: MarketLanguage,
    layout?: boolean,
  ) => TemplatePage;
  const own: PageOf = (name, pagePath, language = first, layout = true) => ({
    name,
    path: pagePath,
    url: `${baseUrl(market)}${pagePath}`,
    language,
    layout,
  });
  const fixture: PageOf = (name, pagePath, language = first, layout = true) => ({
    name,
    path: pagePath,
    url: `${stagingUrl}${pagePath}`,
    language,
    layout,
  });
  const byKind = new Map<string, TemplatePage>();
  const candidates = expectedPages(market).filter(
    (expected) =>
      expected.path === expected.route.primaryPath && expected.route.kind !== "NOT_FOUND",
  );
  for (const kind of new Set(candidates.map((expected) => expected.route.kind))) {
    const ofKind = candidates.filter((expected) => expected.route.kind === kind);
    const turn = languages[byKind.size % languages.length];
    const chosen = ofKind.find((expected) => expected.language.locale === turn.locale) ?? ofKind[0];
    const name = kind.toLowerCase().replace(/_/g, "-");
    const make = fromFixtures && LISTING_ARTICLES.has(kind) ? fixture : own;
    byKind.set(kind, make(name, chosen.path, chosen.language, kind !== "LANGUAGES"));
  }
  const pages = [...byKind.values()];
  if (byKind.has("BLOG")) {
    const blogDir = fromFixtures ? FIXTURE_BLOG : path.join(ROOT, "content/blog");
    const page = fromFixtures ? fixture : own;
    const articles = fs.readdirSync(blogDir).sort();
    pages.push(page("article", `/blog/${articles[0]}/`));
    // A category's listing, and the page of the tag most articles carry.
    pages.push(
      page("blog-category", `/blog/${String(data.blogCategories[0].slugs[first.content])}/`),
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
    const [file] = fs
      .readdirSync(dynamicDir)
      .filter((file) => file.endsWith(".yaml"))
      .sort();
    if (file) pages.push(own("dynamic", `/de/${file.replace(/\.yaml$/, "")}/`));
  }
  return [...pages, own("not-found", "/no-such-page-5c1e/", first, !severalLanguages(market))];
}
