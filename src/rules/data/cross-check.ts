/**
 * Checks that hold across files: every key a file names exists where it should, keys are unique,
 * and a market only links to pages and offers services it has. Each problem points at the field.
 */
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, validatePhoneNumberLength } from "libphonenumber-js/max";
import { SERVICE_KEYS, type Market } from "../../shared/keys";
import type { DataIssue, SourceFile } from "./issues";
import { isUnnamedZone } from "../../shared/coverage";
import type { CommonItemsFile, ContainersFile, WastesFile } from "../../rules/tools/schemas";
import type { StreetPermitsFile } from "../../rules/placement/schemas";
import type { BlogCategory, BlogTag, Brand, Business, Catalogue, Country, DataFiles, MarketLanguage, Region, Service } from "../../shared/data-schema";
import { baseLanguage, hreflangOf, isPerLanguage, type LanguageKeys } from "../../shared/languages";

/** Every file of data/, each validated against its schema, with the way to find the line of a field. */
export interface DataSources {
  brand: SourceFile<Brand>;
  business: SourceFile<Business>;
  catalogue: SourceFile<Catalogue>;
  services: SourceFile<Service[]>;
  blogCategories: SourceFile<BlogCategory[]>;
  blogTags: SourceFile<BlogTag[]>;
  marketFiles: SourceFile<Country>[];
  regionFiles: SourceFile<Region[]>[];
  /** The visitor tools' files, cross-checked by src/rules/tools/check.ts. */
  containers: SourceFile<ContainersFile>;
  wastes: SourceFile<WastesFile>;
  commonItems: SourceFile<CommonItemsFile>;
  /** The rules for a container on the public road, cross-checked by src/rules/placement/check.ts. */
  streetPermits: SourceFile<StreetPermitsFile>;
}

/** The fewest words a region's intro may have: below it the page would carry no text of its own. */
export const MIN_INTRO_WORDS = 40;

/** Words of a text, as a reader counts them (numbers count, punctuation does not). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const list = (values: readonly string[]) => (values.length > 0 ? values.join(", ") : "(none)");

/**
 * What a per-language value lacks or holds too much of for the languages that show it: a key for
 * each language without a value (its locale or its content language), and a key that is none of
 * theirs. A single value is good for every language.
 */
export function localizedProblems(value: unknown, languages: readonly LanguageKeys[]): string[] {
  if (!isPerLanguage(value)) return [];
  const missing = languages.filter((language) => value[language.locale] === undefined && value[language.content] === undefined);
  const known = new Set(languages.flatMap((language) => [language.locale, language.content]));
  const stray = Object.keys(value).filter((key) => !known.has(key));
  const expected = list([...new Set(languages.map((language) => language.content))]);
  return [
    ...missing.map((language) => `has no ${language.content} entry (nor ${language.locale}); it is shown in ${language.locale}, so it needs one, or one value for every language (languages: ${expected})`),
    ...stray.map((key) => `has an entry ${key} that is no language of the markets that show it (${expected}); remove it or check its spelling`),
  ];
}

/** The languages of some markets (those that list a region, offer a service, have a blog), each once. */
export function languagesOf(countries: readonly Pick<Country, "languages">[]): MarketLanguage[] {
  const seen = new Map<string, MarketLanguage>();
  for (const country of countries) for (const language of country.languages) if (!seen.has(language.locale)) seen.set(language.locale, language);
  return [...seen.values()];
}

/**
 * The content languages whose page paths a market with one language also answers at (its
 * aliases): the languages of every such market, as the earlier site served each language's paths
 * on every domain. A market with several languages has no aliases
 * (docs/decisions.md#d100-a-market-with-several-languages-prefixes-every-language).
 */
export function aliasLanguages(countries: readonly Pick<Country, "languages">[]): string[] {
  return [...new Set(countries.filter((country) => country.languages.length === 1).map((country) => country.languages[0].content))];
}

/**
 * Whether the display form of a phone number is the international one: the same digits, or the
 * national form (a leading 0 instead of the country code of 1 to 3 digits).
 */
