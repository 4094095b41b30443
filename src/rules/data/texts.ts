/**
 * The texts of data/ as the pages print them: typeset in their own language, and the numbers, dates
 * and lists a page shows formatted at build time in the market's language
 * (docs/decisions.md#d51-dates-and-numbers-are-formatted-at-build-time). The build's data nodes
 * (src/node/data-nodes.ts) and the content studio's previews both print data/ through them.
 */
import type { SiteData } from "./site-data";
import type { BlogCategory, Country, Region, Service } from "../../shared/data-schema";
import { serviceName, type PerLanguage } from "../../shared/keys";
import { regionOffers, type CoverageRegion } from "../../shared/coverage";
import { FACTS, FACT_NAMES, type FactName, type FactSource } from "../../shared/facts";
import { NBSP, typeset } from "../typography";

/*
 * The texts of data/ are typeset in their own language as they become nodes
 * (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text): a market's own texts
 * in its language, a region's in the language of the market that lists it, a service name in the
 * language of its key (`names.fr` gets French rules in every build). Keys, slugs, paths, URLs,
 * e-mail addresses, postal codes and phone numbers are not texts and stay as written; so does
 * the data the loader gives the content studio, which writes it back to data/.
 */

export function typesetCountry(country: Country): Country {
  const text = (value: string) => typeset(value, country.htmlLang);
  return {
    ...country,
    companyName: text(country.companyName),
    address: { ...country.address, street: text(country.address.street), city: text(country.address.city) },
    openingHours: text(country.openingHours),
    supportedBy: country.supportedBy.map((supporter) => ({ ...supporter, label: text(supporter.label) })),
    streetPermit: country.streetPermit && {
      ...country.streetPermit,
      summary: text(country.streetPermit.summary),
      points: country.streetPermit.points.map(text),
      sources: country.streetPermit.sources.map((source) => ({ ...source, label: text(source.label) })),
    },
    legal: {
      registration: text(country.legal.registration),
      director: text(country.legal.director),
      host: { name: text(country.legal.host.name), address: text(country.legal.host.address) },
    },
  };
}

/** The language of the market that lists a region (the loader refuses a region no market lists). */
export function regionLanguage(data: SiteData, regionKey: string): string {
  return Object.values(data.countries).find((country) => country.regions.includes(regionKey))?.htmlLang ?? "";
}

export function typesetRegion(region: Region, language: string): Region {
  const text = (value: string) => typeset(value, language);
  return {
    ...region,
    name: text(region.name),
    // A phone number reads as one: its groups never break across two lines.
    numberFormatted: region.numberFormatted.replace(/ /g, NBSP),
    nameInText: text(region.nameInText),
    zones: region.zones.map((zone) => ({ ...zone, name: text(zone.name), nameShort: text(zone.nameShort) })),
    intro: typesetPerLanguage(region.intro),
    faq: region.faq?.map((entry) => ({ question: typesetPerLanguage(entry.question), answer: typesetPerLanguage(entry.answer) })),
  };
}

/** A per-language text, each value typeset in the language of its key. */
export function typesetPerLanguage(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([language, value]) => [language, typeset(value, language)]));
}

export function typesetBlogCategory(category: BlogCategory): BlogCategory {
  return { ...category, names: typesetPerLanguage(category.names), descriptions: typesetPerLanguage(category.descriptions) };
}

export function typesetService(service: Service): Service {
  return { ...service, names: typesetPerLanguage(service.names) };
}

/** The first three of `services` (the market's, in its order) that the region offers, as a list in the market's language. */
export function regionServicesText(region: CoverageRegion, services: ReadonlyArray<{ key: string; names: PerLanguage }>, country: Pick<Country, "contentLanguage" | "htmlLang">): string {
  const names = services
    .filter((service) => regionOffers(region, service.key))
    .slice(0, 3)
    .map((service) => serviceName(service, country.contentLanguage));
  return new Intl.ListFormat(country.htmlLang, { type: "conjunction" }).format(names);
}

/** A number as a page prints it in the market's language, e.g. 1234.5 → "1 234,5" in French. */
export function numberText(value: number, htmlLang: string): string {
  return new Intl.NumberFormat(htmlLang).format(value);
}

/** Every fact an article can quote (src/shared/facts.ts), as a page prints it. */
export function factTexts(business: FactSource, htmlLang: string): Record<FactName, string> {
  return Object.fromEntries(FACT_NAMES.map((name) => [name, numberText(FACTS[name](business), htmlLang)])) as Record<FactName, string>;
}

/**
 * A front matter date (YYYY-MM-DD) as a page prints it, e.g. "14 mars 2026". In UTC, the time
 * zone the date is written in, so that every reader sees the same day.
 */
export function longDate(date: string, htmlLang: string): string {
  const day = new Date(date);
  if (Number.isNaN(day.getTime())) throw new Error(`${JSON.stringify(date)} is not a date; expected YYYY-MM-DD`);
  return new Intl.DateTimeFormat(htmlLang, { dateStyle: "long", timeZone: "UTC" }).format(day);
}
