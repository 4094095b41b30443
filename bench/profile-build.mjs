#!/usr/bin/env node
/**
 * One cold FR build, profiled by phase (bench/lib/phases.mjs), in a temporary copy of the site so
 * that the repository's caches stay as they are:
 *
 *   node bench/profile-build.mjs                   the real FR content
 *   node bench/profile-build.mjs --articles 200    with 200 generated articles (bench/lib/builds.mjs)
 *
 * Prints the phases as a Markdown table; nothing is written to the repository.
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureScaling } from "./lib/builds.mjs";
import { phasesTable } from "./lib/report.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
let articles = 0;
for (let i = 0; i < argv.length; i += 1) {
  if (argv[i] === "--articles") articles = Number(argv[++i]);
  else throw new Error(`Unknown argument ${argv[i]}; usage: bench/profile-build.mjs [--articles n]`);
}
if (!Number.isInteger(articles) || articles < 0) throw new Error(`--articles must be a whole number ≥ 0, not ${argv.join(" ")}`);

const build = await measureScaling(root, articles, (message) => console.log(`▶ ${message}`));
console.log(`\nFR cold + ${articles} articles: ${build.pages} pages, ${build.seconds.toFixed(1)} s, peak ${(build.peakBytes / 1e6).toFixed(0)} MB (load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")})\n`);
console.log(phasesTable(build.phases));
