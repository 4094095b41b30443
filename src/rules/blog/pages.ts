/**
 * The blog's pages: each article as its pages list it (`blogPost`), the paginated listing (/blog/,
 * /blog/2/, …), each topic's listing and one page per article (/blog/<slug>/), with the context each
 * page gets. The testing blog (/blog-testing/…) is paged the same way. No file access and no Gatsby:
 * the build creates these pages and their /de/ twins (src/node/blog/pages.ts), and the content
 * studio's preview draws the article being edited with the same post and page context.
 */
import type { Market, ServiceKey } from "../../shared/keys";
import {
  pageContextOf,
  type BlogListingContext,
  type BlogPostContext,
  type BlogTopic,
  type BlogTopicContext,
} from "../../shared/page-context";
import { absoluteUrl } from "../../shared/paths";
import type { PageKind, RouteEntry } from "../../shared/route-table";
import {
  BLOG_COLLECTIONS,
  POSTS_PER_PAGE,
  TAG_PAGE_MIN_ARTICLES,
  articlePath,
  listingPath,
  pagedPath,
  topicPath,
  type BlogCollection,
} from "../../shared/blog";
import { isoDay, type FrontMatter } from "./front-matter-fields";

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
  service: ServiceKey | null;
  regionKeys: readonly string[];
}

/** What an article's page needs of the other articles: enough to pick its related ones and to count a tag's articles. */
export type ListedPost = Pick<BlogPost, "slug" | "collection" | "date" | "category" | "tags">;

/** An article as its pages list and show it, from its checked front matter. */
export function blogPost(
  article: Pick<BlogPost, "id" | "slug" | "collection" | "contentFilePath" | "regionKeys">,
  frontmatter: FrontMatter,
): BlogPost {
  return {
    id: article.id,
    slug: article.slug,
    collection: article.collection,
    contentFilePath: article.contentFilePath,
    date: isoDay(frontmatter.date),
    updated: frontmatter.updated === undefined ? null : isoDay(frontmatter.updated),
    category: frontmatter.category,
    tags: frontmatter.tags,
    service: frontmatter.service ?? null,
    regionKeys: article.regionKeys,
  };
}

