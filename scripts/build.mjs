#!/usr/bin/env node
/**
 * Builds one market (default: SITE_MARKET, else `defaultMarket` of data/brand.yaml) into public/,
 * or every market of data/countries/ (--all) into dist/<market in lower case>.
 *
 * Gatsby keeps its cache in .cache/ and public/. Each market (and SITE_ENV) gets its own pair,
 * parked in .market-cache/<market>-<env>/ while another market builds, so that one build never
 * reuses or clobbers another market's cache. A build whose pages name a script or stylesheet it
 * did not write (HTML Gatsby kept from an earlier build, after one was interrupted) is made again
 * without the cache, once.
 *
 * --source-maps (or SITE_SOURCE_MAPS=1) keeps the bundles' source maps in public/, for
 * bench:trace and source-map-explorer; the artifact never holds them.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isBuildInternal } from "../src/serving/rules.mjs";
import { chooseMarket, marketKeys } from "../src/node/market-files.mjs";
import { SOURCE_MAPS_VARIABLE, sourceMapsWanted } from "../src/node/source-maps.mjs";
import {
  pluginsFingerprint,
  seedWebpackCacheFrom,
  WEBPACK_CACHE_DONOR_VARIABLE,
} from "./build-cache.mjs";

export { pluginsFingerprint };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CACHE_DIRS = [".cache", "public"];
const OWNER_FILE = path.join(root, ".cache", "debrix-build.json");

function parseArgs(argv) {
  const args = {
    all: false,
    market: process.env.SITE_MARKET,
    siteEnv: process.env.SITE_ENV || "production",
    out: undefined,
    sourceMaps: sourceMapsWanted(),
  };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === "--all") args.all = true;
    else if (argv[i] === "--market") args.market = argv[++i];
    else if (argv[i] === "--env") args.siteEnv = argv[++i];
    else if (argv[i] === "--out") args.out = argv[++i];
    else if (argv[i] === "--source-maps") args.sourceMaps = true;
    else
      throw new Error(
        `Unknown argument ${argv[i]}; usage: build.mjs [--all] [--market ${marketKeys(root).join("|")}] [--env production|staging] [--out dir] [--source-maps]`,
      );
  }
  args.market = chooseMarket(root, args.market);
  return args;
}

/** Who the current .cache/ and public/ belong to, e.g. "DE-production". */
export function currentOwner() {
  try {
    const { market, siteEnv } = JSON.parse(fs.readFileSync(OWNER_FILE, "utf8"));
    return `${market}-${siteEnv}`;
  } catch {
    return undefined;
  }
}

