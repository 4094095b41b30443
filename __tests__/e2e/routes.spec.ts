import { expect, test } from "@playwright/test";
import { ARTIFACTS, baseUrl } from "./artifacts";
import { catalog, data, expectedPages, otherMarketsPaths, timeoutForPages } from "./site";
import { expectRendered, follow, open } from "./navigation";
import { readServerHtml } from "./server-html";

for (const { market } of ARTIFACTS) {
  const country = data.countries[market];
  const t = catalog(market);
  const base = baseUrl(market);
  const notFoundHeading = t("pages.NOT_FOUND.heading");

  test.describe(`market ${market}`, () => {
    test("every route answers 200 with its heading, language, title and canonical", async ({ page }) => {
      const pages = expectedPages(market);
      test.setTimeout(timeoutForPages(pages.length));
      expect(pages.length).toBeGreaterThan(20);
      for (const expected of pages) {
        const response = await page.goto(`${base}${expected.path}`);
        // /404/ itself is a page: the server answers it like any other file.
        expect.soft(response?.status(), expected.path).toBe(200);
        // Read once the client has taken the page over: a route the browser's router did not know
        // would be replaced by the not-found page at that point.
        await expect(page.locator("html"), expected.path).toHaveAttribute("data-hydrated", "true");
        await expectRendered(page, expected.path);
        // All of it in one look: a round trip per assertion costs more than the reading.
        const shown = await page.evaluate(() => ({
          h1: [...document.querySelectorAll("h1")].map((h1) => (h1.textContent ?? "").replace(/\s+/g, " ").trim()),
          lang: document.documentElement.lang,
          canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href")),
          title: document.title,
        }));
        expect.soft(shown, expected.path).toEqual({
          h1: [expected.heading],
          lang: country.htmlLang,
          canonical: [expected.canonical],
          title: expect.stringMatching(new RegExp(` \\| ${data.brand.name}$`)),
        });
      }
    });

    test("pages of other markets and unknown paths answer 404 with the not-found page", async ({ page }) => {
      const foreign = otherMarketsPaths(market);
      test.setTimeout(timeoutForPages(foreign.length + 2, 500));
      if (market !== "FR") expect(foreign).toEqual(expect.arrayContaining(["/notre-combat/", "/partenaires/", "/blog/"]));
      // What the server answers, read without running the page's scripts (a few hundred paths);
      // that the not-found page stays so through hydration is page-data.spec.ts's test.
      const served = await readServerHtml(page, base, [...foreign, "/no-such-page-7f3a/", "/de/no-such-page-7f3a/"], (doc) => ({
        h1: [...doc.querySelectorAll("h1")].map((h1) => h1.textContent?.trim()),
        lang: doc.documentElement.lang,
      }), null);
      for (const { path, status, value } of served) {
        expect.soft({ status, ...value }, path).toEqual({ status: 404, h1: [notFoundHeading], lang: country.htmlLang });
      }
    });

    test("a path ending in index.html redirects to the clean path", async ({ request }) => {
      const response = await request.get(`${base}/services/index.html?x=1`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe("/services/?x=1");
    });

    test("a path without its trailing slash redirects to it", async ({ request }) => {
      const response = await request.get(`${base}/services`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe("/services/");
    });

    test("the home page hydrates without errors and navigates on the client with fresh head tags", async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("response", (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
      });
      await open(page, `${base}/`);
      await page.evaluate(() => {
        (window as unknown as { __noReload: boolean }).__noReload = true;
      });
      const services = expectedPages(market).find((expected) => expected.route.id === "SERVICES" && expected.path === expected.route.primaryPath);
      if (!services) throw new Error("no services page");
      await follow(page, page.getByRole("navigation", { name: t("site.mainNavLabel") }).getByRole("link", { name: t("nav.SERVICES") }), services.path);
      await expect(page).toHaveURL(`${base}${services.path}`);
      await expect(page.locator("h1")).toHaveText(services.heading);
      await expect(page).toHaveTitle(`${t("pages.SERVICES.title")} | ${data.brand.name}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", services.canonical);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      // A client-side navigation keeps the window: no full reload happened.
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
      expect(errors).toEqual([]);
    });
  });
}