/** Up to `count` articles sharing tags (2 points each) or the category (1 point), newest first on a tie. */
export function relatedSlugs(posts: readonly ListedPost[], post: ListedPost, count = 3): string[] {
  return posts
    .filter((other) => other.slug !== post.slug && other.collection === post.collection)
    .map((other) => ({
      other,
      score:
        other.tags.filter((tag) => post.tags.includes(tag)).length * 2 +
        (other.category === post.category ? 1 : 0),
    }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.other.date.localeCompare(a.other.date) ||
        a.other.slug.localeCompare(b.other.slug),
    )
    .slice(0, count)
    .map(({ other }) => other.slug);
}

/** The blog's topics in a market (topics.ts). */
export interface BlogTopics {
  /** The categories in data order, with their slug, name and description in the market's language. */
  categories: { key: string; slug: string; name: string; description: string }[];
  /** Each tag of the articles with its name as they write it. */
  tagNames: ReadonlyMap<string, string>;
}

/** Where the blog is in a market: its route (the listing's), the market and its domain. */
export interface BlogPlace {
  blogRoute: RouteEntry;
  market: Market;
  domain: string;
}

/** The tags of some articles, sorted, each once. */
const tagsOf = (listed: readonly ListedPost[]) =>
  [...new Set(listed.flatMap((post) => post.tags))].sort();

/**
 * The tags of a list of articles as its page shows them, among all the articles `posts`: their names,
 * and which have a page of their own (a tag of the blog that TAG_PAGE_MIN_ARTICLES articles carry).
 */
function listedTags(posts: readonly ListedPost[], tagNames: ReadonlyMap<string, string>) {
  const tagged = (tag: string) =>
    posts.filter((post) => post.collection === "blog" && post.tags.includes(tag)).length;
  return {
    hasPage: (tag: string) => tagged(tag) >= TAG_PAGE_MIN_ARTICLES,
    namesOf: (listed: readonly ListedPost[]) =>
      Object.fromEntries(tagsOf(listed).map((tag) => [tag, tagNames.get(tag) ?? tag])),
    pagesOf: (listed: readonly ListedPost[]) =>
      listed.every((post) => post.collection === "blog")
        ? tagsOf(listed).filter((tag) => tagged(tag) >= TAG_PAGE_MIN_ARTICLES)
        : [],
  };
}

/**
 * The context of an article's page, among `posts`, the articles of every collection (this one
 * included, once): its related articles, its tags' names and which of them have a page.
 */
export function blogPostContext(
  { blogRoute, market, domain }: BlogPlace,
  post: BlogPost,
  posts: readonly ListedPost[],
  tagNames: ReadonlyMap<string, string>,
): BlogPostContext {
  const tags = listedTags(posts, tagNames);
  const primaryPath = articlePath(post.collection, post.slug);
  return {
    ...pageContextOf(blogRoute, market, domain),
    routeId: `BLOG_POST:${post.slug}`,
    kind: "BLOG_POST",
    serviceKey: post.service,
    id: post.id,
    slug: post.slug,
    collection: post.collection,
    related: relatedSlugs(posts, post),
    regionKeys: [...post.regionKeys],
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    tagNames: tags.namesOf([post]),
    tagPages: tags.pagesOf([post]),
    primaryPath,
    canonicalUrl: absoluteUrl(domain, primaryPath),
  };
}

/** A page of the blog at its primary path (the build adds its /de/ twin), with the page kind whose template draws it. */
export interface BlogPage {
  path: string;
  template: PageKind;
  context: BlogListingContext | BlogTopicContext | BlogPostContext;
}

interface BlogPagesArgs extends BlogPlace {
  posts: readonly BlogPost[];
  topics: BlogTopics;
}

/** The listing and article pages of every collection that has articles (the main listing even before the first), with their topics' pages. */
export function blogPages({
  posts,
  topics: { categories, tagNames },
  blogRoute,
  market,
  domain,
}: BlogPagesArgs): BlogPage[] {
  const pages: BlogPage[] = [];
  const base = pageContextOf(blogRoute, market, domain);
  const tags = listedTags(posts, tagNames);
  const located = (primaryPath: string) => ({
    primaryPath,
    canonicalUrl: absoluteUrl(domain, primaryPath),
  });
  /**
   * Each page of a list of articles (the listing's, a topic's), newest first: its articles, named by
   * slug for its query to fetch, and their tags. An empty list still has its first page.
   */
  const listPages = (collection: BlogCollection, listed: readonly BlogPost[], basePath: string) => {
    const numPages = Math.max(1, Math.ceil(listed.length / POSTS_PER_PAGE));
    return Array.from({ length: numPages }, (_, index) => {
      const onPage = listed.slice(index * POSTS_PER_PAGE, (index + 1) * POSTS_PER_PAGE);
      const context = {
        collection,
        slugs: onPage.map((post) => post.slug),
        currentPage: index + 1,
        numPages,
        basePath,
        tagNames: tags.namesOf(onPage),
        tagPages: tags.pagesOf(onPage),
      };
      return { path: pagedPath(basePath, index + 1), context };
    });
  };

  for (const collection of Object.keys(BLOG_COLLECTIONS) as BlogCollection[]) {
    // Newest first, then by slug, whatever order the nodes came in: every list's order, which the
    // list pages' query repeats (ListedPosts, src/templates/listed-post-fragment.ts).
    const inCollection = posts
      .filter((post) => post.collection === collection)
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
    // The main blog listing exists even before the first article; the testing blog only with articles.
    if (inCollection.length === 0 && collection !== "blog") continue;
    for (const { path, context } of listPages(
      collection,
      inCollection,
      listingPath(collection, 1),
    )) {
      const listing: BlogListingContext = {
        ...base,
        routeId: collection === "blog" ? "BLOG" : "BLOG_TESTING",
        ...context,
        ...located(path),
      };
      pages.push({ path, template: "BLOG", context: listing });
    }
    // Topics of the blog itself: the testing blog's articles are examples of layout, not topics.
    if (collection === "blog") {
      const topics: { topic: BlogTopic; posts: BlogPost[] }[] = [
        ...categories.map((category) => ({
          topic: {
            kind: "category" as const,
            key: category.key,
            name: category.name,
            description: category.description,
            basePath: topicPath(collection, { kind: "category", slug: category.slug }),
          },
          posts: inCollection.filter((post) => post.category === category.key),
        })),
        // A tag of a single article would list just that article: it is shown, but has no page.
        ...tagsOf(inCollection)
          .filter(tags.hasPage)
          .map((tag) => ({
            topic: {
              kind: "tag" as const,
              key: tag,
              name: tagNames.get(tag) ?? tag,
              description: null,
              basePath: topicPath(collection, { kind: "tag", tag }),
            },
            posts: inCollection.filter((post) => post.tags.includes(tag)),
          })),
      ];
      // A category without articles yet still has its page, saying so; a tag exists only through its articles.
      for (const { topic, posts: topicPosts } of topics) {
        const kind = topic.kind === "category" ? "BLOG_CATEGORY" : "BLOG_TAG";
        for (const { path, context } of listPages(collection, topicPosts, topic.basePath)) {
          const topicContext: BlogTopicContext = {
            ...base,
            routeId: `${kind}:${topic.key}`,
            kind,
            topic,
            ...context,
            ...located(path),
          };
          pages.push({ path, template: kind, context: topicContext });
        }
      }
    }
    // One template for every article: the body comes as data (docs/decisions.md#d43-one-article-template-the-body-compiled-to-data).
    for (const post of inCollection) {
      const context = blogPostContext({ blogRoute, market, domain }, post, posts, tagNames);
      pages.push({ path: context.primaryPath, template: "BLOG_POST", context });
    }
  }
  return pages;
}
