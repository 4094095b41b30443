/**
 * What a page's first load must not do in the browser: format a number or a date. In Chromium the
 * first Intl number or date format of a page loads the language's data, 20–120 ms without CPU
 * slowdown, inside hydration (docs/decisions.md#d51-dates-and-numbers-are-formatted-at-build-time).
 * The pages below print such values; the build formats them, and the browser hydrates the text.
 */
import { expect, test } from "@playwright/test";
import { baseUrl } from "./artifacts";
import { open } from "./navigation";

/** Records every call of the browser's number and date formatting, from before the page's first script. */
function recordFormatting() {
  const calls: string[] = [];
  (window as unknown as { formattingCalls: string[] }).formattingCalls = calls;
  for (const name of ["NumberFormat", "DateTimeFormat", "RelativeTimeFormat"] as const) {
    const original = Intl[name] as unknown as new (...args: unknown[]) => object;
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
      construct: (target, args) => (calls.push(`new Intl.${name}(${JSON.stringify(args[0])})`), Reflect.construct(target, args)),
      apply: (target, self, args) => (calls.push(`Intl.${name}(${JSON.stringify(args[0])})`), Reflect.apply(target, self, args)),
    });
  }
  const methods: Array<[object, string, string]> = [
    [Number.prototype, "toLocaleString", "Number"],
    [Date.prototype, "toLocaleString", "Date"],
    [Date.prototype, "toLocaleDateString", "Date"],
    [Date.prototype, "toLocaleTimeString", "Date"],
  ];
  for (const [prototype, method, owner] of methods) {
    const original = (prototype as Record<string, (...args: unknown[]) => string>)[method];
    (prototype as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
      calls.push(`${owner}.prototype.${method}(${JSON.stringify(args[0])})`);
      return original.apply(this, args);
    };
  }
}

const PAGES = [
  // Live-data blocks: a fact, delivery times, a region's services with their times.
  { market: "FR", path: "/blog/big-bag-lyon/", shows: ".region-services" },
  // Every card's date.
  { market: "FR", path: "/blog/", shows: ".post-cards time" },
  // The gear sizes in tonnes, decimals among them.
  { market: "FR", path: "/services/location-engins/", shows: ".gear-list" },
  { market: "DE", path: "/", shows: "main h1" },
  { market: "EN", path: "/", shows: "main h1" },
] as const;

for (const { market, path, shows } of PAGES) {
  test(`${market} ${path} hydrates without formatting a number or a date`, async ({ page }) => {
    await page.addInitScript(recordFormatting);
    await open(page, `${baseUrl(market)}${path}`);
    await expect(page.locator(shows).first()).toBeVisible();
    const calls = await page.evaluate(() => (window as unknown as { formattingCalls: string[] }).formattingCalls);
    expect(calls).toEqual([]);
  });
}

test("the spy sees a page's formatting (a test of this test)", async ({ page }) => {
  await page.addInitScript(recordFormatting);
  await open(page, `${baseUrl("DE")}/`);
  const calls = await page.evaluate(() => {
    new Intl.NumberFormat("de").format(1.5);
    (1.5).toLocaleString("de");
    return (window as unknown as { formattingCalls: string[] }).formattingCalls;
  });
  expect(calls).toEqual(['new Intl.NumberFormat("de")', 'Number.prototype.toLocaleString("de")']);
});
