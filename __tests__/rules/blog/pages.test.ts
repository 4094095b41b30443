/**
 * The blog's page model: an article as its pages list it (from its front matter), its page's
 * context among the other articles, and the pages the build creates from it, twins added.
 */
import path from "node:path";
import type { Actions } from "gatsby";
import { loadSiteData } from "../../../src/node/data/load";
import { createBlogPages } from "../../../src/node/blog/pages";
import { blogPages, blogPost, blogPostContext, type BlogPost } from "../../../src/rules/blog/pages";
import { blogTopics } from "../../../src/rules/blog/topics";
import { marketRoutes } from "../../../src/rules/market";
import type { FrontMatter } from "../../../src/rules/blog/front-matter-fields";
import type { PageContext } from "../../../src/shared/page-context";

const { data } = loadSiteData(path.resolve(__dirname, "../../../data"));
const blogRoute = marketRoutes(data, "FR").find((route) => route.kind === "BLOG");
if (!blogRoute) throw new Error("FR has no blog");
const place = { blogRoute, market: "FR", domain: "www.debrix.fr" };

const frontmatter = (fields: Partial<FrontMatter>): FrontMatter => ({
  title: "Titre",
  description: "Description.",
  date: new Date("2026-03-14T00:00:00Z"),
  type: "article",
  category: "guides-locaux",
  tags: ["lyon"],
  ...fields,
});
const article = (slug: string, collection: BlogPost["collection"] = "blog") => ({
  id: `id-${slug}`,
  slug,
  collection,
  contentFilePath: `/c/${slug}/index.mdx`,
  regionKeys: [],
});

describe("an article as its pages list it", () => {
  it("takes its dates as YYYY-MM-DD, the last change or none, and the service or none", () => {
    const post = blogPost(
      article("a"),
      frontmatter({ updated: "2026-04-01", service: "BIGBAG", tags: ["lyon", "benne"] }),
    );
    expect(post).toEqual({
      id: "id-a",
      slug: "a",
      collection: "blog",
      contentFilePath: "/c/a/index.mdx",
      date: "2026-03-14",
      updated: "2026-04-01",
      category: "guides-locaux",
      tags: ["lyon", "benne"],
      service: "BIGBAG",
      regionKeys: [],
    });
    expect(blogPost(article("b"), frontmatter({}))).toMatchObject({ updated: null, service: null });
  });
});

describe("an article's page context", () => {
  const post = blogPost(
    { ...article("a"), regionKeys: ["FR_LYON"] },
    frontmatter({
      date: "2026-03-01",
      updated: "2026-03-05",
      tags: ["rhone", "lyon"],
      service: "DUMPSTER",
    }),
  );
  const others = [
    blogPost(article("b"), frontmatter({ date: "2026-02-01", tags: ["lyon"] })),
    blogPost(
      article("c"),
      frontmatter({ date: "2026-01-01", tags: ["lyon", "rhone"], category: "regles-dechets" }),
    ),
    blogPost(article("t", "blog-testing"), frontmatter({ tags: ["rhone", "lyon"] })),
  ];
  const context = blogPostContext(place, post, [...others, post], new Map([["lyon", "Lyon"]]));

  it("is at the article's path on the market's domain, with its dates, service and regions", () => {
    expect(context).toMatchObject({
      routeId: "BLOG_POST:a",
      kind: "BLOG_POST",
      market: "FR",
      primaryPath: "/blog/a/",
      canonicalUrl: "https://www.debrix.fr/blog/a/",
      serviceKey: "DUMPSTER",
      id: "id-a",
      collection: "blog",
      datePublished: "2026-03-01",
      dateModified: "2026-03-05",
      regionKeys: ["FR_LYON"],
    });
  });

  it("names its related articles of its own collection, the most shared tags first", () => {
    expect(context.related).toEqual(["c", "b"]);
  });

  it("names its tags sorted, as data/ names them or as written, and gives a page to those of two blog articles", () => {
    expect(context.tagNames).toEqual({ lyon: "Lyon", rhone: "rhone" });
    expect(Object.keys(context.tagNames)).toEqual(["lyon", "rhone"]);
    // "rhone": this article and c (the testing blog's article does not count).
    expect(context.tagPages).toEqual(["lyon", "rhone"]);
    expect(blogPostContext(place, post, [post, others[2]], new Map()).tagPages).toEqual([]);
  });
});

describe("the blog's pages", () => {
  const posts = [
    blogPost(article("a"), frontmatter({ date: "2026-03-01", tags: ["lyon"] })),
    blogPost(article("b"), frontmatter({ date: "2026-02-01", tags: ["lyon", "benne"] })),
    blogPost(article("t", "blog-testing"), frontmatter({})),
  ];
  const pages = blogPages({ ...place, posts, topics: blogTopics(data, "FR", posts) });

  it("lists each collection's listing, the blog's topics and each article, each article's context its own", () => {
    const paths = pages.map((page) => `${page.template} ${page.path}`);
    expect(paths.slice(0, 1)).toEqual(["BLOG /blog/"]);
    expect(paths).toContain("BLOG_TAG /blog/tag/lyon/");
    expect(paths).not.toContain("BLOG_TAG /blog/tag/benne/");
    expect(paths.filter((entry) => entry.startsWith("BLOG_POST"))).toEqual([
      "BLOG_POST /blog/a/",
      "BLOG_POST /blog/b/",
      "BLOG_POST /blog-testing/t/",
    ]);
    const [first] = pages.filter((page) => page.template === "BLOG_POST");
    expect(first.context).toEqual(
      blogPostContext(place, posts[0], posts, blogTopics(data, "FR", posts).tagNames),
    );
  });

  it("are what the build creates, each at its primary path and its /de/ twin", () => {
    const created: { path: string; component: string; context: PageContext }[] = [];
    const createPage = ((page: (typeof created)[number]) =>
      created.push(page)) as unknown as Actions["createPage"];
    const count = createBlogPages({
      ...place,
      posts,
      topics: blogTopics(data, "FR", posts),
      queriesDir: "/q",
      createPage,
    });
    expect(count).toBe(pages.length * 2);
    expect(
      created
        .filter((_, index) => index % 2 === 0)
        .map(({ path: pagePath, context }) => ({ path: pagePath, context })),
    ).toEqual(pages.map(({ path: pagePath, context }) => ({ path: pagePath, context })));
    expect(created[1]).toMatchObject({
      path: "/de/blog/",
      component: "/q/blog-query.tsx",
      context: { primaryPath: "/blog/" },
    });
  });
});
