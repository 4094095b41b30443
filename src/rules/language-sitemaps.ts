/**
 * The sitemaps of a market with several languages: one per language, listing that language's
 * indexable pages, and the index that names them at the address robots.txt gives
 * (docs/architecture.md#search-engines). A market with one language keeps gatsby-plugin-sitemap's
 * (src/node/search/sitemap.ts). Every page of such a market is its language's primary path, so the
 * route table says which pages there are; the page naming the languages and the not-found page are
 * not listed.
 */
import { absoluteUrl, assetUrl } from "../shared/paths";
import type { RouteEntry } from "../shared/route-table";

/** A language's sitemap, below the root: /sitemap-nl.xml. */
export const languageSitemapPath = (prefix: string) => `/sitemap-${prefix}.xml`;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** What is listed: a page of a language, not the page naming the languages nor the not-found page. */
const isListed = (route: RouteEntry) => route.kind !== "LANGUAGES" && route.kind !== "NOT_FOUND";

export interface SitemapFile {
  /** Its path below the artifact's root: /sitemap-index.xml, /sitemap-fr.xml. */
  path: string;
  xml: string;
}

/**
 * The index at `indexPath` and a sitemap per language (by its locale and prefix), each listing its
 * language's pages by path, sorted.
 */
export function languageSitemaps({
  routes,
  languages,
  domain,
  indexPath,
}: {
  routes: readonly RouteEntry[];
  languages: ReadonlyArray<{ locale: string; prefix: string }>;
  domain: string;
  indexPath: string;
}): SitemapFile[] {
  const sitemaps = languages.map(({ locale, prefix }) => {
    const urls = routes
      .filter((route) => route.locale === locale && isListed(route))
      .map((route) => route.primaryPath)
      .sort((a, b) => a.localeCompare(b))
      .map((path) => `<url><loc>${escapeXml(absoluteUrl(domain, path))}</loc></url>`);
    return {
      path: languageSitemapPath(prefix),
      xml: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>`,
    };
  });
  const index = sitemaps
    .map(({ path }) => `<sitemap><loc>${escapeXml(assetUrl(domain, path))}</loc></sitemap>`)
    .join("");
  return [
    {
      path: indexPath,
      xml: `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${index}</sitemapindex>`,
    },
    ...sitemaps,
  ];
}
