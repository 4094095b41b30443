#!/usr/bin/env node
/**
 * npm run test:e2e: makes sure Chromium is there, builds the artifacts the browser tests serve
 * (dist/<market> for every market of data/countries/, and a staging build of a sample of FR in
 * dist/fr-staging), then runs the Playwright tests against them. E2E_SKIP_BUILD=1 reuses the
 * artifacts already in dist/; arguments go to Playwright (`npm run test:e2e -- visitor.spec.ts`).
 *
 * npm run build:e2e [-- fr fr-staging …]: builds those artifacts only (all without a name), by
 * their folder's name in dist/: what the pipeline's build jobs run.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { marketKeys } from "../src/node/market-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The artifacts of the browser tests, in build order, each a command of scripts/ and its
 * arguments, named by its folder in dist/ (`id`). Non-production features (testing blog, locale
 * switcher) are checked on a staging build of FR, which also gets a tag-manager container, so
 * consent and page views can be checked (the tests stub its script); it is built from a sample of
 * the site whose blog is the fixture articles of __tests__/fixtures/blog/: what it shows is what
 * only staging does, and the templates that list articles on pages no edit of content/ changes
 * (the template tests read them there, __tests__/e2e/site.ts); the production artifacts hold the
 * whole content.
 */
export const FIXTURE_BLOG = "__tests__/fixtures/blog";
export const E2E_BUILDS = [
  ...marketKeys(root).map((market) => ({
    id: market.toLowerCase(),
    name: market,
    script: "scripts/build.mjs",
    args: ["--market", market, "--out", `dist/${market.toLowerCase()}`],
  })),
  {
    id: "fr-staging",
    name: "FR staging",
    script: "scripts/sample-build.mjs",
    args: [
      "--blog",
      FIXTURE_BLOG,
      "--market",
      "FR",
      "--env",
      "staging",
      "--out",
      "dist/fr-staging",
    ],
    env: { SITE_TAG_MANAGER_ID: "GTM-E2ETEST" },
  },
];

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** Installs Debian's Chromium when it is missing and we may (root with apt); otherwise says how. */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0 && fs.existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package");
    run("sh", [
      "-c",
      "apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium",
    ]);
  } else {
    console.error(
      `The end-to-end tests need Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor point CHROMIUM_PATH at a Chromium binary.`,
    );
    process.exit(1);
  }
}

/** Builds the artifacts named by their dist/ folder (every one without a name); exits on a failure. */
export function buildArtifacts(ids) {
  const unknown = ids.filter((id) => !E2E_BUILDS.some((build) => build.id === id));
  if (unknown.length > 0) {
    console.error(
      `No artifact ${unknown.join(", ")}; the artifacts are ${E2E_BUILDS.map((build) => build.id).join(", ")}`,
    );
    process.exit(2);
  }
  for (const build of E2E_BUILDS)
    if (ids.length === 0 || ids.includes(build.id))
      run("node", [build.script, ...build.args], build.env);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [first, ...rest] = process.argv.slice(2);
  if (first === "--build") buildArtifacts(rest);
  else {
    ensureChromium();
    if (process.env.E2E_SKIP_BUILD !== "1") buildArtifacts([]);
    run("npx", ["playwright", "test", ...process.argv.slice(2)], {
      GATSBY_TELEMETRY_DISABLED: "1",
    });
  }
}
