#!/usr/bin/env node
/**
 * `npm run bench`: build and page-weight benchmark (bench/README.md). Writes bench/results.json, prints a
 * Markdown report and the budgets; `--check` exits 1 when a budget is missed, 0 otherwise. The
 * main thread is judged on what the scripts add to a page, its load against its no-JS twin's
 * (bench/lib/twin.mjs), which a slow or busy machine stretches alike; Lighthouse's scores and TBT
 * are printed beside its CPU benchmark index.
 *
 *   npm run bench                      builds cold and warm, rebuilds after an edit, scaling, Lighthouse, navigation
 *   npm run bench -- --check           the same, and fail on a missed budget
 *   npm run bench -- --skip-builds     measure the artifacts already in dist/ (no build figures)
 *   npm run bench -- --runs 1          fewer Lighthouse runs per page (default 5)
 *   npm run bench -- --pairs 20        pairs of page and no-JS twin loads per page (default 10, the fewest --check takes)
 *   npm run bench -- --articles 200    size of the scaling test (default 1000; 0 skips it)
 *   npm run bench -- --skip-builds --markets DE   Lighthouse of some artifacts only (a quick look)
 *   npm run bench -- --skip-builds --templates region,article   some templates only
 *   npm run bench -- --port-base 9500  its servers and Chromium on 9500, 9501, … (default: any free port)
 *   npm run bench -- --check --rejudge results.json   judge a saved run (its raw loads) against today's budgets, measuring nothing
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createSiteServer, listen } from "../scripts/server.mjs";
import { SERVING_FILE } from "../src/serving/rules.mjs";
import { htmlSizes, templatePages, TEMPLATES } from "./lib/artifact.mjs";
import { pageDataOf } from "./lib/page-data.mjs";
import { scriptsOf } from "./lib/scripts.mjs";
import { MARKETS, measureBuilds, measureScaling } from "./lib/builds.mjs";
import { measureRebuilds } from "./lib/rebuilds.mjs";
import { launchChromium, runLighthouse } from "./lib/lighthouse.mjs";
import { measureNavigation } from "./lib/navigation.mjs";
import { measureToolRedraw } from "./lib/tool-redraw.mjs";
import { measureTwins, TWIN_PREFIX, twinServer } from "./lib/twin.mjs";
import { refigured } from "./lib/compare.mjs";
import { checkBudgets, markdownReport, median, medianRun } from "./lib/report.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The market whose navigation is timed: FR has every template and the most data per page. */
const NAVIGATION_MARKET = "FR";
/** Rewritten by every build (graphqlTypegen); the committed copy comes from an FR build. */
const GENERATED_TYPES = path.join(root, "src", "gatsby-types.d.ts");

