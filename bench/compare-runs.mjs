#!/usr/bin/env node
/**
 * `node bench/compare-runs.mjs idle.json busy.json [--names idle,busy]`: two saved runs of the bench
 * (copies of bench/results.json) judged against the budgets of this checkout, side by side. Prints
 * each run's verdict and missed budgets, whether the two agree, and a Markdown table of the
 * figures the main thread is judged on. Exits 0 when they agree, 1 when they do not.
 */
import fs from "node:fs";
import { compareRuns, judged } from "./lib/compare.mjs";

const args = process.argv.slice(2);
const namesAt = args.indexOf("--names");
const names = namesAt >= 0 ? args.splice(namesAt, 2)[1].split(",") : ["first", "second"];
if (args.length !== 2 || names.length !== 2) {
  console.error("usage: node bench/compare-runs.mjs first.json second.json [--names idle,busy]");
  process.exit(2);
}
const runs = args.map((file) => judged(JSON.parse(fs.readFileSync(file, "utf8"))));
const { verdicts, agree, missed, table } = compareRuns(runs, names);
runs.forEach((run, i) => {
  const { date, commit, lighthouse } = run.results;
  const index = lighthouse?.benchmarkIndex?.median;
  console.log(
    `${names[i]}: ${args[i]}, run of ${date} (commit ${commit}${index ? `, Lighthouse benchmark index ${index.toFixed(0)}` : ""}): ${verdicts[i]}`,
  );
  for (const row of missed[i])
    console.log(`  missed: ${row.measure}, ${row.subject}: ${row.value} against ${row.limit}`);
});
console.log(agree ? "\nThe two runs agree." : "\nThe two runs disagree.");
console.log(`\n${table}`);
process.exitCode = agree ? 0 : 1;
