/**
 * End-to-end tests: the built artifacts (dist/fr, dist/de, dist/en) served by scripts/serve.mjs on
 * 127.0.0.1, driven in Debian's Chromium. `npm run test:e2e` builds the artifacts first.
 */
import { defineConfig } from "@playwright/test";
import {
  ARTIFACTS,
  NGINX_ARTIFACTS,
  SOME_ARTIFACTS_ONLY,
  STAGING_FR,
  served,
} from "./__tests__/e2e/artifacts";

export default defineConfig({
  testDir: "./__tests__/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Playwright empties its output folder when it starts: its own, so npm test's step logs
  // (test-results/logs/) survive.
  outputDir: "test-results/browser",
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // Generous bounds, so that a busy machine (a build beside the tests) slows a test without failing
  // it: an assertion retries until it holds or 15 s pass; a test that walks many pages sets its own
  // time from their number (timeoutForPages in site.ts).
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    // Screenshots of the same build in the same Chromium and fonts come out alike to the pixel; a
    // few hundred pixels of anti-aliasing are let through, a moved line or box is not.
    toHaveScreenshot: { maxDiffPixelRatio: 0.001 },
  },
  // Baselines are committed beside the tests, one folder per market (screens.spec.ts).
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  use: {
    browserName: "chromium",
    headless: true,
    // A failed test leaves its trace and a screenshot in test-results/browser/ (npx playwright show-trace).
    // The trace keeps the DOM at each step but no screencast: recording one for every test, to
    // throw away when it passes, made the suite a fifth slower on a 2-core machine. In CI (CI=true)
    // no trace is recorded at all: what a CI run leaves is its output, which names the failing page
    // and assertion, and recording the DOM at every step of the page walks cost a tenth of their time
    // (the FR routes walk: 111 s with it, 95 s without); rerun the test here to get its trace.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Without these, Chromium stalls on the closed network of the build machines.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: [
    ...[...ARTIFACTS, STAGING_FR]
      .filter(({ dir }) => served(dir))
      .map(({ dir, port }) => ({
        command: `node scripts/serve.mjs --dir ${dir} --port ${port} --host 127.0.0.1 --exit-with ${process.pid}`,
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: false,
        timeout: 30_000,
      })),
    // The same artifacts behind real nginx with their generated configuration (not for the walks
    // of some artifacts only, which need no nginx).
    ...(SOME_ARTIFACTS_ONLY ? [] : NGINX_ARTIFACTS).map(({ dir, port }) => ({
      command: `npm run --silent serve:nginx -- --dir ${dir} --port ${port} --host 127.0.0.1 --exit-with ${process.pid}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    })),
  ],
});
