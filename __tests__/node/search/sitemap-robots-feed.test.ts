import path from "node:path";
import type { Actions } from "gatsby";
import { loadSiteData } from "../../../src/node/data/load";
import { marketRoutes } from "../../../src/rules/market";
import { createDynamicPages, createMarketPages } from "../../../src/node/pages";
import { blogTopics } from "../../../src/rules/blog/topics";
import { createBlogPages } from "../../../src/node/blog/pages";
import type { BlogPost } from "../../../src/rules/blog/pages";
import {
  isIndexable,
  sitemapEntries,
  sitemapPluginOptions,
  type SitemapSourcePage,
} from "../../../src/node/search/sitemap";
import { robotsTxt } from "../../../src/node/search/robots";
import { FEED_LINK_MATCH, feedItems, feedPluginOptions } from "../../../src/node/search/feed";

const { data } = loadSiteData(path.resolve(__dirname, "../../../data"));

function createdPages(
  market: "FR" | "DE",
  posts: BlogPost[] = [],
  dynamicPaths: string[] = [],
): SitemapSourcePage[] {
  const pages: SitemapSourcePage[] = [];
  const createPage: Actions["createPage"] = (page) => {
    pages.push({
      path: page.path,
      pageContext: (page.context ?? null) as Record<string, unknown> | null,
    });
  };
  const routes = marketRoutes(data, market);
  const domain = data.countries[market].domains[0];
  createMarketPages({
    routes: routes.filter((route) => route.kind !== "BLOG"),
    market,
    domain,
    queriesDir: "/t",
    createPage,
  });
  const blogRoute = routes.find((route) => route.kind === "BLOG");
  if (blogRoute)
    createBlogPages({
      posts,
      topics: blogTopics(data, market, posts),
      blogRoute,
      market,
      domain,
      queriesDir: "/t",
      createPage,
    });
  createDynamicPages({
    pages: dynamicPaths.map((dynamicPath) => ({
      path: dynamicPath,
      content: { title: "T", description: "D", sections: [], action: "order" },
    })),
    market,
    domain,
    queriesDir: "/t",
    createPage,
  });
  return pages;
}

const post = (
  slug: string,
  collection: BlogPost["collection"],
  date: string,
  updated: string | null = null,
): BlogPost => ({
  id: slug,
  slug,
  collection,
  contentFilePath: `/c/${slug}.mdx`,
  date,
  updated,
  category: "guides-locaux",
  tags: ["benne"],
  service: null,
  regionKeys: [],
});

describe("the sitemap's pages", () => {
  it("lists each page of the DE market once, at its primary path, and the dynamic pages", () => {
    const paths = sitemapEntries(
      createdPages("DE", [], ["/de/bauschutt-entsorgen/"]),
      "www.debrix.de",
    ).map((entry) => entry.path);
    expect(paths).toContain("/");
    expect(paths).toContain("/dienstleistungen/");
    expect(paths).toContain("/dienstleistungen/container/");
    expect(paths).toContain("/de/bauschutt-entsorgen/");
    for (const excluded of [
      "/services/",
      "/de/",
      "/de/dienstleistungen/",
      "/services/dumpster/",
      "/404/",
      "/de/404/",
    ])
      expect(paths).not.toContain(excluded);
    const primaries = marketRoutes(data, "DE")
      .filter((route) => route.kind !== "NOT_FOUND")
      .map((route) => route.primaryPath);
    expect(paths.sort()).toEqual([...primaries, "/de/bauschutt-entsorgen/"].sort());
  });

  it("lists articles with their last change as lastmod, and nothing of the testing blog", () => {
    const pages = createdPages("FR", [
      post("benne-lyon", "blog", "2026-03-14", "2026-04-02"),
      post("benne-nice", "blog", "2026-02-01"),
      post("essai", "blog-testing", "2026-01-01"),
    ]);
    const entries = sitemapEntries(pages, "www.debrix.fr");
    expect(entries).toContainEqual({ path: "/blog/benne-lyon/", lastmod: "2026-04-02" });
    expect(entries).toContainEqual({ path: "/blog/benne-nice/", lastmod: "2026-02-01" });
    expect(entries).toContainEqual({ path: "/blog/" });
    expect(
      entries
        .map((entry) => entry.path)
        .filter(
          (entryPath) => entryPath.includes("blog-testing") || entryPath.startsWith("/de/blog"),
        ),
    ).toEqual([]);
  });

  it("gives the plugin the pages to list and the market's domain", () => {
    const options = sitemapPluginOptions({ domain: "www.debrix.de" });
    const entries = options.resolvePages({
      allSitePage: { nodes: createdPages("DE", [], ["/de/bauschutt-entsorgen/"]) },
    });
    expect(entries).toContainEqual({ path: "/de/bauschutt-entsorgen/" });
    expect(options.resolveSiteUrl()).toBe("https://www.debrix.de/");
    expect(options.serialize({ path: "/blog/a/", lastmod: "2026-04-02" })).toEqual({
      url: "/blog/a/",
      lastmod: "2026-04-02",
    });
    expect(options.createLinkInHead).toBe(false);
  });

  it("needs the canonical link to name the page itself on this domain", () => {
    expect(
      isIndexable(
        {
          path: "/agb/",
          pageContext: { kind: "LEGAL", canonicalUrl: "https://www.debrix.de/agb/" },
        },
        "www.debrix.de",
      ),
    ).toBe(true);
    expect(
      isIndexable(
        {
          path: "/agb/",
          pageContext: { kind: "LEGAL", canonicalUrl: "https://www.debrix.fr/agb/" },
        },
        "www.debrix.de",
      ),
    ).toBe(false);
    expect(
      isIndexable(
        {
          path: "/404/",
          pageContext: { kind: "NOT_FOUND", canonicalUrl: "https://www.debrix.de/404/" },
        },
        "www.debrix.de",
      ),
    ).toBe(false);
    expect(isIndexable({ path: "/x/", pageContext: null }, "www.debrix.de")).toBe(false);
  });
});

