#!/usr/bin/env node
/**
 * One cold build, profiled by phase (bench/lib/phases.mjs), in a temporary copy of the site so
 * that the repository's caches stay as they are:
 *
 *   node bench/profile-build.mjs                   the real FR content
 *   node bench/profile-build.mjs --articles 200    with 200 generated articles (bench/lib/builds.mjs)
 *   node bench/profile-build.mjs --market DE       another market (--articles only with a blog)
 *
 * Prints the wall time, the CPU seconds of the build's process tree (user + system: what an idle
 * machine's wall time is made of), the load average and the phases as a Markdown table; nothing
 * is written to the repository.
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MARKETS, measureScaling } from "./lib/builds.mjs";
import { phasesTable } from "./lib/report.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
let articles = 0;
let market = "FR";
for (let i = 0; i < argv.length; i += 1) {
  if (argv[i] === "--articles") articles = Number(argv[++i]);
  else if (argv[i] === "--market") market = String(argv[++i]).toUpperCase();
  else
    throw new Error(
      `Unknown argument ${argv[i]}; usage: bench/profile-build.mjs [--market ${MARKETS.join("|")}] [--articles n]`,
    );
}
if (!Number.isInteger(articles) || articles < 0)
  throw new Error(`--articles must be a whole number ≥ 0, not ${argv.join(" ")}`);
if (!MARKETS.includes(market))
  throw new Error(
    `--market ${market} is not a market; allowed: ${MARKETS.join(", ")} (the keys of data/countries/*.yaml)`,
  );
if (articles > 0 && market !== "FR")
  throw new Error(
    `--articles ${articles} needs the FR market: the generated articles are copies of an FR article`,
  );

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const loadBefore = loadAverage();
const build = await measureScaling(
  root,
  articles,
  (message) => console.log(`▶ ${message}`),
  market,
);
console.log(
  `\n${market} cold + ${articles} articles: ${build.pages} pages, ${build.seconds.toFixed(1)} s wall, ${build.cpuSeconds.toFixed(1)} CPU s (user + system), ` +
    `peak ${(build.peakBytes / 1e6).toFixed(0)} MB (load average ${loadBefore} before, ${loadAverage()} after; ${os.cpus().length} cores)\n`,
);
console.log(phasesTable(build.phases));
