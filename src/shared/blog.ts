/** Blog constants shared by the build (validation, pagination) and the templates. */

/** Cards per listing page: /blog/ holds the 12 newest, /blog/2/ the next 12, … */
export const POSTS_PER_PAGE = 12;

/** Collections of articles: the blog, and the testing blog built only outside production. */
export const BLOG_COLLECTIONS = {
  blog: { base: "/blog/" },
  "blog-testing": { base: "/blog-testing/" },
} as const;
export type BlogCollection = keyof typeof BLOG_COLLECTIONS;

/** Path of page `page` (1-based) of a paginated listing whose first page is `base`: base, base2/, … */
export function pagedPath(base: string, page: number): string {
  return page <= 1 ? base : `${base}${page}/`;
}

/** Path of listing page `page` (1-based) of a collection: /blog/, /blog/2/, … */
export function listingPath(collection: BlogCollection, page: number): string {
  return pagedPath(BLOG_COLLECTIONS[collection].base, page);
}

/** Below the blog, the segment of the tag pages: /blog/tag/<tag>/. */
export const TAG_SEGMENT = "tag";

/** The first page of a topic of the blog: a category at its slug, a tag below /blog/tag/. */
export function topicPath(
  collection: BlogCollection,
  topic: { kind: "category"; slug: string } | { kind: "tag"; tag: string },
): string {
  const { base } = BLOG_COLLECTIONS[collection];
  return topic.kind === "category"
    ? `${base}${topic.slug}/`
    : `${base}${TAG_SEGMENT}/${topic.tag}/`;
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

/** An article's reading time (`fields.readingMinutes`): its body's words, HTML tags left out. */
export function articleReadingMinutes(body: string): number {
  return readingMinutes(body.replace(/<[^>]+>/g, " "));
}

/** A tag has a page when at least this many articles carry it. */
export const TAG_PAGE_MIN_ARTICLES = 2;
