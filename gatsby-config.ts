/**
 * Gatsby configuration: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
 * One build = one market (SITE_MARKET), in that market's language only.
 */
import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { buildContext } from "./src/node/build-context";
import { marketRoutes } from "./src/rules/market";
import { usesEveryPageModule } from "./src/node/pages";
import { loadDynamicPages } from "./src/node/dynamic-pages";
import { computeBuildHash } from "./src/node/build-hash";
import { sitemapPluginOptions } from "./src/node/search/sitemap";
import { blogCopy, feedPluginOptions } from "./src/node/search/feed";
import { SITE_I18NEXT_OPTIONS } from "./src/shared/i18next-options";
import packageJson from "./package.json";

/**
 * data/, read once for the whole build (src/node/build-context.ts). Data errors are reported by
 * gatsby-node's content check with file, field and value; this file only needs the market's domain
 * and language, so it tolerates broken data and lets that report run.
 */
const { data: load, market, siteEnv } = buildContext(__dirname);
const data = load.loaded?.data;
const country = data?.countries[market];
/** The blog is a page of some markets only (docs/rules.md#pages-per-market); other artifacts read no article at all. */
const hasBlog = country?.pages.includes("BLOG") ?? false;
const blogSources = [
  ...(hasBlog ? [{ name: "blog", path: path.join(__dirname, "content/blog") }] : []),
  // Testing articles exist only outside production: no page, link or data in production
  // (docs/rules.md#non-production-pages).
  ...(hasBlog && siteEnv !== "production"
    ? [{ name: "blog-testing", path: path.join(__dirname, "content/blog-testing") }]
    : []),
];
const siteUrl = country ? `https://${country.domains[0]}` : undefined;
/** The catalogs of the market's languages; "und" (undetermined) only stands in while broken data waits for gatsby-node's report. */
const languages = country?.languages.map((entry) => entry.catalog) ?? ["und"];
/** The market's first language: its blog's, which a market has only with one language. */
const firstLanguage = country?.languages[0];

/** As with the data: a broken catalog is reported by the content check (gatsby-node onPreInit), not here. */
function feedCopy(locale: string) {
  try {
    return blogCopy(__dirname, locale);
  } catch {
    return undefined;
  }
}
const blogText = firstLanguage && hasBlog ? feedCopy(firstLanguage.catalog) : undefined;

/**
 * Search engines: a production artifact has a sitemap of its indexable canonical URLs
 * (src/node/search/sitemap.ts; robots.txt names it), and a market with the blog has its feed.
 */
const searchPlugins =
  country && data
    ? [
        // A market with several languages has a sitemap per language, written after the build
        // (src/rules/language-sitemaps.ts).
        ...(siteEnv === "production" && country.languages.length === 1
          ? [
              {
                resolve: "gatsby-plugin-sitemap",
                options: sitemapPluginOptions({ domain: country.domains[0] }),
              },
            ]
          : []),
        ...(blogText && firstLanguage
          ? [
              {
                resolve: "gatsby-plugin-feed",
                options: feedPluginOptions({
                  domain: country.domains[0],
                  htmlLang: firstLanguage.locale,
                  brandName: data.brand.name,
                  ...blogText,
                }),
              },
            ]
          : []),
      ]
    : [];

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Debrix",
    siteUrl,
    market,
    siteEnv,
    // The site version, in the <meta name="generator"> of every page
    // (docs/decisions.md#d12-the-site-version-is-in-every-page).
    version: packageJson.version,
    // Content hash of everything this build reads: every page's <meta name="debrix:hash"> and index.json.
    buildHash: computeBuildHash({ root: __dirname, market, siteEnv }),
  },
  trailingSlash: "always",
  // The query types, written by the builds of a market with every page kind (FR, with its blog and its /de/… pages):
  // another market's build reads only its own pages' queries (src/node/pages.ts).
  graphqlTypegen:
    data &&
    country &&
    usesEveryPageModule(
      marketRoutes(data, market),
      loadDynamicPages(__dirname, market, new Set()).pages.length > 0,
    )
      ? { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true }
      : false,
  plugins: [
    // Image files, sizes, formats and blurred placeholders (the `gatsbyImageData` resolver); pages
    // render that data with src/components/picture.tsx. gatsby-plugin-image itself is not a plugin
    // here: its component is not used, and its head styles and script would only weigh on every page.
    // Formats, placeholder and quality of every picture; the queries say the width and the
    // densities, and the home hero adds AVIF (docs/decisions.md#d40-image-formats-and-widths-chosen-by-measure).
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "webp"], placeholder: "blurred", quality: 50 } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.join(__dirname, "content/locales") },
    },
    // Illustrations of the home page and the services (made from assets/illustrations/ by scripts/make-illustrations.mjs).
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: path.join(__dirname, "content/images") },
    },
    ...blogSources.map((options) => ({ resolve: "gatsby-source-filesystem", options })),
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    ...searchPlugins,
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        // The catalogs' Locale nodes are gatsby-node's, one per namespace (src/node/catalog-namespaces.ts):
        // the plugin must not make its own node of each whole file.
        localeJsonSourceName: null,
        languages,
        defaultLanguage: languages[0],
        siteUrl,
        // Each artifact is one language, rendered at build time: no client-side language redirect.
        redirect: false,
        generateDefaultLanguagePage: false,
        trailingSlash: "always",
        i18nextOptions: {
          ...SITE_I18NEXT_OPTIONS,
          fallbackLng: data?.brand.i18n.fallbackLocale ?? false,
        },
      },
    },
  ],
};

export default config;