function parseArgs(argv) {
  const args = {
    check: false,
    skipBuilds: false,
    runs: 5,
    pairs: 10,
    articles: 1000,
    markets: MARKETS,
    templates: undefined,
    portBase: 0,
    rejudge: undefined,
  };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === "--check") args.check = true;
    else if (argv[i] === "--skip-builds") args.skipBuilds = true;
    else if (argv[i] === "--runs") args.runs = Number(argv[++i]);
    else if (argv[i] === "--pairs") args.pairs = Number(argv[++i]);
    else if (argv[i] === "--rejudge") args.rejudge = argv[++i];
    else if (argv[i] === "--templates")
      args.templates = argv[++i].split(",").map((name) => name.trim());
    else if (argv[i] === "--articles") args.articles = Number(argv[++i]);
    else if (argv[i] === "--markets") args.markets = argv[++i].toUpperCase().split(",");
    else if (argv[i] === "--port-base") args.portBase = Number(argv[++i]);
    else
      throw new Error(
        `Unknown argument ${argv[i]}; usage: bench/run.mjs [--check] [--skip-builds] [--runs n] [--pairs n] [--articles n] [--rejudge results.json] [--markets DE,EN] [--templates region,article] [--port-base n]`,
      );
  }
  if (!(args.runs >= 1) || !(args.articles >= 0))
    throw new Error("--runs must be ≥ 1 and --articles ≥ 0");
  if (!Number.isInteger(args.pairs) || args.pairs < 1)
    throw new Error(`--pairs must be a whole number ≥ 1, not ${args.pairs}`);
  if (args.check && args.pairs < MIN_PAIRS_TO_CHECK)
    throw new Error(
      `--check judges the script budgets on at least ${MIN_PAIRS_TO_CHECK} pairs of loads; --pairs ${args.pairs} is too few`,
    );
  if (!Number.isInteger(args.portBase) || args.portBase < 0 || args.portBase > 65_500)
    throw new Error(
      `--port-base must be a port number (0 for any free port), not ${args.portBase}`,
    );
  if (!args.markets.every((market) => MARKETS.includes(market)))
    throw new Error(`--markets takes a list of ${MARKETS.join(", ")}`);
  if (!args.skipBuilds && args.markets !== MARKETS)
    throw new Error(
      "--markets needs --skip-builds: the build figures are of every market's artifact",
    );
  if (args.templates && !args.skipBuilds)
    throw new Error("--templates needs --skip-builds: a run with builds measures every template");
  const unknown = (args.templates ?? []).filter(
    (name) => !TEMPLATES.some(([template]) => template === name),
  );
  if (unknown.length > 0)
    throw new Error(
      `--templates: no template ${unknown.join(", ")}; the templates: ${TEMPLATES.map(([template]) => template).join(", ")}`,
    );
  return args;
}

const log = (message) => console.log(`▶ ${message}`);

/** Fewer pairs of page and twin loads than this give a spread too wide to judge a budget on. */
const MIN_PAIRS_TO_CHECK = 10;

/** Every template page of every artifact, against its no-JS twin (bench/lib/twin.mjs). */
async function measureScriptCost(artifacts, pairs) {
  const servers = {};
  for (const [market, { dir }] of Object.entries(artifacts)) {
    const readPage = (pagePath) => {
      const file = path.join(dir, pagePath, "index.html");
      return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
    };
    const server = twinServer(createSiteServer(dir), readPage);
    const { port } = await listen(server, takePort(), "127.0.0.1");
    servers[market] = { origin: `http://127.0.0.1:${port}`, close: () => closeServer(server) };
  }
  try {
    const targets = Object.entries(artifacts).flatMap(([market, { pages }]) =>
      pages.map((page) => ({
        key: `${market} ${page.template}`,
        url: `${servers[market].origin}${page.path}`,
        twinUrl: `${servers[market].origin}${TWIN_PREFIX}${page.path}`,
      })),
    );
    const measured = await measureTwins(targets, { pairs, log });
    return Object.fromEntries(
      Object.entries(artifacts).map(([market, { pages }]) => [
        market,
        pages.map((page) => ({ ...page, ...measured[`${market} ${page.template}`] })),
      ]),
    );
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.close()));
  }
}

function describeMachine() {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
}

function commitOf() {
  try {
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: root,
      encoding: "utf8",
    }).trim();
    return `${execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim()}${dirty ? "+changes" : ""}`;
  } catch {
    return "unknown";
  }
}

/** Stops `server` at once: a client gone without closing its connections (a Chromium that died) must not keep it open. */
function closeServer(server) {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
}

/** The next port of --port-base, or 0 (any free port) without it. */
let nextPort = 0;
const takePort = () => (nextPort === 0 ? 0 : nextPort++);

async function serve(dir) {
  const server = createSiteServer(dir);
  const { port } = await listen(server, takePort(), "127.0.0.1");
  return { origin: `http://127.0.0.1:${port}`, close: () => closeServer(server) };
}

/**
 * Lighthouse in rounds: every round measures the reference page and then every page once, so a
 * slow spell of the machine touches all of them alike rather than one page's five runs.
 */
