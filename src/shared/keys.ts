/**
 * The closed vocabularies of the site: service keys, page keys, navigation and footer entries,
 * social networks. Data files are validated against these lists, and code switches over them.
 *
 * Markets, catalog locales and content languages are not listed here: they are data. The markets
 * are the files of data/countries/, and their locales and languages are what those files say.
 */

/** A market key, such as FR: the `key` of a file in data/countries/. */
export type Market = string;

/** A catalog code (docs/glossary.md#locale), such as fr-fr: the folder of content/locales/ a market's `language` names. */
export type Locale = string;

/** A two-letter content language, such as fr: a market's `contentLanguage`, for slugs and names. */
export type Language = string;

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
  /** The hub of the market's regions; each region of the market gets a page below it. */
  "REGIONS",
  "NOT_FOUND",
  "CGU",
  "CGV",
  "PRIVACY",
  "LEGAL",
  /** The "which container?" tool: from a waste and a quantity, the size and number to order. */
  "WHICH_CONTAINER",
  /** The "can it go in?" tool: every waste and common item, A to Z, with a search. */
  "CAN_IT_GO_IN",
  /** The "where can it stand?" tool: the street permit of a place and the earliest day it can come. */
  "WHERE_CAN_IT_STAND",
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

/**
 * A per-language text of data/ (a service's `names` or `slugs`), keyed by language. GraphQL hands
 * it over as JSON, so its values are typed unknown; the data checks made them texts.
 */
export type PerLanguage = Readonly<Record<Language, unknown>>;

/**
 * The text of a per-language field in a market's language. The data checks ask for every market's
 * language, so a missing one is a bug, and says which.
 */
export function inLanguage(values: PerLanguage, language: Language, what: string): string {
  const value = values[language];
  if (typeof value !== "string")
    throw new Error(
      `${what} has no text in language "${language}"; it has: ${Object.keys(values).join(", ")}`,
    );
  return value;
}

/** A service's name in a market's language (data/services.yaml). */
export function serviceName(
  service: { key: string; names: PerLanguage },
  language: Language,
): string {
  return inLanguage(service.names, language, `names of service ${service.key}`);
}
