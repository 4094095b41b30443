/**
 * Firefox for the tests: Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core
 * (Playwright's own Firefox build cannot be downloaded here). Playwright Test runs the specs and
 * serves the artifacts; each worker starts one Firefox, each test gets a page in a context of its
 * own (cookies and storage apart), and every script error or error logged in a page fails its test.
 */
import fs from "node:fs";
import { test as base } from "@playwright/test";
import puppeteer, { type Browser, type Page } from "puppeteer-core";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export interface FirefoxPage {
  page: Page;
  /** Script errors and console errors of the page so far. */
  errors: string[];
}

/** Puppeteer's own waits have no time of their own beyond its default; the tests name theirs. */
const WAIT_MS = 20_000;

export const test = base.extend<{ firefox: FirefoxPage }, { firefoxBrowser: Browser }>({
  firefoxBrowser: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      if (!fs.existsSync(FIREFOX_PATH))
        throw new Error(
          `The Firefox tests need Firefox at ${FIREFOX_PATH}: apt-get install -y firefox-esr, or point FIREFOX_PATH at one`,
        );
      const browser = await puppeteer.launch({
        browser: "firefox",
        executablePath: FIREFOX_PATH,
        headless: true,
      });
      await provide(browser);
      await browser.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  firefox: async ({ firefoxBrowser }, provide) => {
    const context = await firefoxBrowser.createBrowserContext();
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_MS);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`script error: ${String(error)}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console error: ${message.text()}`);
    });
    await provide({ page, errors });
    await context.close();
  },
});

export { expect } from "@playwright/test";

/** A full load of `url`, then waits until React has hydrated it. */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector("html[data-hydrated=true]");
}
