/**
 * Schemas of the files in data/: the only description of markets, regions, zones, services, the
 * catalogue and the business constants. TypeScript types are inferred from them (end of this
 * file); the Gatsby nodes and their GraphQL types are made from them (src/node/data-nodes.ts); the
 * browser settings are derived from the validated data (src/node/runtime-config.ts).
 * Each object is strict, so a misspelt field is reported instead of silently ignored. Messages
 * say what is allowed; the loader adds file, path and value.
 */
import { z } from "zod";
import {
  FOOTER_LINK_KEYS,
  NAV_KEYS,
  PAGE_KEYS,
  SERVICE_KEYS,
  SOCIAL_NETWORKS,
  type Market,
} from "./keys";

export const text = z.string().trim().min(1, { message: "must be a non-empty text" });
const url = z
  .string()
  .regex(/^https:\/\/[^\s/]+(\/\S*)?$/, { message: "must be an absolute https:// address" });
const key = z.string().regex(/^[A-Z][A-Z0-9_]*$/, {
  message: "must be an upper-case key such as FR_IDF (A-Z, 0-9, _)",
});
export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  message: "must be a lower-case slug such as big-bags (a-z, 0-9, -)",
});
const sitePath = z.string().regex(/^\/([a-z0-9-]+\/)*$/, {
  message: "must be a site path with a trailing slash such as /services/dumpster/",
});
const hostname = z
  .string()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, { message: "must be a host name such as www.debrix.fr" });
/** International (E.164) form: + then country code and number, digits only. */
const internationalPhone = z.string().regex(/^\+[1-9]\d{6,14}$/, {
  message: "must be in international form: + then 7 to 15 digits, no spaces (e.g. +33199000101)",
});
const positiveInt = z.number().int().positive();
export const marketKey = z.string().regex(/^[A-Z]{2,3}$/, {
  message: "must be an upper-case market key of 2 or 3 letters such as FR",
});
/** A folder of content/locales/; the loader checks that it holds translation.json. */
const locale = z.string().regex(/^[a-z]{2}-[a-z]{2}$/, {
  message: "must be a catalog code of content/locales/ such as fr-fr",
});
export const language = z
  .string()
  .regex(/^[a-z]{2}$/, { message: "must be a two-letter language code such as fr" });
/**
 * The key of a per-language value: a content language (`fr`), or a locale (`fr-BE`) whose value
 * replaces its language's in the market that speaks it (docs/content-team.md#a-market-with-several-languages).
 */
export const languageKey = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, {
  message: "must be a two-letter language code such as fr, or a locale such as fr-BE",
});
/** One value per content language or locale; the cross-check asks for every language a market uses. */
export const perLanguage = <T extends z.ZodTypeAny>(value: T) => z.record(languageKey, value);

/**
 * Says of a per-language text that it is needed only in the languages of the markets that show
 * it (a region's markets, the markets with a blog, the markets offering a service), which the
 * cross-check names.
 */
export const MARKET_LANGUAGES = "needed in the language of each market that shows it";
/**
 * What a value checked by a refinement alone may be. Such a schema takes any value so that it can
 * word every refusal itself (a missing or mistyped value too); the content studio's form
 * (src/studio/decap-config.ts), which cannot read a refinement, reads this instead
 * (docs/decisions.md#d101-a-refined-field-states-its-shape-a-whole-number-keeps-what-is-typed).
 */
export type RefinedShape =
  /** A whole number from 0 to `max`. */
  | { kind: "wholeNumber"; max: number; message: string }
  /** A text matching `pattern` (which may accept more than the refinement: the content check says the rest). */
  | { kind: "text"; pattern: RegExp; message: string };

const refinedShapes = new WeakMap<z.ZodTypeAny, RefinedShape>();

/** `schema`, known to the studio by `shape`: give the refinement's own limits, so they are written once. */
export function withShape<T extends z.ZodTypeAny>(schema: T, shape: RefinedShape): T {
  refinedShapes.set(schema, shape);
  return schema;
}

/** The shape given to a refined schema with withShape, if any. */
export const refinedShape = (schema: z.ZodTypeAny): RefinedShape | undefined =>
  refinedShapes.get(schema);

/** A text per language of the markets that show it: a region's, a service's or a blog category's. */
const perMarketLanguage = <T extends z.ZodTypeAny>(value: T) =>
  perLanguage(value).describe(MARKET_LANGUAGES);

/**
 * Says of a value that it is one value for every language of the markets that show it, or one
 * per language (`{ fr: Bruxelles, nl: Brussel }`): a market with one language writes it as today.
 */