async function measureLighthouse(artifacts, runs) {
  // The server answers with the serving rules of a build (its _serving.json); the reference page
  // is served under those of the first artifact measured, from a temporary copy.
  const referenceDir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-bench-reference-"));
  fs.cpSync(path.join(root, "bench", "reference"), referenceDir, { recursive: true });
  fs.copyFileSync(
    path.join(Object.values(artifacts)[0].dir, SERVING_FILE),
    path.join(referenceDir, SERVING_FILE),
  );
  const reference = await serve(referenceDir);
  const servers = Object.fromEntries(
    await Promise.all(
      Object.keys(artifacts).map(async (market) => [market, await serve(artifacts[market].dir)]),
    ),
  );
  const chromium = await launchChromium(takePort());
  const targets = [
    { key: "reference", url: `${reference.origin}/` },
    ...Object.entries(artifacts).flatMap(([market, { pages }]) =>
      pages.map((page) => ({
        key: `${market} ${page.template}`,
        url: `${servers[market].origin}${page.path}`,
      })),
    ),
  ];
  const samples = Object.fromEntries(targets.map(({ key }) => [key, []]));
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const { key, url } of targets) {
        log(`Lighthouse ${round}/${runs} ${key} ${url}`);
        samples[key].push(await runLighthouse(url, chromium.port));
      }
    }
  } finally {
    await chromium.close();
    await Promise.all([reference, ...Object.values(servers)].map((server) => server.close()));
    fs.rmSync(referenceDir, { recursive: true, force: true });
  }
  const indices = Object.values(samples)
    .flatMap((list) => list.map((sample) => sample.benchmarkIndex))
    .filter(Number.isFinite);
  return {
    runs,
    benchmarkIndex: indices.length
      ? { median: median(indices), min: Math.min(...indices), max: Math.max(...indices) }
      : undefined,
    reference: medianRun(samples.reference),
    markets: Object.fromEntries(
      Object.entries(artifacts).map(([market, { pages }]) => [
        market,
        pages.map((page) => ({ ...page, ...medianRun(samples[`${market} ${page.template}`]) })),
      ]),
    ),
  };
}

async function measureNavigationOf(artifact) {
  const byTemplate = Object.fromEntries(artifact.pages.map((page) => [page.template, page.path]));
  const route = [
    byTemplate.home,
    byTemplate["services list"],
    byTemplate["service detail"],
    byTemplate.home,
  ];
  const server = await serve(artifact.dir);
  try {
    log(`navigation ${route.join(" → ")}`);
    const samples = await measureNavigation(server.origin, route);
    const summary = (list) => ({
      median: median(list.map((s) => s.ms)),
      max: Math.max(...list.map((s) => s.ms)),
      samples: list,
    });
    return {
      market: NAVIGATION_MARKET,
      route,
      cpu1x: summary(samples.cpu1x),
      cpu4x: summary(samples.cpu4x),
    };
  } finally {
    await server.close();
  }
}

/** Each market's visitor tools, from an input to the answer painted, at 6× CPU (a printed figure, no budget). */
async function measureToolRedrawOf(artifacts) {
  const results = {};
  for (const [market, artifact] of Object.entries(artifacts)) {
    const byTemplate = Object.fromEntries(artifact.pages.map((page) => [page.template, page.path]));
    if (!byTemplate["which container"] || !byTemplate["can it go in"]) continue;
    const server = await serve(artifact.dir);
    try {
      log(`visitor tools of ${market}: input to redrawn answer`);
      results[market] = await measureToolRedraw(server.origin, {
        which: byTemplate["which container"],
        canItGoIn: byTemplate["can it go in"],
      });
    } finally {
      await server.close();
    }
  }
  return results;
}

