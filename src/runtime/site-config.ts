/**
 * The build's runtime settings (src/node/runtime-config.ts), compiled in by webpack's DefinePlugin.
 * Only wiring modules import this; the rules in src/runtime/ take their settings as arguments.
 */
import type { Brand, Business, Country, MarketLanguage } from "../shared/data-schema";
import type { StorageNames } from "../shared/storage-names";
import type { RoutePathTable } from "../shared/route-table";
import type { SocialNetwork } from "../shared/keys";

/** A market as the browser knows it: its data/countries file, reduced to keys. */
export interface DirectoryMarket extends Readonly<Pick<Country, "key" | "domains">> {
  services: readonly Country["services"][number]["key"][];
  /** Region keys, in the market's order: the first is its default. */
  regions: Country["regions"];
}

export interface SiteRuntimeConfig {
  market: Country["key"];
  siteEnv: "production" | "staging" | "development";
  names: StorageNames;
  /** The region of a visitor who has chosen none (data/brand.yaml `defaultRegion`; docs/rules.md#region-at-start). */
  defaultRegion: Brand["defaultRegion"];
  consentDays: Business["consentCookie"];
  prefetch: Business["prefetch"];
  /** Empty: no tag manager at all (docs/rules.md#tag-manager). */
  tagManagerId: Country["tagManagerId"];
  /** The separate application's base address, which the head script's app links start with. */
  appUrl: Country["appUrl"];
  /** Every market, to tell the visitor's country from the host name (docs/rules.md#market-by-host). */
  markets: readonly DirectoryMarket[];
  /** The catalogs the non-production locale switcher offers, in its order (data/brand.yaml `i18n.locales`). */
  locales: Brand["i18n"]["locales"];
  /**
   * The page paths of each of the market's languages by content language, from its catalog's
   * `routes` (docs/rules.md#primary-paths), below the language's prefix in a market with several.
   */
  routePaths: RoutePathTable;
  /** The market's languages, in its order (docs/content-team.md#a-market-with-several-languages). */
  languages: readonly SiteLanguage[];
}

/** A language of the market as the browser knows it. */
export type SiteLanguage = Readonly<
  Pick<
    MarketLanguage,
    "locale" | "prefix" | "content" | "catalog" | "ogLocale" | "name" | "numbers"
  >
>;

/**
 * The brand marks the build's market shows (src/node/brand-marks.ts), compiled in member by
 * member as `__DEBRIX_BRAND_MARKS__` (src/components/brand-marks.tsx reads it).
 */
export interface BrandMarks {
  logo: Record<Country["logo"], boolean>;
  social: Record<SocialNetwork, boolean>;
}

declare const __DEBRIX_SITE__: SiteRuntimeConfig;

export const siteConfig: SiteRuntimeConfig = __DEBRIX_SITE__;
