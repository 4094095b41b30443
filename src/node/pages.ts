/**
 * Page creation for one market: every route of the route table at its primary path, its aliases
 * and its /de/ twins, each with the template of its kind and a canonical URL to the primary path.
 */
import path from "node:path";
import type { Actions } from "gatsby";
import type { Market } from "../shared/keys";
import type { MarketLanguage } from "../shared/data-schema";
import {
  pageContextOf,
  type DynamicPageContext,
  type LanguageLink,
  type PageContext,
} from "../shared/page-context";
import { absoluteUrl } from "../shared/paths";
import { allPaths, type PageKind, type RouteEntry } from "../shared/route-table";
import { alternatesOf, type AlternatesTable } from "./search/alternates";

/**
 * The page modules, one per template: the template of src/templates/ with its GraphQL query. They
 * live outside src/ because Gatsby reads the queries of every file under src/ in every build, and
 * warns of each one no page of the build uses (the blog's in a market without a blog); a page module
 * here is read only when a page of the build names it.
 */
export const PAGE_QUERIES_DIR = "page-queries";

const TEMPLATE_FILE: Record<PageKind, string> = {
  HOME: "home",
  SERVICES: "services",
  SERVICE: "service",
  HOW_TO_DUMPSTER: "how-to-dumpster",
  COMBAT: "combat",
  PARTNERS: "partners",
  BLOG: "blog",
  BLOG_POST: "blog-post",
  BLOG_CATEGORY: "blog-topic",
  BLOG_TAG: "blog-topic",
  REGIONS: "regions",
  REGION: "region",
  LEGAL: "legal",
  NOT_FOUND: "not-found",
  WHICH_CONTAINER: "which-container",
  CAN_IT_GO_IN: "can-it-go-in",
  WHERE_CAN_IT_STAND: "where-can-it-stand",
  DYNAMIC: "dynamic",
  LANGUAGES: "languages",
};

/** The page module of a page kind, in `queriesDir` (the project's PAGE_QUERIES_DIR). */
export function templatePath(kind: PageKind, queriesDir: string): string {
  return path.join(queriesDir, `${TEMPLATE_FILE[kind]}-query.tsx`);
}

/** The page kinds of a market's blog route: the listing, its topics and the articles. */
const BLOG_KINDS: readonly PageKind[] = ["BLOG", "BLOG_CATEGORY", "BLOG_TAG", "BLOG_POST"];

/**
 * Page modules whose template types its query's result itself, so that the query types need not
 * hold it: the page naming a market's languages, which only a market with several languages has,
 * and such a market has no blog.
 */
const TYPED_BY_TEMPLATE: ReadonlySet<string> = new Set([TEMPLATE_FILE.LANGUAGES]);

/**
 * Whether a market with these routes, and with or without /de/… pages of content/dynamic/, builds a
 * page of every page module whose query types the templates read. Only such a build may write the
 * query types (src/gatsby-types.d.ts): another one reads fewer queries and would write them without
 * the others' types.
 */
export function usesEveryPageModule(
  routes: readonly RouteEntry[],
  hasDynamicPages: boolean,
): boolean {
  const kinds = new Set<PageKind>([
    ...(hasDynamicPages ? (["DYNAMIC"] as const) : []),
    ...routes.flatMap((route) => (route.kind === "BLOG" ? BLOG_KINDS : [route.kind])),
  ]);
  const used = new Set([...kinds].map((kind) => TEMPLATE_FILE[kind]));
  return Object.values(TEMPLATE_FILE).every(
    (file) => used.has(file) || TYPED_BY_TEMPLATE.has(file),
  );
}

/** A route's page context (src/shared/page-context.ts). */
export const pageContext = pageContextOf;

interface CreateMarketPagesArgs {
  routes: readonly RouteEntry[];
  market: Market;
  domain: string;
  queriesDir: string;
  createPage: Actions["createPage"];
  /** hreflang links by route id (search/alternates.ts); none when left out. */
  alternates?: AlternatesTable;
  /** The market's languages: with several, each page links the same page in each of them. */
  languages?: readonly MarketLanguage[];
}

/**
 * The same page in each language of a market with several (the language picker's links), by route
 * id; the page naming the languages links each language's home page.
 */
export function languageLinksTable(
  routes: readonly RouteEntry[],
  languages: readonly MarketLanguage[],
): Map<string, LanguageLink[]> {
  const table = new Map<string, LanguageLink[]>();
  if (languages.length < 2) return table;
  const linkOf = (route: RouteEntry): LanguageLink => {
    const language = languages.find((candidate) => candidate.locale === route.locale);
    if (!language) throw new Error(`Route ${route.id} is in no language of its market`);
    return { locale: language.locale, name: language.name, path: route.primaryPath };
  };
  for (const route of routes) {
    if (route.kind === "LANGUAGES") continue;
    table.set(route.id, [...(table.get(route.id) ?? []), linkOf(route)]);
  }
  const homes = table.get("HOME") ?? [];
  for (const route of routes) if (route.kind === "LANGUAGES") table.set(route.id, homes);
  return table;
}

/** Creates every path of every route; returns how many pages were created. */
export function createMarketPages({
  routes,
  market,
  domain,
  queriesDir,
  createPage,
  alternates = new Map(),
  languages = [],
}: CreateMarketPagesArgs): number {
  let count = 0;
  const languageLinks = languageLinksTable(routes, languages);
  for (const route of routes) {
    const context = pageContext(route, market, domain);
    const component = templatePath(route.kind, queriesDir);
    const links = languageLinks.get(route.id);
    for (const pagePath of allPaths(route)) {
      createPage<PageContext>({
        path: pagePath,
        component,
        context: {
          ...context,
          alternates: alternatesOf(alternates, route, pagePath),
          // Only a market with several languages has them: the others' page data stay as they were.
          ...(links ? { languageLinks: links } : {}),
          // The page naming the languages reads each one's texts.
          ...(route.kind === "LANGUAGES"
            ? { catalogs: languages.map((language) => language.catalog) }
            : {}),
        },
      });
      count += 1;
    }
  }
  return count;
}

/**
 * The /de/{slug+} pages of content/dynamic/ (docs/rules.md#dynamic-pages): each an ordinary page at
 * its own path, rendered at build time from its content like any other page
 * (docs/decisions.md#d94-the-de-pages-are-rendered-at-build-time). No pattern stands for the rest
 * of /de/: an address no page has is not found, from the server (404) and from the page-data check
 * of a client navigation. Returns how many pages were created.
 */
export function createDynamicPages({
  pages,
  market,
  domain,
  queriesDir,
  createPage,
}: Omit<CreateMarketPagesArgs, "routes" | "alternates"> & {
  pages: readonly { path: string; content: DynamicPageContext["content"] }[];
}): number {
  const component = templatePath("DYNAMIC", queriesDir);
  for (const page of pages) {
    createPage<DynamicPageContext>({
      path: page.path,
      component,
      context: {
        market,
        routeId: "DYNAMIC",
        kind: "DYNAMIC",
        primaryPath: page.path,
        canonicalUrl: absoluteUrl(domain, page.path),
        alternates: [],
        content: page.content,
      },
    });
  }
  return pages.length;
}
