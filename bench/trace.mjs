#!/usr/bin/env node
/**
 * npm run bench:trace -- [--dir dist/fr] [--maps public] [--port 9350] [--cpu 4] [--runs 3] [--bytes] [path ...]
 *
 * Serves a built artifact with scripts/server.mjs on 127.0.0.1, loads each path in Chromium at a
 * CPU slowdown with a performance trace (lib/trace.mjs), and prints in Markdown every task over
 * 50 ms with what it spent its time on, and the scripts each page loads with their brotli bytes.
 * `--maps` is the folder holding the bundles' source maps (public/ after a build of the same
 * market with `--source-maps`; builds make none otherwise, and the artifacts leave them out), to
 * name the source modules of the sampled time. Of
 * `--runs` loads of a page, the one with the median blocking time is printed.
 * `--bytes` prints only the scripts each page loads on first load, one line a page, without a trace.
 * The bytes are exact; the times depend on the machine's load, so the load average is printed too.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { createSiteServer, listen } from "../scripts/server.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { longTasks, tracePage } from "./lib/trace.mjs";

const DEFAULT_PATHS = ["/", "/services/plomb/", "/blog/big-bag-lyon/"];

function parseArgs(argv) {
  const args = {
    dir: "dist/fr",
    maps: "public",
    port: 9350,
    cpu: 4,
    runs: 3,
    bytes: false,
    paths: [],
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith("--")) args.paths.push(arg);
    else if (arg === "--bytes") args.bytes = true;
    else if (["--dir", "--maps"].includes(arg)) args[arg.slice(2)] = argv[++i];
    else if (["--port", "--cpu", "--runs"].includes(arg)) args[arg.slice(2)] = Number(argv[++i]);
    else
      throw new Error(
        `Unknown argument ${arg}; usage: trace.mjs [--dir d] [--maps d] [--port n] [--cpu n] [--runs n] [--bytes] [path ...]`,
      );
  }
  if (args.paths.length === 0) args.paths = DEFAULT_PATHS;
  return args;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => value.toFixed(0);
const share = (part, whole) => `${whole > 0 ? Math.round((100 * part) / whole) : 0} %`;

function pageReport(pagePath, { scripts }, result, runs) {
  const lines = [`### ${pagePath}`, ""];
  const transferred = scripts.reduce((sum, script) => sum + script.transferredBytes, 0);
  lines.push(
    `Scripts on first load: ${scripts.length}, ${kb(transferred)} KB transferred (${kb(scripts.reduce((s, x) => s + x.bytes, 0))} KB decoded).`,
    "",
  );
  lines.push("| script | encoding | transferred KB | decoded KB |", "|---|---|---|---|");
  for (const script of scripts)
    lines.push(
      `| ${script.file} | ${script.encoding} | ${kb(script.transferredBytes)} | ${kb(script.bytes)} |`,
    );
  lines.push("");
  lines.push(
    `Blocking time after the first contentful paint (each long task's time beyond 50 ms, as Lighthouse's TBT) of the median of ${runs} loads: ` +
      `${ms(result.blockingMs)} ms (the ${runs} loads: ${result.allBlockingMs.map(ms).join(", ")} ms); first contentful paint at ${result.fcpMs === null ? "?" : ms(result.fcpMs)} ms; ` +
      `main thread busy ${ms(result.mainThreadMs)} ms in all.`,
    "",
  );
  const forcedBy = new Map();
  for (const pass of result.forced) {
    const key = `${pass.kind} for ${pass.module}`;
    forcedBy.set(key, {
      count: (forcedBy.get(key)?.count ?? 0) + 1,
      ms: (forcedBy.get(key)?.ms ?? 0) + pass.ms,
    });
  }
  lines.push(
    `Style and layout passes forced by script: ${result.forced.length}` +
      (forcedBy.size
        ? ` (${[...forcedBy].map(([key, { count, ms: t }]) => `${count} ${key}, ${ms(t)} ms`).join("; ")})`
        : "") +
      ".",
    "",
  );
  if (result.tasks.length === 0) lines.push("No task over 50 ms.", "");
  for (const task of result.tasks) {
    lines.push(
      `- **${ms(task.durationMs)} ms** at ${ms(task.startMs)} ms${task.afterFcp ? "" : " (before FCP)"}: ` +
        task.kinds
          .slice(0, 6)
          .map(({ kind, ms: t }) => `${kind} ${share(t, task.durationMs)}`)
          .join(", "),
    );
    if (task.modules.length > 0) {
      const sampled = task.modules.reduce((sum, module) => sum + module.ms, 0);
      lines.push(
        `  - sampled JS, self time by module: ` +
          task.modules.map(({ module, ms: t }) => `${module} ${share(t, sampled)}`).join(", "),
      );
      lines.push(
        `  - sampled JS, by the site's module on the stack: ` +
          task.siteModules.map(({ module, ms: t }) => `${module} ${share(t, sampled)}`).join(", "),
      );
    }
  }
  lines.push("");
  return lines.join("\n");
}

const args = parseArgs(process.argv.slice(2));
const hasSourceMaps = (dir) =>
  fs.existsSync(dir) && fs.readdirSync(dir).some((name) => name.endsWith(".js.map"));
if (!args.bytes && !(args.maps && hasSourceMaps(path.resolve(args.maps)))) {
  console.warn(
    `No source maps in ${args.maps ?? "(no --maps)"}: sampled time is named by bundle only, not by source module. ` +
      `Build the artifact with its maps first: npm run build -- --market FR --out ${args.dir} --source-maps`,
  );
}
const server = createSiteServer(path.resolve(args.dir));
await listen(server, args.port, "127.0.0.1");
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS.filter((flag) => flag !== "--headless=new"),
});
const sections = [];
const byteRows = [];
try {
  for (const pagePath of args.bytes ? args.paths : []) {
    const { scripts } = await tracePage(browser, `http://127.0.0.1:${args.port}${pagePath}`, {
      cpuRate: 1,
      trace: false,
    });
    const sum = (field) => scripts.reduce((total, script) => total + script[field], 0);
    byteRows.push(
      `| ${pagePath} | ${scripts.length} | ${kb(sum("transferredBytes"))} | ${kb(sum("bytes"))} | ${scripts.map((script) => `${script.file.replace(/-[0-9a-f]{20}\.js$/, "")} ${kb(script.transferredBytes)}`).join(", ")} |`,
    );
  }
  for (const pagePath of args.bytes ? [] : args.paths) {
    const loads = [];
    for (let run = 0; run < args.runs; run += 1) {
      const load = await tracePage(browser, `http://127.0.0.1:${args.port}${pagePath}`, {
        cpuRate: args.cpu,
      });
      loads.push({
        load,
        result: longTasks(load.trace, { sourceMapDir: args.maps && path.resolve(args.maps) }),
      });
    }
    const sorted = [...loads].sort((a, b) => a.result.blockingMs - b.result.blockingMs);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    const result = { ...median.result, allBlockingMs: loads.map(({ result: r }) => r.blockingMs) };
    sections.push(pageReport(pagePath, median.load, result, args.runs));
  }
} finally {
  await browser.close();
  server.close();
}
if (args.bytes) {
  console.log(`## Scripts on first load, ${args.dir}\n`);
  console.log(
    [
      "| page | scripts | transferred KB | decoded KB | each (transferred KB) |",
      "|---|---|---|---|---|",
      ...byteRows,
    ].join("\n"),
  );
  process.exit(0);
}
const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
console.log(
  `## Traces of ${args.dir} at ${args.cpu}× CPU slowdown (load average ${one}, ${five}, ${fifteen}; ${os.cpus().length} cores)\n`,
);
console.log(sections.join("\n"));