describe("robots.txt", () => {
  it("lets crawlers in and names the sitemap on the artifact's own domain in production", () => {
    const text = robotsTxt({ siteEnv: "production", domain: "www.debrix.co.uk" });
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/www\.debrix\.co\.uk\/sitemap-index\.xml$/m);
  });

  it.each(["staging", "development"] as const)(
    "shuts every crawler out of a %s build",
    (siteEnv) => {
      const text = robotsTxt({ siteEnv, domain: "www.debrix.fr" });
      expect(text).toMatch(/^User-agent: \*\nDisallow: \/$/m);
      expect(text).not.toContain("Sitemap");
    },
  );
});

describe("the blog feed", () => {
  const article = (slug: string, date: string) => ({
    frontmatter: { title: `T ${slug}`, description: `D ${slug}`, date },
    fields: { slug },
  });

  it("lists articles newest first with their canonical link as link and guid", () => {
    expect(
      feedItems([article("a", "2026-01-01"), article("b", "2026-03-01")], "www.debrix.fr"),
    ).toEqual([
      {
        title: "T b",
        description: "D b",
        url: "https://www.debrix.fr/blog/b/",
        guid: "https://www.debrix.fr/blog/b/",
        date: "2026-03-01",
      },
      {
        title: "T a",
        description: "D a",
        url: "https://www.debrix.fr/blog/a/",
        guid: "https://www.debrix.fr/blog/a/",
        date: "2026-01-01",
      },
    ]);
  });

  it("is written at /blog/rss.xml, asks for production articles only and is linked from the blog's pages only", () => {
    const options = feedPluginOptions({
      domain: "www.debrix.fr",
      htmlLang: "fr",
      brandName: "Debrix",
      title: "Blog",
      description: "Guides",
    });
    expect(options.feeds[0].output).toBe("/blog/rss.xml");
    expect(options.feeds[0].query).toMatch(/collection: \{ eq: "blog" \}/);
    expect(options.setup()).toMatchObject({
      title: "Blog | Debrix",
      feed_url: "https://www.debrix.fr/blog/rss.xml",
      site_url: "https://www.debrix.fr/blog/",
      language: "fr",
    });
    const match = new RegExp(FEED_LINK_MATCH);
    for (const linked of ["/blog/", "/blog/2/", "/blog/benne-lyon/", "/de/blog/benne-lyon/"])
      expect(match.test(linked)).toBe(true);
    for (const unlinked of ["/", "/services/", "/blog-testing/", "/de/blog-testing/x/"])
      expect(match.test(unlinked)).toBe(false);
  });
});