/** Prints the report and the verdict of `results` against the budgets; with --check, a missed budget sets exit code 1. */
function judge(results, check) {
  const budgets = checkBudgets(results);
  results.budgets = budgets;
  console.log(`\n${markdownReport(results, budgets)}\n`);
  const missed = budgets.filter((row) => row.kind === "budget" && row.pass === false);
  const goalsAhead = budgets.filter((row) => row.kind === "goal" && row.pass === false);
  console.log(missed.length > 0 ? `${missed.length} budget(s) missed.` : "All budgets met.");
  if (goalsAhead.length > 0)
    console.log(`${goalsAhead.length} long-term goal(s) not reached yet (not a failure).`);
  if (check && missed.length > 0) process.exitCode = 1;
}

/** A saved run judged again: its pairs' figures recomputed from their raw loads, then today's budgets. */
function rejudge(file, check) {
  const results = refigured(JSON.parse(fs.readFileSync(file, "utf8")));
  console.log(
    `Judging ${file} (run of ${results.date}, commit ${results.commit}) against the budgets of this checkout.`,
  );
  judge(results, check);
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.rejudge) return rejudge(args.rejudge, args.check);
  nextPort = args.portBase;
  const generatedTypes = fs.existsSync(GENERATED_TYPES)
    ? fs.readFileSync(GENERATED_TYPES)
    : undefined;
  const results = {
    date: new Date().toISOString(),
    commit: commitOf(),
    machine: describeMachine(),
  };
  try {
    if (!args.skipBuilds) {
      results.builds = await measureBuilds(root, log);
      results.rebuilds = await measureRebuilds(root, log);
      if (args.articles > 0) {
        const scaling = await measureScaling(root, args.articles, log);
        const real = results.builds.cold.FR;
        results.scaling = {
          ...scaling,
          timeRatio: scaling.seconds / real.seconds,
          memoryRatio: scaling.peakBytes / real.peakBytes,
        };
      }
    }
  } finally {
    if (generatedTypes) fs.writeFileSync(GENERATED_TYPES, generatedTypes);
  }

  const artifacts = {};
  for (const market of args.markets) {
    const dir = path.join(root, "dist", market.toLowerCase());
    if (!fs.existsSync(path.join(dir, "index.html")))
      throw new Error(
        `${path.relative(root, dir)} holds no built site; run npm run build:all or drop --skip-builds`,
      );
    artifacts[market] = {
      dir,
      pages: templatePages(dir).filter(
        (page) => !args.templates || args.templates.includes(page.template),
      ),
    };
  }
  results.html = Object.fromEntries(
    Object.entries(artifacts).map(([market, { dir }]) => {
      const sizes = htmlSizes(dir);
      return [
        market,
        {
          pages: sizes.length,
          medianGzipBytes: median(sizes.map((s) => s.gzipBytes)),
          largest: sizes[0],
        },
      ];
    }),
  );
  results.pageData = Object.fromEntries(
    Object.entries(artifacts).map(([market, { dir, pages }]) => [
      market,
      pages.map((page) => ({ ...page, ...pageDataOf(root, dir, page.path) })),
    ]),
  );
  results.scripts = Object.fromEntries(
    Object.entries(artifacts).map(([market, { dir, pages }]) => [
      market,
      pages.map((page) => ({ ...page, ...scriptsOf(dir, page.path) })),
    ]),
  );
  results.scriptCost = await measureScriptCost(artifacts, args.pairs);
  results.lighthouse = await measureLighthouse(artifacts, args.runs);
  const navigable =
    artifacts[NAVIGATION_MARKET]?.pages.filter((page) =>
      ["home", "services list", "service detail"].includes(page.template),
    ).length === 3;
  if (navigable) results.navigation = await measureNavigationOf(artifacts[NAVIGATION_MARKET]);
  results.toolRedraw = await measureToolRedrawOf(artifacts);

  // Saved before the report, so that a run's measurements outlive a fault in reporting them (--rejudge).
  const saved = path.join(root, "bench", "results.json");
  fs.writeFileSync(saved, `${JSON.stringify(results, null, 2)}\n`);
  judge(results, args.check);
  fs.writeFileSync(saved, `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