export function samePhoneNumber(international: string, display: string): boolean {
  const full = international.replace(/\D/g, "");
  const shown = display.replace(/\D/g, "");
  if (display.trim().startsWith("+")) return full === shown;
  if (!shown.startsWith("0")) return false;
  const national = shown.slice(1);
  const countryCodeLength = full.length - national.length;
  return full.endsWith(national) && countryCodeLength >= 1 && countryCodeLength <= 3;
}

const LENGTH_PROBLEMS: Record<string, string> = { TOO_SHORT: "has too few digits", TOO_LONG: "has too many digits", INVALID_LENGTH: "has a wrong number of digits" };

/**
 * What is wrong with a region's international number for the country its key names (FR_LYON: France),
 * by the numbering plans of libphonenumber-js; undefined when it is a number that can be dialled.
 * A key whose prefix is not a country libphonenumber knows is checked for any country.
 */
export function phoneNumberProblem(number: string, countryPrefix: string): string | undefined {
  const country = isSupportedCountry(countryPrefix) ? countryPrefix : undefined;
  const parsed = parsePhoneNumberFromString(number);
  const countryName = country ? new Intl.DisplayNames(["en"], { type: "region" }).of(country) : undefined;
  const expected = country ? `a number of ${countryName} starts with +${getCountryCallingCode(country)}, then the national number without its leading 0` : "";
  if (!parsed) return `is not a phone number that can be dialled${expected ? `; ${expected}` : ""}`;
  if (country && parsed.countryCallingCode !== getCountryCallingCode(country)) {
    return `is not a number of ${countryName}, the country of this region (+${parsed.countryCallingCode} is ${parsed.country ? new Intl.DisplayNames(["en"], { type: "region" }).of(parsed.country) : "another country"}'s code); ${expected}`;
  }
  if (!parsed.isValid()) {
    const length = validatePhoneNumberLength(number, country);
    const why = (length && LENGTH_PROBLEMS[length]) ?? "is not in the numbering plan";
    return `${why} for a phone number of ${countryName ?? parsed.country ?? "its country"} (+${parsed.countryCallingCode} ${parsed.nationalNumber}); ${expected || "check it digit by digit"}`;
  }
  return undefined;
}

/**
 * Services whose illustration is not a file of content/images/ (`imageExists` says, by file name):
 * the build reads it there. A function of its own, so that the content studio checks a service
 * being edited against the images the studio's server lists.
 */
export function missingIllustrations(services: SourceFile<Service[]>, imageExists: (name: string) => boolean): DataIssue[] {
  return services.value.flatMap((service, index) =>
    imageExists(service.illustration)
      ? []
      : [
          {
            file: services.file,
            path: [index, "illustration"],
            value: service.illustration,
            message: "is not a file in content/images/; add the image there or name an existing one",
            line: services.locate([index, "illustration"]),
          },
        ],
  );
}

/** The fields of a market that may hold one value per language, as paths. */
const LOCALIZED_COUNTRY_FIELDS = [["companyName"], ["address", "street"], ["address", "city"], ["openingHours"], ["streetPermit"], ["legal", "registration"], ["legal", "director"], ["legal", "host", "name"], ["legal", "host", "address"]] as const;

type Flag = (source: SourceFile<unknown>, path: DataIssue["path"], value: unknown, message: string) => void;

/**
 * A market's languages: one without a prefix, or several each with its own prefix and content
 * language; locales and hreflang codes each belong to one language of one market (`owners`
 * records them across the markets), a catalog to one language of a market (two markets in one
 * language may share one); a catalog falls back to one of its own language only.
 */
