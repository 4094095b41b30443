#!/usr/bin/env node
/**
 * npm test: every check of the project, on the 2 cores of a CI machine, in as little wall time as
 * the dependencies between the checks allow.
 *
 * Two tracks run side by side (not the pipeline's lanes). The build track makes the artifacts,
 * one after another (they share .cache/ and public/): every market of data/countries/ by its order field, then FR staging (a sample
 * of the site: scripts/sample-build.mjs); then the
 * browser tests run over them. The check track runs the content check, the type-check, lint and
 * unit tests, then the content studio's browser tests (npm run cms on a copy of the repository: no
 * build needed), then the real-build tests (builds of small copies of the project), then the HTML
 * validation and the link check of every artifact, the French typography check of the built pages
 * and the check of their structured data. Each step's output goes
 * to test-results/logs/<step>.log and is printed whole when the step ends, so the two tracks never
 * interleave; a table of the steps' times closes the run, with the CPU time each step used (user +
 * system, its processes and theirs): on 2 cores the CPU, not the wall, is what a step costs the others.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_BUILDS, ensureChromium } from "./e2e.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const logDir = path.join(root, "test-results", "logs");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

/**
 * The Firefox step's E2E_PORT_BASE: 60 above the run's (E2E_PORT_BASE, 9100 unless told), whose
 * next ports the Chromium tests' servers (+1 to +7), the link check (+10 on) and the studio (+50,
 * +51) take; its own servers take +61 to +67, within the run's hundred.
 */
const FIREFOX_PORT_BASE = Number(process.env.E2E_PORT_BASE || 9100) + 60;

/** A step: a command, and the steps it must wait for. */
const builds = E2E_BUILDS.map((build, index) => ({
  name: `build ${build.name}`,
  command: ["node", build.script, ...build.args],
  env: build.env,
  after: index === 0 ? [] : [`build ${E2E_BUILDS[index - 1].name}`],
}));
const STEPS = [
  ...builds,
  // The content team's check first: seconds, and the clearest message for a bad edit.
  { name: "content check", command: [bin("tsx"), "scripts/check-content.ts"], after: [] },
  { name: "type-check", command: [bin("tsc"), "--noEmit"], after: ["content check"] },
  // ESLint, then Prettier's check that every file is formatted (`npm run format` formats them).
  { name: "lint", command: ["npm", "run", "--silent", "lint"], after: ["type-check"] },
  { name: "unit tests", command: [bin("jest")], after: ["lint"] },
  {
    name: "studio tests",
    command: [bin("playwright"), "test", "--config", "playwright.studio.config.ts"],
    after: ["unit tests"],
  },
  // Real builds of small copies of the project (a few articles): they need no artifact.
  {
    name: "build tests",
    command: [bin("jest"), "--config", "jest.build.config.js"],
    after: ["studio tests"],
  },
  // The early taps are tried twice here, once on a slow network and once not, with the CPU slowed
  // down six times only: 10 times at full speed and at 6× by default (EARLY_TRIES, EARLY_RATES).
  // The full-speed tries cost 56 of the file's 179 CPU-seconds with two tries, and a tap before
  // hydration is what the slowed tries make sure of; `npm run bench:early` gives the medians of
  // many tries.
  {
    name: "browser tests",
    command: [bin("playwright"), "test"],
    env: {
      EARLY_TRIES: process.env.EARLY_TRIES ?? "2",
      EARLY_RATES: process.env.EARLY_RATES ?? "6",
    },
    after: builds.map((build) => build.name),
  },
  // French typography of the built pages (no ordinary space before : ; ! ?): seconds, once the
  // artifacts exist.
  {
    name: "typography check",
    command: [bin("tsx"), "scripts/check-typography.ts"],
    after: builds.map((build) => build.name),
  },
  // Every page's JSON-LD against what Google documents for each type it uses: seconds.
  {
    name: "structured data check",
    command: [bin("tsx"), "scripts/check-structured-data.ts"],
    after: ["typography check"],
  },
  // Gates over every page of every artifact: the W3C Nu HTML checker, then a link crawl.
  {
    name: "HTML validation",
    command: ["node", "scripts/validate-html.mjs"],
    after: ["build tests", ...builds.map((build) => build.name)],
  },
  { name: "link check", command: ["node", "scripts/check-links.mjs"], after: ["HTML validation"] },
  // The page kinds in Firefox (firefox-esr over WebDriver BiDi), beside the Chromium tests: servers
  // of their own, on ports after the Chromium tests', the link check's and the studio's.
  {
    name: "Firefox tests",
    command: [bin("playwright"), "test", "--config", "playwright.firefox.config.ts"],
    env: { E2E_PORT_BASE: String(FIREFOX_PORT_BASE) },
    after: ["link check"],
  },
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * The machine's CPU time so far, busy and idle, in seconds over all its cores (Linux: /proc/stat);
 * undefined elsewhere. Over the whole run it says what a step's own CPU time cannot: how much of
 * the cores the run left unused, and what went to processes no step waited for (Chromium's).
 */
function machineCpu() {
  try {
    const [, ...fields] = fs
      .readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    const ticks = 100; // USER_HZ on Linux
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields;
    return {
      busy: (user + nice + system + irq + softirq + steal) / ticks,
      idle: (idle + iowait) / ticks,
    };
  } catch {
    return undefined;
  }
}

/**
 * Runs `command` under bash, whose `times` reports the CPU its children used once they ended (the
 * step's processes and every process they waited for), written to `cpuFile` as bash prints it.
 */
const withCpuTime = (command, cpuFile) => ({
  argv: ["bash", "-c", '"$@"; status=$?; times > "$CPU_FILE"; exit $status', "bash", ...command],
  env: { CPU_FILE: cpuFile },
});

/** The children's user + system seconds from bash's `times` (its second line: "0m12.5s 0m1.2s"). */
function cpuSeconds(cpuFile) {
  try {
    const line = fs.readFileSync(cpuFile, "utf8").trim().split("\n")[1] ?? "";
    return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
      (sum, [, minutes, secs]) => sum + Number(minutes) * 60 + Number(secs),
      0,
    );
  } catch {
    return undefined;
  }
}

function runStep(step) {
  const logFile = path.join(logDir, `${step.name.replace(/\W+/g, "-")}.log`);
  const cpuFile = `${logFile}.cpu`;
  const log = fs.openSync(logFile, "w");
  const started = Date.now();
  console.log(`▶ ${step.name}`);
  const { argv, env } = withCpuTime(step.command, cpuFile);
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), {
      cwd: root,
      stdio: ["ignore", log, log],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...step.env, ...env },
    });
    child.on("close", (code, signal) => {
      fs.closeSync(log);
      const ms = Date.now() - started;
      const ok = code === 0;
      console.log(
        `\n${ok ? "✔" : "✘"} ${step.name} (${seconds(ms)}${ok ? "" : `, exit ${code ?? signal}`}) — ${path.relative(root, logFile)}`,
      );
      try {
        process.stdout.write(fs.readFileSync(logFile, "utf8"));
      } catch (error) {
        console.log(`(its log could not be read: ${error.message})`);
      }
      resolve({ step, ok, ms, cpu: cpuSeconds(cpuFile) });
    });
  });
}

