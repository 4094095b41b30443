/**
 * Build-time hooks: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 * Each hook is thin; the work is in src/node/*.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode, NodeInput } from "gatsby";
import type { LoadedData } from "./src/node/data/load";
import { formatIssue } from "./src/rules/data/issues";
import { buildContext, reloadBuildContext } from "./src/node/build-context";
import { marketRoutes } from "./src/rules/market";
import { runtimeConfig } from "./src/node/runtime-config";
import { brandMarkDefinitions, brandMarks } from "./src/node/brand-marks";
import { createDynamicPages, createMarketPages, PAGE_QUERIES_DIR } from "./src/node/pages";
import { typeDefs } from "./src/node/schema-types";
import { dataNodes, marketLanguage, marketResolvers } from "./src/node/data-nodes";
import { nodeChanges, watchFolder } from "./src/node/data-watch";
import { collectPosts, type MdxSource } from "./src/node/blog/collect";
import { createBlogPages } from "./src/node/blog/pages";
import { blogTopics } from "./src/rules/blog/topics";
import { cachedExcerptResolvers } from "./src/node/blog/excerpt-cache";
import { articleTreeResolvers, cachedArticleTree } from "./src/node/blog/article-tree";
import { articleReadingMinutes, type BlogCollection } from "./src/shared/blog";
import { loadDynamicPages, typesetDynamicPage } from "./src/node/dynamic-pages";
import { removePreviousOutputs } from "./src/node/previous-build";
import {
  browserResolve,
  devOnlyBrowserPluginStandIn,
  PARTYTOWN_BROWSER_PLUGIN,
  serviceWorkerAlias,
  TERSER_OPTIONS,
  withCommonsInApp,
  withCssStep,
  withTerser,
} from "./src/node/bundle-weight";
import { CompileHintsPlugin } from "./src/node/compile-hints";
import {
  inlineImports,
  TOKENS_FILE,
  withPostcssPlugins,
  writeStyleTokens,
} from "./src/node/style-tokens";
import { I18N_PLUGIN_RUNTIME_MODULES, pageI18nModule } from "./src/node/i18n-runtime";
import { sourceMapsWanted } from "./src/node/source-maps.mjs";
import { alternatesTable } from "./src/node/search/alternates";
import { checkContent, formatContentCheck } from "./src/node/content-check";
import { localeNodes, pageNamespaces, type CatalogReading } from "./src/node/catalog-namespaces";
import { withI18nContext } from "./src/node/i18n-page-context";
import { runPostBuild } from "./src/node/post-build";
import type { PageKind, LegalKey } from "./src/shared/route-table";
import { isToolKind, toolModels, type ToolModels } from "./src/node/tool-pages";
import { regionStreetRules } from "./src/rules/placement/model";
import { regionSizes } from "./src/rules/tools/model";
import { hasSeveralLanguages, languageOfPath } from "./src/shared/languages";
import { typographyOf } from "./src/rules/typography";

/**
 * data/ and the market of this build, read once per process (src/node/build-context.ts). Gatsby's
 * query workers load this file without running onPreBootstrap, so the market is known when the
 * file loads; broken data leaves it empty until the content check reports the data.
 */
const context = buildContext(__dirname);
const { market, siteEnv } = context;
/** The validated data, once onPreBootstrap has found it usable for this market; replaced by `gatsby develop`'s watch of data/. */
let loaded: LoadedData | undefined;

/**
 * The first hook Gatsby runs, before any plugin sources or parses a file: the content check
 * (npm run check:content) stops the build on a bad edit with its own message, instead of a
 * plugin's stack trace. `panic`, not `panicOnBuild`: `gatsby develop` would go on to that crash.
 */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const { issues } = checkContent(__dirname, context.data);
  if (issues.length > 0)
    reporter.panic(`Invalid content, the build stops.\n${formatContentCheck(issues)}`);
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  if (context.data.error) {
    reporter.panicOnBuild(`Invalid data, the build stops.\n${context.data.error.message}`);
    return;
  }
  if (context.marketError) {
    reporter.panicOnBuild(context.marketError.message);
    return;
  }
  loaded = context.data.loaded;
  for (const warning of loaded.warnings) reporter.warn(warning);
  reporter.info(`Building market ${market}`);
};

