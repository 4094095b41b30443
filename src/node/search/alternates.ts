/**
 * hreflang across the domains. Every build reads every market's data, so it knows each market's
 * route table in each of its languages and each primary domain: a page's alternates are the
 * primary URLs of the same route id (HOME, SERVICES, SERVICE:DUMPSTER, HOW_TO_DUMPSTER, CGU…) in
 * every market and language that has it, each coded by its language's `ogLocale` (fr-FR, fr-BE),
 * then a generic code per language (`fr`, `nl`) at that language's page in the first market by
 * `order` that has it, then x-default at the default market's page (`defaultMarket` in
 * data/brand.yaml; the cluster's first page when that market lacks it). The same list goes on each
 * of those pages, so the links are reciprocal and self-referencing by construction, and the
 * x-default is the same on every one of them.
 * https://developers.google.com/search/docs/specialty/international/localized-versions
 */
import { absoluteUrl } from "../../shared/paths";
import type { PageKind, RouteEntry } from "../../shared/route-table";
import type { HreflangLink } from "../../shared/seo-tags";
import { baseLanguage, hreflangOf } from "../../shared/languages";
import type { SiteData } from "../../rules/data/site-data";
import { marketKeys, marketRoutes } from "../../rules/market";

export { hreflangOf };

export const X_DEFAULT = "x-default";

/**
 * Kinds whose pages can have counterparts in other markets. The not-found page is in every market
 * but is not a page to index; blog pages, articles and the /de/… dynamic pages are one market's own;
 * the page naming a market's languages is no version of another.
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

/** Route id → its alternates; a route that only one page has gets no entry (nothing to point at). */
export type AlternatesTable = ReadonlyMap<string, readonly HreflangLink[]>;

interface Member {
  market: string;
  hreflang: string;
  href: string;
}

export function alternatesTable(data: SiteData): AlternatesTable {
  const membersById = new Map<string, Member[]>();
  for (const market of marketKeys(data)) {
    const country = data.countries[market];
    for (const route of marketRoutes(data, market)) {
      if (!TRANSLATED_KINDS.has(route.kind)) continue;
      const language = country.languages.find((candidate) => candidate.locale === route.locale);
      if (!language) throw new Error(`Route ${route.id} of ${market} is in no language of it`);
      const members = membersById.get(route.id) ?? [];
      members.push({
        market,
        hreflang: hreflangOf(language.ogLocale),
        href: absoluteUrl(country.domains[0], route.primaryPath),
      });
      membersById.set(route.id, members);
    }
  }
  const table = new Map<string, HreflangLink[]>();
  for (const [id, members] of membersById) {
    if (members.length < 2) continue;
    const links: HreflangLink[] = members.map(({ hreflang, href }) => ({ hreflang, href }));
    // A generic code per language, for its speakers in a country no version is for: the language's
    // page in the first market that has one (members come in the markets' order).
    const generic = new Map<string, string>();
    for (const member of members) {
      const code = baseLanguage(member.hreflang);
      if (!generic.has(code)) generic.set(code, member.href);
    }
    for (const [hreflang, href] of generic) links.push({ hreflang, href });
    const fallback =
      members.find((member) => member.market === data.brand.defaultMarket) ?? members[0];
    links.push({ hreflang: X_DEFAULT, href: fallback.href });
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