function languageProblems(source: SourceFile<Country>, owners: Map<string, string>, flag: Flag): void {
  const { languages, key } = source.value;
  const several = languages.length > 1;
  const seen = { prefix: new Set<string>(), content: new Set<string>() };
  languages.forEach((language, index) => {
    const at = (field: string) => ["languages", index, field];
    if (!several && language.prefix !== "") flag(source, at("prefix"), language.prefix, 'must be "" for the only language of a market: its pages keep their addresses without a prefix');
    if (several && language.prefix === "") flag(source, at("prefix"), language.prefix, "must be two or three letters: in a market with several languages every language has its prefix (/fr/, /nl/)");
    for (const field of ["prefix", "content"] as const) {
      if (several && seen[field].has(language[field])) flag(source, at(field), language[field], `is already the ${field} of another language of this market; each language has its own`);
      seen[field].add(language[field]);
    }
    if (language.content !== baseLanguage(language.locale)) flag(source, at("content"), language.content, `is not the language of locale ${language.locale}; write ${baseLanguage(language.locale)}`);
    const claims = [
      ["locale", language.locale, `locale ${language.locale}`],
      ["ogLocale", hreflangOf(language.ogLocale), `hreflang code ${hreflangOf(language.ogLocale)}`],
      ["catalog", `${key} ${language.catalog}`, `catalog ${language.catalog}`],
    ] as const;
    for (const [field, claim, what] of claims) {
      const owner = owners.get(`${field}:${claim}`);
      if (owner) flag(source, at(field), language[field], owner === key ? `makes ${what} a second time in this market; each of its languages has its own` : `makes ${what} a second time (already in market ${owner}); each language of each market has its own`);
      owners.set(`${field}:${claim}`, key);
    }
    const fallback = language.catalogFallback;
    if (fallback !== undefined && (fallback === language.catalog || baseLanguage(fallback) !== baseLanguage(language.catalog))) {
      flag(source, at("catalogFallback"), fallback, `must be another catalog of the same language as ${language.catalog} (a ${baseLanguage(language.catalog)}-… folder of content/locales/): a text never falls back to another language`);
    }
  });
}

