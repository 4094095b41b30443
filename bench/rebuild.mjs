#!/usr/bin/env node
/**
 * `npm run bench:rebuild`: what an edit costs (bench/lib/rebuilds.mjs). In a temporary copy of the
 * site, the FR artifact built cold, then with the cache kept: unchanged, after a one-article edit,
 * after a one-region edit. Prints each build's time, CPU and share of the cold build, then the
 * phases of the rebuilds; nothing is written to the repository. `npm run bench` measures the same.
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureRebuilds } from "./lib/rebuilds.mjs";
import { phasesTable, rebuildsTable } from "./lib/report.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const loadBefore = loadAverage();
const rebuilds = await measureRebuilds(root, (message) => console.log(`▶ ${message}`));
console.log(
  `\n${rebuilds.market}, load average ${loadBefore} before, ${loadAverage()} after; ${os.cpus().length} cores\n`,
);
console.log(rebuildsTable(rebuilds));
for (const [name, build] of Object.entries(rebuilds.builds))
  console.log(`\n${name} (${build.seconds.toFixed(1)} s)\n\n${phasesTable(build.phases)}`);
