/**
 * npm run shots: a screenshot of every template of every built market, to open and look at (nothing
 * is compared), into shots/<market>/: in Chromium at 320, 768 and 1280 px with the cookie banner
 * open and closed, and at 320 px with the phone's menu open; in Firefox at 375 px, banner closed.
 */
import fs from "node:fs";
import path from "node:path";
import { test } from "../firefox/firefox";
import { ARTIFACTS, baseUrl } from "../e2e/artifacts";
import { data, templatePages, timeoutForPages } from "../e2e/site";
import { open } from "../e2e/navigation";
import { storageNames } from "../../src/shared/storage-names";

const OUT = path.resolve(__dirname, "../../shots");
const names = storageNames(data.brand.name);

for (const { market } of ARTIFACTS) {
  const base = baseUrl(market);
  const templates = templatePages(market);
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
          if (width === 320 && banner === "closed") {
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
