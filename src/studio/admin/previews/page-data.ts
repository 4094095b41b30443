/**
 * The site's data for one market as the pages' GraphQL queries give it to the templates, made in
 * the browser from the data being edited: the nodes typeset by the GraphQL layer's own functions
 * (src/rules/data/texts.ts), the texts its resolvers print (numbers, lists, dates) and the shapes of
 * the queries' generated types (src/gatsby-types.d.ts), so that tsc says when a template asks for
 * a field the preview does not give. Pure.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { SiteData } from "../../../rules/data/site-data";
import {
  factTexts,
  longDate,
  numberText,
  regionLanguages,
  regionServicesText,
  serviceLanguages,
  typesetBlogCategory,
  typesetCountry,
  typesetRegion,
  typesetService,
} from "../../../rules/data/texts";
import { typeset, typographyOf } from "../../../rules/typography";
import type {
  Brand,
  Business,
  Catalogue,
  Country,
  MarketLanguage,
  Region,
  Service,
} from "../../../shared/data-schema";
import type { Market } from "../../../shared/keys";
import type { PreviewPost } from "../../preview-data";

/** Studio previews always show the production pages: no testing articles, no locale switcher. */
const SITE_ENV = "production";

/** One market's data as its pages' queries see it, for a page in one of its languages: texts typeset in the language of each. */
export interface MarketData {
  market: Market;
  /** The language of the page previewed. */
  language: MarketLanguage;
  country: Country;
  brand: Brand;
  business: Business;
  catalogue: Catalogue;
  /** Every region, each typeset in the language of the market that lists it (the Region nodes). */
  allRegions: Region[];
  /** The market's regions in its order (`marketRegions`). */
  regions: Region[];
  /** The market's services in its order (`marketServices`). */
  services: Service[];
}

/**
 * The GraphQL layer's nodes for `market`: typeset as they are created, ordered as its root fields
 * order them, for a page in its language of `locale` (its first by default).
 */
export function marketData(data: SiteData, market: Market, locale?: string): MarketData {
  const country = typesetCountry(data.countries[market]);
  const language =
    country.languages.find((candidate) => candidate.locale === locale) ?? country.languages[0];
  const allRegions = data.regions.map((region) =>
    typesetRegion(region, regionLanguages(data, region.key)),
  );
  const byKey = <T extends { key: string }>(items: readonly T[], keys: readonly string[]) =>
    keys.flatMap((key) => items.filter((item) => item.key === key));
  const serviceNodes = data.services.map((service) =>
    typesetService(service, serviceLanguages(data, market)),
  );
  return {
    market,
    language,
    country,
    brand: data.brand,
    business: data.business,
    catalogue: data.catalogue,
    allRegions,
    regions: byKey(allRegions, country.regions),
    services: byKey(
      serviceNodes,
      country.services.map((service) => service.key),
    ),
  };
}

/**
 * A value GraphQL hands over as JSON: a text in a market with one language, an object of texts per
 * language in a market with several; the site's components read either (src/shared/languages.ts).
 */
const json = (value: unknown) => value as Record<string, unknown>;

/** A region as the RegionFields fragment gives it: GraphQL's null where the data has no value. */
export function regionFields(region: Region): Queries.RegionFieldsFragment {
  return {
    key: region.key,
    name: json(region.name),
    nameInText: json(region.nameInText),
    number: region.number,
    // typesetRegion writes it where data/ has none.
    numberFormatted: region.numberFormatted ?? "",
    slug: json(region.slug),
    parkingMinutes: region.parkingMinutes ?? null,
    services: region.services,
    zones: region.zones.map((zone) => ({
      id: zone.id,
      name: json(zone.name),
      nameShort: json(zone.nameShort),
      services: zone.services ?? null,
    })),
  };
}

/** The fields a market had with one language, now its page's language's (the Country resolvers of src/node/data-nodes.ts). */
const languageFields = (language: MarketLanguage) => ({
  language: language.catalog,
  contentLanguage: language.content,
  htmlLang: language.locale,
  ogLocale: language.ogLocale,
});

