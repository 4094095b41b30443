#!/usr/bin/env node
/**
 * npm run test:e2e: makes sure Chromium is there, builds the three artifacts (dist/fr, dist/de,
 * dist/en) and a staging FR build (dist/fr-staging), then runs the Playwright tests against them.
 * E2E_SKIP_BUILD=1 reuses the artifacts already in dist/.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!fs.existsSync(chromium)) {
  if (process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package");
    run("sh", ["-c", "apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium"]);
  } else {
    console.error(`The end-to-end tests need Chromium at ${chromium}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor point CHROMIUM_PATH at a Chromium binary.`);
    process.exit(1);
  }
}

if (process.env.E2E_SKIP_BUILD !== "1") {
  run("node", ["scripts/build.mjs", "--all"]);
  // Non-production features (testing blog, locale switcher) are checked on a staging build of FR,
  // which also gets a tag-manager container, so consent and page views can be checked (its script is stubbed).
  run("node", ["scripts/build.mjs", "--market", "FR", "--env", "staging", "--out", "dist/fr-staging"], { SITE_TAG_MANAGER_ID: "GTM-E2ETEST" });
}
run("npx", ["playwright", "test", ...process.argv.slice(2)], { GATSBY_TELEMETRY_DISABLED: "1" });
