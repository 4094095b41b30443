/**
 * The GraphQL side of data/: one Gatsby node per validated object (never the raw YAML), its types
 * written from the same zod schemas (src/node/graphql-types.ts), and the root fields that give
 * browser components the built market's own data: `marketCountry`, `marketRegions`, `marketServices`.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#sourceNodes
 */
import type { NodeInput } from "gatsby";
import type { SiteData } from "../rules/data/site-data";
import {
  blogCategorySchema,
  brandSchema,
  businessSchema,
  catalogueSchema,
  countrySchema,
  regionSchema,
  serviceSchema,
  zoneSchema,
  type Country,
  type MarketLanguage,
} from "../shared/data-schema";
import { graphqlTypeDefs, type NodeTypeSchema } from "./graphql-types";
import type { Market, PerLanguage } from "../shared/keys";
import type { CoverageRegion } from "../shared/coverage";
import type { FactSource } from "../shared/facts";
import { isPerLanguage, languageOfCatalog, valueIn } from "../shared/languages";
import { typeset, typographyOf } from "../rules/typography";
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
} from "../rules/data/texts";

interface DataNodeType extends NodeTypeSchema {
  /** The validated objects that become nodes of this type, each with the key that names its node. */
  objects: (data: SiteData, market: Market) => { key: string; value: object }[];
}

const single = (name: string, value: object) => [{ key: name, value }];

/** Node types, in the order the nodes are created (data/ files in name order, entries in file order). */
const DATA_NODE_TYPES: readonly DataNodeType[] = [
  {
    name: "BlogCategory",
    schema: blogCategorySchema,
    objects: (data) =>
      data.blogCategories.map((category) => ({
        key: category.key,
        value: typesetBlogCategory(category),
      })),
  },
  { name: "Brand", schema: brandSchema, objects: (data) => single("Brand", data.brand) },
  {
    name: "BusinessConstants",
    schema: businessSchema,
    objects: (data) => single("BusinessConstants", data.business),
  },
  {
    name: "Catalogue",
    schema: catalogueSchema,
    objects: (data) => single("Catalogue", data.catalogue),
  },
  {
    name: "Country",
    schema: countrySchema,
    objects: (data) =>
      Object.values(data.countries).map((country) => ({
        key: country.key,
        value: typesetCountry(country),
      })),
  },
  {
    name: "Region",
    schema: regionSchema,
    // Every node has it: the display form of data/, else the number's national form (typesetRegion).
    fieldOverrides: { numberFormatted: "String!" },
    objects: (data) =>
      data.regions.map((region) => ({
        key: region.key,
        value: typesetRegion(region, regionLanguages(data, region.key)),
      })),
  },
  {
    name: "Service",
    schema: serviceSchema,
    // The file name of the illustration, resolved to the image's File node for gatsby-plugin-sharp.
    fieldOverrides: { illustration: 'File! @link(by: "relativePath", from: "illustration")' },
    objects: (data, market) =>
      data.services.map((service) => ({
        key: service.key,
        value: typesetService(service, serviceLanguages(data, market)),
      })),
  },
];

/** The SDL of every data/ node type and the object types inside them. */
export function dataTypeDefs(): string {
  return graphqlTypeDefs(DATA_NODE_TYPES, { typeNames: new Map([[zoneSchema, "Zone"]]) });
}

/** The seed of a data node's id: its type and key, so resolvers find a node without a query. */
export const dataNodeSeed = (type: string, key: string) => `debrix-data:${type}:${key}`;

interface NodeHelpers {
  createNodeId: (seed: string) => string;
  createContentDigest: (input: object) => string;
}

/** Every data/ node of the build of `market`, ready for `actions.createNode`. */
export function dataNodes(
  data: SiteData,
  { createNodeId, createContentDigest }: NodeHelpers,
  market: Market,
): NodeInput[] {
  return DATA_NODE_TYPES.flatMap((nodeType) =>
    nodeType.objects(data, market).map(({ key, value }) => ({
      ...value,
      id: createNodeId(dataNodeSeed(nodeType.name, key)),
      parent: null,
      children: [],
      internal: { type: nodeType.name, contentDigest: createContentDigest(value) },
    })),
  );
}

