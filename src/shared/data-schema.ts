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
/** One value per content language; the cross-check asks for every language a market uses. */
export const perLanguage = <T extends z.ZodTypeAny>(value: T) => z.record(language, value);

/**
 * Says of a per-language text that it is needed only in the languages of the markets that show
 * it (a region's markets, the markets with a blog), which the cross-check names.
 */
export const MARKET_LANGUAGES = "needed in the language of each market that shows it";
/** A text per language of the markets that show it: a region's, or a blog category's. */
const perMarketLanguage = <T extends z.ZodTypeAny>(value: T) =>
  z.record(language, value).describe(MARKET_LANGUAGES);

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

export const countrySchema = z
  .object({
    key: marketKey,
    language: locale,
    /** Place of the market wherever markets are listed (hreflang links, builds): 1 comes first. */
    order: positiveInt,
    contentLanguage: language,
    htmlLang: z
      .string()
      .regex(/^[a-z]{2}(-[A-Z]{2})?$/, { message: "must be a BCP 47 tag such as fr or en-GB" }),
    ogLocale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, { message: "must look like fr_FR" }),
    domains: z.array(hostname).min(1),
    companyName: text,
    email: z.string().email({ message: "must be an e-mail address" }),
    address: z.object({ street: text, postalCode: text, city: text }).strict(),
    openingHours: text,
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
     * the rules come from; shown on the region pages.
     */
    streetPermit: z
      .object({
        summary: text,
        points: z.array(text).min(1),
        sources: z
          .array(z.object({ label: text, url }).strict())
          .min(1, { message: "must cite at least one official page" }),
      })
      .strict()
      .optional(),
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
        registration: text,
        director: text,
        host: z.object({ name: text, address: text }).strict(),
      })
      .strict(),
  })
  .strict();

export const zoneSchema = z
  .object({
    id: key,
    name: z.string(),
    nameShort: z.string(),
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
    name: text,
    nameInText: text,
    number: internationalPhone,
    numberFormatted: z.string().regex(/^[0-9+() ]{6,20}$/, {
      message: "must be a display form of digits, spaces, + and parentheses (e.g. 01 99 00 01 01)",
    }),
    parkingMinutes: positiveInt.optional(),
    services: z.array(serviceKey).min(1, { message: "must list at least one service" }),
    zones: z.array(zoneSchema).min(1, { message: "must list at least one zone" }),
    /** The last segment of the region page's path, below the market's regions page. */
    slug,
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
    slugs: perLanguage(slug),
    names: perLanguage(text),
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
