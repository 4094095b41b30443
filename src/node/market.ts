/**
 * Which market this build is for. One artifact per domain: SITE_MARKET picks it (default: the
 * brand's `defaultMarket`), SITE_ENV says whether non-production features are built. The markets
 * are the files of data/countries/: nothing here lists them.
 */
import type { Market } from "../shared/keys";
import type { SiteData } from "./data/load";
import { buildRouteTable, type RouteEntry } from "../shared/route-table";

/** The markets of data/countries/, by their `order` (the loader lists them so). */
export function marketKeys(data: SiteData): Market[] {
  return Object.keys(data.countries);
}

export function selectMarket(
  data: SiteData,
  value: string | undefined = process.env.SITE_MARKET,
): Market {
  if (value === undefined || value === "") return data.brand.defaultMarket;
  const upper = value.toUpperCase();
  if (!data.countries[upper]) {
    throw new Error(
      `SITE_MARKET=${JSON.stringify(value)} is not a market; allowed: ${marketKeys(data).join(", ")} (the keys of data/countries/*.yaml)`,
    );
  }
  return upper;
}

export type SiteEnv = "production" | "staging" | "development";

export function selectSiteEnv(value: string | undefined = process.env.SITE_ENV): SiteEnv {
  if (value === undefined || value === "" || value === "production") return "production";
  if (value === "staging" || value === "development") return value;
  throw new Error(
    `SITE_ENV=${JSON.stringify(value)} is not allowed; allowed: production, staging, development`,
  );
}

/** The route table of one market, from its page list, the services it offers and its regions. */
export function marketRoutes(data: SiteData, market: Market): RouteEntry[] {
  const country = data.countries[market];
  const offered = country.services.map((service) => service.key);
  return buildRouteTable({
    language: country.contentLanguage,
    paths: data.routePaths,
    pages: country.pages,
    services: offered.map((key) => {
      const service = data.services.find((candidate) => candidate.key === key);
      if (!service) throw new Error(`Service ${key} has no entry in data/services.yaml`);
      return service;
    }),
    regions: country.regions.map((key) => {
      const region = data.regions.find((candidate) => candidate.key === key);
      if (!region) throw new Error(`Region ${key} has no entry in data/regions/`);
      return region;
    }),
  });
}
