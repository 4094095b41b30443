/**
 * A market's place in data/: the markets are the files of data/countries/ (nothing here lists
 * them), and a market's pages follow from its page list, the services it offers, its regions and
 * its languages.
 */
import type { Market } from "../shared/keys";
import type { MarketLanguage } from "../shared/data-schema";
import type { SiteData } from "./data/site-data";
import {
  buildRouteTable,
  prefixedRoutePaths,
  type RouteEntry,
  type RoutePathTable,
} from "../shared/route-table";
import { hasSeveralLanguages, textIn } from "../shared/languages";

/** The markets of data/countries/, by their `order` (the loader lists them so). */
export function marketKeys(data: SiteData): Market[] {
  return Object.keys(data.countries);
}

/** Whether every language of every market has its page paths (a catalog unreadable or incomplete has none, which the catalog check reports). */
export function everyLanguageRoutable(data: SiteData): boolean {
  return Object.values(data.countries).every((country) =>
    country.languages.every((language) => data.routePaths[language.catalog] !== undefined),
  );
}

/** A catalog's page paths; the content check has made sure every language has them. */
function routesOf(data: SiteData, catalog: string) {
  const routes = data.routePaths[catalog];
  if (!routes)
    throw new Error(
      `Catalog ${catalog} has no complete routes section (content/locales/${catalog}/translation.json); npm run check:content names what it lacks`,
    );
  return routes;
}

/**
 * The page paths the pages of a language are made from (src/shared/route-table.ts): in a market
 * with several languages, the language's own below its prefix; in a market with one, its own and
 * those of every other one-language market's language, which its pages also answer at (aliases),
 * in the markets' order.
 */
export function routePathTable(
  data: SiteData,
  market: Market,
  language: MarketLanguage = data.countries[market].languages[0],
): RoutePathTable {
  const country = data.countries[market];
  if (hasSeveralLanguages(country))
    return {
      [language.content]: prefixedRoutePaths(routesOf(data, language.catalog), language.prefix),
    };
  const table: RoutePathTable = {};
  for (const other of Object.values(data.countries)) {
    if (hasSeveralLanguages(other)) continue;
    const [only] = other.languages;
    table[only.content] ??= routesOf(data, only.catalog);
  }
  return table;
}

/**
 * The route table of one market, from its page list, the services it offers and its regions: in
 * each of its languages (docs/decisions.md#d100-a-market-with-several-languages-prefixes-every-language).
 * A market with several languages also has `/`, naming its languages, and one not-found page for
 * all of them at the first language's not-found path.
 */
export function marketRoutes(data: SiteData, market: Market): RouteEntry[] {
  const country = data.countries[market];
  const several = hasSeveralLanguages(country);
  const offered = country.services.map((service) => {
    const found = data.services.find((candidate) => candidate.key === service.key);
    if (!found) throw new Error(`Service ${service.key} has no entry in data/services.yaml`);
    return found;
  });
  const listed = country.regions.map((key) => {
    const region = data.regions.find((candidate) => candidate.key === key);
    if (!region) throw new Error(`Region ${key} has no entry in data/regions/`);
    return region;
  });
  const routes = country.languages.flatMap((language) =>
    buildRouteTable({
      language: language.content,
      locale: language.locale,
      paths: routePathTable(data, market, language),
      legacyAddresses: !several,
      pages: several ? country.pages.filter((page) => page !== "NOT_FOUND") : country.pages,
      // A slug given for the locale (fr-BE) is the language's slug in this market.
      services: offered.map((service) => {
        const slug = service.slugs[language.locale];
        return slug === undefined
          ? service
          : { ...service, slugs: { ...service.slugs, [language.content]: slug } };
      }),
      regions: listed.map((region) => ({
        key: region.key,
        slug: textIn(region.slug, language, `slug of region ${region.key}`),
      })),
    }),
  );
  if (!several) return routes;
  const [first] = country.languages;
  const base = { locale: first.locale, aliases: [], twins: [] };
  return [
    { ...base, id: "LANGUAGES", kind: "LANGUAGES", pageKey: "HOME", primaryPath: "/" },
    {
      ...base,
      id: "NOT_FOUND",
      kind: "LANGUAGES",
      pageKey: "NOT_FOUND",
      primaryPath: routesOf(data, first.catalog).NOT_FOUND,
    },
    ...routes,
  ];
}
