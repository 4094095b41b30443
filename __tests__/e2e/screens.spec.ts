/**
 * Visual regression: one full-page screenshot of each template of each market at a phone's width
 * (360 px) and a laptop's (1280 px), compared with the baselines in __tests__/e2e/__screenshots__/.
 * A failing comparison leaves the expected, actual and diff images in test-results/browser/.
 *
 * What would make two runs differ is held still: the cookie banner is closed (its choice is a
 * cookie), every picture is loaded before the shot (lazy ones too), animations and the text caret
 * are off, the fonts are ready. The fonts are the system's, DejaVu Sans on Debian: .ci/run installs
 * them, so a fresh machine renders the same. After an intended change of the look, refresh the
 * baselines with `npm run test:screens -- --update-snapshots` and look at every changed image
 * before committing it.
 */
import { expect, test, type Page } from "@playwright/test";
import { ARTIFACTS, baseUrl } from "./artifacts";
import { data, severalLanguages, templatePages, timeoutForPages } from "./site";
import { open } from "./navigation";
import { storageNames } from "../../src/shared/storage-names";

const WIDTHS = [360, 1280] as const;
const names = storageNames(data.brand.name);

/** Loads every picture of the page, lazy ones included, and waits for the fonts. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    const loaded = (image: HTMLImageElement) =>
      new Promise((resolve) => {
        if (image.complete) return resolve(undefined);
        image.addEventListener("load", resolve, { once: true });
        image.addEventListener("error", resolve, { once: true });
      });
    await Promise.all(images.map(loaded));
    await document.fonts.ready;
  });
}

for (const { market } of ARTIFACTS) {
  const base = baseUrl(market);
  // A market with several languages shows FR's templates with other texts: its baselines are what
  // only it has, the page naming the languages and the header with the language picker (on the home page).
  const templates = templatePages(market).filter(
    (template) =>
      !severalLanguages(market) || template.name === "languages" || template.name === "home",
  );
  for (const width of WIDTHS) {
    test(`${market} templates look as in their baselines at ${width} px`, async ({
      page,
      context,
    }) => {
      test.setTimeout(timeoutForPages(templates.length, 8_000));
      await context.addCookies([{ name: names.consentCookie, value: "false", url: base }]);
      await page.setViewportSize({ width, height: 800 });
      for (const template of templates) {
        await open(page, template.url);
        await settle(page);
        await expect
          .soft(page, `${template.path} at ${width} px`)
          .toHaveScreenshot([market.toLowerCase(), `${template.name}-${width}.png`], {
            fullPage: true,
            animations: "disabled",
            caret: "hide",
          });
      }
    });
  }
}
