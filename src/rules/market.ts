/**
 * A market's place in data/: the markets are the files of data/countries/ (nothing here lists
 * them), and a market's pages follow from its page list, the services it offers and its regions.
 */
import type { Market } from "../shared/keys";
import type { SiteData } from "./data/site-data";
import { buildRouteTable, type RouteEntry } from "../shared/route-table";

/** The markets of data/countries/, by their `order` (the loader lists them so). */
export function marketKeys(data: SiteData): Market[] {
  return Object.keys(data.countries);
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
