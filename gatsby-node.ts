/**
 * Build-time hooks: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 * Each hook is thin; the work is in src/node/*.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { loadSiteData, type LoadedData } from "./src/node/data/load";
import { DataValidationError, formatIssue } from "./src/node/data/issues";
import { marketRoutes, selectMarket } from "./src/node/market";
import { createMarketPages } from "./src/node/pages";
import { typeDefs } from "./src/node/schema-types";
import { marketResolvers } from "./src/node/resolvers";
import { collectPosts, type MdxSource } from "./src/node/blog/collect";
import { createBlogPages } from "./src/node/blog/pages";
import { readingMinutes, type BlogCollection } from "./src/shared/blog";
import { writeRouteData } from "./src/node/route-data";

const market = selectMarket();
let loaded: LoadedData | undefined;

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    loaded = loadSiteData(path.join(__dirname, "data"), __dirname);
  } catch (error) {
    if (error instanceof DataValidationError) {
      reporter.panicOnBuild(`Invalid data, the build stops.\n${error.message}`);
      return;
    }
    throw error;
  }
  for (const warning of loaded.warnings) reporter.warn(warning);
  reporter.info(`Building market ${market}`);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(marketResolvers(market));
};

interface FileNode {
  sourceInstanceName: string;
  relativeDirectory: string;
  absolutePath: string;
}

/** Slug, collection, reading time and cover file of each article, for the blog's queries. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as unknown as FileNode | undefined;
  if (!file) return;
  const body = String(node.body ?? "");
  const image = (node.frontmatter as { image?: unknown } | undefined)?.image;
  const fields: Record<string, unknown> = {
    coverPath: typeof image === "string" && !image.startsWith("/") ? path.resolve(path.dirname(file.absolutePath), image) : null,
    slug: file.relativeDirectory.split("/")[0],
    collection: file.sourceInstanceName,
    readingMinutes: readingMinutes(body.replace(/<[^>]+>/g, " ")),
  };
  for (const [name, value] of Object.entries(fields)) actions.createNodeField({ node, name, value });
};

export const createPages: GatsbyNode["createPages"] = ({ actions, reporter, getNodesByType }) => {
  if (!loaded) return; // the data error was already reported
  const { data } = loaded;
  const country = data.countries[market];
  const routes = marketRoutes(data, market);
  const domain = country.domains[0];
  const templatesDir = path.join(__dirname, "src/templates");

  // Slug and collection come from onCreateNode's fields, so they are derived in one place.
  const mdxSources: MdxSource[] = getNodesByType("Mdx").flatMap((node) => {
    const fields = node.fields as { slug?: string; collection?: BlogCollection } | undefined;
    const absolutePath = node.internal.contentFilePath;
    if (!fields?.slug || !fields.collection || !absolutePath) return [];
    return [{ id: node.id, body: String(node.body ?? ""), frontmatter: node.frontmatter, absolutePath, slug: fields.slug, collection: fields.collection }];
  });
  const { posts, issues } = collectPosts(mdxSources, data, market, __dirname);
  if (issues.length > 0) {
    reporter.panicOnBuild(`Invalid blog article${issues.length === 1 ? "" : "s"}, the build stops.\n${issues.map((issue) => `  - ${formatIssue(issue)}`).join("\n")}`);
    return;
  }

  let count = createMarketPages({ routes: routes.filter((route) => route.kind !== "BLOG"), market, domain, templatesDir, createPage: actions.createPage });
  const blogRoute = routes.find((route) => route.kind === "BLOG");
  if (blogRoute) count += createBlogPages({ posts, blogRoute, market, domain, templatesDir, createPage: actions.createPage });
  reporter.info(`Created ${count} pages for market ${market} (${posts.length} articles)`);
};

/** Per-route index.json with the build's hash, next to Gatsby's own output (SPEC §7). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, getNodesByType, reporter }) => {
  if (!loaded) return;
  const result = await graphql<{ site: { siteMetadata: { buildHash: string } } }>(`query BuildHash { site { siteMetadata { buildHash } } }`);
  const hash = result.data?.site.siteMetadata.buildHash;
  if (!hash) {
    reporter.panicOnBuild("The build hash is missing from siteMetadata");
    return;
  }
  const paths = getNodesByType("SitePage")
    .map((page) => String(page.path))
    .filter((pagePath) => pagePath.endsWith("/") && !pagePath.startsWith("/dev-404-page"));
  const count = writeRouteData({
    publicDir: path.join(__dirname, "public"),
    paths,
    hash,
    market,
    locale: loaded.data.countries[market].language,
  });
  reporter.info(`Wrote ${count} route data files (hash ${hash})`);
};