/**
 * What Gatsby gives a field resolver as its context: enough to read nodes, and, in a page's query,
 * the page's context (its `language` is the page's catalog).
 */
export interface ResolverContext {
  language?: string;
  nodeModel: {
    getNodeById(args: { id: string; type: string }): unknown;
    getNodesByIds(args: { ids: string[]; type: string }): unknown[];
  };
}

/** The built market's Country node, for a resolver: Gatsby's query workers have only the nodes. */
function marketCountryOf(market: Market, createNodeId: (seed: string) => string) {
  const id = createNodeId(dataNodeSeed("Country", market));
  return (context: ResolverContext) => {
    const country = context.nodeModel.getNodeById({ id, type: "Country" }) as Country | null;
    if (!country) throw new Error(`No data/countries file for market ${market}`);
    return country;
  };
}

/**
 * The built market's language a query is run for: the page's, when a page's query runs (Gatsby
 * gives a page's context to its resolvers, and its `language` is the page's catalog), else the
 * market's first (a static query, which every page of every language shares).
 */
export function pageLanguage(
  market: Market,
  createNodeId: (seed: string) => string,
): (context: ResolverContext) => MarketLanguage {
  const countryOf = marketCountryOf(market, createNodeId);
  return (context) => languageOfCatalog(countryOf(context).languages, context.language);
}

/** The locale of the built market's pages a resolver typesets or formats for (its first language's for a static query). */
export function marketLanguage(
  market: Market,
  createNodeId: (seed: string) => string,
): (context: ResolverContext) => string {
  const languageOf = pageLanguage(market, createNodeId);
  return (context) => languageOf(context).locale;
}

/** A field resolver of a localized value: the page's language's in a page's query, every language's in a static query. */
function localizedField(field: string, languageOf: (context: ResolverContext) => MarketLanguage) {
  return {
    resolve: (source: Record<string, unknown>, _args: unknown, context: ResolverContext) => {
      const value = source[field];
      if (context.language === undefined || !isPerLanguage(value)) return value;
      return valueIn(value, languageOf(context)) ?? value;
    },
  };
}

/** The fields of the nodes of data/ that hold one value per language in a market with several. */
const LOCALIZED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Country: ["companyName", "openingHours", "streetPermit"],
  CountryAddress: ["street", "city"],
  CountryLegal: ["registration", "director"],
  CountryLegalHost: ["name", "address"],
  Region: ["name", "nameInText", "slug"],
  Zone: ["name", "nameShort"],
};

/**
 * Root fields for the built market, so static queries never ship another market's data. They
 * read the nodes only: Gatsby's query workers build the schema without running the data loader.
 * What depends on the language is given in the page's language in a page's query
 * (docs/decisions.md#d100-a-market-with-several-languages-prefixes-every-language).
 */
