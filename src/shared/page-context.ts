import type { Market, PageKey, ServiceKey } from "./keys";
import type { LegalKey, PageKind, RouteEntry } from "./route-table";
import type { HreflangLink } from "./seo-tags";
import { absoluteUrl } from "./paths";

/** What gatsby-node gives every page (createPage context); the i18n plugin adds `language`. */
export interface PageContext {
  market: Market;
  routeId: string;
  kind: PageKind;
  pageKey: PageKey;
  /** null rather than undefined, so it can be a GraphQL query variable on every template. */
  serviceKey: ServiceKey | null;
  /** The region of a region page (REGION:<key>); null elsewhere. */
  regionKey: string | null;
  legalKey: LegalKey | null;
  primaryPath: string;
  /** Absolute canonical URL: the primary path on the market's domain. */
  canonicalUrl: string;
  /** hreflang links to the same page in every market that has it; empty on aliases, twins and one-market pages. */
  alternates: HreflangLink[];
  language?: string;
}

/** The context of the /de/{slug+} catch-all page; its path and content come from the data file. */
export interface DynamicShellContext extends Pick<PageContext, "market" | "routeId" | "kind" | "primaryPath" | "canonicalUrl" | "language"> {
  kind: "DYNAMIC";
}

/** A route's page context (before its hreflang alternates): what gatsby-node gives the page, and the content studio's preview of it. */
export function pageContextOf(route: RouteEntry, market: Market, domain: string): PageContext {
  return {
    market,
    routeId: route.id,
    kind: route.kind,
    pageKey: route.pageKey,
    serviceKey: route.serviceKey ?? null,
    regionKey: route.regionKey ?? null,
    legalKey: route.legalKey ?? null,
    primaryPath: route.primaryPath,
    canonicalUrl: absoluteUrl(domain, route.primaryPath),
    alternates: [],
  };
}
