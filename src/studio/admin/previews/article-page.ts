/**
 * What an article's page takes from its place among the others: its slug (its folder, or the one
 * its title will give a new article) and which of its tags have a page. Pure.
 */
import { TAG_PAGE_MIN_ARTICLES } from "../../../shared/blog";
import type { PreviewPost } from "../../preview-data";

/** The folder name a new article gets from its title (Decap's slug: ASCII, accents dropped, "-" between words). */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The article's slug: its folder (content/blog/<slug>/index.mdx), or for an article not saved yet the one its title will give. */
export function articleSlug(path: string, title: unknown): string {
  const folder = /^content\/blog\/([^/]+)\/index\.mdx$/.exec(path)?.[1];
  return folder ?? slugFromTitle(typeof title === "string" ? title : "");
}

/** The tags of the article that have a page of their own: carried by enough blog articles, this one as edited included. */
export function tagsWithPages(
  tags: readonly string[],
  slug: string,
  posts: readonly PreviewPost[],
): string[] {
  const others = posts.filter((post) => post.collection === "blog" && post.slug !== slug);
  return [...new Set(tags)]
    .filter(
      (tag) => 1 + others.filter((post) => post.tags.includes(tag)).length >= TAG_PAGE_MIN_ARTICLES,
    )
    .sort();
}
