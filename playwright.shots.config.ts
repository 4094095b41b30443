/**
 * npm run shots: screenshots of every template of every built artifact at phone, tablet and laptop
 * widths, into shots/<market>/ to open and look at (not a test: nothing is compared). The artifacts
 * are served as in the browser tests, the staging sample too (the templates that list articles are
 * seen on its fixture pages, __tests__/e2e/site.ts): build them first (npm run build:e2e).
 */
import { defineConfig } from "@playwright/test";
import siteConfig from "./playwright.config";
import { ARTIFACTS, STAGING_FR } from "./__tests__/e2e/artifacts";

export default defineConfig({
  ...siteConfig,
  testDir: "./__tests__/shots",
  testMatch: "**/*.shots.ts",
  outputDir: "test-results/shots",
  webServer: [...ARTIFACTS, STAGING_FR].map(({ dir, port }) => ({
    command: `node scripts/serve.mjs --dir ${dir} --port ${port} --host 127.0.0.1 --exit-with ${process.pid}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  })),
  timeout: 300_000,
});
