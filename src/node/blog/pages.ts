/**
 * Blog pages: the paginated listing (/blog/, /blog/2/, …) and one page per article
 * (/blog/<slug>/), each with its /de/ twin whose canonical is the primary path. The testing blog
 * (/blog-testing/…) is built the same way, outside production only.
 */
import type { Actions } from "gatsby";
import type { Market } from "../../shared/keys";
import type { PageContext } from "../../shared/page-context";
import { absoluteUrl, twinPath } from "../../shared/paths";
import type { RouteEntry } from "../../shared/route-table";
import { BLOG_COLLECTIONS, POSTS_PER_PAGE, articlePath, listingPath, type BlogCollection } from "../../shared/blog";
import { pageContext, templatePath } from "../pages";

export interface BlogPost {
  id: string;
  slug: string;
  collection: BlogCollection;
  contentFilePath: string;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD of the last change (front matter `updated`), or null. */
  updated: string | null;
  category: string;
  tags: readonly string[];
  service: string | null;
  regionKeys: readonly string[];
}

export interface BlogListingContext extends PageContext {
  collection: BlogCollection;
  skip: number;
  limit: number;
  currentPage: number;
  numPages: number;
}

export interface BlogPostContext extends PageContext {
  id: string;
  slug: string;
  collection: BlogCollection;
  related: string[];
  regionKeys: string[];
  /** YYYY-MM-DD: the article's date. */
  datePublished: string;
  /** YYYY-MM-DD: `updated`, or the date; the sitemap's lastmod and the article's dateModified. */
  dateModified: string;
}

/** Up to `count` articles sharing tags (2 points each) or the category (1 point), newest first on a tie. */
export function relatedSlugs(posts: readonly BlogPost[], post: BlogPost, count = 3): string[] {
  return posts
    .filter((other) => other.slug !== post.slug && other.collection === post.collection)
    .map((other) => ({
      other,
      score: other.tags.filter((tag) => post.tags.includes(tag)).length * 2 + (other.category === post.category ? 1 : 0),
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date) || a.other.slug.localeCompare(b.other.slug))
    .slice(0, count)
    .map(({ other }) => other.slug);
}

interface CreateBlogPagesArgs {
  posts: readonly BlogPost[];
  blogRoute: RouteEntry;
  market: Market;
  domain: string;
  templatesDir: string;
  createPage: Actions["createPage"];
}

/** Creates listing and article pages for every collection that has articles; returns the page count. */
export function createBlogPages({ posts, blogRoute, market, domain, templatesDir, createPage }: CreateBlogPagesArgs): number {
  let count = 0;
  const base = pageContext(blogRoute, market, domain);
  const create = <C extends PageContext>(primary: string, component: string, context: C) => {
    for (const pagePath of [primary, twinPath(primary)]) {
      createPage<C>({ path: pagePath, component, context: { ...context, primaryPath: primary, canonicalUrl: absoluteUrl(domain, primary) } });
      count += 1;
    }
  };

  for (const collection of Object.keys(BLOG_COLLECTIONS) as BlogCollection[]) {
    // Newest first, then by slug: the listing query's order (src/templates/blog-query.tsx), whatever order the nodes came in.
    const inCollection = posts
      .filter((post) => post.collection === collection)
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
    // The main blog listing exists even before the first article; the testing blog only with articles.
    if (inCollection.length === 0 && collection !== "blog") continue;
    const numPages = Math.max(1, Math.ceil(inCollection.length / POSTS_PER_PAGE));
    for (let page = 1; page <= numPages; page += 1) {
      create<BlogListingContext>(listingPath(collection, page), templatePath("BLOG", templatesDir), {
        ...base,
        routeId: collection === "blog" ? "BLOG" : "BLOG_TESTING",
        collection,
        skip: (page - 1) * POSTS_PER_PAGE,
        limit: POSTS_PER_PAGE,
        currentPage: page,
        numPages,
      });
    }
    for (const post of inCollection) {
      create<BlogPostContext>(
        articlePath(collection, post.slug),
        // One template for every article: the body comes as data (docs/decisions.md#d43-one-article-template-the-body-compiled-to-data).
        templatePath("BLOG_POST", templatesDir),
        {
          ...base,
          routeId: `BLOG_POST:${post.slug}`,
          kind: "BLOG_POST",
          serviceKey: (post.service as PageContext["serviceKey"]) ?? null,
          id: post.id,
          slug: post.slug,
          collection,
          related: relatedSlugs(inCollection, post),
          regionKeys: [...post.regionKeys],
          datePublished: post.date,
          dateModified: post.updated ?? post.date,
        },
      );
    }
  }
  return count;
}

