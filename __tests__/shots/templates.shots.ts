/**
 * npm run shots: a screenshot of every template of every built market, to open and look at (nothing
 * is compared), into shots/<market>/: in Chromium at 320, 768 and 1280 px with the cookie banner
 * open and closed, and at 320 px with the phone's menu open; in Firefox at 375 px, banner closed.
 * A market with several languages: every template in each of them (`home.nl-BE-320-…`).
 */
import fs from "node:fs";
import path from "node:path";
import { test } from "../firefox/firefox";
import { ARTIFACTS, baseUrl } from "../e2e/artifacts";
import {
  data,
  expectedPages,
  severalLanguages,
  templatePages,
  timeoutForPages,
  type TemplatePage,
} from "../e2e/site";
import type { Market } from "../../src/shared/keys";
import { open } from "../e2e/navigation";
import { storageNames } from "../../src/shared/storage-names";

const OUT = path.resolve(__dirname, "../../shots");
const names = storageNames(data.brand.name);

/** The templates of a market; with several languages, each template's first page in each language. */
function shotPages(market: Market): TemplatePage[] {
  const templates = templatePages(market);
  if (!severalLanguages(market)) return templates;
  const seen = new Set<string>();
  const inEachLanguage = expectedPages(market).flatMap((expected): TemplatePage[] => {
    const { kind } = expected.route;
    const key = `${kind} ${expected.language.locale}`;
    if (kind === "LANGUAGES" || seen.has(key)) return [];
    seen.add(key);
    const name = `${kind.toLowerCase().replace(/_/g, "-")}.${expected.language.locale}`;
    return [
      {
        name,
        path: expected.path,
        url: `${baseUrl(market)}${expected.path}`,
        language: expected.language,
        layout: true,
      },
    ];
  });
  return [...inEachLanguage, ...templates.filter((template) => !template.layout)];
}

for (const { market } of ARTIFACTS) {
  const base = baseUrl(market);
  const templates = shotPages(market);
  const dir = path.join(OUT, market.toLowerCase());

  test(`${market}: every template in Chromium at 320, 768 and 1280 px`, async ({ browser }) => {
    test.setTimeout(timeoutForPages(templates.length * 7, 4_000));
    fs.mkdirSync(dir, { recursive: true });
    for (const banner of ["open", "closed"] as const) {
      const context = await browser.newContext();
      if (banner === "closed") await context.addCookies([{ name: names.consentCookie, value: "false", url: base }]);
      const page = await context.newPage();
      for (const width of [320, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const template of templates) {
          await open(page, template.url);
          await page.screenshot({ path: path.join(dir, `${template.name}-${width}-banner-${banner}.png`), fullPage: true });
          if (width === 320 && banner === "closed" && template.layout) {
            await page.locator(".menu-toggle").click();
            await page.screenshot({ path: path.join(dir, `${template.name}-${width}-menu.png`) });
          }
        }
      }
      await context.close();
    }
  });

  test(`${market}: every template in Firefox at 375 px`, async ({ firefox: { page } }) => {
    test.setTimeout(timeoutForPages(templates.length, 6_000));
    fs.mkdirSync(dir, { recursive: true });
    await page.browserContext().setCookie({ name: names.consentCookie, value: "false", domain: new URL(base).hostname, path: "/" });
    await page.setViewport({ width: 375, height: 740 });
    for (const template of templates) {
      await page.goto(template.url);
      await page.waitForSelector("html[data-hydrated=true]");
      await page.screenshot({ path: path.join(dir, `${template.name}-375-firefox.png`) as `${string}.png`, fullPage: true });
    }
  });
}
