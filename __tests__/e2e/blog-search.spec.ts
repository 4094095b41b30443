/**
 * The blog's search (Pagefind) on the production FR artifact served by nginx, under its real
 * Content-Security-Policy: it loads nothing until opened, finds the asbestos articles for
 * "amiante" and the Lyon guides for "Lyon", says when nothing is found and offers the categories,
 * filters by category, works with the keyboard, announces its results, and is a plain link
 * without JavaScript.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { nginxUrl } from "./artifacts";
import { catalog, data } from "./site";
import { open } from "./navigation";
import { axeViolations } from "./axe";

const FR = nginxUrl("dist/fr");
const t = catalog("FR");
const BLOG = path.resolve(__dirname, "../../content/blog");

function frontMatter(slug: string, field: string): string {
  return (
    new RegExp(`^${field}:\\s*(.*)$`, "m").exec(
      fs.readFileSync(path.join(BLOG, slug, "index.mdx"), "utf8"),
    )?.[1] ?? ""
  );
}

/** Every violation of the page's policy, and every request for the search's files. */
async function watch(page: Page) {
  const violations: string[] = [];
  const searchRequests: string[] = [];
  await page.exposeFunction("__reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content.Security.Policy|WebAssembly/i.test(message.text()))
      violations.push(message.text());
  });
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pagefind/"))
      searchRequests.push(new URL(request.url()).pathname);
  });
  return { violations, searchRequests };
}

const toggle = (page: Page) => page.getByRole("button", { name: t("blog.search.open") });
const status = (page: Page) => page.locator(".blog-search__status");
const resultLinks = (page: Page) => page.locator(".search-results__link");

async function search(page: Page, term: string) {
  await page.getByLabel(t("blog.search.label")).fill(term);
  await expect(status(page)).toContainText(/\S/);
  await expect(status(page)).not.toHaveText(t("blog.search.loading"));
}

test.describe("the FR blog's search, on nginx with the production policy", () => {
  test("loads nothing until opened, then finds the asbestos articles first for “amiante”, without a policy violation", async ({
    page,
  }) => {
    const { violations, searchRequests } = await watch(page);
    await open(page, `${FR}/blog/location-benne-lyon/`);
    await page.waitForTimeout(500);
    expect(searchRequests).toEqual([]);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByLabel(t("blog.search.label"))).toBeFocused();
    await search(page, "amiante");
    const first = await resultLinks(page).first().getAttribute("href");
    // The asbestos articles: désamiantage, amiante.
    expect(first).toMatch(/amiant/);
    expect(searchRequests).toContain("/pagefind/pagefind.js");
    expect(violations).toEqual([]);
    // Results keep the visitor on this domain and market: site paths of canonical articles, never a /de/ twin.
    for (const href of await resultLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? ""),
    )) {
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+\/$/);
    }
  });

  test("lists the Lyon guides first for “Lyon”, and narrows to a category", async ({ page }) => {
    await open(page, `${FR}/blog/`);
    await toggle(page).click();
    await search(page, "Lyon");
    const hrefs = await resultLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? ""),
    );
    const lyonGuides = fs
      .readdirSync(BLOG)
      .filter(
        (slug) =>
          frontMatter(slug, "regions").includes("FR_LYON") &&
          frontMatter(slug, "category") === "guides-locaux",
      );
    expect(lyonGuides.length).toBeGreaterThan(1);
    expect(hrefs.slice(0, lyonGuides.length).sort()).toEqual(
      lyonGuides.map((slug) => `/blog/${slug}/`).sort(),
    );
    const gear = data.blogCategories.find((category) => category.key === "location-engins");
    await page
      .getByLabel(t("blog.search.category"), { exact: true })
      .selectOption(String(gear?.names.fr));
    await expect
      .poll(async () =>
        frontMatter(
          ((await resultLinks(page).first().getAttribute("href")) ?? "").split("/")[2] ?? "",
          "category",
        ),
      )
      .toBe("location-engins");
    for (const href of await resultLinks(page).evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? ""),
    )) {
      expect(frontMatter(href.split("/")[2], "category"), href).toBe("location-engins");
    }
  });

  test("says when nothing is found and offers the categories", async ({ page }) => {
    await open(page, `${FR}/blog/`);
    await toggle(page).click();
    await search(page, "xylophone");
    await expect(status(page)).toContainText("xylophone");
    await expect(resultLinks(page)).toHaveCount(0);
    const offered = page
      .getByRole("navigation", { name: t("blog.search.categories") })
      .getByRole("link");
    await expect(offered).toHaveCount(data.blogCategories.length);
  });

  test("works with the keyboard: the button opens it, Escape closes it and gives focus back", async ({
    page,
  }) => {
    await open(page, `${FR}/blog/`);
    await toggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel(t("blog.search.label"))).toBeFocused();
    await page.keyboard.type("benne");
    await expect(status(page)).toHaveAttribute("role", "status");
    await expect(resultLinks(page).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("the open search under axe", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px, with results and with none, axe finds no violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, `${FR}/blog/`);
      await toggle(page).click();
      for (const term of ["benne", "xylophone"]) {
        await search(page, term);
        expect(await axeViolations(page), term).toEqual([]);
      }
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the search, which only a script can run, does not show", async ({ page }) => {
    await page.goto(`${FR}/blog/location-benne-lyon/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: t("blog.search.landmark") })).toBeHidden();
    await expect(page.getByText(t("blog.search.open"))).toBeHidden();
  });
});
