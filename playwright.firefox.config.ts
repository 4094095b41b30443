/**
 * The browser tests of the page kinds in Firefox (__tests__/firefox/): Debian's firefox-esr, driven
 * by puppeteer-core over WebDriver BiDi, against the artifacts served as in the Chromium tests.
 */
import { defineConfig } from "@playwright/test";
import siteConfig from "./playwright.config";

export default defineConfig({
  ...siteConfig,
  testDir: "./__tests__/firefox",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/firefox",
  // One Firefox at a time: the step runs beside the Chromium tests on a 2-core machine.
  workers: 1,
});