/** Stops `gatsby develop`'s watch of data/; set while it runs. */
let stopWatchingData: (() => void) | undefined;

/**
 * One node per validated object of data/: GraphQL serves exactly what the loader checked. Under
 * `gatsby develop` an edit under data/ replaces the nodes without a restart (src/node/data-watch.ts);
 * bad data is reported and the last valid data kept.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({
  actions,
  createNodeId,
  createContentDigest,
  getNode,
  reporter,
}) => {
  if (!loaded) return; // the data error was already reported
  const helpers = { createNodeId, createContentDigest };
  let current: NodeInput[] = dataNodes(loaded.data, helpers, market);
  for (const node of current) actions.createNode(node);
  if (process.env.gatsby_executing_command !== "develop") return;
  stopWatchingData?.();
  stopWatchingData = watchFolder(path.join(__dirname, "data"), () => {
    try {
      const reloaded = reloadBuildContext(__dirname).data;
      if (reloaded.error) throw reloaded.error;
      const next = reloaded.loaded;
      const nodes = dataNodes(next.data, helpers, market);
      const { create, remove } = nodeChanges(current, nodes);
      for (const id of remove) {
        const node = getNode(id);
        if (node) actions.deleteNode(node);
      }
      for (const node of create) actions.createNode(node);
      loaded = next;
      current = nodes;
      for (const warning of next.warnings) reporter.warn(warning);
      reporter.info(`data/ changed: ${nodes.length} data nodes updated, ${remove.length} removed`);
    } catch (error) {
      reporter.error(
        `data/ changed but cannot be used; the site keeps the last valid data.\n${(error as Error).message}`,
      );
    }
  });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

/**
 * Root fields of the market, the values pages print formatted, and the articles' texts typeset in
 * the market's language (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({
  createResolvers,
  createNodeId,
  cache,
}) => {
  const languageOf = marketLanguage(market, createNodeId);
  createResolvers(marketResolvers(market, createNodeId));
  createResolvers(cachedExcerptResolvers(cache, languageOf));
  createResolvers(articleTreeResolvers(cache, __dirname, languageOf));
};

interface FileNode {
  sourceInstanceName: string;
  relativeDirectory: string;
  relativePath: string;
  absolutePath: string;
  extension: string;
}

/**
 * How a catalog is read: with the typography of the market's language whose catalog it is, over
 * the catalog it falls back to (docs/content-team.md#a-market-with-several-languages).
 */
function catalogReading(catalog: string): CatalogReading {
  const language = Object.values(context.data.loaded?.data.countries ?? {})
    .flatMap((country) => country.languages)
    .find((candidate) => candidate.catalog === catalog);
  if (!language) return {};
  const fallback = language.catalogFallback;
  return {
    rules: typographyOf(language),
    fallback: fallback
      ? (JSON.parse(
          fs.readFileSync(
            path.join(__dirname, "content/locales", fallback, "translation.json"),
            "utf8",
          ),
        ) as unknown)
      : undefined,
  };
}

