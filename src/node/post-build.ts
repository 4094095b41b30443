/**
 * What the build does to public/ once Gatsby has written every page, as one ordered list of named
 * steps. The order is the contract: a step reads what the steps before it wrote, and a test holds
 * the constraints that make it right (the serving files come last, since they carry the hashes of
 * every inline script of the finished HTML).
 */
import fs from "node:fs";
import path from "node:path";
import type { SiteData } from "../rules/data/site-data";
import type { Market } from "../shared/keys";
import { deferBundlesInDir } from "./deferred-bundles";
import { stampBuildHashInDir } from "./build-hash";
import {
  copySwitcherCatalogs,
  PAGE_DATA_DIR,
  SWITCHER_CATALOGS_DIR,
  writePageData,
} from "./page-data";
import { SEARCH_INDEX_DIR, writeSearchIndex } from "./blog/search-index";
import { recordOwnOutputs, removeUnreferencedStatic } from "./previous-build";
import { precompressBundles } from "./precompress";
import { robotsTxt, SITEMAP_INDEX_PATH } from "./search/robots";
import { languageSitemapPath, languageSitemaps } from "../rules/language-sitemaps";
import { hasSeveralLanguages } from "../shared/languages";
import { marketRoutes } from "../rules/market";
import { findNulBytes, nulBytesMessage } from "./nul-bytes";
import { writeServingFiles } from "./serving";
import { runtimeConfig } from "./runtime-config";

export interface PostBuildContext {
  /** The project: content/, and where .cache/ and public/ are. */
  root: string;
  data: SiteData;
  market: Market;
  siteEnv: "production" | "staging" | "development";
  /** The build's content hash (build-hash.ts). */
  hash: string;
  /** Every page path Gatsby built (the /de/… pages of content/dynamic/ too), client-only pages aside. */
  paths: readonly string[];
  /** Prints a line of the build's output. */
  info: (line: string) => void;
  /** Stops the build with a message. */
  fail: (message: string) => void;
}

export interface PostBuildStep {
  name: string;
  run: (context: PostBuildContext) => void;
}

const publicDirOf = (context: PostBuildContext) => path.join(context.root, "public");
const countryOf = (context: PostBuildContext) => context.data.countries[context.market];

/** Paint first, load the bundles after (deferred-bundles.ts). */
function deferBundles(context: PostBuildContext) {
  context.info(
    `Deferred the bundles of ${deferBundlesInDir(publicDirOf(context))} pages to after their first paint`,
  );
}

/** Every page names the build it belongs to (build-hash.ts). */
function stampBuildHash(context: PostBuildContext) {
  context.info(
    `Stamped the build's hash into ${stampBuildHashInDir(publicDirOf(context), context.hash)} pages`,
  );
}

/** Per-route index.json with the build's hash, read by the page-data check of every navigation (docs/rules.md#page-data-files). */
function writeRouteData(context: PostBuildContext) {
  const count = writePageData({
    publicDir: publicDirOf(context),
    hash: context.hash,
    market: context.market,
    locale: countryOf(context).languages[0].catalog,
    paths: context.paths,
  });
  context.info(`Wrote ${count} page data files (hash ${context.hash})`);
}

/** The locale switcher of non-production builds loads these catalogs on demand (docs/rules.md#locale-switcher). */
function copyCatalogs(context: PostBuildContext) {
  if (context.siteEnv === "production") return;
  const copied = copySwitcherCatalogs(
    path.join(context.root, "content/locales"),
    publicDirOf(context),
    context.data.brand.i18n.locales,
  );
  context.info(`Copied ${copied} catalogs to /locales/ for the locale switcher`);
}

/** The blog's search index, from the finished HTML of the articles (blog/search-index.ts). */
function indexArticles(context: PostBuildContext) {
  const searchIndex = writeSearchIndex(publicDirOf(context), context.root);
  if (searchIndex.pages > 0)
    context.info(
      `Indexed ${searchIndex.pages} articles for search in /${SEARCH_INDEX_DIR}/ (${Math.round(searchIndex.bytes / 1024)} kB, ${searchIndex.ms} ms)`,
    );
}

