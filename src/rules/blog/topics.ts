/**
 * The blog's topics in a market: its categories (data/blog-categories.yaml) and the names of its
 * tags (data/blog-tags.yaml), in the market's language.
 */
import type { SiteData } from "../data/site-data";
import { inLanguage, type Market } from "../../shared/keys";
import { typeset } from "../typography";
import type { BlogPost, BlogTopics } from "./pages";

export function blogTopics(data: SiteData, market: Market, posts: readonly BlogPost[]): BlogTopics {
  // A blog is a market's with one language (docs/rules.md#blog-routes).
  const language = data.countries[market].languages[0].content;
  // Typeset as every text of data/ is where it enters the pages (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text).
  const categories = data.blogCategories.map((category) => ({
    key: category.key,
    slug: inLanguage(category.slugs, language, `slugs of blog category ${category.key}`),
    name: typeset(
      inLanguage(category.names, language, `names of blog category ${category.key}`),
      language,
    ),
    description: typeset(
      inLanguage(category.descriptions, language, `descriptions of blog category ${category.key}`),
      language,
    ),
  }));
  const used = new Set(posts.flatMap((post) => post.tags));
  const tagNames = new Map(
    data.blogTags
      .filter((tag) => used.has(tag.key))
      .map(
        (tag) =>
          [
            tag.key,
            typeset(inLanguage(tag.names, language, `names of blog tag ${tag.key}`), language),
          ] as const,
      ),
  );
  return { categories, tagNames };
}