export const LOCALIZED = "one value, or one per language of the markets that show it";
/** One value, or one per language of the markets that show it (LOCALIZED). */
export const localized = <T extends z.ZodTypeAny>(value: T) =>
  z.union([value, z.record(languageKey, value)]).describe(LOCALIZED);

export const serviceKey = z.enum(SERVICE_KEYS);

export const brandSchema = z
  .object({
    name: text,
    copyrightYear: z.number().int().min(1990).max(2100),
    defaultMarket: marketKey,
    defaultRegion: key,
    i18n: z
      .object({
        locales: z.array(locale).min(1),
        fallbackLocale: locale,
      })
      .strict(),
  })
  .strict();

export const businessSchema = z
  .object({
    deliveryHours: positiveInt,
    parkingMinutes: positiveInt,
    longRental: z
      .object({
        afterWeeks: positiveInt,
        surchargeEurosPerMonth: positiveInt,
        services: z.array(serviceKey).min(1),
      })
      .strict(),
    invoicingHoursAfterService: positiveInt,
    bigBagTransport: z
      .object({ region: key, eurosExclTax: positiveInt, perBigBags: positiveInt })
      .strict(),
    consentCookie: z.object({ acceptedDays: positiveInt, declinedDays: positiveInt }).strict(),
    chunkLoadTimeoutSeconds: positiveInt,
    prefetch: z
      .object({
        rootMarginPx: z.number().int().min(0),
        threshold: z.number().min(0).max(1),
        delayMs: z.number().int().min(0),
      })
      .strict(),
    modal: z.object({ width: positiveInt, height: positiveInt }).strict(),
    figures: z
      .object({
        constructionWasteMillionTonnesPerYear: positiveInt,
        recycledPercent: z.number().min(0).max(100),
      })
      .strict(),
  })
  .strict();

/**
 * How a language's texts are typeset (src/node/typography.ts), over the rules its locale's language
 * has by default: French spacing for `fr`, German quotes for `de`, English quotes for `en`.
 */
export const typographySchema = z
  .object({
    /** The two marks a pair of straight double quotes becomes, such as «» or ‘’. */
    quotes: z
      .string()
      .regex(/^\S\S$/u, { message: "must be the opening and the closing mark, such as «» or ‘’" })
      .optional(),
    /**
     * The space before `: ; ! ?` and inside `« »`: `french` makes the typed one no-break (narrow
     * before `; ! ?` and inside the quotes); `none` removes it (Swiss French on the web);
     * `as-typed` leaves it.
     */
    punctuation: z.enum(["french", "none", "as-typed"]).optional(),
    /** A spaced dash stays at the end of its line. */
    dashes: z.boolean().optional(),
    /** `ss`: the sharp s written ss, as Switzerland writes German. */
    sharpS: z.enum(["keep", "ss"]).optional(),
  })
  .strict();

/** A character that separates digits: a digit group's or the decimal one. */
const separator = z.string().regex(/^\S$|^[\u00A0\u202F\u2009]$/u, {
  message: 'must be one character, such as "." or "," or "\u202F" (a narrow no-break space)',
});

/**
 * One language of a market (docs/content-team.md#a-market-with-several-languages): a market with
 * one language serves it without a prefix; a market with several serves each below its prefix.
 */
export const marketLanguageSchema = z
  .object({
    /** BCP 47 tag of its pages: `<html lang>`, its typography and the format of its numbers. */
    locale: z
      .string()
      .regex(/^[a-z]{2}(-[A-Z]{2})?$/, { message: "must be a BCP 47 tag such as fr or fr-BE" }),
    /** Its pages' addresses start with /<prefix>/; empty for the only language of a market. */
    prefix: z.union([
      z.literal(""),
      z.string().regex(/^[a-z]{2,3}$/, {
        message: 'must be two or three lower-case letters such as fr, or ""',
      }),
    ]),
    /** The content language of its texts in data/ (keys of per-language values) and of the service slugs. */
    content: language,
    /** Its catalog: the folder of content/locales/ whose translation.json holds its texts. */
    catalog: locale,
    /**
     * A catalog of the same language that gives the texts its own catalog does not hold: a
     * regional catalog then holds only its differences (fr-be over fr-fr).
     */
    catalogFallback: locale.optional(),
    /** Open Graph locale of its pages; its hreflang code too (fr_BE → fr-BE). */
    ogLocale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, { message: "must look like fr_FR" }),
    /** Its name in itself, as the language picker shows it: Français, Nederlands. */
    name: text,
    typography: typographySchema.optional(),
    /**
     * The separators of its numbers, pinned here so that a new Node or ICU release changes no page
     * (Intl's Swiss group separator changed from ’ to ' in 2025).
     */
    numbers: z.object({ group: separator, decimal: separator }).strict(),
  })
  .strict();

