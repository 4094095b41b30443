/**
 * The build's runtime settings (src/node/runtime-config.ts), compiled in by webpack's DefinePlugin.
 * Only wiring modules import this; the rules in src/runtime/ take their settings as arguments.
 */
import type { Locale, Market } from "../shared/keys";
import type { StorageNames } from "../shared/storage-names";

export interface DirectoryMarket {
  key: Market;
  language: Locale;
  domains: readonly string[];
  services: readonly string[];
  /** Region keys, in the market's order: the first is its default. */
  regions: readonly string[];
}

export interface SiteRuntimeConfig {
  market: Market;
  siteEnv: "production" | "staging" | "development";
  names: StorageNames;
  /** SPEC §4: the region of a visitor who has chosen none (FR_IDF). */
  defaultRegion: string;
  consentDays: { acceptedDays: number; declinedDays: number };
  prefetch: { rootMarginPx: number; threshold: number; delayMs: number };
  /** Empty: no tag manager at all (SPEC-NOTES 11). */
  tagManagerId: string;
  /** Every market, for the country-by-host rule (SPEC §4). */
  markets: readonly DirectoryMarket[];
  /** The catalogs the non-production locale switcher offers, in its order (data/brand.yaml `i18n.locales`). */
  locales: readonly Locale[];
}

declare const __DEBRIX_SITE__: SiteRuntimeConfig;

export const siteConfig: SiteRuntimeConfig = __DEBRIX_SITE__;
