/**
 * The blog's articles as its pages list them, and the related articles an article's page names.
 * No file access and no Gatsby: the build creates the pages (src/node/blog/pages.ts), and the
 * content studio's preview draws the article being edited.
 */
import type { BlogCollection } from "../../shared/blog";

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

/** Up to `count` articles sharing tags (2 points each) or the category (1 point), newest first on a tie. */
export function relatedSlugs(posts: readonly BlogPost[], post: BlogPost, count = 3): string[] {
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