/**
 * Each catalog (content/locales/<locale>/translation.json) becomes one Locale node per namespace
 * (src/node/catalog-namespaces.ts), in place of gatsby-plugin-react-i18next's one node per file;
 * and each article gets its slug, collection, reading time and cover file, for the blog's queries.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  if (node.internal.type === "File") {
    const file = node as unknown as FileNode & { id: string };
    if (file.sourceInstanceName !== "locale" || file.extension !== "json") return;
    try {
      for (const locale of localeNodes(
        file,
        fs.readFileSync(file.absolutePath, "utf8"),
        { createNodeId, createContentDigest },
        catalogReading(file.relativeDirectory),
      )) {
        actions.createNode(locale);
        actions.createParentChildLink({
          parent: node,
          child: locale as unknown as Parameters<typeof actions.createParentChildLink>[0]["child"],
        });
      }
    } catch (error) {
      reporter.panicOnBuild(`Invalid catalog, the build stops.\n${(error as Error).message}`);
    }
    return;
  }
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as unknown as FileNode | undefined;
  if (!file) return;
  const body = String(node.body ?? "");
  const image = (node.frontmatter as { image?: unknown } | undefined)?.image;
  const fields: Record<string, unknown> = {
    coverPath:
      typeof image === "string" && !image.startsWith("/")
        ? path.resolve(path.dirname(file.absolutePath), image)
        : null,
    slug: file.relativeDirectory.split("/")[0],
    collection: file.sourceInstanceName,
    readingMinutes: articleReadingMinutes(body),
  };
  for (const [name, value] of Object.entries(fields))
    actions.createNodeField({ node, name, value });
};

export const createPages: GatsbyNode["createPages"] = async ({
  actions,
  reporter,
  getNodesByType,
  cache,
}) => {
  if (!loaded) return; // the data error was already reported
  const { data } = loaded;
  // Every path created here, so a dynamic page cannot shadow one.
  const createdPaths = new Set<string>();
  const country = data.countries[market];
  const catalogs = country.languages.map((language) => language.catalog);
  // Every page's query asks for the catalog namespaces of its template (src/node/catalog-namespaces.ts);
  // every page has the i18n plugin's context from the start (src/node/i18n-page-context.ts), in
  // the language its path is in.
  // The visitor tools' pages carry their model (src/node/tool-pages.ts), made once the articles are read.
  // One set of models per language (by catalog), for a market that lists a tool page at all: a
  // model needs the tools' texts in every language of its market.
  const tools: { models?: ReadonlyMap<string, ToolModels> } = {};
  const hasPlacementPage = (country.pages as readonly string[]).includes("WHERE_CAN_IT_STAND");
  const hasToolPage = (["WHICH_CONTAINER", "CAN_IT_GO_IN", "WHERE_CAN_IT_STAND"] as const).some(
    (key) => (country.pages as readonly string[]).includes(key),
  );
  const createPage: typeof actions.createPage = (page) => {
    createdPaths.add(page.path);
    const context = page.context as {
      kind: PageKind;
      legalKey?: LegalKey | null;
      regionKey?: string | null;
    };
    const pageLanguage = languageOfPath(country.languages, page.path);
    const models = tools.models?.get(pageLanguage.catalog);
    const tool = models && isToolKind(context.kind) ? { tool: models[context.kind] } : {};
    // A region's page shows its zones' street rules, from the "where can it stand?" page's model.
    const placement = models?.WHERE_CAN_IT_STAND;
    const street =
      context.kind === "REGION" && context.regionKey && placement && hasPlacementPage
        ? { streetRules: regionStreetRules(placement, context.regionKey) }
        : {};
    // The sizes a region names, with the figures of data/containers.yaml (docs/decisions.md#d98-a-regions-sizes-are-named-from-datacontainersyaml);
    // left out of the context when it names none, so the other region pages' data stays as it was.
    const region =
      context.kind === "REGION"
        ? data.regions.find((candidate) => candidate.key === context.regionKey)
        : undefined;
    const sizes =
      region && models ? regionSizes(models.WHICH_CONTAINER, region, pageLanguage.locale) : [];
    const regionSizeContext = sizes.length > 0 ? { sizes } : {};
    actions.createPage(
      withI18nContext(
        {
          ...page,
          context: {
            ...page.context,
            ...tool,
            ...street,
            ...regionSizeContext,
            catalogNamespaces: pageNamespaces(context),
          },
        },
        pageLanguage.catalog,
        catalogs,
      ),
    );
  };
  const routes = marketRoutes(data, market);
  const domain = country.domains[0];
  const queriesDir = path.join(__dirname, PAGE_QUERIES_DIR);

  // Slug and collection come from onCreateNode's fields, so they are derived in one place.
  const mdxSources: MdxSource[] = getNodesByType("Mdx").flatMap((node) => {
    const fields = node.fields as { slug?: string; collection?: BlogCollection } | undefined;
    const absolutePath = node.internal.contentFilePath;
    if (!fields?.slug || !fields.collection || !absolutePath) return [];
    return [
      {
        id: node.id,
        body: String(node.body ?? ""),
        frontmatter: node.frontmatter,
        absolutePath,
        slug: fields.slug,
        collection: fields.collection,
      },
    ];
  });
  const { posts, issues } = collectPosts(mdxSources, data, market, __dirname);
  // The sizes a region names are drawn from the same model, tool pages or not.
  const namesSizes = data.regions.some(
    (region) => country.regions.includes(region.key) && (region.containers?.length ?? 0) > 0,
  );
  if (hasToolPage || namesSizes) {
    const articleTitles = new Map(
      mdxSources
        .filter((source) => source.collection === "blog")
        .map((source) => [source.slug, String((source.frontmatter as { title?: unknown }).title)]),
    );
    tools.models = new Map(
      country.languages.map((language) => [
        language.catalog,
        toolModels(__dirname, data, market, articleTitles, language),
      ]),
    );
  }
  if (issues.length > 0) {
    reporter.panicOnBuild(
      `Invalid blog article${issues.length === 1 ? "" : "s"}, the build stops.\n${issues.map((issue) => `  - ${formatIssue(issue)}`).join("\n")}`,
    );
    return;
  }
  // Each article's body compiled to its element tree, once, before any query asks for it.
  const articleIds = new Set(posts.map((post) => post.id));
  const treeIssues = [];
  for (const node of getNodesByType("Mdx")) {
    if (articleIds.has(node.id))
      treeIssues.push(...(await cachedArticleTree(cache, node, __dirname)).issues);
  }
  if (treeIssues.length > 0) {
    reporter.panicOnBuild(
      `Invalid blog article body${treeIssues.length === 1 ? "" : "s"}, the build stops.\n${treeIssues.map((issue) => `  - ${formatIssue(issue)}`).join("\n")}`,
    );
    return;
  }

  const alternates = alternatesTable(data);
  let count = createMarketPages({
    routes: routes.filter((route) => route.kind !== "BLOG"),
    market,
    domain,
    queriesDir,
    createPage,
    alternates,
    languages: country.languages,
  });
  const blogRoute = routes.find((route) => route.kind === "BLOG");
  if (blogRoute)
    count += createBlogPages({
      posts,
      topics: blogTopics(data, market, posts),
      blogRoute,
      market,
      domain,
      queriesDir,
      createPage,
    });

  // The /de/… pages are the earlier site's addresses, which a market with several languages does
  // not have: there /de/ may be a language's prefix.
  let dynamicCount = 0;
  if (!hasSeveralLanguages(country)) {
    const dynamic = loadDynamicPages(__dirname, market, createdPaths);
    if (dynamic.issues.length > 0) {
      reporter.panicOnBuild(
        `Invalid dynamic page${dynamic.issues.length === 1 ? "" : "s"}, the build stops.\n${dynamic.issues.map((issue) => `  - ${formatIssue(issue)}`).join("\n")}`,
      );
      return;
    }
    // Rendered like any other page, their texts typeset in the market's language
    // (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text).
    const rules = typographyOf(country.languages[0]);
    dynamicCount = createDynamicPages({
      pages: dynamic.pages.map((page) => typesetDynamicPage(page, rules)),
      market,
      domain,
      queriesDir,
      createPage,
    });
  }
  reporter.info(
    `Created ${count + dynamicCount} pages for market ${market} (${posts.length} articles, ${dynamicCount} /de/… pages of content/dynamic/)`,
  );
};

/** Before the build writes anything: public/ loses what the last build left there (src/node/previous-build.ts). */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const removed = removePreviousOutputs(
    path.join(__dirname, "public"),
    path.join(__dirname, ".cache"),
  );
  if (removed.bundles + removed.own > 0)
    reporter.info(
      `Removed the last build's ${removed.bundles} bundle files and ${removed.own} outputs of its own from public/`,
    );
};

