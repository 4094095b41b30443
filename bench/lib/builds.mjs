/**
 * Build timings: each market cold then warm (its cache from the cold build), through
 * scripts/build.mjs as `npm run build` does, and the FR build of a temporary copy of the site with
 * 1,000 generated articles. "Cold" is a market's first build after every cache was removed, in
 * the order of `npm run build:all` on a fresh clone: the first market from nothing, each next one
 * from webpack's cache of the one before (docs/decisions.md#d50-a-cold-market-starts-from-another-markets-webpack-cache).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { countPages } from "./artifact.mjs";
import { buildPhases } from "./phases.mjs";
import { runMeasured } from "./process-tree.mjs";
import { marketKeys } from "../../src/node/market-files.mjs";
import { copyArtifact } from "../../scripts/build.mjs";

/** Every market of data/countries/. */
export const MARKETS = marketKeys(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."),
);

/** Gatsby's caches of production builds: the working pair and the parked ones (scripts/build.mjs). */
function removeProductionCaches(root) {
  for (const dir of [".cache", "public", "node_modules/.cache"])
    fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  for (const market of MARKETS)
    fs.rmSync(path.join(root, ".market-cache", `${market}-production`), {
      recursive: true,
      force: true,
    });
}

/** One build of `market` in `root` through scripts/build.mjs, timed, with its phases. */
export async function buildOnce(root, market) {
  const run = await runMeasured(
    process.execPath,
    [path.join(root, "scripts", "build.mjs"), "--market", market],
    {
      cwd: root,
      env: { ...process.env, SITE_ENV: "production", GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    },
  );
  if (run.code !== 0) {
    throw new Error(
      `The ${market} build in ${root} failed (exit ${run.code}):\n${run.output.slice(-4000)}`,
    );
  }
  const pages = countPages(path.join(root, "public"));
  // How many items each counted activity did (queries run, HTML pages written), however short it was.
  const items = Object.fromEntries(
    buildPhases(run, 0).flatMap((phase) =>
      phase.items === undefined ? [] : [[phase.name, phase.items]],
    ),
  );
  return {
    seconds: run.seconds,
    cpuSeconds: run.cpuSeconds,
    peakBytes: run.peakBytes,
    pages,
    pagesPerSecond: pages / run.seconds,
    phases: buildPhases(run),
    items,
  };
}

/** Cold then warm builds of every market; leaves the artifacts in dist/<market>. */
export async function measureBuilds(root, log) {
  removeProductionCaches(root);
  const cold = {};
  for (const market of MARKETS) {
    log(`cold build ${market}`);
    cold[market] = await buildOnce(root, market);
  }
  const warm = {};
  for (const market of MARKETS) {
    log(`warm build ${market}`);
    warm[market] = await buildOnce(root, market);
    // As `npm run build -- --out` copies it: what a deployer gets, without Gatsby's build internals.
    copyArtifact(path.join(root, "dist", market.toLowerCase()), root);
  }
  return { cold, warm };
}

const COPIED = [
  "content",
  "data",
  "src",
  "page-queries",
  "static",
  "scripts",
  "assets",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

/** A copy of the site in `siteDir` that builds like the original: its sources, and its node_modules by a link. */
export function copySite(root, siteDir) {
  for (const entry of COPIED)
    fs.cpSync(path.join(root, entry), path.join(siteDir, entry), { recursive: true });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(siteDir, "node_modules"));
}

/**
 * Copies a real article 1,000 times under new slugs, titles and dates: same front matter rules,
 * same body length and the same cover (Gatsby's image jobs are keyed by content, as real covers
 * shared by several articles would be).
 */
export function generateArticles(siteDir, count, sample = "benne-ou-big-bag") {
  const blogDir = path.join(siteDir, "content", "blog");
  const source = fs.readFileSync(path.join(blogDir, sample, "index.mdx"), "utf8");
  for (let i = 1; i <= count; i += 1) {
    const slug = `bench-article-${String(i).padStart(4, "0")}`;
    const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const mdx = source
      .replace(/^title: .*$/m, `title: "Article de mesure n° ${i}"`)
      .replace(/^date: .*$/m, `date: ${day}`);
    fs.mkdirSync(path.join(blogDir, slug));
    fs.writeFileSync(path.join(blogDir, slug, "index.mdx"), mdx);
    fs.copyFileSync(path.join(blogDir, sample, "cover.png"), path.join(blogDir, slug, "cover.png"));
  }
}

/**
 * The cold build of one market (FR unless told) in a temporary copy of the site, with `count`
 * extra articles (nothing is committed).
 */
export async function measureScaling(root, count, log, market = "FR") {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-bench-site-"));
  try {
    copySite(root, siteDir);
    generateArticles(siteDir, count);
    log(`cold build ${market} with ${count} extra articles (in ${siteDir})`);
    return { articles: count, ...(await buildOnce(siteDir, market)) };
  } finally {
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
}