function moveCaches(fromDir, toDir) {
  for (const name of CACHE_DIRS) {
    const from = path.join(fromDir, name);
    if (!fs.existsSync(from)) continue;
    const to = path.join(toDir, name);
    fs.rmSync(to, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.renameSync(from, to);
  }
}

function useCacheOf(owner, sourceMaps) {
  const current = currentOwner();
  if (current !== owner) {
    if (current) moveCaches(root, path.join(root, ".market-cache", current));
    else
      for (const name of CACHE_DIRS)
        fs.rmSync(path.join(root, name), { recursive: true, force: true });
    const parked = path.join(root, ".market-cache", owner);
    if (fs.existsSync(parked)) moveCaches(parked, root);
  }
  let plugins;
  try {
    ({ plugins } = JSON.parse(fs.readFileSync(OWNER_FILE, "utf8")));
  } catch {
    plugins = undefined;
  }
  if (plugins !== pluginsFingerprint(sourceMaps, root))
    for (const name of CACHE_DIRS)
      fs.rmSync(path.join(root, name), { recursive: true, force: true });
}

/**
 * A market without a cache of its own starts from webpack's cache of the market built last for the
 * same SITE_ENV with the same plugins (docs/decisions.md#d50-a-cold-market-starts-from-another-markets-webpack-cache):
 * the markets share their code, and webpack rebuilds what differs for this one (a file it reads,
 * a DefinePlugin value). Only `.cache/webpack/` is copied; nothing of the other market's data,
 * pages or public/. Returns the parked cache it was copied from ("DE-production"), if any.
 */
export function seedWebpackCache({ siteEnv, sourceMaps, dir = root }) {
  const plugins = pluginsFingerprint(sourceMaps, dir);
  // A copy of the project (scripts/sample-build.mjs) is told where the project it was copied from
  // parks its caches: their webpack caches hold the packages' modules it shares through the
  // linked node_modules, for any SITE_ENV.
  const from = process.env[WEBPACK_CACHE_DONOR_VARIABLE];
  return (
    seedWebpackCacheFrom(dir, dir, { plugins, siteEnv }) ??
    (from ? seedWebpackCacheFrom(from, dir, { plugins }) : undefined)
  );
}

export function buildMarket(
  market,
  siteEnv,
  { sourceMaps = sourceMapsWanted(), retried = false } = {},
) {
  const owner = `${market}-${siteEnv}`;
  useCacheOf(owner, sourceMaps);
  const seededFrom = seedWebpackCache({ siteEnv, sourceMaps });
  console.log(
    `\n▶ gatsby build: market ${market}, SITE_ENV=${siteEnv}${sourceMaps ? ", with source maps" : ""}${seededFrom ? `, webpack's cache from ${seededFrom}` : ""}`,
  );
  const result = spawnSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      SITE_MARKET: market,
      SITE_ENV: siteEnv,
      [SOURCE_MAPS_VARIABLE]: sourceMaps ? "1" : "0",
      GATSBY_TELEMETRY_DISABLED: "1",
    },
  });
  if (result.status !== 0) {
    // A failed build leaves a cache we cannot trust: drop it rather than park it.
    for (const name of CACHE_DIRS)
      fs.rmSync(path.join(root, name), { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
  const stale = missingBundles(path.join(root, "public"));
  if (stale.length > 0) {
    // Gatsby rewrites a page's HTML only when it thinks the page changed; a cache left behind by an
    // interrupted build can make it keep pages that name the bundles of an earlier build.
    for (const name of CACHE_DIRS)
      fs.rmSync(path.join(root, name), { recursive: true, force: true });
    const listed = stale
      .slice(0, 3)
      .map(({ page, file }) => `${page} names ${file}`)
      .join("; ");
    if (retried) {
      console.error(
        `✘ build ${owner}: even without a cache, ${stale.length} references to bundles the build did not write (${listed})`,
      );
      process.exit(1);
    }
    console.warn(
      `⚠ build ${owner}: ${stale.length} references to bundles the build did not write (${listed}): the cache was stale; building again without it`,
    );
    buildMarket(market, siteEnv, { sourceMaps, retried: true });
    return;
  }
  fs.writeFileSync(
    OWNER_FILE,
    JSON.stringify({ market, siteEnv, plugins: pluginsFingerprint(sourceMaps, root) }),
  );
}

/** Script, stylesheet and inlined-stylesheet paths in a page that point into the site itself. */
const BUNDLE_REFERENCE =
  /<(?:script|link|style)\b[^>]*?\s(?:src|href|data-href)="(\/[^"?#]+\.(?:js|css))"/g;

/**
 * The pages of `publicDir` that name a script or stylesheet it does not hold, as { page, file }
 * (at most one per page): the sign of HTML kept from another build.
 */
export function missingBundles(publicDir) {
  const missing = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      const pathname = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
      if (isBuildInternal(pathname)) continue;
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith(".html")) {
        const html = fs.readFileSync(file, "utf8");
        const absent = [...html.matchAll(BUNDLE_REFERENCE)]
          .map((match) => match[1])
          .find((bundle) => !fs.existsSync(path.join(publicDir, bundle)));
        if (absent) missing.push({ page: pathname, file: absent });
      }
    }
  };
  if (fs.existsSync(publicDir)) visit(publicDir);
  return missing;
}

/**
 * Copies public/ to `to`, without the build internals Gatsby keeps there for its next build
 * (src/serving/rules.mjs), and the build's deploy files (nginx configuration) to `<to>.deploy/`,
 * beside the artifact rather than inside the served root.
 */
export function copyArtifact(to, dir = root) {
  const publicDir = path.join(dir, "public");
  const deployTo = `${to}.deploy`;
  for (const dir of [to, deployTo]) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.cpSync(publicDir, to, {
    recursive: true,
    filter: (source) =>
      !isBuildInternal(`/${path.relative(publicDir, source).split(path.sep).join("/")}`),
  });
  fs.cpSync(path.join(dir, ".cache", "deploy"), deployTo, { recursive: true });
  console.log(
    `✔ artifact in ${path.relative(dir, to)}/, its nginx configuration in ${path.relative(dir, deployTo)}/`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseArgs(process.argv.slice(2));
  if (args.all) {
    for (const market of marketKeys(root)) {
      buildMarket(market, args.siteEnv, args);
      copyArtifact(path.join(root, args.out ?? "dist", market.toLowerCase()));
    }
  } else {
    buildMarket(args.market, args.siteEnv, args);
    if (args.out) copyArtifact(path.resolve(root, args.out));
  }
}
