/**
 * The route table: for a market, every page with its kind, primary path, aliases and /de/ twins.
 * One module for gatsby-node (page creation) and browser code (links), so URLs have one home.
 *
 * The primary path is the one in the page's content language; in a market with one language, the
 * paths of the other languages and the site's older paths are aliases that render the same page
 * with a canonical link to it. A market with several languages has one table per language, its
 * paths below the language's prefix, without aliases or twins
 * (docs/decisions.md#d100-a-market-with-several-languages-prefixes-every-language).
 */
import { PAGE_KEYS, type Language, type PageKey, type PerLanguage, type ServiceKey } from "./keys";
import { twinPath } from "./paths";

export type LegalKey = "CGU" | "CGV" | "PRIVACY" | "LEGAL";
export type PageKind =
  | "HOME"
  | "SERVICES"
  | "SERVICE"
  | "HOW_TO_DUMPSTER"
  | "COMBAT"
  | "PARTNERS"
  | "BLOG"
  | "BLOG_POST"
  /** A category of the blog, and a tag: paginated listings of its articles. */
  | "BLOG_CATEGORY"
  | "BLOG_TAG"
  | "REGIONS"
  | "REGION"
  | "LEGAL"
  | "NOT_FOUND"
  /** The visitor tools: "which container?", "can it go in?" and "where can it stand?". */
  | "WHICH_CONTAINER"
  | "CAN_IT_GO_IN"
  | "WHERE_CAN_IT_STAND"
  /** A /de/{slug+} page of content/dynamic/, made from its file at build time (docs/rules.md#dynamic-pages). */
  | "DYNAMIC"
  /** `/` of a market with several languages: its languages, each linking to its home page. */
  | "LANGUAGES";

interface PathSet {
  /** Path per content language; a language without one is an error, never another language's path. */
  byLanguage: Partial<Record<Language, string>>;
  /** Older paths this page keeps (docs/rules.md#route-aliases). */
  extra?: string[];
}

/** The pages whose path a catalog gives: every page key, and the how-to page below the services page. */
export const ROUTE_KEYS = [...PAGE_KEYS, "HOW_TO_DUMPSTER"] as const;
export type RouteKey = (typeof ROUTE_KEYS)[number];

/**
 * The paths of one content language's pages: the `routes` section of its catalog
 * (content/locales/<locale>/translation.json; docs/rules.md#primary-paths).
 */
export type RoutePaths = Record<RouteKey, string>;

/**
 * Route paths by content language: those of the page's language first (below its prefix in a
 * market with several languages), then, in a market with one, the languages whose paths are its
 * aliases. In the browser, the market's own languages.
 */
export type RoutePathTable = Partial<Record<Language, RoutePaths>>;

/** The page paths of every catalog the markets read, by catalog (`fr`, `fr-be`): each its `routes` section. */
export type CatalogRoutePaths = Record<string, RoutePaths>;

/** A language's route paths below its prefix (`/nl` + `/diensten/`); as they are without one. */
export function prefixedRoutePaths(routes: RoutePaths, prefix: string): RoutePaths {
  if (prefix === "") return routes;
  return Object.fromEntries(
    Object.entries(routes).map(([key, path]) => [key, `/${prefix}${path}`]),
  ) as RoutePaths;
}

/** The how-to page's older path stays as an alias in every market that has the page. */
const HOW_TO_DUMPSTER_EXTRA_PATHS = ["/services/how-to-dumpster/"];

/** A page's paths in every language of the table (docs/rules.md#route-table). */
function pageSet(paths: RoutePathTable, key: RouteKey): PathSet {
  const byLanguage: Partial<Record<Language, string>> = {};
  for (const [language, routes] of Object.entries(paths)) {
    if (routes) byLanguage[language] = routes[key];
  }
  return { byLanguage, extra: key === "HOW_TO_DUMPSTER" ? HOW_TO_DUMPSTER_EXTRA_PATHS : undefined };
}

const LEGAL_KEYS: readonly PageKey[] = ["CGU", "CGV", "PRIVACY", "LEGAL"];

export interface ServicePageData {
  key: ServiceKey;
  /** Slug per content language (data/services.yaml). */
  slugs: PerLanguage;
  aliasPaths?: readonly string[] | null;
}