/** `useMarket`'s static query (src/hooks/use-market.ts). */
export function marketConfigQuery({
  market,
  country,
  brand,
  business,
  regions,
}: MarketData): Queries.MarketConfigQuery {
  return {
    site: { siteMetadata: { market, siteEnv: SITE_ENV, version: "studio-preview" } },
    brand,
    businessConstants: business,
    marketCountry: {
      ...country,
      ...languageFields(country.languages[0]),
      companyName: json(country.companyName),
      openingHours: json(country.openingHours),
      address: {
        street: json(country.address.street),
        postalCode: country.address.postalCode,
        city: json(country.address.city),
      },
      legal: {
        registration: json(country.legal.registration),
        director: json(country.legal.director),
        host: { name: json(country.legal.host.name), address: json(country.legal.host.address) },
      },
      recruitingUrl: country.recruitingUrl ?? null,
      appStores: country.appStores ?? null,
    },
    marketRegions: regions.map(regionFields),
  };
}

/** `useVisitor`'s static query (src/hooks/use-visitor.ts): every region, by key. */
export function visitorRegionsQuery({ allRegions }: MarketData): Queries.VisitorRegionsQuery {
  return {
    allRegion: {
      nodes: [...allRegions].sort((a, b) => a.key.localeCompare(b.key)).map(regionFields),
    },
  };
}

const serviceNamesAndSlugs = (service: Service): Queries.ServiceNamesAndSlugsFragment => ({
  key: service.key,
  slugs: service.slugs,
  names: service.names,
});

/** The MarketServiceList fragment. */
function marketServiceList({
  country,
  language,
  services,
}: MarketData): Queries.MarketServiceListFragment {
  return {
    marketServices: services.map((service) => ({
      ...serviceNamesAndSlugs(service),
      aliasPaths: service.aliasPaths ?? null,
    })),
    marketCountry: { contentLanguage: language.content, services: country.services },
  };
}

const NO_LOCALES = { edges: [] };

/** A blog article as a list of articles shows it (title typeset as the MdxFrontmatter resolver does). */
function listedArticle(post: PreviewPost, language: MarketLanguage) {
  return {
    id: post.file,
    dateText: longDate(post.date, language.locale),
    fields: { slug: post.slug, readingMinutes: post.readingMinutes },
    frontmatter: {
      title: typeset(post.title, typographyOf(language)),
      description: typeset(post.description, typographyOf(language)),
      date: post.date,
    },
  };
}

/** The region as the region page's query asks for it. */
function regionPageRegion(
  region: Region,
  { services, language }: MarketData,
): NonNullable<Queries.RegionPageQuery["region"]> {
  return {
    ...regionFields(region),
    servicesText: regionServicesText(region, services, language),
    intro: region.intro,
    neighbours: region.neighbours ?? null,
    faq: region.faq ?? null,
  };
}

/** The region page's query (page-queries/region-query.tsx) for `regionKey`, with the blog's articles that name it. */
export function regionPageQuery(
  view: MarketData,
  regionKey: string,
  posts: readonly PreviewPost[],
): Queries.RegionPageQuery {
  const { country, catalogue, services, language } = view;
  const region = view.allRegions.find((candidate) => candidate.key === regionKey);
  const naming = posts
    .filter((post) => post.collection === "blog" && post.regions.includes(regionKey))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const serviceList = marketServiceList(view);
  return {
    ...serviceList,
    locales: NO_LOCALES,
    region: region ? regionPageRegion(region, view) : null,
    marketRegions: view.regions.map(({ key, name, slug }) => ({
      key,
      name: json(name),
      slug: json(slug),
    })),
    serviceWastes: services.map((service) => ({
      key: service.key,
      wastes: service.wastes ?? null,
      handlingFee: service.handlingFee ?? null,
    })),
    catalogue: {
      wastes: catalogue.wastes.map((waste) => ({
        key: waste.key,
        variants: waste.variants ?? null,
      })),
      handlingFees: catalogue.handlingFees,
    },
    marketCountry: {
      ...serviceList.marketCountry,
      htmlLang: language.locale,
      domains: country.domains,
      streetPermit: country.streetPermit ? json(country.streetPermit) : null,
    },
    articles: { nodes: naming.map((post) => listedArticle(post, language)) },
  };
}

