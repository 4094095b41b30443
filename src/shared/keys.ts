/**
 * The closed vocabularies of the site: markets, languages, service keys and page keys.
 * Data files are validated against these lists, and code switches over them.
 */

export const MARKETS = ["FR", "DE", "EN"] as const;
export type Market = (typeof MARKETS)[number];

/** Catalog (i18n) codes (docs/glossary.md#locale). */
export const LOCALES = ["de-de", "en-gb", "es-es", "fr-fr"] as const;
export type Locale = (typeof LOCALES)[number];

/** Two-letter content languages used for slugs and data names. */
export const LANGUAGES = ["fr", "de", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const SERVICE_KEYS = [
  "UTILITY",
  "DUMPSTER",
  "BIGBAG",
  "CRANETRUCK",
  "GEAR_RENTAL",
  "DUMPSTER_TP",
  "ASBESTOS",
  "DANGEROUS_WASTE",
  "LEAD",
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** Pages a market can list in its `pages` (docs/rules.md#pages-per-market). */
export const PAGE_KEYS = [
  "HOME",
  "SERVICES",
  "COMBAT",
  "PARTNERS",
  "BLOG",
  "NOT_FOUND",
  "CGU",
  "CGV",
  "PRIVACY",
  "LEGAL",
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** Entries of the main navigation (docs/rules.md#navigation-and-footer). */
export const NAV_KEYS = ["HOME", "SERVICES", "COMBAT", "PARTNERS", "BLOG"] as const;
export type NavKey = (typeof NAV_KEYS)[number];

/** Footer links: legal pages plus the external recruiting link. */
export const FOOTER_LINK_KEYS = ["LEGAL", "PRIVACY", "CGU", "CGV", "RECRUITING"] as const;
export type FooterLinkKey = (typeof FOOTER_LINK_KEYS)[number];

export const SOCIAL_NETWORKS = [
  "Twitter",
  "Facebook",
  "LinkedIn",
  "Instagram",
  "Pinterest",
  "TikTok",
  "YouTube",
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export function isMarket(value: unknown): value is Market {
  return typeof value === "string" && (MARKETS as readonly string[]).includes(value);
}
