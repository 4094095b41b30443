import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { baseUrl, stagingUrl } from "./artifacts";
import { catalog, data } from "./site";
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
    links.push(...(await page.locator(".post-cards h2 a").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))));
    const next = page.locator('a[rel="next"]');
    url = (await next.count()) > 0 ? new URL((await next.getAttribute("href")) ?? "", url).toString() : null;
  }
  return links;
}

test.describe("the FR blog", () => {
  test("the listing pages together link every article exactly once, 12 to a page", async ({ page }) => {
    expect(articleSlugs.length).toBeGreaterThanOrEqual(70);
    const links = await listedArticles(page, `${fr}/blog/`);
    expect([...links].sort()).toEqual(articleSlugs.map((slug) => `/blog/${slug}/`).sort());
    await page.goto(`${fr}/blog/2/`);
    await expect(page.locator(".post-cards > li")).toHaveCount(12);
    await expect(page.getByRole("navigation", { name: t("blog.pagination") }).getByRole("link", { name: t("blog.page", { page: 2 }) })).toHaveAttribute("aria-current", "page");
    const lastPage = Math.ceil(articleSlugs.length / 12);
    expect((await page.goto(`${fr}/blog/${lastPage + 1}/`))?.status()).toBe(404);
  });

  test("an article renders its live block with the phone number from data/", async ({ page }) => {
    const lyon = data.regions.find((region) => region.key === "FR_LYON");
    if (!lyon) throw new Error("FR_LYON missing from data");
    await page.goto(`${fr}/blog/location-benne-lyon/`);
    const block = page.getByRole("complementary", { name: t("blog.regionServices.title", { region: lyon.name }) });
    await expect(block.getByRole("link", { name: lyon.numberFormatted })).toHaveAttribute("href", `tel:${lyon.number}`);
    for (const zone of lyon.zones) await expect(block).toContainText(zone.name);
    await expect(page.getByRole("navigation", { name: t("blog.breadcrumb") })).toContainText(t("nav.BLOG"));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.getByRole("region", { name: t("blog.related") }).getByRole("link")).not.toHaveCount(0);
    await expect(page.locator(".post-cta a[href^='/services/']")).toHaveCount(1);
  });

  test("a /de/ twin of an article or a listing page carries the canonical of its primary path", async ({ page }) => {
    expect((await page.goto(`${fr}/de/blog/location-benne-lyon/`))?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.debrix.fr/blog/location-benne-lyon/");
    await page.goto(`${fr}/de/blog/2/`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.debrix.fr/blog/2/");
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
        if (entry.isDirectory()) return entry.name.includes("blog-testing") ? [full] : mentions(full);
        return /\.(json|html|js)$/.test(entry.name) && fs.readFileSync(full, "utf8").includes("article-de-test") ? [full] : [];
      });
    expect(mentions(artifact)).toEqual([]);
  });

  test("a staging build has the testing blog, its link and its articles", async ({ page }) => {
    expect((await page.goto(`${stagingUrl}/blog/`))?.status()).toBe(200);
    await follow(page, page.getByRole("navigation", { name: t("site.mainNavLabel") }).getByRole("link", { name: t("nav.BLOG_TESTING") }), "/blog-testing/");
    const links = await listedArticles(page, `${stagingUrl}/blog-testing/`);
    expect([...links].sort()).toEqual(testingSlugs.map((slug) => `/blog-testing/${slug}/`));
    expect((await page.goto(`${stagingUrl}/de/blog-testing/`))?.status()).toBe(200);
    expect((await page.goto(`${stagingUrl}/blog-testing/article-de-test-blocs-donnees/`))?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText("Article de test : blocs de données");
  });
});
