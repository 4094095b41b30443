/**
 * What an article's page takes from its place among the others: its slug (its folder, or the one
 * its title will give a new article) and its page context, the build's own (src/rules/blog/pages.ts):
 * its related articles, which of its tags have a page. Pure.
 */
import type { SiteData } from "../../../rules/data/site-data";
import type { FrontMatter } from "../../../rules/blog/front-matter-fields";
import { blogPost, blogPostContext } from "../../../rules/blog/pages";
import { blogTopics } from "../../../rules/blog/topics";
import type { BlogPostContext } from "../../../shared/page-context";
import type { PreviewPost } from "../../preview-data";
import type { MarketRoute } from "./page-routes";

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

/**
 * The page context of the article as edited (`file`, `slug`; its checked front matter, the regions
 * its blocks show), in the market `shown` (its blog's route), among the articles the studio's server
 * listed: its own saved version gives way to the edit.
 */
export function articleContext(
  data: SiteData,
  shown: MarketRoute,
  article: { file: string; slug: string },
  frontmatter: FrontMatter,
  regionKeys: readonly string[],
  posts: readonly PreviewPost[],
): BlogPostContext {
  const post = blogPost(
    {
      id: article.file,
      slug: article.slug,
      collection: "blog",
      contentFilePath: article.file,
      regionKeys,
    },
    frontmatter,
  );
  const others = posts.filter(
    (listed) => listed.collection !== post.collection || listed.slug !== post.slug,
  );
  const { tagNames } = blogTopics(data, shown.market, [post]);
  return blogPostContext(
    {
      blogRoute: shown.route,
      market: shown.market,
      domain: data.countries[shown.market].domains[0],
    },
    post,
    [...others, post],
    tagNames,
  );
}
