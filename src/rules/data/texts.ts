/**
 * The texts of data/ as the pages print them: typeset in their own language, and the numbers, dates
 * and lists a page shows formatted at build time in the page's language
 * (docs/decisions.md#d51-dates-and-numbers-are-formatted-at-build-time). The build's data nodes
 * (src/node/data-nodes.ts) and the content studio's previews both print data/ through them.
 */
import parsePhoneNumber from "libphonenumber-js/max";
import type { SiteData } from "./site-data";
import type {
  BlogCategory,
  Country,
  MarketLanguage,
  Region,
  Service,
  StreetPermit,
} from "../../shared/data-schema";
import { serviceName, type Market, type PerLanguage } from "../../shared/keys";
import { regionOffers, type CoverageRegion } from "../../shared/coverage";
import { FACTS, FACT_NAMES, type FactName, type FactSource } from "../../shared/facts";
import { hasSeveralLanguages, isPerLanguage, valueIn } from "../../shared/languages";
import { formatNumber } from "../../shared/numbers";
import { NBSP, typeset, typographyOf, type TypographyRules } from "../typography";
import { aliasLanguages, languagesOf } from "./cross-check";

/*
 * The texts of data/ are typeset in their own language as they become nodes
 * (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text), with the rules of
 * the market's language that shows them (typographyOf): a market's own texts in its languages, a
 * region's in the languages of the markets that list it, a service name in each language of the
 * built market. Keys, slugs, paths, URLs, e-mail addresses, postal codes and phone numbers are not
 * texts and stay as written; so does the data the loader gives the content studio, which writes it
 * back to data/.
 *
 * A value given per language becomes one per content language of the markets showing it (a
 * locale's own value, fr-BE, replacing its language's), each typeset in that language. Where they
 * have one language only, a single value stays a single text, as it always was.
 */

/** A localized value as its node holds it: typeset in each language that shows it. */
function localizedNode<T>(
  value: T | Readonly<Record<string, T>>,
  languages: readonly MarketLanguage[],
  typesetIn: (value: T, rules: TypographyRules) => T,
): T | Record<string, T> {
  const [first] = languages;
  if (languages.length <= 1)
    return typesetIn(
      (isPerLanguage(value) && first ? valueIn(value, first) : value) as T,
      // A region no market lists is an error of the data check; its texts stay as written.
      typographyOf(first ?? { locale: "und" }),
    );
  return Object.fromEntries(
    languages.map((language) => [
      language.content,
      typesetIn(
        (isPerLanguage(value) ? valueIn(value, language) : value) as T,
        typographyOf(language),
      ),
    ]),
  );
}

const text = (value: string, rules: TypographyRules) => typeset(value, rules);

function typesetPermit(permit: StreetPermit, rules: TypographyRules): StreetPermit {
  return {
    ...permit,
    summary: typeset(permit.summary, rules),
    points: permit.points.map((point) => typeset(point, rules)),
    sources: permit.sources.map((source) => ({ ...source, label: typeset(source.label, rules) })),
  };
}

export function typesetCountry(country: Country): Country {
  const { languages } = country;
  const localized = (value: string | Readonly<Record<string, string>>) =>
    localizedNode(value, languages, text);
  const rules = typographyOf(languages[0]);
  return {
    ...country,
    companyName: localized(country.companyName),
    address: {
      ...country.address,
      street: localized(country.address.street),
      city: localized(country.address.city),
    },
    openingHours: localized(country.openingHours),
    supportedBy: country.supportedBy.map((supporter) => ({
      ...supporter,
      label: typeset(supporter.label, rules),
    })),
    streetPermit:
      country.streetPermit && localizedNode(country.streetPermit, languages, typesetPermit),
    legal: {
      registration: localized(country.legal.registration),
      director: localized(country.legal.director),
      host: {
        name: localized(country.legal.host.name),
        address: localized(country.legal.host.address),
      },
    },
  };
}

/**
 * The languages a region's texts are shown in: those of the markets that list it, in the markets'
 * order. A region that only markets with one language list is typeset in the first one's, its
 * single values kept single (Berlin, in DE and EN, as it always was).
 */
export function regionLanguages(data: SiteData, regionKey: string): MarketLanguage[] {
  const listing = Object.values(data.countries).filter((country) =>
    country.regions.includes(regionKey),
  );
  const languages = languagesOf(listing);
  return listing.some(hasSeveralLanguages) ? languages : languages.slice(0, 1);
}

/** The national form of an international number, as a call from within its country dials it. */
export function nationalNumber(number: string): string {
  const parsed = parsePhoneNumber(number);
  if (!parsed) throw new Error(`${number} is not a phone number`);
  return parsed.formatNational();
}

