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
} from "../shared/data-schema";
import { graphqlTypeDefs, type NodeTypeSchema } from "./graphql-types";
import type { Market, PerLanguage } from "../shared/keys";
import type { CoverageRegion } from "../shared/coverage";
import type { FactSource } from "../shared/facts";
import { typeset } from "../rules/typography";
import {
  factTexts,
  longDate,
  numberText,
  regionLanguage,
  regionServicesText,
  typesetBlogCategory,
  typesetCountry,
  typesetRegion,
  typesetService,
} from "../rules/data/texts";

interface DataNodeType extends NodeTypeSchema {
  /** The validated objects that become nodes of this type, each with the key that names its node. */
  objects: (data: SiteData) => { key: string; value: object }[];
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
    objects: (data) =>
      data.regions.map((region) => ({
        key: region.key,
        value: typesetRegion(region, regionLanguage(data, region.key)),
      })),
  },
  {
    name: "Service",
    schema: serviceSchema,
    // The file name of the illustration, resolved to the image's File node for gatsby-plugin-sharp.
    fieldOverrides: { illustration: 'File! @link(by: "relativePath", from: "illustration")' },
    objects: (data) =>
      data.services.map((service) => ({ key: service.key, value: typesetService(service) })),
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

/** Every data/ node, ready for `actions.createNode`. */
export function dataNodes(
  data: SiteData,
  { createNodeId, createContentDigest }: NodeHelpers,
): NodeInput[] {
  return DATA_NODE_TYPES.flatMap((nodeType) =>
    nodeType.objects(data).map(({ key, value }) => ({
      ...value,
      id: createNodeId(dataNodeSeed(nodeType.name, key)),
      parent: null,
      children: [],
      internal: { type: nodeType.name, contentDigest: createContentDigest(value) },
    })),
  );
}

/** What Gatsby gives a field resolver as its context: enough to read nodes. */
export interface ResolverContext {
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

/** The language of the built market's pages (its `htmlLang`), for a resolver that typesets a text. */
export function marketLanguage(
  market: Market,
  createNodeId: (seed: string) => string,
): (context: ResolverContext) => string {
  const countryOf = marketCountryOf(market, createNodeId);
  return (context) => countryOf(context).htmlLang;
}

/**
 * Root fields for the built market, so static queries never ship another market's data. They
 * read the nodes only: Gatsby's query workers build the schema without running the data loader.
 */
export function marketResolvers(market: Market, createNodeId: (seed: string) => string) {
  const ids = (type: string, keys: readonly string[]) =>
    keys.map((key) => createNodeId(dataNodeSeed(type, key)));
  const marketNodeOf = marketCountryOf(market, createNodeId);
  return {
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
          typeset(String(source.title ?? ""), marketNodeOf(context).htmlLang),
      },
      description: {
        resolve: (source: { description?: unknown }, _args: unknown, context: ResolverContext) =>
          typeset(String(source.description ?? ""), marketNodeOf(context).htmlLang),
      },
    },
    // Dates and numbers a page prints are formatted here, at build time, in the market's
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
        ) => longDate(String(source.frontmatter?.date ?? ""), marketNodeOf(context).htmlLang),
      },
    },
    BusinessConstants: {
      factTexts: {
        type: "JSON!",
        resolve: (source: FactSource, _args: unknown, context: ResolverContext) =>
          factTexts(source, marketNodeOf(context).htmlLang),
      },
    },
    Region: {
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
          return regionServicesText(source, services, country);
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
            : numberText(source.parkingMinutes, marketNodeOf(context).htmlLang),
      },
    },
    CountryServices: {
      timingHoursText: {
        type: "String!",
        resolve: (source: { timingHours: number }, _args: unknown, context: ResolverContext) =>
          numberText(source.timingHours, marketNodeOf(context).htmlLang),
      },
    },
    CatalogueGearRental: {
      sizesTonnesText: {
        type: "[String!]!",
        resolve: (source: { sizesTonnes: number[] }, _args: unknown, context: ResolverContext) => {
          const htmlLang = marketNodeOf(context).htmlLang;
          return source.sizesTonnes.map((tonnes) => numberText(tonnes, htmlLang));
        },
      },
    },
  };
}
