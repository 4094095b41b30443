import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { baseUrl, contentWalk, stagingUrl } from "./artifacts";
import { FIXTURE_BLOG, catalog, data, languageOf, regionOf } from "./site";
import { follow } from "./navigation";

const fr = baseUrl("FR");
const t = catalog("FR");
const articleSlugs = fs.readdirSync(path.resolve(__dirname, "../../content/blog")).sort();
const testingSlugs = fs.readdirSync(path.resolve(__dirname, "../../content/blog-testing")).sort();

/** Follows the listing's "next" links from its first page; returns every article link on the way. */
async function listedArticles(page: Page, start: string): Promise<string[]> {
  const links: string[] = [];
  let url: string | null = start;
  for (let guard = 0; url && guard < 50; guard += 1) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    links.push(
      ...(await page
        .locator(".post-cards h2 a")
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))),
    );
    const next = page.locator('a[rel="next"]');
    url =
      (await next.count()) > 0
        ? new URL((await next.getAttribute("href")) ?? "", url).toString()
        : null;
  }
  return links;
}

/** An article's front matter fields read from its file: category and tags. */
function frontMatterOf(slug: string): { category: string; tags: string[] } {
  const text = fs.readFileSync(
    path.resolve(__dirname, "../../content/blog", slug, "index.mdx"),
    "utf8",
  );
  const category = /^category:\s*(\S+)/m.exec(text)?.[1] ?? "";
  const tags = (/^tags:\s*\[([^\]]*)\]/m.exec(text)?.[1] ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  return { category, tags };
}

/** A tag's name on the pages. */
function tagName(tag: string): string {
  const entry = data.blogTags.find((candidate) => candidate.key === tag);
  if (!entry) throw new Error(`no tag ${tag} in data/blog-tags.yaml`);
  return String(entry.names.fr);
}

/** How many articles carry a tag. */
function taggedCount(tag: string): number {
  return articleSlugs.filter((slug) => frontMatterOf(slug).tags.includes(tag)).length;
}

