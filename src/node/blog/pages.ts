/**
 * Blog pages: the paginated listing (/blog/, /blog/2/, …) and one page per article
 * (/blog/<slug>/), each with its /de/ twin whose canonical is the primary path. The testing blog
 * (/blog-testing/…) is built the same way, outside production only.
 */
import type { Actions } from "gatsby";
import type { Market } from "../../shared/keys";
import type {
  BlogListingContext,
  BlogPostContext,
  BlogTopic,
  BlogTopicContext,
  PageContext,
} from "../../shared/page-context";
import { absoluteUrl, twinPath } from "../../shared/paths";
import type { RouteEntry } from "../../shared/route-table";
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
import { pageContext, templatePath } from "../pages";
import { relatedSlugs, type BlogPost, type BlogTopics } from "../../rules/blog/pages";

interface CreateBlogPagesArgs {
  posts: readonly BlogPost[];
  topics: BlogTopics;
  blogRoute: RouteEntry;
  market: Market;
  domain: string;
  queriesDir: string;
  createPage: Actions["createPage"];
}

/** Creates listing and article pages for every collection that has articles; returns the page count. */
export function createBlogPages({
  posts,
  topics: { categories, tagNames },
  blogRoute,
  market,
  domain,
  queriesDir,
  createPage,
}: CreateBlogPagesArgs): number {
  let count = 0;
  const base = pageContext(blogRoute, market, domain);
  const tagged = (tag: string) =>
    posts.filter((post) => post.collection === "blog" && post.tags.includes(tag)).length;
  const tagsOf = (listed: readonly BlogPost[]) =>
    [...new Set(listed.flatMap((post) => post.tags))].sort();
  const namesOf = (listed: readonly BlogPost[]) =>
    Object.fromEntries(tagsOf(listed).map((tag) => [tag, tagNames.get(tag) ?? tag]));
  const pagesOf = (listed: readonly BlogPost[]) =>
    listed.every((post) => post.collection === "blog")
      ? tagsOf(listed).filter((tag) => tagged(tag) >= TAG_PAGE_MIN_ARTICLES)
      : [];
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
        tagNames: namesOf(onPage),
        tagPages: pagesOf(onPage),
      };
      return { path: pagedPath(basePath, index + 1), context };
    });
  };
  const create = <C extends PageContext>(primary: string, component: string, context: C) => {
    for (const pagePath of [primary, twinPath(primary)]) {
      createPage<C>({
        path: pagePath,
        component,
        context: { ...context, primaryPath: primary, canonicalUrl: absoluteUrl(domain, primary) },
      });
      count += 1;
    }
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
      create<BlogListingContext>(path, templatePath("BLOG", queriesDir), {
        ...base,
        routeId: collection === "blog" ? "BLOG" : "BLOG_TESTING",
        ...context,
      });
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
          .filter((tag) => tagged(tag) >= TAG_PAGE_MIN_ARTICLES)
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
          create<BlogTopicContext>(path, templatePath(kind, queriesDir), {
            ...base,
            routeId: `${kind}:${topic.key}`,
            kind,
            topic,
            ...context,
          });
        }
      }
    }
    for (const post of inCollection) {
      create<BlogPostContext>(
        articlePath(collection, post.slug),
        // One template for every article: the body comes as data (docs/decisions.md#d43-one-article-template-the-body-compiled-to-data).
        templatePath("BLOG_POST", queriesDir),
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
          tagNames: namesOf([post]),
          tagPages: pagesOf([post]),
        },
      );
    }
  }
  return count;
}
