/**
 * Which market this build is for. One artifact per domain: SITE_MARKET picks it (default: the
 * brand's default market, DE), SITE_ENV says whether non-production features are built.
 */
import { MARKETS, isMarket, type Market } from "../shared/keys";
import type { SiteData } from "./data/load";
import { buildRouteTable, type RouteEntry } from "../shared/route-table";

export const DEFAULT_MARKET: Market = "DE";

export function selectMarket(value: string | undefined = process.env.SITE_MARKET): Market {
  if (value === undefined || value === "") return DEFAULT_MARKET;
  const upper = value.toUpperCase();
  if (!isMarket(upper)) {
    throw new Error(`SITE_MARKET=${JSON.stringify(value)} is not a market; allowed: ${MARKETS.join(", ")}`);
  }
  return upper;
}

export type SiteEnv = "production" | "staging" | "development";

export function selectSiteEnv(value: string | undefined = process.env.SITE_ENV): SiteEnv {
  if (value === undefined || value === "" || value === "production") return "production";
  if (value === "staging" || value === "development") return value;
  throw new Error(`SITE_ENV=${JSON.stringify(value)} is not allowed; allowed: production, staging, development`);
}

/** The route table of one market, from its page list and the services it offers. */
export function marketRoutes(data: SiteData, market: Market): RouteEntry[] {
  const country = data.countries[market];
  const offered = country.services.map((service) => service.key);
  return buildRouteTable({
    language: country.contentLanguage,
    pages: country.pages,
    services: offered.map((key) => {
      const service = data.services.find((candidate) => candidate.key === key);
      if (!service) throw new Error(`Service ${key} has no entry in data/services.yaml`);
      return service;
    }),
  });
}