/** What this build wrote of its own, so that the next one removes it first (previous-build.ts). */
function recordOutputs(context: PostBuildContext) {
  const publicDir = publicDirOf(context);
  recordOwnOutputs(path.join(context.root, ".cache"), [
    ...(fs.existsSync(path.join(publicDir, SEARCH_INDEX_DIR)) ? [SEARCH_INDEX_DIR] : []),
    PAGE_DATA_DIR,
    ...(context.siteEnv !== "production" ? [SWITCHER_CATALOGS_DIR] : []),
    ...(context.siteEnv === "production" && hasSeveralLanguages(countryOf(context))
      ? [
          SITEMAP_INDEX_PATH,
          ...countryOf(context).languages.map((language) => languageSitemapPath(language.prefix)),
        ].map((file) => file.replace(/^\//, ""))
      : []),
  ]);
}

function compressBundles(context: PostBuildContext) {
  context.info(`Wrote brotli copies of ${precompressBundles(publicDirOf(context))} bundles`);
}

/**
 * A production build of a market with several languages: a sitemap per language and their index
 * (src/rules/language-sitemaps.ts); gatsby-plugin-sitemap writes the one of a market with one.
 */
function writeLanguageSitemaps(context: PostBuildContext) {
  const country = countryOf(context);
  if (context.siteEnv !== "production" || !hasSeveralLanguages(country)) return;
  const files = languageSitemaps({
    routes: marketRoutes(context.data, context.market),
    languages: country.languages,
    domain: country.domains[0],
    indexPath: SITEMAP_INDEX_PATH,
  });
  for (const file of files)
    fs.writeFileSync(path.join(publicDirOf(context), file.path.replace(/^\//, "")), file.xml);
  context.info(`Wrote ${files.length - 1} sitemaps, one per language, and their index`);
}

/** Production lets crawlers in and names the sitemap; any other build shuts them out (search/robots.ts). */
function writeRobots(context: PostBuildContext) {
  fs.writeFileSync(
    path.join(publicDirOf(context), "robots.txt"),
    robotsTxt({ siteEnv: context.siteEnv, domain: countryOf(context).domains[0] }),
  );
}

/** After every output of the plugins and of the steps before: no text file may hold a NUL byte. */
function refuseNulBytes(context: PostBuildContext) {
  const withNul = findNulBytes(publicDirOf(context));
  if (withNul.length > 0) context.fail(nulBytesMessage(withNul, "public"));
}

/** Once every output is written: an image replaced or removed since the last build is not served. */
function removeStaleStatic(context: PostBuildContext) {
  const unreferenced = removeUnreferencedStatic(publicDirOf(context));
  if (unreferenced.length > 0)
    context.info(
      `Removed ${unreferenced.length} files of public/static/ that no output of this build names (left by an earlier build)`,
    );
}

/** Last, once no step rewrites the HTML: the policies carry each page's inline-script hashes. */
function writeServingRules(context: PostBuildContext) {
  const country = countryOf(context);
  const site = {
    market: context.market,
    domains: country.domains,
    appUrl: country.appUrl,
    tagManagerId: runtimeConfig(context.data, context.market, context.siteEnv).tagManagerId,
  };
  const policies = writeServingFiles({
    publicDir: publicDirOf(context),
    deployDir: path.join(context.root, ".cache", "deploy"),
    site,
  });
  context.info(
    `Wrote the serving rules (nginx, _headers, _redirects) with the script hashes of ${policies} pages`,
  );
}

export const POST_BUILD_STEPS: readonly PostBuildStep[] = [
  { name: "defer bundles", run: deferBundles },
  { name: "stamp build hash", run: stampBuildHash },
  { name: "route data", run: writeRouteData },
  { name: "switcher catalogs", run: copyCatalogs },
  { name: "search index", run: indexArticles },
  { name: "record own outputs", run: recordOutputs },
  { name: "brotli copies", run: compressBundles },
  { name: "language sitemaps", run: writeLanguageSitemaps },
  { name: "robots.txt", run: writeRobots },
  { name: "refuse NUL bytes", run: refuseNulBytes },
  { name: "remove stale static files", run: removeStaleStatic },
  { name: "serving rules", run: writeServingRules },
];

/** Runs the steps in order. */
export function runPostBuild(
  context: PostBuildContext,
  steps: readonly PostBuildStep[] = POST_BUILD_STEPS,
): void {
  for (const step of steps) step.run(context);
}
