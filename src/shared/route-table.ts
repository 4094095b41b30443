/**
 * The route table: for a market, every page with its kind, primary path, aliases and /de/ twins.
 * One module for gatsby-node (page creation) and browser code (links), so URLs have one home.
 *
 * The primary path is the one in the market's content language; the paths of the other languages
 * and the site's older paths are aliases that render the same page with a canonical link to it.
 */
import type { Language, PageKey, PerLanguage, ServiceKey } from "./keys";
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
  | "LEGAL"
  | "NOT_FOUND"
  /** The client-only /de/{slug+} catch-all, whose content comes from a per-route data file. */
  | "DYNAMIC";

interface PathSet {
  /** Path per content language; a language without one is an error, never another language's path. */
  byLanguage: Partial<Record<Language, string>>;
  /** Older paths this page keeps (docs/rules.md#route-aliases). */
  extra?: string[];
}

/**
 * Paths of the pages that do not depend on data (docs/rules.md#route-table), in every language a
 * market uses. A page with the same path in every language says so once per language, so that a
 * market in a new language gets a clear error here rather than another language's path.
 */
export const PAGE_PATHS: Record<PageKey, PathSet> = {
  HOME: { byLanguage: { fr: "/", de: "/", en: "/" } },
  SERVICES: { byLanguage: { fr: "/services/", de: "/dienstleistungen/", en: "/services/" } },
  COMBAT: { byLanguage: { fr: "/notre-combat/", de: "/notre-combat/", en: "/notre-combat/" } },
  PARTNERS: { byLanguage: { fr: "/partenaires/", de: "/partenaires/", en: "/partenaires/" } },
  BLOG: { byLanguage: { fr: "/blog/", de: "/blog/", en: "/blog/" } },
  NOT_FOUND: { byLanguage: { fr: "/404/", de: "/404/", en: "/404/" } },
  CGU: { byLanguage: { fr: "/cgu/", de: "/nutzungsbedingungen/", en: "/terms-of-use/" } },
  CGV: { byLanguage: { fr: "/cgv/", de: "/agb/", en: "/terms-of-sale/" } },
  PRIVACY: {
    byLanguage: { fr: "/politique-confidentialite/", de: "/datenschutz-bestimmungen/", en: "/privacy-policy/" },
  },
  LEGAL: { byLanguage: { fr: "/mentions-legales/", de: "/impressum/", en: "/legal-notice/" } },
};

/** The how-to page lives below the services page; its older path stays as an alias. */
export const HOW_TO_DUMPSTER_PATHS: PathSet = {
  byLanguage: {
    fr: "/services/comment-louer-une-benne/",
    de: "/dienstleistungen/container-ratgeber/",
    en: "/services/how-to-hire-a-skip/",
  },
  extra: ["/services/how-to-dumpster/"],
};

const LEGAL_KEYS: readonly PageKey[] = ["CGU", "CGV", "PRIVACY", "LEGAL"];

export interface ServiceRouteData {
  key: ServiceKey;
  /** Slug per content language (data/services.yaml). */
  slugs: PerLanguage;
  aliasPaths?: readonly string[] | null;
}

export interface RouteTableInput {
  language: Language;
  pages: readonly PageKey[];
  /** Services the market offers, in display order. */
  services: readonly ServiceRouteData[];
}

export interface RouteEntry {
  /** Stable id: the page key, or SERVICE:<key>, or HOW_TO_DUMPSTER. */
  id: string;
  kind: PageKind;
  /** The market page this route belongs to (service pages belong to SERVICES). */
  pageKey: PageKey;
  serviceKey?: ServiceKey;
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
      `Route table: ${what} has no path in language "${language}" (it has: ${Object.keys(set.byLanguage).join(", ")}); ` +
        `add one for "${language}" in src/shared/route-table.ts, or a slug in data/services.yaml for a service`,
    );
  }
  return found;
}

function resolvePaths(set: PathSet, language: Language, what: string): { primaryPath: string; aliases: string[] } {
  const primaryPath = pathIn(set, language, what);
  const all = unique([primaryPath, ...Object.values(set.byLanguage).filter((path) => path !== undefined), ...(set.extra ?? [])]);
  return { primaryPath, aliases: all.filter((path) => path !== primaryPath) };
}

/** Primary path of a page in a language (used for navigation and footer links). */
export function pagePath(pageKey: PageKey, language: Language): string {
  return resolvePaths(PAGE_PATHS[pageKey], language, `page ${pageKey}`).primaryPath;
}

/** A service's detail page sits below the services page, in each language it has a slug for. */
function servicePaths(service: ServiceRouteData): PathSet {
  const byLanguage: Partial<Record<Language, string>> = {};
  for (const [language, slug] of Object.entries(service.slugs)) {
    if (typeof slug === "string") byLanguage[language] = `${pathIn(PAGE_PATHS.SERVICES, language, "page SERVICES")}${slug}/`;
  }
  return { byLanguage, extra: [...(service.aliasPaths ?? [])] };
}

/** Primary path of a service's detail page in a language. */
export function servicePath(service: ServiceRouteData, language: Language): string {
  return resolvePaths(servicePaths(service), language, `service ${service.key}`).primaryPath;
}

export function howToDumpsterPath(language: Language): string {
  return resolvePaths(HOW_TO_DUMPSTER_PATHS, language, "the how-to page").primaryPath;
}

function entry(
  fields: Omit<RouteEntry, "primaryPath" | "aliases" | "twins">,
  set: PathSet,
  language: Language,
): RouteEntry {
  const { primaryPath, aliases } = resolvePaths(set, language, fields.id);
  return { ...fields, primaryPath, aliases, twins: [primaryPath, ...aliases].map(twinPath) };
}

/** Every path of an entry: primary, aliases, then twins. */
export function allPaths(route: RouteEntry): string[] {
  return [route.primaryPath, ...route.aliases, ...route.twins];
}

export function buildRouteTable({ language, pages, services }: RouteTableInput): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const pageKey of pages) {
    if (pageKey === "SERVICES") {
      routes.push(entry({ id: pageKey, kind: "SERVICES", pageKey }, PAGE_PATHS.SERVICES, language));
      for (const service of services) {
        routes.push(
          entry({ id: `SERVICE:${service.key}`, kind: "SERVICE", pageKey, serviceKey: service.key }, servicePaths(service), language),
        );
      }
      if (services.some((service) => service.key === "DUMPSTER")) {
        routes.push(entry({ id: "HOW_TO_DUMPSTER", kind: "HOW_TO_DUMPSTER", pageKey }, HOW_TO_DUMPSTER_PATHS, language));
      }
    } else if (LEGAL_KEYS.includes(pageKey)) {
      routes.push(entry({ id: pageKey, kind: "LEGAL", pageKey, legalKey: pageKey as LegalKey }, PAGE_PATHS[pageKey], language));
    } else {
      routes.push(entry({ id: pageKey, kind: pageKey as PageKind, pageKey }, PAGE_PATHS[pageKey], language));
    }
  }

  const owner = new Map<string, string>();
  for (const route of routes) {
    for (const path of allPaths(route)) {
      const other = owner.get(path);
      if (other && other !== route.id) {
        throw new Error(`Route table: ${path} is claimed by both ${other} and ${route.id}; change a slug in data/services.yaml`);
      }
      owner.set(path, route.id);
    }
  }
  return routes;
}
