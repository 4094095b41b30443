/**
 * The blog's RSS feed (gatsby-plugin-feed): /blog/rss.xml with the articles of content/blog only
 * (never the testing blog), newest first, each with its title, canonical link, description, date
 * and guid. The plugin links it from the blog's pages (its `match`), and from no other page.
 * https://www.gatsbyjs.com/plugins/gatsby-plugin-feed/
 */
import fs from "node:fs";
import path from "node:path";
import { BLOG_COLLECTIONS, FEED_PATH, articlePath } from "../../shared/blog";
import { absoluteUrl, assetUrl, TWIN_PREFIX } from "../../shared/paths";
import { fullTitle } from "../../shared/seo-tags";
import { typeset } from "../../rules/typography";

export interface FeedInput {
  domain: string;
  htmlLang: string;
  brandName: string;
  /** The blog page's title and description from the market's catalog. */
  title: string;
  description: string;
}

interface FeedArticle {
  frontmatter: { title: string; description: string; date: string };
  fields: { slug: string };
}

export interface FeedItem {
  title: string;
  description: string;
  url: string;
  guid: string;
  date: string;
}

/** The articles, newest first, as the RSS items. */
export function feedItems(articles: readonly FeedArticle[], domain: string): FeedItem[] {
  return [...articles]
    .sort(
      (a, b) =>
        b.frontmatter.date.localeCompare(a.frontmatter.date) ||
        a.fields.slug.localeCompare(b.fields.slug),
    )
    .map(({ frontmatter, fields }) => {
      const url = absoluteUrl(domain, articlePath("blog", fields.slug));
      return {
        title: frontmatter.title,
        description: frontmatter.description,
        url,
        guid: url,
        date: frontmatter.date,
      };
    });
}

/**
 * The blog page's title and description in a market's language (content/locales/<locale>/translation.json),
 * typeset as the page's own (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text).
 */
export function blogCopy(root: string, locale: string): { title: string; description: string } {
  const catalog = JSON.parse(
    fs.readFileSync(path.join(root, "content/locales", locale, "translation.json"), "utf8"),
  ) as {
    pages: { BLOG: { title: string; description: string } };
  };
  const { title, description } = catalog.pages.BLOG;
  return { title: typeset(title, locale), description: typeset(description, locale) };
}

/** Pages that link the feed: the blog's listing pages and articles, and their /de/ twins. */
export const FEED_LINK_MATCH = `^(${TWIN_PREFIX})?${BLOG_COLLECTIONS.blog.base}`;

export function feedPluginOptions(input: FeedInput) {
  return {
    // The plugin's default query asks for site fields this site does not have; the channel is set up below.
    query: `{ site { buildTime } }`,
    setup: () => ({
      title: fullTitle(input.title, input.brandName),
      description: input.description,
      site_url: absoluteUrl(input.domain, BLOG_COLLECTIONS.blog.base),
      feed_url: assetUrl(input.domain, FEED_PATH),
      language: input.htmlLang,
      generator: input.brandName,
    }),
    feeds: [
      {
        output: FEED_PATH,
        title: fullTitle(input.title, input.brandName),
        match: FEED_LINK_MATCH,
        query: `{
          allMdx(filter: { fields: { collection: { eq: "blog" } } }, sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]) {
            nodes { frontmatter { title description date(formatString: "YYYY-MM-DD") } fields { slug } }
          }
        }`,
        serialize: ({ query }: { query: { allMdx: { nodes: FeedArticle[] } } }) =>
          feedItems(query.allMdx.nodes, input.domain),
      },
    ],
  };
}
