/**
 * hreflang across the three domains. Every build reads every market's data, so it knows each
 * market's route table and primary domain: a page's alternates are the primary URLs of the same
 * route id (HOME, SERVICES, SERVICE:DUMPSTER, HOW_TO_DUMPSTER, CGU…) in every market that has it,
 * plus x-default at the default market's page (`defaultMarket` in data/brand.yaml). The same list
 * goes on each of those pages, so the links are reciprocal and self-referencing by construction.
 * https://developers.google.com/search/docs/specialty/international/localized-versions
 */
import type { Market } from "../../shared/keys";
import { absoluteUrl } from "../../shared/paths";
import type { PageKind, RouteEntry } from "../../shared/route-table";
import type { HreflangLink } from "../../shared/seo-tags";
import type { SiteData } from "../../rules/data/site-data";
import { marketKeys, marketRoutes } from "../../rules/market";

export const X_DEFAULT = "x-default";

/**
 * Kinds whose pages can have counterparts in other markets. The not-found page is in every market
 * but is not a page to index; blog pages, articles and the /de/… dynamic pages are one market's own.
 */
const TRANSLATED_KINDS: ReadonlySet<PageKind> = new Set([
  "HOME",
  "SERVICES",
  "SERVICE",
  "HOW_TO_DUMPSTER",
  "COMBAT",
  "PARTNERS",
  "LEGAL",
  "REGIONS",
  "REGION",
  "WHICH_CONTAINER",
  "CAN_IT_GO_IN",
  "WHERE_CAN_IT_STAND",
]);

/** The region-specific language code of a market, from its `ogLocale` (fr_FR → fr-FR, en_GB → en-GB). */
export function hreflangOf(ogLocale: string): string {
  return ogLocale.replace("_", "-");
}

/** Route id → its alternates; a route that only one market has gets no entry (nothing to point at). */
export type AlternatesTable = ReadonlyMap<string, readonly HreflangLink[]>;

export function alternatesTable(data: SiteData): AlternatesTable {
  const urlsById = new Map<string, Map<Market, string>>();
  for (const market of marketKeys(data)) {
    const country = data.countries[market];
    for (const route of marketRoutes(data, market)) {
      if (!TRANSLATED_KINDS.has(route.kind)) continue;
      const urls = urlsById.get(route.id) ?? new Map<Market, string>();
      urls.set(market, absoluteUrl(country.domains[0], route.primaryPath));
      urlsById.set(route.id, urls);
    }
  }
  const table = new Map<string, HreflangLink[]>();
  for (const [id, urls] of urlsById) {
    if (urls.size < 2) continue;
    const links: HreflangLink[] = [...urls].map(([market, href]) => ({
      hreflang: hreflangOf(data.countries[market].ogLocale),
      href,
    }));
    // A page the default market lacks has no x-default: the visitor's own market is then the only sensible answer.
    const fallback = urls.get(data.brand.defaultMarket);
    if (fallback) links.push({ hreflang: X_DEFAULT, href: fallback });
    table.set(id, links);
  }
  return table;
}

/** The alternates of one page: only the primary path carries them; aliases and /de/ twins keep their canonical link alone. */
export function alternatesOf(
  table: AlternatesTable,
  route: RouteEntry,
  pagePath: string,
): HreflangLink[] {
  return pagePath === route.primaryPath ? [...(table.get(route.id) ?? [])] : [];
}
