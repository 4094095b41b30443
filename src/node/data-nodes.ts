/**
 * The GraphQL side of data/: one Gatsby node per validated object (never the raw YAML), its types
 * written from the same zod schemas (src/node/graphql-types.ts), and the root fields that give
 * browser components the built market's own data: `marketCountry`, `marketRegions`, `marketServices`.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#sourceNodes
 */
import type { NodeInput } from "gatsby";
import type { SiteData } from "./data/load";
import {
  blogCategorySchema,
  brandSchema,
  businessSchema,
  catalogueSchema,
  countrySchema,
  regionSchema,
  serviceSchema,
  zoneSchema,
  type BlogCategory,
  type Country,
  type Region,
  type Service,
} from "../shared/data-schema";
import { graphqlTypeDefs, type NodeTypeSchema } from "./graphql-types";
import { serviceName, type Market, type PerLanguage } from "../shared/keys";
import { regionOffers, type CoverageRegion } from "../shared/coverage";
import { FACTS, FACT_NAMES, type FactName, type FactSource } from "../shared/facts";
import { NBSP, typeset } from "./typography";

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
    address: {
      ...country.address,
      street: text(country.address.street),
      city: text(country.address.city),
    },
    openingHours: text(country.openingHours),
    supportedBy: country.supportedBy.map((supporter) => ({
      ...supporter,
      label: text(supporter.label),
    })),
    streetPermit: country.streetPermit && {
      ...country.streetPermit,
      summary: text(country.streetPermit.summary),
      points: country.streetPermit.points.map(text),
      sources: country.streetPermit.sources.map((source) => ({
        ...source,
        label: text(source.label),
      })),
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
  return (
    Object.values(data.countries).find((country) => country.regions.includes(regionKey))
      ?.htmlLang ?? ""
  );
}

export function typesetRegion(region: Region, language: string): Region {
  const text = (value: string) => typeset(value, language);
  return {
    ...region,
    name: text(region.name),
    // A phone number reads as one: its groups never break across two lines.
    numberFormatted: region.numberFormatted.replace(/ /g, NBSP),
    nameInText: text(region.nameInText),
    zones: region.zones.map((zone) => ({
      ...zone,
      name: text(zone.name),
      nameShort: text(zone.nameShort),
    })),
    intro: typesetPerLanguage(region.intro),
    faq: region.faq?.map((entry) => ({
      question: typesetPerLanguage(entry.question),
      answer: typesetPerLanguage(entry.answer),
    })),
  };
}

/** A per-language text, each value typeset in the language of its key. */
export function typesetPerLanguage(
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([language, value]) => [language, typeset(value, language)]),
  );
}

export function typesetBlogCategory(category: BlogCategory): BlogCategory {
  return {
    ...category,
    names: typesetPerLanguage(category.names),
    descriptions: typesetPerLanguage(category.descriptions),
  };
}

export function typesetService(service: Service): Service {
  return { ...service, names: typesetPerLanguage(service.names) };
}

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

/** The first three of `services` (the market's, in its order) that the region offers, as a list in the market's language. */
export function regionServicesText(
  region: CoverageRegion,
  services: ReadonlyArray<{ key: string; names: PerLanguage }>,
  country: Pick<Country, "contentLanguage" | "htmlLang">,
): string {
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
  return Object.fromEntries(
    FACT_NAMES.map((name) => [name, numberText(FACTS[name](business), htmlLang)]),
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