test.describe("the FR blog's topics", () => {
  const categories = data.blogCategories.map((category) => ({
    ...category,
    path: `/blog/${String(category.slugs.fr)}/`,
    name: String(category.names.fr),
  }));

  test(`each category's pages list exactly its articles, with its own title, description, canonical and breadcrumb${contentWalk("dist/fr")}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const category of categories) {
      const expected = articleSlugs
        .filter((slug) => frontMatterOf(slug).category === category.key)
        .map((slug) => `/blog/${slug}/`);
      const links = await listedArticles(page, `${fr}${category.path}`);
      expect([...links].sort(), category.key).toEqual(expected.sort());
      await page.goto(`${fr}${category.path}`);
      await expect(page.locator("h1")).toHaveText(category.name);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `https://www.debrix.fr${category.path}`,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(
        page
          .getByRole("navigation", { name: t("blog.categoriesNav") })
          .getByRole("link", { name: category.name }),
      ).toHaveAttribute("aria-current", "page");
      const breadcrumb = await page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')]
          .map(
            (script) =>
              JSON.parse(script.textContent ?? "null") as {
                "@type": string;
                itemListElement?: { item: string }[];
              },
          )
          .find((node) => node["@type"] === "BreadcrumbList"),
      );
      expect(breadcrumb?.itemListElement?.map((step) => step.item)).toEqual([
        "https://www.debrix.fr/",
        "https://www.debrix.fr/blog/",
        `https://www.debrix.fr${category.path}`,
      ]);
    }
  });

  test("the listing shows the categories as navigation, and each card its category and tags as links", async ({
    page,
  }) => {
    await page.goto(`${fr}/blog/`);
    const nav = page.getByRole("navigation", { name: t("blog.categoriesNav") });
    for (const category of categories)
      await expect(nav.getByRole("link", { name: category.name })).toHaveAttribute(
        "href",
        category.path,
      );
    const firstCard = page.locator(".post-cards > li").first();
    const slug = ((await firstCard.locator("h2 a").getAttribute("href")) ?? "").split("/")[2];
    const { category, tags } = frontMatterOf(slug);
    const chips = firstCard.locator(".topic-chips li");
    await expect(chips).toHaveCount(1 + tags.length);
    await expect(chips.first().locator("a")).toHaveAttribute(
      "href",
      categories.find((candidate) => candidate.key === category)?.path ?? "",
    );
    // A tag two articles or more carry links to its page; a tag of one article is shown as text.
    for (const [index, tag] of tags.entries()) {
      if (taggedCount(tag) >= 2)
        await expect(chips.nth(index + 1).locator("a")).toHaveAttribute(
          "href",
          `/blog/tag/${tag}/`,
        );
      else await expect(chips.nth(index + 1).locator("a")).toHaveCount(0);
    }
    // The chip is a link of its own, above the card's whole-card link.
    const linked = tags.find((tag) => taggedCount(tag) >= 2);
    if (!linked) throw new Error(`${slug} has no tag another article shares`);
    await follow(page, chips.nth(1 + tags.indexOf(linked)).locator("a"), `/blog/tag/${linked}/`);
  });

  test("a tag's page lists its articles and is followed but not indexed, nor in the sitemap", async ({
    page,
  }) => {
    const expected = articleSlugs
      .filter((slug) => frontMatterOf(slug).tags.includes("paris"))
      .map((slug) => `/blog/${slug}/`);
    const links = await listedArticles(page, `${fr}/blog/tag/paris/`);
    expect([...links].sort()).toEqual(expected.sort());
    await expect(page.locator("h1")).toContainText("Paris");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    const sitemap = await (await page.request.get(`${fr}/sitemap-0.xml`)).text();
    expect(sitemap).not.toContain("/blog/tag/");
    for (const category of categories)
      expect(sitemap).toContain(`<loc>https://www.debrix.fr${category.path}</loc>`);
  });

  test("an article shows its category and tags as links to their listings, each tag by the name data/blog-tags.yaml gives it", async ({
    page,
  }) => {
    await page.goto(`${fr}/blog/location-benne-lyon/`);
    const { category, tags } = frontMatterOf("location-benne-lyon");
    const chips = page.getByRole("list", { name: t("blog.topics") }).getByRole("listitem");
    await expect(chips.first().getByRole("link")).toHaveAttribute(
      "href",
      categories.find((candidate) => candidate.key === category)?.path ?? "",
    );
    await expect(chips).toHaveCount(1 + tags.length);
    for (const [index, tag] of tags.entries()) {
      await expect(chips.nth(index + 1).getByRole("link")).toHaveCount(
        taggedCount(tag) >= 2 ? 1 : 0,
      );
      await expect(chips.nth(index + 1)).toHaveText(tagName(tag));
    }
    // "rhone" is shown as "Rhône": a tag's name is not its slug.
    expect(tags).toContain("rhone");
    expect(tagName("rhone")).toBe("Rhône");
  });

  test("a tag's page is named as data/blog-tags.yaml names the tag, its slug kept in the address", async ({
    page,
  }) => {
    await page.goto(`${fr}/blog/tag/ile-de-france/`);
    await expect(page.locator("h1")).toContainText("Île-de-France");
    await expect(page.locator("h1")).not.toContainText("ile-de-france");
  });
});