export function crossCheck(sources: DataSources): { data: DataFiles; issues: DataIssue[]; warnings: string[] } {
  const issues: DataIssue[] = [];
  const warnings: string[] = [];
  const flag = (source: SourceFile<unknown>, path: DataIssue["path"], value: unknown, message: string) =>
    issues.push({ file: source.file, path, value, message, line: source.locate(path) });

  // Services: one entry per key, unique slugs per language, known waste types.
  const services = sources.services.value;
  const wasteKeys = sources.catalogue.value.wastes.map((waste) => waste.key);
  const seenServices = new Set<string>();
  services.forEach((service, index) => {
    if (seenServices.has(service.key)) flag(sources.services, [index, "key"], service.key, "is a duplicate service key; each key appears once");
    seenServices.add(service.key);
    const feeKeys = sources.catalogue.value.handlingFees.map((fee) => fee.key);
    if (service.handlingFee && !feeKeys.includes(service.handlingFee)) {
      flag(sources.services, [index, "handlingFee"], service.handlingFee, `is not a handling fee of data/catalogue.yaml; allowed: ${list(feeKeys)}`);
    }
    service.wastes?.forEach((waste, wasteIndex) => {
      if (!wasteKeys.includes(waste)) flag(sources.services, [index, "wastes", wasteIndex], waste, `is not a waste type of data/catalogue.yaml; allowed: ${list(wasteKeys)}`);
    });
  });
  // A service needs a slug and a name in each language of the markets that offer it, and, where a
  // market with one language offers it, in the languages of every such market: their route tables
  // make the other languages' paths aliases of its page.
  const markets = sources.marketFiles.map((source) => source.value);
  const legacyLanguages = aliasLanguages(markets);
  const knownKeys = new Set(languagesOf(markets).flatMap((language) => [language.locale, language.content]));
  const languageUsers = (language: string) => markets.filter((market) => market.languages.some((candidate) => candidate.content === language)).map((market) => market.key);
  services.forEach((service, index) => {
    const offering = markets.filter((market) => market.services.some((offered) => offered.key === service.key));
    const needed = [...new Set([...languagesOf(offering).map((language) => language.content), ...(offering.some((market) => market.languages.length === 1) ? legacyLanguages : [])])];
    for (const field of ["slugs", "names"] as const) {
      for (const language of needed) {
        if (service[field][language] === undefined) {
          flag(sources.services, [index, field], service[field], `has no ${language} entry; market ${list(languageUsers(language))} is in ${language}, so the service needs one (languages it needs: ${list(needed)})`);
        }
      }
      for (const key of Object.keys(service[field])) {
        if (!knownKeys.has(key)) flag(sources.services, [index, field, key], service[field][key], `is no language of a market (${list([...knownKeys].sort())}); remove it or check its spelling`);
      }
    }
  });
  for (const language of [...new Set(services.flatMap((service) => Object.keys(service.slugs)))]) {
    const seen = new Map<string, number>();
    services.forEach((service, index) => {
      const slug = service.slugs[language];
      if (slug === undefined) return;
      if (seen.has(slug)) flag(sources.services, [index, "slugs", language], slug, `is already the ${language} slug of ${services[seen.get(slug) ?? 0].key}; slugs must be unique per language`);
      seen.set(slug, index);
    });
  }
  const missingServices = SERVICE_KEYS.filter((serviceKey) => !seenServices.has(serviceKey));

  // Regions: unique keys across files, unique zone ids, zone services within the region's.
  const regions: Region[] = [];
  const regionSource = new Map<string, { source: SourceFile<Region[]>; index: number }>();
  for (const source of sources.regionFiles) {
    source.value.forEach((region, index) => {
      const earlier = regionSource.get(region.key);
      if (earlier) {
        flag(source, [index, "key"], region.key, `is a duplicate region key (already in ${earlier.source.file}); each region is defined once`);
        return;
      }
      regionSource.set(region.key, { source, index });
      const numberProblem = phoneNumberProblem(region.number, region.key.split("_")[0]);
      if (numberProblem) flag(source, [index, "number"], region.number, numberProblem);
      else if (region.numberFormatted !== undefined && !samePhoneNumber(region.number, region.numberFormatted)) {
        flag(source, [index, "numberFormatted"], region.numberFormatted, `is not the same phone number as number ${region.number}; write both forms of one number (e.g. +33465710101 and 04 65 71 01 01)`);
      }
      const seenServiceKeys = new Set<string>();
      region.services.forEach((serviceKey, serviceIndex) => {
        if (seenServiceKeys.has(serviceKey)) flag(source, [index, "services", serviceIndex], serviceKey, "is listed twice in this region");
        seenServiceKeys.add(serviceKey);
      });
      const zones: Region["zones"] = [];
      const zoneIds = new Set<string>();
      region.zones.forEach((zone, zoneIndex) => {
        if (zoneIds.has(zone.id)) {
          if (isUnnamedZone(zone)) {
            warnings.push(`${source.file}: region ${region.key}: zone ${zone.id} appears twice, once with empty names; the unnamed copy is ignored`);
          } else {
            flag(source, [index, "zones", zoneIndex, "id"], zone.id, "is a duplicate zone id in this region; zone ids are unique per region");
          }
          return;
        }
        for (const field of ["name", "nameShort"] as const) {
          const names = isPerLanguage(zone[field]) ? Object.values(zone[field]) : [zone[field]];
          if (names.some((name) => typeof name !== "string" || name.trim() === "")) flag(source, [index, "zones", zoneIndex, field], zone[field], "must be a non-empty text");
        }
        zone.services?.forEach((serviceKey, serviceIndex) => {
          if (!region.services.includes(serviceKey)) {
            flag(source, [index, "zones", zoneIndex, "services", serviceIndex], serviceKey, `is not offered by region ${region.key}; allowed: ${list(region.services)}`);
          }
        });
        zoneIds.add(zone.id);
        zones.push(zone);
      });
      regions.push({ ...region, zones });
    });
  }
  const regionKeys = regions.map((region) => region.key);

  // Countries: each market once, with pages, nav, footer, services and regions that agree.
  const countries: Partial<Record<Market, Country>> = {};
  const domainOwner = new Map<string, string>();
  const languageOwner = new Map<string, string>();
  const orderOwner = new Map<number, string>();
  for (const source of sources.marketFiles) {
    const country = source.value;
    if (countries[country.key]) {
      flag(source, ["key"], country.key, "is a duplicate market key; each market has one file");
      continue;
    }
    const sameOrder = orderOwner.get(country.order);
    if (sameOrder) flag(source, ["order"], country.order, `is already the order of market ${sameOrder}; give each market its own number`);
    orderOwner.set(country.order, country.key);
    countries[country.key] = country;
    country.domains.forEach((domain, index) => {
      const owner = domainOwner.get(domain);
      if (owner) flag(source, ["domains", index], domain, `is already a domain of market ${owner}; a host name selects one market`);
      domainOwner.set(domain, country.key);
    });
    languageProblems(source, languageOwner, flag);
    for (const field of LOCALIZED_COUNTRY_FIELDS) {
      const value = field.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], country);
      for (const message of localizedProblems(value, country.languages)) flag(source, [...field], value, message);
    }
    // A blog is one language's: its articles, topics and feed are written in it.
    if (country.languages.length > 1 && country.pages.includes("BLOG")) {
      flag(source, ["pages"], country.pages, "includes BLOG, which a market with several languages cannot have yet: the blog's articles, topics and feed are in one language");
    }
    for (const required of ["HOME", "NOT_FOUND"] as const) {
      if (!country.pages.includes(required)) flag(source, ["pages"], country.pages, `must include ${required}`);
    }
    country.mainNav.forEach((entry, index) => {
      if (!(country.pages as readonly string[]).includes(entry)) flag(source, ["mainNav", index], entry, `names a page this market does not have; its pages: ${list(country.pages)}`);
    });
    country.footerLinks.forEach((entry, index) => {
      if (entry === "RECRUITING") {
        if (!country.recruitingUrl) flag(source, ["footerLinks", index], entry, "needs recruitingUrl to be set in this file");
      } else if (!(country.pages as readonly string[]).includes(entry)) {
        flag(source, ["footerLinks", index], entry, `names a page this market does not have; its pages: ${list(country.pages)}, or RECRUITING`);
      }
    });
    const offered = country.services.map((service) => service.key);
    country.services.forEach((service, index) => {
      if (offered.indexOf(service.key) !== index) flag(source, ["services", index, "key"], service.key, "is listed twice in this market");
      if (missingServices.includes(service.key)) flag(source, ["services", index, "key"], service.key, "has no entry in data/services.yaml (slugs and names)");
    });
    country.regions.forEach((regionKey, index) => {
      if (country.regions.indexOf(regionKey) !== index) flag(source, ["regions", index], regionKey, "is listed twice in this market");
      const region = regions.find((candidate) => candidate.key === regionKey);
      if (!region) {
        flag(source, ["regions", index], regionKey, `is not a region of data/regions/; known regions: ${list(regionKeys)}`);
        return;
      }
      const origin = regionSource.get(regionKey);
      region.services.forEach((serviceKey, serviceIndex) => {
        if (!offered.includes(serviceKey) && origin) {
          issues.push({
            file: origin.source.file,
            path: [origin.index, "services", serviceIndex],
            value: serviceKey,
            line: origin.source.locate([origin.index, "services", serviceIndex]),
            message: `is not offered by market ${country.key}, which lists this region; allowed: ${list(offered)}`,
          });
        }
      });
    });
  }
  // A region no market lists is on no page: say so instead of leaving it out silently.
  const listed = new Set(sources.marketFiles.flatMap((source) => source.value.regions));
  for (const [regionKey, origin] of regionSource) {
    if (!listed.has(regionKey)) {
      flag(origin.source, [origin.index, "key"], regionKey, "is not listed by any market; add it under regions: in its market's file (data/countries/)");
    }
  }
  // Region pages: a slug per market once, the texts in each language of the markets listing the
  // region, neighbours and container sizes that exist, and enough words of the region's own.
  for (const country of Object.values(countries)) {
    if (!country) continue;
    for (const language of country.languages) {
      const slugOwner = new Map<string, string>();
      for (const regionKey of country.regions) {
        const origin = regionSource.get(regionKey);
        if (!origin) continue;
        const region = origin.source.value[origin.index];
        if (localizedProblems(region.slug, [language]).length > 0) continue;
        const slug = String(isPerLanguage(region.slug) ? (region.slug[language.locale] ?? region.slug[language.content]) : region.slug);
        const owner = slugOwner.get(slug);
        if (owner && owner !== regionKey) flag(origin.source, [origin.index, "slug"], region.slug, `is already the slug of region ${owner} in market ${country.key}${country.languages.length > 1 ? ` (${language.locale})` : ""}; slugs are unique per market and language`);
        slugOwner.set(slug, regionKey);
      }
    }
  }
  for (const [regionKey, origin] of regionSource) {
    const region = origin.source.value[origin.index];
    const at = (...path: DataIssue["path"]) => [origin.index, ...path];
    const markets = sources.marketFiles.filter((source) => source.value.regions.includes(regionKey)).map((source) => source.value);
    const regionLanguages = languagesOf(markets);
    const needsLanguages = (value: Readonly<Record<string, string>>, path: DataIssue["path"], what: string) => {
      for (const language of regionLanguages) {
        if (value[language.locale] === undefined && value[language.content] === undefined) {
          flag(origin.source, path, value, `has no ${language.content} entry; the region is listed by market ${list(markets.filter((market) => market.languages.includes(language)).map((market) => market.key))}, whose pages are in ${language.locale}, so ${what} needs one`);
        }
      }
    };
    for (const field of ["name", "nameInText", "slug"] as const) {
      for (const message of localizedProblems(region[field], regionLanguages)) flag(origin.source, at(field), region[field], message);
    }
    region.zones.forEach((zone, zoneIndex) => {
      for (const field of ["name", "nameShort"] as const) {
        for (const message of localizedProblems(zone[field], regionLanguages)) flag(origin.source, at("zones", zoneIndex, field), zone[field], message);
      }
    });
    needsLanguages(region.intro, at("intro"), "the intro");
    for (const [language, intro] of Object.entries(region.intro)) {
      const words = wordCount(intro);
      if (words < MIN_INTRO_WORDS) {
        flag(origin.source, at("intro", language), intro, `is ${words} words long; a region page needs at least ${MIN_INTRO_WORDS} words of its own about the place (its zones, the work done there, what to know locally), else it would be a thin page that search engines treat as a doorway`);
      }
    }
    region.faq?.forEach((entry, faqIndex) => {
      needsLanguages(entry.question, at("faq", faqIndex, "question"), "each question");
      needsLanguages(entry.answer, at("faq", faqIndex, "answer"), "each answer");
    });
    const sameMarketKeys = new Set(markets.flatMap((market) => market.regions));
    region.neighbours?.forEach((neighbour, neighbourIndex) => {
      if (neighbour === regionKey) flag(origin.source, at("neighbours", neighbourIndex), neighbour, "is this region itself; list other regions of its market");
      else if (region.neighbours?.indexOf(neighbour) !== neighbourIndex) flag(origin.source, at("neighbours", neighbourIndex), neighbour, "is listed twice");
      else if (!sameMarketKeys.has(neighbour)) {
        flag(origin.source, at("neighbours", neighbourIndex), neighbour, `is not a region of market ${list(markets.map((market) => market.key))}; allowed: ${list([...sameMarketKeys].filter((key) => key !== regionKey))}`);
      }
    });
    // A region names sizes of data/containers.yaml, which holds their figures (D98): each must
    // exist, be offered in every market that shows the region's page, be rented by a service the
    // region offers, and be listed once.
    const sizes = sources.containers.value.sizes;
    const marketKeysOfRegion = markets.map((market) => market.key);
    const rentable = sizes.filter((size) => marketKeysOfRegion.every((market) => size.markets.includes(market)) && size.services.some((service) => region.services.includes(service)));
    const allowedSizes = `allowed: ${list(rentable.map((size) => size.id))} (the sizes of data/containers.yaml offered in ${list(marketKeysOfRegion)} by a service of the region)`;
    const listedSizes = new Set<string>();
    region.containers?.forEach((container, containerIndex) => {
      const path = at("containers", containerIndex, "size");
      const size = sizes.find((candidate) => candidate.id === container.size);
      if (listedSizes.has(container.size)) flag(origin.source, path, container.size, "is listed twice in this region; give each size once, with its one \"from\" price");
      else if (!size) flag(origin.source, path, container.size, `is not a size of data/containers.yaml; ${allowedSizes}`);
      else {
        const missing = marketKeysOfRegion.filter((market) => !size.markets.includes(market));
        if (missing.length > 0) flag(origin.source, path, container.size, `is not offered in market ${list(missing)}, which lists region ${regionKey} (the size's markets in data/containers.yaml: ${list(size.markets)}); ${allowedSizes}`);
        else if (!size.services.some((service) => region.services.includes(service))) flag(origin.source, path, container.size, `is rented by ${list(size.services)} (data/containers.yaml), none of which region ${regionKey} offers (its services: ${list(region.services)}); ${allowedSizes}`);
      }
      listedSizes.add(container.size);
    });
  }

  // Blog topics: one entry per key, a slug, name and description in each language of a market
  // with a blog, no two topics of a language at one slug.
  const blogLanguages = [...new Set(languagesOf(markets.filter((market) => market.pages.includes("BLOG"))).map((language) => language.content))];
  const blogUsers = (language: string) => languageUsers(language).filter((key) => markets.find((market) => market.key === key)?.pages.includes("BLOG"));
  const categoryKeys = new Set<string>();
  const categorySlugs = new Map<string, string>();
  sources.blogCategories.value.forEach((category, index) => {
    if (categoryKeys.has(category.key)) flag(sources.blogCategories, [index, "key"], category.key, "is a duplicate category key; each key appears once");
    categoryKeys.add(category.key);
    for (const field of ["slugs", "names", "descriptions"] as const) {
      for (const language of blogLanguages) {
        if (category[field][language] === undefined) {
          flag(sources.blogCategories, [index, field], category[field], `has no ${language} entry; the blog of market ${list(blogUsers(language))} is in ${language}, so every category needs one`);
        }
      }
    }
    for (const [language, categorySlug] of Object.entries(category.slugs)) {
      const owner = categorySlugs.get(`${language}:${categorySlug}`);
      if (owner) flag(sources.blogCategories, [index, "slugs", language], categorySlug, `is already the ${language} slug of category ${owner}; slugs are unique per language`);
      categorySlugs.set(`${language}:${categorySlug}`, category.key);
    }
  });

  // Blog tags: one entry per key, a name in each language of a market with a blog.
  const tagKeys = new Set<string>();
  sources.blogTags.value.forEach((tag, index) => {
    if (tagKeys.has(tag.key)) flag(sources.blogTags, [index, "key"], tag.key, "is a duplicate tag key; each key appears once");
    tagKeys.add(tag.key);
    for (const language of blogLanguages) {
      if (tag.names[language] === undefined) {
        flag(sources.blogTags, [index, "names"], tag.names, `has no ${language} entry; the blog of market ${list(blogUsers(language))} is in ${language}, so every tag needs one`);
      }
    }
  });

  // Markets are listed by their `order`, not by file name (object keys keep insertion order).
  const byOrder = Object.fromEntries(Object.entries(countries).sort(([, a], [, b]) => (a?.order ?? 0) - (b?.order ?? 0)));
  const marketKeys = Object.keys(byOrder);
  if (marketKeys.length === 0) {
    issues.push({ file: "data/countries", path: [], value: [], message: "holds no market; each market is one YAML file such as data/countries/fr.yaml" });
  }

  // Site-wide references.
  const { brand, business } = sources;
  if (!regionKeys.includes(brand.value.defaultRegion)) flag(brand, ["defaultRegion"], brand.value.defaultRegion, `is not a known region; known regions: ${list(regionKeys)}`);
  if (marketKeys.length > 0 && !countries[brand.value.defaultMarket]) {
    flag(brand, ["defaultMarket"], brand.value.defaultMarket, `is not a market; markets (the keys of data/countries/*.yaml): ${list(marketKeys)}`);
  }
  if (!brand.value.i18n.locales.includes(brand.value.i18n.fallbackLocale)) {
    flag(brand, ["i18n", "fallbackLocale"], brand.value.i18n.fallbackLocale, `must be one of i18n.locales: ${list(brand.value.i18n.locales)}`);
  }
  if (!regionKeys.includes(business.value.bigBagTransport.region)) {
    flag(business, ["bigBagTransport", "region"], business.value.bigBagTransport.region, `is not a known region; known regions: ${list(regionKeys)}`);
  }

  const data: DataFiles = {
    brand: brand.value,
    business: business.value,
    catalogue: sources.catalogue.value,
    blogCategories: sources.blogCategories.value,
    blogTags: sources.blogTags.value,
    services,
    regions,
    countries: byOrder as Record<Market, Country>,
  };
  return { data, issues, warnings };
}
