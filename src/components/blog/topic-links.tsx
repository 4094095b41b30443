import React from "react";
import { Link } from "gatsby";
import { inLanguage, type Language, type PerLanguage } from "../../shared/keys";
import { topicPath, type BlogCollection } from "../../shared/blog";

export interface TopicLink {
  key: string;
  name: string;
  /** Its listing; a tag of a single article has none, and shows as text. */
  to?: string;
}

/** The blog's categories as navigation: every listing page shows them, the current one marked. */
export function CategoryNav({
  categories,
  current,
  label,
}: {
  categories: readonly TopicLink[];
  current?: string | null;
  label: string;
}) {
  return (
    <nav className="topic-nav" aria-label={label}>
      <ul className="cluster">
        {categories.map((category) => (
          <li key={category.key}>
            <Link
              to={category.to ?? "/"}
              aria-current={category.key === current ? "page" : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * An article's category and tags, each linking to its listing. On a card they sit above the
 * card's whole-card link, so each stays a target of its own.
 */
export function TopicChips({
  category,
  tags,
  label,
  filter,
}: {
  category: TopicLink | null;
  tags: readonly TopicLink[];
  label: string;
  filter?: boolean;
}) {
  return (
    <ul className="cluster topic-chips" aria-label={label}>
      {category && (
        <li className="topic-chips__category">
          {/* On an article, the category is the search's filter (Pagefind reads it from here). */}
          <Link to={category.to ?? "/"} data-pagefind-filter={filter ? "category" : undefined}>
            {category.name}
          </Link>
        </li>
      )}
      {tags.map((tag) => (
        <li key={tag.key}>
          {tag.to ? <Link to={tag.to}>{tag.name}</Link> : <span>{tag.name}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The categories of data/blog-categories.yaml (GraphQL `allBlogCategory`) as links in a language. */
export function categoryLinks(
  nodes: ReadonlyArray<{ key: string; slugs: PerLanguage; names: PerLanguage }>,
  language: Language,
  collection: BlogCollection,
): TopicLink[] {
  // The testing blog's examples have no topic pages.
  if (collection !== "blog") return [];
  return nodes.map((node) => ({
    key: node.key,
    name: inLanguage(node.names, language, `names of blog category ${node.key}`),
    to: topicPath(collection, {
      kind: "category",
      slug: inLanguage(node.slugs, language, `slugs of blog category ${node.key}`),
    }),
  }));
}

/** Tags with their names (a page's context), linking to their pages where they have one. */
export function tagLinks(
  tagNames: Readonly<Record<string, string>>,
  tagPages: readonly string[],
  collection: BlogCollection,
): Map<string, TopicLink> {
  return new Map(
    Object.entries(tagNames).map(([tag, name]) => [
      tag,
      {
        key: tag,
        name,
        ...(collection === "blog" && tagPages.includes(tag)
          ? { to: topicPath(collection, { kind: "tag", tag }) }
          : {}),
      },
    ]),
  );
}
