/**
 * A market's languages (docs/content-team.md#a-market-with-several-languages), for build and
 * browser code alike: which language a page is in, and a value of data/ in that language.
 *
 * A market lists its languages in `languages` (data/countries/*.yaml). With one, its pages have no
 * prefix, as FR, DE and EN have always had; with several, every language is below its prefix
 * (/fr/…, /nl/…) and `/` names them. A value of data/ that depends on the language is either one
 * value or one per language, keyed by content language (`fr`), or by locale (`fr-BE`) for a value
 * that differs from its language's in one market only; a locale never falls back to another
 * language.
 */
import type { Country, MarketLanguage } from "./data-schema";

/** What identifies a language in a market: its locale (fr-BE) and its content language (fr). */
export type LanguageKeys = Pick<MarketLanguage, "locale" | "content">;

/** A key of a per-language value: a content language (fr) or a locale (fr-BE). */
const LANGUAGE_KEY = /^[a-z]{2}(-[A-Z]{2})?$/;

/** Whether a value of data/ is a map of values per language rather than one value. */
export function isPerLanguage(value: unknown): value is Readonly<Record<string, unknown>> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => LANGUAGE_KEY.test(key));
}

/** The value a per-language map gives a language: its locale's, else its content language's. */
export function valueIn(
  values: Readonly<Record<string, unknown>>,
  language: LanguageKeys,
): unknown {
  return values[language.locale] ?? values[language.content];
}

/**
 * A value of data/ in a language: the value itself when there is one for every language, else
 * the one of the language. A missing one is an error the content check reports first, naming the
 * field; here it says which value and language.
 */
export function localizedIn<T>(
  value: T | Readonly<Record<string, T>>,
  language: LanguageKeys,
  what: string,
): T {
  if (!isPerLanguage(value)) return value as T;
  const found = valueIn(value, language);
  if (found === undefined)
    throw new Error(
      `${what} has no value in ${language.locale} (${language.content}); it has: ${Object.keys(value).join(", ")}`,
    );
  return found as T;
}

/** A localized text of data/ in a language (localizedIn), checked to be a text. */
export function textIn(value: unknown, language: LanguageKeys, what: string): string {
  const found = localizedIn(value, language, what);
  if (typeof found !== "string") throw new Error(`${what} is not a text in ${language.locale}`);
  return found;
}

/**
 * A localized text of data/ in a language, or, where it has none, its first one: for another
 * market's data, which the visitor's state may hold (a region of another market, by its host) and
 * which need not be in this page's language.
 */
export function textInOrFirst(value: unknown, language: LanguageKeys): string {
  if (!isPerLanguage(value)) return String(value);
  return String(valueIn(value, language) ?? Object.values(value)[0]);
}

/** Whether a market has several languages, each below its prefix. */
export function hasSeveralLanguages(country: Pick<Country, "languages">): boolean {
  return country.languages.length > 1;
}

/** The market's language whose catalog a page reads (the page context's `language`), else its first. */
export function languageOfCatalog<L extends Pick<MarketLanguage, "catalog">>(
  languages: readonly L[],
  catalog: string | undefined,
): L {
  return languages.find((language) => language.catalog === catalog) ?? languages[0];
}

/** The path of a page of a language: below its prefix when it has one (`/nl` + `/diensten/`). */
export function prefixedPath(prefix: string, path: string): string {
  return prefix === "" ? path : `/${prefix}${path}`;
}

/** The hreflang code of a language: its Open Graph locale with a hyphen (fr_BE → fr-BE). */
export function hreflangOf(ogLocale: string): string {
  return ogLocale.replace("_", "-");
}

/** The two-letter language of a locale or hreflang code (fr-BE → fr). */
export function baseLanguage(code: string): string {
  return code.slice(0, 2).toLowerCase();
}

/**
 * The language of a page of a market, by its path: the only one of a market with one language;
 * in a market with several, the one whose prefix starts the path, else the first (the page naming
 * the languages, and the not-found page).
 */