/** What a skip on the street needs: shown on the region pages, with the official pages it comes from. */
export const streetPermitSchema = z
  .object({
    summary: text,
    points: z.array(text).min(1),
    sources: z
      .array(z.object({ label: text, url }).strict())
      .min(1, { message: "must cite at least one official page" }),
  })
  .strict();

export const countrySchema = z
  .object({
    key: marketKey,
    /** Place of the market wherever markets are listed (hreflang links, builds): 1 comes first. */
    order: positiveInt,
    /** Its languages, in the order of the language picker: the first is its default. */
    languages: z.array(marketLanguageSchema).min(1, { message: "must list at least one language" }),
    domains: z.array(hostname).min(1),
    companyName: localized(text),
    email: z.string().email({ message: "must be an e-mail address" }),
    address: z
      .object({ street: localized(text), postalCode: text, city: localized(text) })
      .strict(),
    openingHours: localized(text),
    logo: z.enum(["FR", "DE"]),
    appUrl: url,
    appRegisterPath: sitePath,
    tagManagerId: z.union([
      z.literal(""),
      z.string().regex(/^GTM-[A-Z0-9]+$/, {
        message: "must be empty or a container id such as GTM-ABC123",
      }),
    ]),
    mainNav: z.array(z.enum(NAV_KEYS)),
    pages: z.array(z.enum(PAGE_KEYS)).min(1),
    services: z
      .array(z.object({ key: serviceKey, timingHours: positiveInt }).strict())
      .min(1, { message: "must list at least one service" }),
    regions: z.array(key).min(1, { message: "must list at least one region key" }),
    /**
     * What a customer must ask for before a skip stands on the street, with the official pages
     * the rules come from; shown on the region pages. One per language in a market with several.
     */
    streetPermit: localized(streetPermitSchema).optional(),
    partners: z.array(slug),
    byExperts: z.array(z.enum(["reuse", "recycling", "revaluation"])),
    footerLinks: z.array(z.enum(FOOTER_LINK_KEYS)),
    recruitingUrl: url.optional(),
    socialLinks: z.array(z.object({ label: z.enum(SOCIAL_NETWORKS), to: url }).strict()),
    supportedBy: z.array(
      z
        .object({
          label: text,
          to: url,
          src: z.string().regex(/^\/\S+\.(svg|png|jpe?g|webp)$/, {
            message: "must be a path under static/ such as /supporters/bpi.svg",
          }),
        })
        .strict(),
    ),
    appStores: z.object({ ios: url, android: url }).strict().optional(),
    /** What the legal notice must name: company register entry, publication director, web host. */
    legal: z
      .object({
        registration: localized(text),
        director: localized(text),
        host: z.object({ name: localized(text), address: localized(text) }).strict(),
      })
      .strict(),
  })
  .strict();

export const zoneSchema = z
  .object({
    id: key,
    name: localized(z.string()),
    nameShort: localized(z.string()),
    services: z.array(serviceKey).min(1).optional(),
  })
  .strict();

/** A question a region's page answers for people (not marked up as a FAQ rich result). */
export const regionFaqSchema = z
  .object({
    question: perMarketLanguage(text),
    answer: perMarketLanguage(text),
  })
  .strict();

/**
 * A container size a region rents: a size of data/containers.yaml named by its id, which gives
 * every figure (services, volume, dimensions, payload), and what is the region's own: its "from"
 * price. The cross-check refuses a size that does not exist, that the region's markets do not
 * offer, whose services the region does not offer, or that is listed twice
 * (docs/decisions.md#d98-a-regions-sizes-are-named-from-datacontainersyaml).
 */
export const regionContainerSchema = z
  .object({
    size: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      message: "must be the id of a size of data/containers.yaml, such as chain-6 (a-z, 0-9, -)",
    }),
    /**
     * The lowest price of the size in the region, whichever of its services, in euros excluding
     * tax; left out until the company publishes one.
     */
    fromPriceEur: z.number().positive({ message: "must be a positive price in euros" }).optional(),
  })
  .strict();

