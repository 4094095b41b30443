/**
 * Browser tests of the content studio: `npm run cms` on a temporary copy of the repository, driven
 * in Debian's Chromium with the launch settings of the site's tests. No Gatsby build is needed, so
 * npm test runs them in a lane of their own.
 */
import { defineConfig } from "@playwright/test";
import siteConfig from "./playwright.config";

export default defineConfig({
  testDir: "./__tests__/studio",
  testMatch: "**/*.spec.ts",
  // Each test starts its own studio on the same two ports.
  workers: 1,
  retries: 0,
  outputDir: "test-results/studio",
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: siteConfig.use,
});