export interface RegionPageData {
  key: string;
  /** The last segment of the region page's path (data/regions/*.yaml). */
  slug: string;
}

export interface RouteTableInput {
  /** The content language of the pages. */
  language: Language;
  /** The locale of the pages (fr-BE), which names their language in the market. */
  locale: string;
  /** Page paths of the pages' language and of the languages of the aliases (their catalogs' `routes`). */
  paths: RoutePathTable;
  /**
   * Whether the pages keep the addresses of the earlier site: the other languages' paths and the
   * older ones as aliases, and a /de/ twin of each (a market with one language); else each page
   * has its primary path only.
   */
  legacyAddresses: boolean;
  pages: readonly PageKey[];
  /** Services the market offers, in display order. */
  services: readonly ServicePageData[];
  /** Regions the market lists, in its order: each gets a page below the REGIONS hub. */
  regions?: readonly RegionPageData[];
}

export interface RouteEntry {
  /** Stable id: the page key, or SERVICE:<key>, REGION:<key>, or HOW_TO_DUMPSTER; the same in every language. */
  id: string;
  /** The locale of the page's language in its market (fr, fr-BE). */
  locale: string;
  kind: PageKind;
  /** The market page this route belongs to (service pages belong to SERVICES, region pages to REGIONS). */
  pageKey: PageKey;
  serviceKey?: ServiceKey;
  regionKey?: string;
  legalKey?: LegalKey;
  primaryPath: string;
  /** Other paths of the same page, without /de/ twins. */
  aliases: string[];
  /** /de/ twins of the primary path and of every alias. */
  twins: string[];
}

const unique = (paths: string[]) => [...new Set(paths)];

function pathIn(set: PathSet, language: Language, what: string): string {
  const found = set.byLanguage[language];
  if (found === undefined) {
    throw new Error(
      `Route table: ${what} has no path in language "${language}" (it has: ${Object.keys(set.byLanguage).join(", ") || "none"}); ` +
        `add it to the \`routes\` of the catalog of "${language}" (content/locales/<locale>/translation.json), or a slug in data/services.yaml for a service`,
    );
  }
  return found;
}

function resolvePaths(
  set: PathSet,
  language: Language,
  what: string,
): { primaryPath: string; aliases: string[] } {
  const primaryPath = pathIn(set, language, what);
  const all = unique([
    primaryPath,
    ...Object.values(set.byLanguage).filter((path) => path !== undefined),
    ...(set.extra ?? []),
  ]);
  return { primaryPath, aliases: all.filter((path) => path !== primaryPath) };
}

/** Primary path of a page in a language (used for navigation and footer links). */
export function pagePath(paths: RoutePathTable, pageKey: PageKey, language: Language): string {
  return pathIn(pageSet(paths, pageKey), language, `page ${pageKey}`);
}

/** A service's detail page sits below the services page, in each language of the table it has a slug for. */
function servicePaths(paths: RoutePathTable, service: ServicePageData): PathSet {
  const services = pageSet(paths, "SERVICES");
  const byLanguage: Partial<Record<Language, string>> = {};
  for (const [language, slug] of Object.entries(service.slugs)) {
    if (typeof slug === "string" && paths[language])
      byLanguage[language] = `${pathIn(services, language, "page SERVICES")}${slug}/`;
  }
  return { byLanguage, extra: [...(service.aliasPaths ?? [])] };
}

/**
 * Primary path of a service's detail page in a language: below the services page of that language.
 * It needs the slugs only (the key names the service in the error), so any service record the
 * pages hold will do, a GraphQL one whose key is a plain string included.
 */
export function servicePath(
  paths: RoutePathTable,
  service: { readonly key: string; readonly slugs: PerLanguage },
  language: Language,
): string {
  const slug = service.slugs[language];
  if (typeof slug !== "string") {
    throw new Error(
      `Route table: service ${service.key} has no slug in language "${language}"; add one in data/services.yaml`,
    );
  }
  return `${pagePath(paths, "SERVICES", language)}${slug}/`;
}