export function typesetRegion(region: Region, languages: readonly MarketLanguage[]): Region {
  const localized = (value: string | Readonly<Record<string, string>>) =>
    localizedNode(value, languages, text);
  const slug = (value: string) => value;
  return {
    ...region,
    name: localized(region.name),
    // A phone number reads as one: its groups never break across two lines.
    numberFormatted: (region.numberFormatted ?? nationalNumber(region.number)).replace(/ /g, NBSP),
    nameInText: localized(region.nameInText),
    slug: localizedNode(region.slug, languages, slug),
    zones: region.zones.map((zone) => ({
      ...zone,
      name: localized(zone.name),
      nameShort: localized(zone.nameShort),
    })),
    intro: typesetPerLanguage(region.intro, languages),
    faq: region.faq?.map((entry) => ({
      question: typesetPerLanguage(entry.question, languages),
      answer: typesetPerLanguage(entry.answer, languages),
    })),
  };
}

/**
 * A per-language text, each value typeset in the language of its key: with the rules of the
 * markets' language of that content language (or locale) when `languages` has it, else its
 * language's default ones.
 */
export function typesetPerLanguage(
  values: Readonly<Record<string, string>>,
  languages: readonly MarketLanguage[] = [],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const language = languages.find(
        (candidate) => candidate.locale === key || candidate.content === key,
      );
      return [key, typeset(value, language ? typographyOf(language) : key)];
    }),
  );
}

export function typesetBlogCategory(category: BlogCategory): BlogCategory {
  return {
    ...category,
    names: typesetPerLanguage(category.names),
    descriptions: typesetPerLanguage(category.descriptions),
  };
}

/**
 * The languages whose service slugs and names the built market's pages read: its own, and for a
 * market with one language those of every market with one (its aliases).
 */
export function serviceLanguages(data: SiteData, market: Market): MarketLanguage[] {
  const country = data.countries[market];
  if (hasSeveralLanguages(country)) return country.languages;
  const legacy = aliasLanguages(Object.values(data.countries));
  return languagesOf(
    Object.values(data.countries).filter(
      (other) => !hasSeveralLanguages(other) && legacy.includes(other.languages[0].content),
    ),
  );
}

/**
 * A service as the built market's pages read it: its slugs and names in the languages they read
 * (serviceLanguages), a locale's own (fr-BE) as its language's, each name typeset in its language.
 */
export function typesetService(service: Service, languages?: readonly MarketLanguage[]): Service {
  if (!languages) return { ...service, names: typesetPerLanguage(service.names) };
  const inLanguages = (values: Readonly<Record<string, string>>) =>
    Object.fromEntries(
      Object.keys(values).flatMap((key) => {
        const language = languages.find((candidate) => candidate.content === key);
        const value = language ? valueIn(values, language) : undefined;
        return typeof value === "string" ? [[key, value]] : [];
      }),
    );
  return {
    ...service,
    slugs: inLanguages(service.slugs),
    names: typesetPerLanguage(inLanguages(service.names), languages),
  };
}

/** The first three of `services` (the market's, in its order) that the region offers, as a list in the page's language. */
export function regionServicesText(
  region: CoverageRegion,
  services: ReadonlyArray<{ key: string; names: PerLanguage }>,
  language: Pick<MarketLanguage, "content" | "locale">,
): string {
  const names = services
    .filter((service) => regionOffers(region, service.key))
    .slice(0, 3)
    .map((service) => serviceName(service, language.content));
  return new Intl.ListFormat(language.locale, { type: "conjunction" }).format(names);
}

/** How a language writes its numbers: its locale's digits and grouping, the separators its data pins. */
export type NumberLanguage = Pick<MarketLanguage, "locale" | "numbers">;

/**
 * A number as a page prints it in a language, e.g. 1234.5 → "1 234,5" in French: Intl's digits
 * and grouping for the locale, with the group and decimal separators of the language's data, so
 * that a Node or ICU upgrade that changes a locale's separators changes no page.
 */
export function numberText(value: number, language: NumberLanguage | string): string {
  if (typeof language === "string") return new Intl.NumberFormat(language).format(value);
  return formatNumber(value, language.locale, language.numbers);
}

/** Every fact an article can quote (src/shared/facts.ts), as a page prints it. */
export function factTexts(
  business: FactSource,
  language: NumberLanguage | string,
): Record<FactName, string> {
  return Object.fromEntries(
    FACT_NAMES.map((name) => [name, numberText(FACTS[name](business), language)]),
  ) as Record<FactName, string>;
}

/**
 * A front matter date (YYYY-MM-DD) as a page prints it, e.g. "14 mars 2026". In UTC, the time
 * zone the date is written in, so that every reader sees the same day.
 */
export function longDate(date: string, htmlLang: string): string {
  const day = new Date(date);
  if (Number.isNaN(day.getTime()))
    throw new Error(`${JSON.stringify(date)} is not a date; expected YYYY-MM-DD`);
  return new Intl.DateTimeFormat(htmlLang, { dateStyle: "long", timeZone: "UTC" }).format(day);
}
