/**
 * Which market's site (and language) shows an entry, at which address, and which item of a list file the editor
 * is working on: small pure helpers of the previews.
 */
import type { PageProps } from "gatsby";
import type { SiteData } from "../../../rules/data/site-data";
import { marketRoutes } from "../../../rules/market";
import type { Market } from "../../../shared/keys";
import type { RouteEntry } from "../../../shared/route-table";

export interface MarketRoute {
  market: Market;
  route: RouteEntry;
}

/**
 * The markets whose route table (the build's, src/rules/market.ts) has the page `routeId`
 * (REGION:FR_LYON, SERVICE:BIGBAG, BLOG), in the markets' order. A market whose table cannot be
 * made from the entry (a slug the schema refused) shows no page.
 */
export function marketsWithRoute(data: SiteData, routeId: string): MarketRoute[] {
  return Object.keys(data.countries).flatMap((market) => {
    try {
      // A market with several languages has the page once in each.
      return marketRoutes(data, market)
        .filter((candidate) => candidate.id === routeId)
        .map((route) => ({ market, route }));
    } catch {
      return [];
    }
  });
}

/** A site's page as the preview's bar chooses it: the market, and the page's language in it. */
export function siteValue({ market, route }: MarketRoute): string {
  return `${market}|${route.locale}`;
}

/**
 * The sites that show the page, as the preview's bar offers them: a market by its key, a market
 * with several languages once per language (BE fr-BE, BE nl-BE).
 */
export function siteOptions(routes: readonly MarketRoute[]): { value: string; label: string }[] {
  return routes.map((route) => ({
    value: siteValue(route),
    label:
      routes.filter((other) => other.market === route.market).length > 1
        ? `${route.market} ${route.route.locale}`
        : route.market,
  }));
}

/** The site chosen in the preview's bar if it shows the page, else the first that does. */
export function chosenMarket(
  routes: readonly MarketRoute[],
  chosen: string | undefined,
): MarketRoute | undefined {
  // A market's key alone (a market with one language, or a choice made before languages) picks its first language.
  return (
    routes.find((candidate) => siteValue(candidate) === chosen) ??
    routes.find((candidate) => candidate.market === chosen) ??
    routes[0]
  );
}

/** The index of the first item that differs between two versions of a list (an item added counts), or -1 when none does. */
export function firstChangedIndex(before: readonly unknown[], after: readonly unknown[]): number {
  return after.findIndex(
    (item, index) =>
      index >= before.length || JSON.stringify(item) !== JSON.stringify(before[index]),
  );
}

/** The entries of a file whose top level is a list, as the studio shows it (src/studio/decap-config.ts LIST_FILE_FIELD). */
export function listEntries(data: unknown, field: string): unknown[] {
  const entries =
    data !== null && typeof data === "object"
      ? (data as Record<string, unknown>)[field]
      : undefined;
  return Array.isArray(entries) ? entries : [];
}

/** A text field of an item of a list file, for the preview's bar: "" when it has none yet. */
export function textField(item: unknown, field: string): string {
  const value =
    item !== null && typeof item === "object"
      ? (item as Record<string, unknown>)[field]
      : undefined;
  return typeof value === "string" ? value : "";
}

/**
 * The props Gatsby gives a page component, for a page drawn in a preview at `path`. The site's
 * templates read `data`, `pageContext` and `location.pathname` of them; the rest (the page's
 * resources, server data) does not exist outside a build.
 */
export function pageProps<Data, Context>(
  path: string,
  data: Data,
  pageContext: Context,
): PageProps<Data, Context> {
  return {
    path,
    uri: path,
    location: { pathname: path },
    params: {},
    data,
    pageContext,
    children: undefined,
  } as unknown as PageProps<Data, Context>;
}