/** A region's page sits below the regions hub, in each language the hub has a path in. */
function regionPaths(paths: RoutePathTable, region: RegionPageData): PathSet {
  const hub = pageSet(paths, "REGIONS");
  const byLanguage: Partial<Record<Language, string>> = {};
  for (const [language, hubPath] of Object.entries(hub.byLanguage)) {
    if (hubPath !== undefined) byLanguage[language] = `${hubPath}${region.slug}/`;
  }
  return { byLanguage };
}

/** Primary path of a region's page in a language: below the regions hub of that language. */
export function regionPath(
  paths: RoutePathTable,
  region: RegionPageData,
  language: Language,
): string {
  return `${pagePath(paths, "REGIONS", language)}${region.slug}/`;
}

export function howToDumpsterPath(paths: RoutePathTable, language: Language): string {
  return pathIn(pageSet(paths, "HOW_TO_DUMPSTER"), language, "the how-to page");
}

function entry(
  fields: Omit<RouteEntry, "primaryPath" | "aliases" | "twins" | "locale">,
  set: PathSet,
  {
    language,
    locale,
    legacyAddresses,
  }: Pick<RouteTableInput, "language" | "locale" | "legacyAddresses">,
): RouteEntry {
  const { primaryPath, aliases } = resolvePaths(set, language, fields.id);
  if (!legacyAddresses) return { ...fields, locale, primaryPath, aliases: [], twins: [] };
  return {
    ...fields,
    locale,
    primaryPath,
    aliases,
    twins: [primaryPath, ...aliases].map(twinPath),
  };
}

/** Two routes of a market with one path: the ids of both (a page key, SERVICE:<key>, REGION:<key>). */
export class RouteClashError extends Error {
  constructor(
    readonly path: string,
    readonly ids: readonly [string, string],
    readonly language: string,
  ) {
    super(
      `Route table: ${path} is claimed by both ${ids[0]} and ${ids[1]}; give one of them another path (a page's in the routes of its catalog, a service's or a region's slug in data/)`,
    );
    this.name = "RouteClashError";
  }
}

/** Every path of an entry: primary, aliases, then twins. */
export function allPaths(route: RouteEntry): string[] {
  return [route.primaryPath, ...route.aliases, ...route.twins];
}

export function buildRouteTable({
  language,
  locale,
  paths,
  legacyAddresses,
  pages,
  services,
  regions = [],
}: RouteTableInput): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const where = { language, locale, legacyAddresses };
  for (const pageKey of pages) {
    if (pageKey === "SERVICES") {
      routes.push(
        entry({ id: pageKey, kind: "SERVICES", pageKey }, pageSet(paths, "SERVICES"), where),
      );
      for (const service of services) {
        routes.push(
          entry(
            { id: `SERVICE:${service.key}`, kind: "SERVICE", pageKey, serviceKey: service.key },
            servicePaths(paths, service),
            where,
          ),
        );
      }
      if (services.some((service) => service.key === "DUMPSTER")) {
        routes.push(
          entry(
            { id: "HOW_TO_DUMPSTER", kind: "HOW_TO_DUMPSTER", pageKey },
            pageSet(paths, "HOW_TO_DUMPSTER"),
            where,
          ),
        );
      }
    } else if (pageKey === "REGIONS") {
      routes.push(
        entry({ id: pageKey, kind: "REGIONS", pageKey }, pageSet(paths, "REGIONS"), where),
      );
      for (const region of regions) {
        routes.push(
          entry(
            { id: `REGION:${region.key}`, kind: "REGION", pageKey, regionKey: region.key },
            regionPaths(paths, region),
            where,
          ),
        );
      }
    } else if (LEGAL_KEYS.includes(pageKey)) {
      routes.push(
        entry(
          { id: pageKey, kind: "LEGAL", pageKey, legalKey: pageKey as LegalKey },
          pageSet(paths, pageKey),
          where,
        ),
      );
    } else {
      routes.push(
        entry({ id: pageKey, kind: pageKey as PageKind, pageKey }, pageSet(paths, pageKey), where),
      );
    }
  }

  const owner = new Map<string, string>();
  for (const route of routes) {
    for (const path of allPaths(route)) {
      const other = owner.get(path);
      if (other && other !== route.id) {
        throw new RouteClashError(path, [other, route.id], language);
      }
      owner.set(path, route.id);
    }
  }
  return routes;
}