/** The post-build steps, in their order (src/node/post-build.ts). */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({
  graphql,
  getNodesByType,
  reporter,
}) => {
  if (!loaded) return;
  const result = await graphql<{ site: { siteMetadata: { buildHash: string } } }>(`
    query BuildHash {
      site {
        siteMetadata {
          buildHash
        }
      }
    }
  `);
  const hash = result.data?.site.siteMetadata.buildHash;
  if (!hash) {
    reporter.panicOnBuild("The build hash is missing from siteMetadata");
    return;
  }
  // Every page's own path (a client-only page, should one be added, has no route data of its own).
  const paths = getNodesByType("SitePage")
    .filter((page) => !page.matchPath)
    .map((page) => String(page.path))
    .filter((pagePath) => pagePath.endsWith("/") && !pagePath.startsWith("/dev-404-page"));
  runPostBuild({
    root: __dirname,
    data: loaded.data,
    market,
    siteEnv,
    hash,
    paths,
    info: (line) => reporter.info(line),
    fail: (message) => reporter.panicOnBuild(message),
  });
};

/** docs/rules.md#chunk-load-failure: page and language chunks time out after 120 seconds (data/business.yaml). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
  getConfig,
  store,
}) => {
  if (!loaded) return;
  // The browser runtime's settings (src/runtime/site-config.ts), in the browser and the HTML bundles.
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __DEBRIX_SITE__: JSON.stringify(runtimeConfig(loaded.data, market, siteEnv)),
      }),
    ],
  });
  // The language picker's styles only in a market with several languages (gatsby-browser.tsx).
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __DEBRIX_SEVERAL_LANGUAGES__: JSON.stringify(
          hasSeveralLanguages(loaded.data.countries[market]),
        ),
      }),
    ],
  });
  // The market's own logo and social glyphs only (docs/decisions.md#d55-each-market-ships-only-its-own-brand-marks).
  actions.setWebpackConfig({
    plugins: [plugins.define(brandMarkDefinitions(brandMarks(loaded.data.countries[market])))],
  });
  // The i18n plugin's page wrapper, in every bundle: the site's (docs/decisions.md#d52-one-i18next-instance-per-artifact).
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(I18N_PLUGIN_RUNTIME_MODULES, pageI18nModule(__dirname)),
    ],
  });
  // Build time, the production bundles' source maps: Gatsby makes `source-map` for the client
  // bundles and the HTML renderer; a build writes them only on request (SITE_SOURCE_MAPS=1), for
  // bench:trace and source-map-explorer (docs/decisions.md#d49-source-maps-only-on-request).
  if ((stage === "build-javascript" || stage === "build-html") && !sourceMapsWanted())
    actions.setWebpackConfig({ devtool: false });
  // The stylesheet's files taken in and its tokens and breakpoints written in place, in every stage (src/node/style-tokens.ts).
  const withTokens = getConfig();
  withPostcssPlugins(withTokens.module.rules, [
    inlineImports(),
    writeStyleTokens({ tokensFile: path.join(__dirname, TOKENS_FILE) }),
  ]);
  actions.replaceWebpackConfig(withTokens);
  if (stage !== "build-javascript" && stage !== "develop") return;
  actions.setWebpackConfig({
    output: { chunkLoadTimeout: loaded.data.business.chunkLoadTimeoutSeconds * 1000 },
  });
  if (stage !== "build-javascript") return;
  // The production bundles' weight: docs/decisions.md#d45-one-copy-of-each-module-in-the-browser-bundles
  actions.setWebpackConfig({ resolve: browserResolve(__dirname) });
  actions.setWebpackConfig({
    resolve: { alias: serviceWorkerAlias(__dirname, store.getState().flattenedPlugins) },
  });
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(
        PARTYTOWN_BROWSER_PLUGIN,
        devOnlyBrowserPluginStandIn(__dirname),
      ),
    ],
  });
  // docs/decisions.md#d57-the-start-up-bundles-are-compiled-off-the-main-thread
  actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
  const config = getConfig();
  config.optimization.minimizer = withTerser(
    config.optimization.minimizer,
    plugins.minifyJs({ terserOptions: TERSER_OPTIONS }),
  );
  // The stylesheet's layers, declared file by file, joined before cssnano minifies them (src/node/stylesheet-layers.cjs).
  // Loaded at run time: the minifier's worker runs the step from its source text.
  const { joinAdjacentLayers } = createRequire(path.join(__dirname, "package.json"))(
    "./src/node/stylesheet-layers.cjs",
  ) as typeof import("./src/node/stylesheet-layers.cjs");
  config.optimization.minimizer = withCssStep(
    config.optimization.minimizer,
    joinAdjacentLayers,
    (options) => plugins.minifyCss(options),
  );
  config.optimization.splitChunks.cacheGroups = withCommonsInApp(
    config.optimization.splitChunks.cacheGroups,
  );
  // docs/decisions.md#d58-webpacks-runtime-travels-in-app
  config.optimization.runtimeChunk = false;
  actions.replaceWebpackConfig(config);
};
