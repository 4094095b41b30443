/**
 * The /de/… pages of content/dynamic/ in each artifact (docs/rules.md#dynamic-pages): rendered at
 * build time like any other page, so the server HTML holds the whole page (heading, intro, every
 * section, the closing action) and a visitor without JavaScript reads it all and can order or call.
 * What a client navigation to them checks (their index.json and its hash) is in page-data.spec.ts.
 */
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ARTIFACTS, baseUrl } from "./artifacts";
import { catalog, data } from "./site";
import { readServerHtml } from "./server-html";
import { loadDynamicPages, typesetDynamicPage } from "../../src/node/dynamic-pages";
import { typographyOf } from "../../src/rules/typography";
import type { DynamicPageContent } from "../../src/shared/dynamic-page";

const ROOT = path.resolve(__dirname, "../..");

/** A market's /de/… pages as the build makes them: checked and typeset by the build's own code. */
function dynamicPages(market: (typeof ARTIFACTS)[number]["market"]) {
  const rules = typographyOf(data.countries[market].languages[0]);
  return loadDynamicPages(ROOT, market, new Set()).pages.map((page) =>
    typesetDynamicPage(page, rules),
  );
}

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** What the page must show, in the order it shows it. */
function expectedTexts(content: DynamicPageContent): string[] {
  return [
    content.heading ?? content.title,
    ...(content.intro === undefined ? [] : [content.intro]),
    ...content.sections.flatMap((section) => [section.title, ...section.paragraphs]),
  ].map(squeeze);
}

const withDynamicPages = ARTIFACTS.filter(({ market }) => dynamicPages(market).length > 0);

test("some artifact has /de/ pages of content/dynamic/ to check", () => {
  expect(withDynamicPages.map(({ market }) => market)).toContain("DE");
});

for (const { market } of withDynamicPages) {
  const base = baseUrl(market);
  const pages = dynamicPages(market);
  const country = data.countries[market];
  const t = catalog(market);

  test.describe(`market ${market}`, () => {
    test("each /de/ page's server HTML holds its heading, intro, sections and action, and no loading state", async ({
      page,
    }) => {
      const served = await readServerHtml(
        page,
        base,
        pages.map((dynamic) => dynamic.path),
        (doc, appUrl) => {
          const main = doc.querySelector("main");
          const text = (element: Element) =>
            (element.textContent ?? "").replace(/\s+/g, " ").trim();
          return {
            h1: [...doc.querySelectorAll("h1")].map(text),
            h2: main ? [...main.querySelectorAll("h2")].map(text) : [],
            paragraphs: main ? [...main.querySelectorAll("p")].map(text) : [],
            mainText: main ? text(main) : "",
            statuses: main ? main.querySelectorAll('[role="status"]').length : -1,
            orderLinks: main
              ? [...main.querySelectorAll("a[href]")].filter((link) =>
                  (link.getAttribute("href") ?? "").startsWith(appUrl),
                ).length
              : 0,
            callLinks: main
              ? [...main.querySelectorAll('a[href^="tel:"]')].map((link) =>
                  link.getAttribute("href"),
                )
              : [],
            title: doc.title,
            canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
          };
        },
        country.appUrl.replace(/\/+$/, ""),
      );
      for (const [index, { path: pagePath, status, value }] of served.entries()) {
        const { content } = pages[index];
        expect.soft(status, pagePath).toBe(200);
        expect.soft(value.h1, pagePath).toEqual([squeeze(content.heading ?? content.title)]);
        expect
          .soft(value.h2, pagePath)
          .toEqual(
            expect.arrayContaining(content.sections.map((section) => squeeze(section.title))),
          );
        expect
          .soft(value.paragraphs, pagePath)
          .toEqual(
            expect.arrayContaining(
              content.sections.flatMap((section) => section.paragraphs.map(squeeze)),
            ),
          );
        // In the order the file gives them.
        const positions = expectedTexts(content).map((text) => value.mainText.indexOf(text));
        expect.soft(positions, pagePath).not.toContain(-1);
        expect.soft(positions, pagePath).toEqual([...positions].sort((a, b) => a - b));
        // No "loading" placeholder: nothing in the main content waits for a script.
        expect.soft(value.statuses, pagePath).toBe(0);
        expect.soft(value.title, pagePath).toBe(`${content.title} | ${data.brand.name}`);
        expect.soft(value.canonical, pagePath).toBe(`https://${country.domains[0]}${pagePath}`);
        if (content.action === "order") expect.soft(value.orderLinks, pagePath).toBeGreaterThan(0);
        if (content.action !== "none")
          expect.soft(value.callLinks.length, pagePath).toBeGreaterThan(0);
      }
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

      test("each /de/ page reads whole and its order and call links lead where they say", async ({
        page,
      }) => {
        for (const { path: pagePath, content } of pages) {
          const response = await page.goto(`${base}${pagePath}`);
          expect(response?.status(), pagePath).toBe(200);
          // No script ran: the head script never marked the page.
          await expect(page.locator("html"), pagePath).not.toHaveClass(/has-script/);
          await expect(page.getByRole("heading", { level: 1 }), pagePath).toHaveText(
            squeeze(content.heading ?? content.title),
          );
          for (const section of content.sections) {
            await expect(
              page.getByRole("heading", { level: 2, name: squeeze(section.title) }),
              pagePath,
            ).toBeVisible();
            for (const paragraph of section.paragraphs)
              await expect(
                page.locator("main p").filter({ hasText: squeeze(paragraph) }),
                pagePath,
              ).toBeVisible();
          }
          const main = page.locator("main");
          if (content.action === "order") {
            const order = main.getByRole("link", { name: t("home.hero.ctaPrimary") });
            await expect(order, pagePath).toBeVisible();
            await expect(order, pagePath).toHaveAttribute(
              "href",
              new RegExp(`^${country.appUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
            );
          }
          if (content.action !== "none")
            await expect(main.locator('a[href^="tel:"]').first(), pagePath).toBeVisible();
        }
      });
    });

    test("the browser's bundles name none of the /de/ pages: each comes with its own page data", async ({
      request,
    }) => {
      const html = await (await request.get(`${base}${pages[0].path}`)).text();
      const bundles = [...html.matchAll(/"(\/(?:app|framework)-[0-9a-f]+\.js)"/g)].map(
        (match) => match[1],
      );
      expect(bundles.length).toBeGreaterThan(0);
      for (const bundle of bundles) {
        const source = await (await request.get(`${base}${bundle}`)).text();
        for (const { path: pagePath } of pages)
          expect.soft(source.includes(pagePath), `${bundle} names ${pagePath}`).toBe(false);
      }
    });
  });
}
