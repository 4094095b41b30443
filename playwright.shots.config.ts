/**
 * npm run shots: screenshots of every template of every built artifact at phone, tablet and laptop
 * widths, into shots/<market>/ to open and look at (not a test: nothing is compared). The artifacts
 * are served as in the browser tests; build them first (npm run build:all).
 */
import { defineConfig } from "@playwright/test";
import siteConfig from "./playwright.config";
import { ARTIFACTS } from "./__tests__/e2e/artifacts";

export default defineConfig({
  ...siteConfig,
  testDir: "./__tests__/shots",
  testMatch: "**/*.shots.ts",
  outputDir: "test-results/shots",
  webServer: ARTIFACTS.map(({ dir, port }) => ({
    command: `node scripts/serve.mjs --dir ${dir} --port ${port} --host 127.0.0.1 --exit-with ${process.pid}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  })),
  timeout: 300_000,
});