export function marketResolvers(market: Market, createNodeId: (seed: string) => string) {
  const ids = (type: string, keys: readonly string[]) =>
    keys.map((key) => createNodeId(dataNodeSeed(type, key)));
  const marketNodeOf = marketCountryOf(market, createNodeId);
  const languageOf = pageLanguage(market, createNodeId);
  const localized = Object.fromEntries(
    Object.entries(LOCALIZED_FIELDS).map(([type, fields]) => [
      type,
      Object.fromEntries(fields.map((field) => [field, localizedField(field, languageOf)])),
    ]),
  );
  /** A field of the page's language (the market's first in a static query, where each page's hook takes its own). */
  const languageField = (field: "catalog" | "content" | "locale" | "ogLocale") => ({
    type: "String!",
    resolve: (source: Country, _args: unknown, context: ResolverContext) =>
      languageOfCatalog(source.languages, context.language)[field],
  });
  return {
    ...localized,
    Country: {
      ...localized.Country,
      // The fields a market had when it had one language, now its page's language's.
      language: languageField("catalog"),
      contentLanguage: languageField("content"),
      htmlLang: languageField("locale"),
      ogLocale: languageField("ogLocale"),
    },
    Query: {
      marketCountry: {
        type: "Country!",
        resolve: (_source: unknown, _args: unknown, context: ResolverContext) =>
          marketNodeOf(context),
      },
      marketRegions: {
        type: "[Region!]!",
        // In the market's order: its first region is its default.
        resolve: (_source: unknown, _args: unknown, context: ResolverContext) =>
          context.nodeModel.getNodesByIds({
            ids: ids("Region", marketNodeOf(context).regions),
            type: "Region",
          }),
      },
      marketServices: {
        type: "[Service!]!",
        resolve: (_source: unknown, _args: unknown, context: ResolverContext) =>
          context.nodeModel.getNodesByIds({
            ids: ids(
              "Service",
              marketNodeOf(context).services.map((service) => service.key),
            ),
            type: "Service",
          }),
      },
    },
    // An article's title and description as every page, head tag and the feed show them, typeset in
    // the market's language (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text).
    MdxFrontmatter: {
      title: {
        resolve: (source: { title?: unknown }, _args: unknown, context: ResolverContext) =>
          typeset(String(source.title ?? ""), typographyOf(languageOf(context))),
      },
      description: {
        resolve: (source: { description?: unknown }, _args: unknown, context: ResolverContext) =>
          typeset(String(source.description ?? ""), typographyOf(languageOf(context))),
      },
    },
    // Dates and numbers a page prints are formatted here, at build time, in the page's
    // language: in the browser, a page's first Intl.DateTimeFormat or Intl.NumberFormat loads
    // the language's data, a long task during hydration
    // (docs/decisions.md#d51-dates-and-numbers-are-formatted-at-build-time).
    Mdx: {
      dateText: {
        type: "String!",
        resolve: (
          source: { frontmatter?: { date?: unknown } },
          _args: unknown,
          context: ResolverContext,
        ) => longDate(String(source.frontmatter?.date ?? ""), languageOf(context).locale),
      },
    },
    BusinessConstants: {
      factTexts: {
        type: "JSON!",
        resolve: (source: FactSource, _args: unknown, context: ResolverContext) =>
          factTexts(source, languageOf(context)),
      },
    },
    Region: {
      ...localized.Region,
      // The first three services the region offers in the market, as a list in its language
      // ("Location de bennes, Big bags et Sacs"), for its page's description: a page's first
      // Intl.ListFormat loads the language's data, 115–175 ms at a 4× CPU slowdown.
      servicesText: {
        type: "String!",
        resolve: (source: CoverageRegion, _args: unknown, context: ResolverContext) => {
          const country = marketNodeOf(context);
          const services = context.nodeModel.getNodesByIds({
            ids: ids(
              "Service",
              country.services.map((service) => service.key),
            ),
            type: "Service",
          }) as Array<{ key: string; names: PerLanguage }>;
          return regionServicesText(source, services, languageOf(context));
        },
      },
      parkingMinutesText: {
        type: "String",
        resolve: (
          source: { parkingMinutes?: number | null },
          _args: unknown,
          context: ResolverContext,
        ) =>
          source.parkingMinutes == null
            ? null
            : numberText(source.parkingMinutes, languageOf(context)),
      },
    },
    CountryServices: {
      timingHoursText: {
        type: "String!",
        resolve: (source: { timingHours: number }, _args: unknown, context: ResolverContext) =>
          numberText(source.timingHours, languageOf(context)),
      },
    },
    CatalogueGearRental: {
      sizesTonnesText: {
        type: "[String!]!",
        resolve: (source: { sizesTonnes: number[] }, _args: unknown, context: ResolverContext) => {
          const language = languageOf(context);
          return source.sizesTonnes.map((tonnes) => numberText(tonnes, language));
        },
      },
    },
  };
}