/** An image as gatsby-plugin-image describes it (the preview's has one file, src/studio/admin/previews/image.ts). */
export type PreviewImage = IGatsbyImageData;

/** The service as the service page's query asks for it, with its illustration once its size is known. */
function servicePageService(
  service: Service,
  illustration: PreviewImage | null,
): NonNullable<Queries.ServicePageQuery["service"]> {
  return {
    key: service.key,
    names: service.names,
    wastes: service.wastes ?? null,
    handlingFee: service.handlingFee ?? null,
    gear: service.gear ?? null,
    illustration: { childImageSharp: illustration && { gatsbyImageData: illustration } },
  };
}

/** The service page's query (page-queries/service-query.tsx); `illustration` is the picture of the service, once its size is known. */
export function servicePageQuery(
  { catalogue, language }: MarketData,
  service: Service | undefined,
  illustration: PreviewImage | null,
): Queries.ServicePageQuery {
  return {
    locales: NO_LOCALES,
    service: service ? servicePageService(service, illustration) : null,
    catalogue: {
      wastes: catalogue.wastes.map((waste) => ({
        key: waste.key,
        variants: waste.variants ?? null,
      })),
      gearRental: catalogue.gearRental.map((gear) => ({
        key: gear.key,
        sizesTonnesText: gear.sizesTonnes.map((tonnes) => numberText(tonnes, language)),
      })),
      handlingFees: catalogue.handlingFees,
    },
  };
}

export interface ArticlePageInput {
  /** The body's element tree, typeset. */
  tree: Record<string, unknown> | null;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  category: string;
  tags: readonly string[];
  service: string | null;
  readingMinutes: number;
  /** The regions the body's live-data blocks show. */
  regionKeys: readonly string[];
  cover: PreviewImage | null;
  coverUrl: string | null;
  /** The related articles its page context names, as the studio's server listed them (titles as written). */
  related: readonly Pick<PreviewPost, "slug" | "title" | "description">[];
}

/** The article page's query (page-queries/blog-post-query.tsx) for an article being edited. */
export function blogPostPageQuery(
  view: MarketData,
  categories: SiteData["blogCategories"],
  article: ArticlePageInput,
): Queries.BlogPostPageQuery {
  const { country, services, business, allRegions, language } = view;
  const htmlLang = language.locale;
  const rules = typographyOf(language);
  return {
    locales: NO_LOCALES,
    mdx: {
      articleTree: article.tree,
      dateText: longDate(article.date, htmlLang),
      frontmatter: {
        title: typeset(article.title, rules),
        description: typeset(article.description, rules),
        date: article.date,
        category: article.category,
        tags: article.tags,
        service: article.service,
      },
      fields: { readingMinutes: article.readingMinutes },
      cover: article.coverUrl
        ? {
            publicURL: article.coverUrl,
            childImageSharp: article.cover && { gatsbyImageData: article.cover },
          }
        : null,
    },
    // Typeset as the build's MdxFrontmatter resolvers do, in the market's language.
    related: {
      nodes: [...article.related]
        .sort((a, b) => a.slug.localeCompare(b.slug))
        .map((post) => ({
          fields: { slug: post.slug },
          frontmatter: {
            title: typeset(post.title, htmlLang),
            description: typeset(post.description, htmlLang),
          },
        })),
    },
    regions: {
      nodes: allRegions
        .filter((region) => article.regionKeys.includes(region.key))
        .sort((a, b) => a.key.localeCompare(b.key))
        .map((region) => ({
          ...regionFields(region),
          parkingMinutesText:
            region.parkingMinutes == null ? null : numberText(region.parkingMinutes, language),
        })),
    },
    businessConstants: { factTexts: factTexts(business, language) },
    marketServices: services.map(serviceNamesAndSlugs),
    allBlogCategory: {
      nodes: [...categories]
        .sort((a, b) => a.key.localeCompare(b.key))
        .map((category) => ({
          key: category.key,
          slugs: category.slugs,
          names: typesetBlogCategory(category).names,
        })),
    },
    marketCountry: {
      contentLanguage: language.content,
      htmlLang,
      domains: country.domains,
      services: country.services.map((service) => ({
        key: service.key,
        timingHoursText: numberText(service.timingHours, language),
      })),
    },
  };
}
