/**
 * An article's body as data: the element tree its MDX compiles to, made at build time
 * (src/node/blog/article-tree.ts) and carried in the article's page data, so that every article
 * renders through one template (docs/decisions.md#d43-one-article-template-the-body-compiled-to-data).
 *
 * A node is a text, or `[type, props, children]`: `type` is an HTML tag name, the name of a
 * live-data block, or null for a fragment; `props` holds what the element was given apart from
 * its children.
 */
export type ArticlePropValue =
  string | number | boolean | null | ArticlePropValue[] | { [name: string]: ArticlePropValue };

export type ArticleNode = string | ArticleElement;

export type ArticleElement = [
  type: string | null,
  props: Record<string, ArticlePropValue>,
  children: ArticleNode[],
];
