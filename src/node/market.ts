/**
 * Which market this build is for. One artifact per domain: SITE_MARKET picks it (default: the
 * brand's `defaultMarket`), SITE_ENV says whether non-production features are built. The markets
 * and their pages are in src/rules/market.ts.
 */
import type { Market } from "../shared/keys";
import type { SiteData } from "../rules/data/site-data";
import { marketKeys } from "../rules/market";

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