test.describe("the FR blog", () => {
  test(`the listing pages together link every article exactly once, 12 to a page${contentWalk("dist/fr")}`, async ({
    page,
  }) => {
    expect(articleSlugs.length).toBeGreaterThanOrEqual(70);
    const links = await listedArticles(page, `${fr}/blog/`);
    expect([...links].sort()).toEqual(articleSlugs.map((slug) => `/blog/${slug}/`).sort());
    await page.goto(`${fr}/blog/2/`);
    await expect(page.locator(".post-cards > li")).toHaveCount(12);
    await expect(
      page
        .getByRole("navigation", { name: t("blog.pagination") })
        .getByRole("link", { name: t("blog.page", { page: 2 }) }),
    ).toHaveAttribute("aria-current", "page");
    const lastPage = Math.ceil(articleSlugs.length / 12);
    expect((await page.goto(`${fr}/blog/${lastPage + 1}/`))?.status()).toBe(404);
  });

  test("an article renders its live block with the phone number from data/", async ({ page }) => {
    const found = data.regions.find((region) => region.key === "FR_LYON");
    if (!found) throw new Error("FR_LYON missing from data");
    const lyon = regionOf(found, languageOf("FR"));
    await page.goto(`${fr}/blog/location-benne-lyon/`);
    const block = page.getByRole("complementary", {
      name: t("blog.regionServices.title", { region: lyon.name }),
    });
    await expect(block.getByRole("link", { name: lyon.numberFormatted })).toHaveAttribute(
      "href",
      `tel:${lyon.number}`,
    );
    for (const zone of lyon.zones) await expect(block).toContainText(zone.name);
    await expect(page.getByRole("navigation", { name: t("blog.breadcrumb") })).toContainText(
      t("nav.BLOG"),
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(
      page.getByRole("region", { name: t("blog.related") }).getByRole("link"),
    ).not.toHaveCount(0);
    await expect(page.locator(".post-cta a[href^='/services/']")).toHaveCount(1);
  });

  test("a /de/ twin of an article or a listing page carries the canonical of its primary path", async ({
    page,
  }) => {
    expect((await page.goto(`${fr}/de/blog/location-benne-lyon/`))?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.debrix.fr/blog/location-benne-lyon/",
    );
    await page.goto(`${fr}/de/blog/2/`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.debrix.fr/blog/2/",
    );
  });

  test("the production build has no testing blog: no page, no link, no data", async ({ page }) => {
    for (const p of ["/blog-testing/", "/de/blog-testing/", `/blog-testing/${testingSlugs[0]}/`]) {
      expect((await page.goto(`${fr}${p}`))?.status(), p).toBe(404);
    }
    await page.goto(`${fr}/blog/`);
    await expect(page.getByRole("link", { name: t("nav.BLOG_TESTING") })).toHaveCount(0);
    const artifact = path.resolve(__dirname, "../../dist/fr");
    const mentions = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory())
          return entry.name.includes("blog-testing") ? [full] : mentions(full);
        return /\.(json|html|js)$/.test(entry.name) &&
          fs.readFileSync(full, "utf8").includes("article-de-test")
          ? [full]
          : [];
      });
    expect(mentions(artifact)).toEqual([]);
  });

  test("a staging build has the testing blog, its link and its articles", async ({ page }) => {
    expect((await page.goto(`${stagingUrl}/blog/`))?.status()).toBe(200);
    await follow(
      page,
      page
        .getByRole("navigation", { name: t("site.mainNavLabel") })
        .getByRole("link", { name: t("nav.BLOG_TESTING") }),
      "/blog-testing/",
    );
    const links = await listedArticles(page, `${stagingUrl}/blog-testing/`);
    expect([...links].sort()).toEqual(testingSlugs.map((slug) => `/blog-testing/${slug}/`));
    expect((await page.goto(`${stagingUrl}/de/blog-testing/`))?.status()).toBe(200);
    expect(
      (await page.goto(`${stagingUrl}/blog-testing/article-de-test-blocs-donnees/`))?.status(),
    ).toBe(200);
    await expect(page.locator("h1")).toHaveText("Article de test : blocs de données");
  });

  // The template tests read the staging sample's blog pages (site.ts, templatePages): what they
  // compare must be the fixture articles, never content/blog/'s, which content edits change.
  test("the staging sample's blog lists the fixture articles, and only them", async ({ page }) => {
    const links = await listedArticles(page, `${stagingUrl}/blog/`);
    expect([...links].sort()).toEqual(
      fs
        .readdirSync(FIXTURE_BLOG)
        .sort()
        .map((slug) => `/blog/${slug}/`),
    );
  });
});
