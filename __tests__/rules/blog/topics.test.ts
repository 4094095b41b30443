/**
 * The blog's topic pages as the build creates them: a paginated listing per category at its slug,
 * one per tag below /blog/tag/, each with its own articles and the names of their tags.
 */
import path from "node:path";
import type { Actions } from "gatsby";
import { loadSiteData } from "../../../src/node/data/load";
import { marketRoutes } from "../../../src/rules/market";
import { createBlogPages } from "../../../src/node/blog/pages";
import type { BlogPost } from "../../../src/rules/blog/pages";
import type { BlogTopicContext } from "../../../src/shared/page-context";
import { blogTopics } from "../../../src/rules/blog/topics";

const { data } = loadSiteData(path.resolve(__dirname, "../../../data"));

const post = (slug: string, date: string, category: string, tags: string[]): BlogPost => ({
  id: slug,
  slug,
  collection: "blog",
  contentFilePath: `/c/${slug}.mdx`,
  date,
  updated: null,
  category,
  tags,
  service: null,
  regionKeys: [],
});

/** 13 local guides tagged "lyon" (one page and a second), two rules articles tagged "ile-de-france", one of them "amiante". */
const posts = [
  ...Array.from({ length: 13 }, (_, index) =>
    post(
      `guide-${String(index).padStart(2, "0")}`,
      `2026-01-${String(index + 1).padStart(2, "0")}`,
      "guides-locaux",
      ["lyon"],
    ),
  ),
  post("regles", "2026-02-01", "regles-dechets", ["ile-de-france", "amiante"]),
  post("regles-2", "2026-02-02", "regles-dechets", ["ile-de-france"]),
];

function created() {
  const pages: { path: string; component: string; context: BlogTopicContext }[] = [];
  const createPage = ((page: { path: string; component: string; context: BlogTopicContext }) =>
    pages.push(page)) as unknown as Actions["createPage"];
  const blogRoute = marketRoutes(data, "FR").find((route) => route.kind === "BLOG");
  if (!blogRoute) throw new Error("FR has no blog");
  createBlogPages({
    posts,
    topics: blogTopics(data, "FR", posts),
    blogRoute,
    market: "FR",
    domain: "www.debrix.fr",
    queriesDir: "/t",
    createPage,
  });
  return pages;
}

describe("the blog's topic pages", () => {
  const pages = created();
  const at = (pagePath: string) => pages.find((page) => page.path === pagePath);

  it("gives each category a listing at its slug, paginated 12 to a page, newest first, with /de/ twins", () => {
    expect(at("/blog/guides-locaux/")?.context.slugs).toEqual(
      posts
        .slice(1, 13)
        .reverse()
        .map((candidate) => candidate.slug),
    );
    expect(at("/blog/guides-locaux/2/")?.context.slugs).toEqual(["guide-00"]);
    expect(at("/blog/guides-locaux/2/")?.context.canonicalUrl).toBe(
      "https://www.debrix.fr/blog/guides-locaux/2/",
    );
    expect(at("/de/blog/guides-locaux/")?.context.canonicalUrl).toBe(
      "https://www.debrix.fr/blog/guides-locaux/",
    );
    expect(at("/blog/guides-locaux/")?.component).toBe("/t/blog-topic-query.tsx");
    expect(at("/blog/guides-locaux/")?.context.kind).toBe("BLOG_CATEGORY");
  });

  it("gives a category without articles its page, and a tag a page only when two articles or more carry it", () => {
    expect(at("/blog/location-engins/")?.context.slugs).toEqual([]);
    expect(at("/blog/tag/lyon/2/")?.context.kind).toBe("BLOG_TAG");
    expect(at("/blog/tag/benne/")).toBeUndefined();
    expect(at("/blog/tag/amiante/")).toBeUndefined();
    expect(at("/blog/regles-et-tri-des-dechets/")?.context.tagPages).toEqual(["ile-de-france"]);
  });

  it("names a tag as data/blog-tags.yaml does, and passes the names of the listed articles' tags", () => {
    const name = (key: string) => data.blogTags.find((tag) => tag.key === key)?.names.fr;
    expect(name("ile-de-france")).toBe("Île-de-France");
    expect(at("/blog/tag/ile-de-france/")?.context.topic.name).toBe(name("ile-de-france"));
    expect(at("/blog/regles-et-tri-des-dechets/")?.context.tagNames).toEqual({
      amiante: name("amiante"),
      "ile-de-france": name("ile-de-france"),
    });
  });
});
