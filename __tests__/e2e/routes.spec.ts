import { expect, test } from "@playwright/test";
import { ARTIFACTS, baseUrl, contentWalk } from "./artifacts";
import {
  catalog,
  data,
  expectedPages,
  otherMarketsPaths,
  severalLanguages,
  templatePages,
  timeoutForPages,
} from "./site";
import { expectRendered, follow, open } from "./navigation";
import { readServerHtml } from "./server-html";

for (const { market, dir } of ARTIFACTS) {
  const t = catalog(market);
  const base = baseUrl(market);
  const several = severalLanguages(market);

  test.describe(`market ${market}`, () => {
    // Every route is a page of its own, in the server HTML (layout.spec.ts reads every path's:
    // status, h1, title, canonical, head tags, page data) and for the browser's router (below).
    // Hydrated by a full load here: every route's own path, and of each kind its first alias and
    // its first /de/ twin (aliases and twins of a kind differ only by their path, which the router
    // check reads for each of them). Loading all 196 FR paths was the longest walk of the suite
    // (docs/decisions.md#d70-every-page-where-its-content-decides-one-page-of-each-template-where-the-template-does).
    // A market with several languages has neither aliases nor twins: one page of each kind, the
    // languages taking turns (templatePages), and each language's home page.
    const pages = expectedPages(market);
    const templates = new Set(templatePages(market).map((template) => template.path));
    const notFound = pages.find((expected) => expected.route.pageKey === "NOT_FOUND");
    if (!notFound) throw new Error(`${market} has no not-found page`);
    const sampled = new Set<string>();
    const hydrated = pages.filter((expected) => {
      if (several) return templates.has(expected.path) || expected.route.kind === "HOME";
      const { kind, primaryPath } = expected.route;
      const family =
        expected.path === primaryPath
          ? expected.path
          : expected.path.startsWith("/de/") && market !== "DE"
            ? "twin"
            : "alias";
      if (sampled.has(`${kind} ${family}`)) return false;
      sampled.add(`${kind} ${family}`);
      return true;
    });

    test(`every route's own path, and an alias and a twin of each kind, hydrate with their heading, language, title and canonical${contentWalk(dir)}`, async ({
      page,
    }) => {
      test.setTimeout(timeoutForPages(hydrated.length));
      // One page of each template at least (a market of several languages has no aliases).
      expect(hydrated.length).toBeGreaterThanOrEqual(templates.size);
      expect(hydrated.length).toBeGreaterThan(several ? 5 : 10);
      for (const expected of hydrated) {
        const response = await page.goto(`${base}${expected.path}`);
        // /404/ itself is a page: the server answers it like any other file.
        expect.soft(response?.status(), expected.path).toBe(200);
        // Read once the client has taken the page over: a route the browser's router did not know
        // would be replaced by the not-found page at that point.
        await expect(page.locator("html"), expected.path).toHaveAttribute("data-hydrated", "true");
        await expectRendered(page, expected.path);
        // All of it in one look: a round trip per assertion costs more than the reading.
        const shown = await page.evaluate(() => ({
          h1: [...document.querySelectorAll("h1")].map((h1) =>
            (h1.textContent ?? "").replace(/\s+/g, " ").trim(),
          ),
          lang: document.documentElement.lang,
          canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
            link.getAttribute("href"),
          ),
          title: document.title,
        }));
        expect.soft(shown, expected.path).toEqual({
          h1: [expected.heading],
          lang: expected.language.locale,
          canonical: [expected.canonical],
          title: expect.stringMatching(new RegExp(` \\| ${data.brand.name}$`)),
        });
      }
    });

    test(`the browser's router takes every route, alias and twin to its own page with its kind's template, none to the not-found page${contentWalk(dir)}`, async ({
      page,
    }) => {
      test.setTimeout(timeoutForPages(pages.length, 200));
      await open(page, `${base}/`);
      // What a first load and a client-side navigation both ask: the site's loader (its page-data
      // check in front of Gatsby's) resolves the path to a page and its template.
      const resolved = await page.evaluate(
        async (paths) => {
          const loader = (
            window as unknown as {
              ___loader: {
                loadPage(
                  path: string,
                ): Promise<{ page?: { path: string; componentChunkName: string } } | undefined>;
                isPageNotFound(path: string): boolean;
              };
            }
          ).___loader;
          const results = [];
          for (const path of paths) {
            const resources = await loader.loadPage(path);
            results.push({
              path: resources?.page?.path,
              template: resources?.page?.componentChunkName,
              notFound: Boolean(loader.isPageNotFound(path)),
            });
          }
          return results;
        },
        pages.map((expected) => expected.path),
      );
      // A kind's template is the one its own path resolves to.
      const templateOf = new Map(
        pages.flatMap((expected, index) =>
          expected.path === expected.route.primaryPath
            ? [[expected.route.kind, resolved[index].template]]
            : [],
        ),
      );
      for (const [index, expected] of pages.entries()) {
        expect.soft(resolved[index], expected.path).toEqual({
          path: expected.path,
          template: templateOf.get(expected.route.kind),
          notFound: false,
        });
      }
      expect(new Set(templateOf.values()).size, "one template a kind").toBe(templateOf.size);
    });

    test(`pages of other markets and unknown paths answer 404 with the not-found page${contentWalk(dir)}`, async ({
      page,
    }) => {
      const foreign = otherMarketsPaths(market);
      test.setTimeout(timeoutForPages(foreign.length + 2, 500));
      if (market !== "FR")
        expect(foreign).toEqual(
          expect.arrayContaining(["/notre-combat/", "/partenaires/", "/blog/"]),
        );
      // The prefixed paths of a market with several languages are no page of one with one, nor
      // the other way round.
      expect(foreign).toEqual(
        expect.arrayContaining(several ? ["/services/", "/agb/"] : ["/nl/diensten/"]),
      );
      // What the server answers, read without running the page's scripts (a few hundred paths);
      // that the not-found page stays so through hydration is page-data.spec.ts's test.
      const served = await readServerHtml(
        page,
        base,
        [...foreign, "/no-such-page-7f3a/", "/de/no-such-page-7f3a/"],
        (doc) => ({
          h1: [...doc.querySelectorAll("h1")].map((h1) => h1.textContent?.trim()),
          lang: doc.documentElement.lang,
        }),
        null,
      );
      for (const { path, status, value } of served) {
        expect
          .soft({ status, ...value }, path)
          .toEqual({ status: 404, h1: [notFound.heading], lang: notFound.language.locale });
      }
    });

    const services = pages.find(
      (expected) =>
        expected.route.id === "SERVICES" && expected.path === expected.route.primaryPath,
    );
    if (!services) throw new Error("no services page");
    test("a path ending in index.html redirects to the clean path", async ({ request }) => {
      const response = await request.get(`${base}${services.path}index.html?x=1`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(`${services.path}?x=1`);
    });

    test("a path without its trailing slash redirects to it", async ({ request }) => {
      const response = await request.get(`${base}${services.path.replace(/\/$/, "")}`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(services.path);
    });

    test("the home page hydrates without errors and navigates on the client with fresh head tags", async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("response", (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
      });
      // The first language's home page ("/" names the languages in a market with several).
      const home = pages.find((expected) => expected.route.kind === "HOME");
      if (!home) throw new Error("no home page");
      await open(page, `${base}${home.path}`);
      await page.evaluate(() => {
        (window as unknown as { __noReload: boolean }).__noReload = true;
      });
      await follow(
        page,
        page
          .getByRole("navigation", { name: t("site.mainNavLabel") })
          .getByRole("link", { name: t("nav.SERVICES") }),
        services.path,
      );
      await expect(page).toHaveURL(`${base}${services.path}`);
      await expect(page.locator("h1")).toHaveText(services.heading);
      await expect(page).toHaveTitle(`${t("pages.SERVICES.title")} | ${data.brand.name}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        services.canonical,
      );
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      // A client-side navigation keeps the window: no full reload happened.
      expect(
        await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
      ).toBe(true);
      expect(errors).toEqual([]);
    });
  });
}
