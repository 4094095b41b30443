/**
 * GraphQL types of the site: those of data/ are written from its zod schemas
 * (src/node/data-nodes.ts); the articles' and the site metadata's are declared here, so that an
 * optional field missing from every article never breaks a query.
 * https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
 */
import { dataTypeDefs } from "./data-nodes";

const contentTypeDefs = /* GraphQL */ `
  type MdxFrontmatter @dontInfer {
    title: String!
    description: String!
    date: Date! @dateformat
    updated: Date @dateformat
    image: String
    type: String!
    category: String!
    tags: [String!]!
    service: String
    regions: [String!]
  }

  type MdxFields {
    slug: String!
    collection: String!
    readingMinutes: Int!
    coverPath: String
  }

  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
    fields: MdxFields!
    "The article's image when it is a file beside the article, for gatsby-plugin-image."
    cover: File @link(by: "absolutePath", from: "fields.coverPath")
  }

  type SiteSiteMetadata {
    title: String!
    siteUrl: String
    market: String!
    siteEnv: String!
    buildHash: String!
    version: String!
  }
`;

export const typeDefs = [dataTypeDefs(), contentTypeDefs];