export function languageOfPath<L extends Pick<MarketLanguage, "prefix">>(
  languages: readonly L[],
  path: string,
): L {
  const [, first] = path.split("/");
  return (
    languages.find((language) => language.prefix !== "" && language.prefix === first) ??
    languages[0]
  );
}

/** What regionIn reads of a region: its key, names, slug and zones, each name a text or per language. */
export interface LocalizableRegion {
  key: string;
  name: unknown;
  nameInText: unknown;
  slug: unknown;
  zones: ReadonlyArray<{ id: string; name: unknown; nameShort: unknown }>;
}

/** A region of GraphQL with its names, slug and zones in one language. */
export type RegionIn<R extends LocalizableRegion> = Omit<
  R,
  "name" | "nameInText" | "slug" | "zones"
> & {
  name: string;
  nameInText: string;
  slug: string;
  zones: Array<
    Omit<R["zones"][number], "name" | "nameShort"> & { name: string; nameShort: string }
  >;
};

/**
 * A region's names, slug and zones in a language: data/ gives them once, or per language in a
 * market with several. Another market's region (`foreign`), which a page may hold in the visitor's
 * state, takes its first language's where it has none in this one.
 */
export function regionIn<R extends LocalizableRegion>(
  region: R,
  language: LanguageKeys,
  foreign = false,
): RegionIn<R> {
  const text = (value: unknown, what: string) =>
    foreign
      ? textInOrFirst(value, language)
      : textIn(value, language, `${what} of region ${region.key}`);
  // The spread keeps R's other fields; TypeScript cannot see that the four replaced ones make RegionIn<R>.
  return {
    ...region,
    name: text(region.name, "name"),
    nameInText: text(region.nameInText, "nameInText"),
    slug: text(region.slug, "slug"),
    zones: region.zones.map((zone) => ({
      ...zone,
      name: text(zone.name, `name of zone ${zone.id}`),
      nameShort: text(zone.nameShort, `nameShort of zone ${zone.id}`),
    })),
  } as RegionIn<R>;
}

/** What countryIn reads of a market: its texts of data/, each a text or per language. */
export interface LocalizableCountry {
  companyName: unknown;
  address: { street: unknown; city: unknown };
  openingHours: unknown;
  legal: {
    registration: unknown;
    director: unknown;
    host: { name: unknown; address: unknown };
  };
}

/** A market as a page in one language shows it: its texts in that language, and the language's fields. */
export type CountryIn<C extends LocalizableCountry> = Omit<
  C,
  "companyName" | "address" | "openingHours" | "legal"
> & {
  /** The language's catalog (fr-be), its content language (fr), its locale (fr-BE), its Open Graph locale (fr_BE). */
  language: string;
  contentLanguage: string;
  htmlLang: string;
  ogLocale: string;
  companyName: string;
  address: Omit<C["address"], "street" | "city"> & { street: string; city: string };
  openingHours: string;
  legal: {
    registration: string;
    director: string;
    host: { name: string; address: string };
  };
};

/** The market as a page in `language` shows it: that language's fields, and each text of data/ in it. */
export function countryIn<C extends LocalizableCountry>(
  country: C,
  language: LanguageKeys & Pick<MarketLanguage, "catalog" | "ogLocale">,
): CountryIn<C> {
  const text = (value: unknown, what: string) => textIn(value, language, `${what} of the market`);
  // The spread keeps C's other fields; TypeScript cannot see that the replaced ones make CountryIn<C>.
  return {
    ...country,
    language: language.catalog,
    contentLanguage: language.content,
    htmlLang: language.locale,
    ogLocale: language.ogLocale,
    companyName: text(country.companyName, "companyName"),
    address: {
      ...country.address,
      street: text(country.address.street, "address.street"),
      city: text(country.address.city, "address.city"),
    },
    openingHours: text(country.openingHours, "openingHours"),
    legal: {
      registration: text(country.legal.registration, "legal.registration"),
      director: text(country.legal.director, "legal.director"),
      host: {
        name: text(country.legal.host.name, "legal.host.name"),
        address: text(country.legal.host.address, "legal.host.address"),
      },
    },
  } as CountryIn<C>;
}
