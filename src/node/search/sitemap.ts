/**
 * Which pages a domain's sitemap lists (gatsby-plugin-sitemap 6 writes it): exactly the indexable
 * canonical URLs of the artifact. A page is listed when its canonical link points at itself, so
 * aliases and /de/ twins (canonical elsewhere), the not-found page and the testing blog never are;
 * the /de/… pages of content/dynamic/, each its own canonical page, are.
 * https://www.gatsbyjs.com/plugins/gatsby-plugin-sitemap/
 */
import { absoluteUrl } from "../../shared/paths";
import type { BlogCollection } from "../../shared/blog";
import type { PageKind } from "../../shared/route-table";

/** A SitePage node as the sitemap's query returns it. */
export interface SitemapSourcePage {
  path: string;
  pageContext?: Record<string, unknown> | null;
}

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD of the last change, known for articles. */
  lastmod?: string;
}

/** The sitemap's GraphQL query: every page with the context gatsby-node gave it. */
export const SITEMAP_QUERY = `{ allSitePage { nodes { path pageContext } } }`;

const NOT_LISTED_KINDS: ReadonlySet<PageKind> = new Set(["NOT_FOUND", "BLOG_TAG", "LANGUAGES"]);
const NOT_LISTED_COLLECTIONS: ReadonlySet<BlogCollection> = new Set(["blog-testing"]);

export function isIndexable(page: SitemapSourcePage, domain: string): boolean {
  const context = page.pageContext ?? {};
  if (NOT_LISTED_KINDS.has(context.kind as PageKind)) return false;
  if (NOT_LISTED_COLLECTIONS.has(context.collection as BlogCollection)) return false;
  return context.canonicalUrl === absoluteUrl(domain, page.path);
}

/** The sitemap's entries, sorted by path: the artifact's indexable pages. */
export function sitemapEntries(
  pages: readonly SitemapSourcePage[],
  domain: string,
): SitemapEntry[] {
  return pages
    .filter((page) => isIndexable(page, domain))
    .map((page) => {
      const lastmod = page.pageContext?.dateModified;
      return typeof lastmod === "string" ? { path: page.path, lastmod } : { path: page.path };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** gatsby-plugin-sitemap's options for one market's artifact. */
export function sitemapPluginOptions({ domain }: { domain: string }) {
  return {
    query: SITEMAP_QUERY,
    // robots.txt names the sitemap; no <link rel="sitemap"> on the pages.
    createLinkInHead: false,
    resolveSiteUrl: () => absoluteUrl(domain, "/"),
    resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapSourcePage[] } }) =>
      sitemapEntries(allSitePage.nodes, domain),
    serialize: ({ path: url, lastmod }: SitemapEntry) => (lastmod ? { url, lastmod } : { url }),
  };
}
