/** Blog constants shared by the build (validation, pagination) and the templates. */

export const BLOG_CATEGORIES = ["guides-locaux", "regles-dechets", "location-engins"] as const;

/** Cards per listing page: /blog/ holds the 12 newest, /blog/2/ the next 12, … */
export const POSTS_PER_PAGE = 12;

/** Collections of articles: the blog, and the testing blog built only outside production. */
export const BLOG_COLLECTIONS = {
  blog: { base: "/blog/" },
  "blog-testing": { base: "/blog-testing/" },
} as const;
export type BlogCollection = keyof typeof BLOG_COLLECTIONS;

/** Path of listing page `page` (1-based) of a collection: /blog/, /blog/2/, … */
export function listingPath(collection: BlogCollection, page: number): string {
  const { base } = BLOG_COLLECTIONS[collection];
  return page <= 1 ? base : `${base}${page}/`;
}

/** The blog's RSS feed: its articles only, never the testing blog's. */
export const FEED_PATH = `${BLOG_COLLECTIONS.blog.base}rss.xml`;

export function articlePath(collection: BlogCollection, slug: string): string {
  return `${BLOG_COLLECTIONS[collection].base}${slug}/`;
}

/** Reading time at 200 words a minute, at least one minute. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}