async function main() {
  ensureChromium();
  fs.rmSync(logDir, { recursive: true, force: true });
  fs.mkdirSync(logDir, { recursive: true });
  const started = Date.now();
  const cpuAtStart = machineCpu();
  const results = new Map();
  const running = new Map();
  let failed = false;
  // Start every step whose dependencies have passed; stop starting new ones after a failure.
  for (;;) {
    if (!failed) {
      for (const step of STEPS) {
        if (results.has(step.name) || running.has(step.name)) continue;
        if (step.after.every((name) => results.get(name)?.ok))
          running.set(step.name, runStep(step));
      }
    }
    if (running.size === 0) break;
    const result = await Promise.race(running.values());
    running.delete(result.step.name);
    results.set(result.step.name, result);
    if (!result.ok) failed = true;
  }

  console.log("\n| step | time | CPU | result |\n|---|---:|---:|---|");
  let cpuTotal = 0;
  for (const step of STEPS) {
    const result = results.get(step.name);
    cpuTotal += result?.cpu ?? 0;
    const cpu = result?.cpu === undefined ? "–" : `${result.cpu.toFixed(0)} s`;
    console.log(
      `| ${step.name} | ${result ? seconds(result.ms) : "–"} | ${cpu} | ${result ? (result.ok ? "passed" : "FAILED") : "not run"} |`,
    );
  }
  console.log(
    `| **all** (wall time) | ${seconds(Date.now() - started)} | ${cpuTotal.toFixed(0)} s | ${failed ? "FAILED" : "passed"} |`,
  );
  const cpuAtEnd = machineCpu();
  if (cpuAtStart && cpuAtEnd) {
    const busy = cpuAtEnd.busy - cpuAtStart.busy;
    const idle = cpuAtEnd.idle - cpuAtStart.idle;
    console.log(
      `\nThe machine's cores: ${busy.toFixed(0)} s busy, ${idle.toFixed(0)} s idle (${((100 * busy) / (busy + idle)).toFixed(0)} % busy) over the run.`,
    );
  }
  process.exit(failed ? 1 : 0);
}

await main();