export const regionSchema = z
  .object({
    key,
    name: localized(text),
    nameInText: localized(text),
    number: internationalPhone,
    /**
     * What visitors read; without it, the national form of `number` (libphonenumber-js), as a
     * call from within the country dials it.
     */
    numberFormatted: z
      .string()
      .regex(/^[0-9+() ]{6,20}$/, {
        message:
          "must be a display form of digits, spaces, + and parentheses (e.g. 01 99 00 01 01)",
      })
      .optional(),
    parkingMinutes: positiveInt.optional(),
    services: z.array(serviceKey).min(1, { message: "must list at least one service" }),
    zones: z.array(zoneSchema).min(1, { message: "must list at least one zone" }),
    /** The last segment of the region page's path, below the market's regions page, per language where they differ. */
    slug: localized(slug),
    /** What the region's page says of the place before its zones, per language of the markets listing it. */
    intro: perMarketLanguage(text),
    /** Regions of the same market linked from this region's page as its neighbours. */
    neighbours: z.array(key).optional(),
    faq: z.array(regionFaqSchema).optional(),
    containers: z.array(regionContainerSchema).optional(),
  })
  .strict();
export const regionFileSchema = z
  .array(regionSchema)
  .min(1, { message: "must list at least one region" });

export const serviceSchema = z
  .object({
    key: serviceKey,
    slugs: perMarketLanguage(slug),
    names: perMarketLanguage(text),
    aliasPaths: z.array(sitePath).optional(),
    wastes: z.array(slug).optional(),
    /** Image of the service, a file in content/images/. */
    illustration: z.string().regex(/^[a-z0-9-]+\.(png|jpe?g|webp)$/, {
      message: "must be a file name in content/images/ such as big-bags.png",
    }),
    /** Handling fees of data/catalogue.yaml that the service page lists. */
    handlingFee: slug.optional(),
    /** The service page lists the gear-rental machines of data/catalogue.yaml. */
    gear: z.boolean().optional(),
  })
  .strict();
export const serviceFileSchema = z.array(serviceSchema).min(1);

/**
 * A topic of the blog: an article's `category` is one of these keys. Its page is at its slug below
 * the blog, in each language of the markets that have a blog.
 */
export const blogCategorySchema = z
  .object({
    key: slug,
    slugs: perMarketLanguage(
      slug.refine((value) => /[a-z]/.test(value), {
        message: "must hold a letter: /blog/2/ is the listing's second page, not a topic",
      }),
    ),
    names: perMarketLanguage(text),
    /** The topic page's introduction and meta description: one or two sentences. */
    descriptions: perMarketLanguage(text),
  })
  .strict();
export const blogCategoryFileSchema = z
  .array(blogCategorySchema)
  .min(1, { message: "must list at least one category" });

/**
 * A tag of the blog: an article's `tags` are these keys, which are also the addresses of the tag
 * pages (/blog/tag/<key>/); `names` is how pages write it ("Île-de-France" for ile-de-france).
 */
export const blogTagSchema = z.object({ key: slug, names: perMarketLanguage(text) }).strict();
export const blogTagFileSchema = z
  .array(blogTagSchema)
  .min(1, { message: "must list at least one tag" });

const catalogueItem = z.object({ key: slug, variants: z.array(slug).optional() }).strict();
export const catalogueSchema = z
  .object({
    wastes: z.array(catalogueItem).min(1),
    gearRental: z
      .array(z.object({ key: slug, sizesTonnes: z.array(z.number().positive()).min(1) }).strict())
      .min(1),
    handlingFees: z.array(z.object({ key: slug, variants: z.array(slug).min(1) }).strict()).min(1),
  })
  .strict();

export type Brand = z.infer<typeof brandSchema>;
export type Business = z.infer<typeof businessSchema>;
export type Country = z.infer<typeof countrySchema>;
export type MarketLanguage = z.infer<typeof marketLanguageSchema>;
export type Typography = z.infer<typeof typographySchema>;
export type StreetPermit = z.infer<typeof streetPermitSchema>;
export type Region = z.infer<typeof regionSchema>;
export type Zone = z.infer<typeof zoneSchema>;
export type RegionContainer = z.infer<typeof regionContainerSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type Catalogue = z.infer<typeof catalogueSchema>;
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export type BlogTag = z.infer<typeof blogTagSchema>;

/** What the files of data/ hold, checked one against another. */
export interface DataFiles {
  brand: Brand;
  business: Business;
  countries: Record<Market, Country>;
  regions: Region[];
  services: Service[];
  catalogue: Catalogue;
  blogCategories: BlogCategory[];
  blogTags: BlogTag[];
}
