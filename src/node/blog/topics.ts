/**
 * The blog's topics in a market: its categories (data/blog-categories.yaml) in the market's
 * language, and the names of its tags as the articles write them.
 */
import type { SiteData } from "../data/load";
import { inLanguage, type Market } from "../../shared/keys";
import { tagName } from "./tag-spelling.mjs";
import { typeset } from "../typography";
import type { MdxSource } from "./collect";
import type { BlogPost, BlogTopics } from "./pages";

/** An article's words, where a tag's spelling is looked for: title, description and body. */
function articleText(source: MdxSource): string {
  const frontmatter = (source.frontmatter ?? {}) as { title?: unknown; description?: unknown };
  return [frontmatter.title, frontmatter.description, source.body].filter((part) => typeof part === "string").join("\n");
}

export function blogTopics(data: SiteData, market: Market, posts: readonly BlogPost[], sources: readonly MdxSource[]): BlogTopics {
  const language = data.countries[market].contentLanguage;
  const categories = data.blogCategories.map((category) => ({
    key: category.key,
    slug: inLanguage(category.slugs, language, `slugs of blog category ${category.key}`),
    // Typeset as every text of data/ is where it enters the pages (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text).
    name: typeset(inLanguage(category.names, language, `names of blog category ${category.key}`), language),
    description: typeset(inLanguage(category.descriptions, language, `descriptions of blog category ${category.key}`), language),
  }));
  const textById = new Map(sources.map((source) => [source.id, articleText(source)]));
  const tagNames = new Map<string, string>();
  for (const tag of [...new Set(posts.flatMap((post) => post.tags))].sort()) {
    const texts = posts.filter((post) => post.tags.includes(tag)).map((post) => textById.get(post.id) ?? "");
    tagNames.set(tag, typeset(tagName(tag, texts), language));
  }
  return { categories, tagNames };
}
