#!/usr/bin/env node
/**
 * npm run bench:first-paint -- [--dir dist/fr] [--rounds 16] [--cpu 4] [--port 9360] [--frames dir] [path ...]
 *
 * Where a page's first paint goes, against its no-JS twin: the bench's twin (lib/twin.mjs) paints
 * as soon as its first parser slice is laid out, the page only once the parser has passed the end
 * of its intro (the head script's `rel="expect"` hold, docs/decisions.md#d95-the-first-paint-waits-for-the-first-screen).
 * So each path is loaded in four forms, in turn, `--rounds` times, in Chromium at a `--cpu`×
 * slowdown, each load in a fresh context, and the first contentful paint of each is read:
 *
 * - `page`: the page as built;
 * - `twin`: the page without its scripts (the bench's twin);
 * - `twin + hold`: the twin with the page's hold written into its head, the same first frame as
 *   the page's but with no script: page − this is what the scripts themselves cost before the
 *   first paint;
 * - `page − hold`: the page with a head script that no longer holds the frame: this − twin is
 *   the same cost measured the other way.
 *
 * Printed per path: the median FCP of each form (interquartile range) and the medians of the
 * round-by-round differences. `--frames dir` also writes, for the last round, the first frame each
 * form painted (a JPEG from the trace's screenshots), to see what the hold buys: the twin's first
 * frame is often a header still being built. Paths default to one page per template of the
 * artifact (lib/artifact.mjs). The times depend on the machine's load: run it on an idle machine.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { createSiteServer, listen } from "../scripts/server.mjs";
import { templatePages } from "./lib/artifact.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, whileChromiumRuns } from "./lib/chromium.mjs";
import { noJsTwin, spread } from "./lib/twin.mjs";

/** What the head script writes to hold the first frame (src/runtime/head-script.ts), and the same as markup. */
const HOLD_IN_SCRIPT = 'l.setAttribute("blocking","render");';
const HOLD_TARGET = /l\.href="(#[^"]+)";l\.setAttribute\("blocking","render"\)/;

/** The target of the page's hold: the element its first frame waits for. */
function holdTarget(html) {
  const target = html.match(HOLD_TARGET)?.[1];
  if (!target) throw new Error("The page's head script holds no frame: nothing to compare");
  return target;
}

/** The four forms of a page's HTML, each made from the page as built only when it is asked for. */
const FORMS = [
  ["page", (html) => html],
  ["twin", (html) => noJsTwin(html)],
  [
    "twin + hold",
    (html) =>
      noJsTwin(html).replace(
        /<head>/i,
        `<head><link rel="expect" href="${holdTarget(html)}" blocking="render">`,
      ),
  ],
  ["page − hold", (html) => html.replace(HOLD_IN_SCRIPT, "")],
];

function parseArgs(argv) {
  const args = { dir: "dist/fr", rounds: 16, cpu: 4, port: 9360, frames: null, paths: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith("--")) args.paths.push(arg);
    else if (["--dir", "--frames"].includes(arg)) args[arg.slice(2)] = argv[++i];
    else if (["--rounds", "--cpu", "--port"].includes(arg)) args[arg.slice(2)] = Number(argv[++i]);
    else
      throw new Error(
        `Unknown argument ${arg}; usage: first-paint.mjs [--dir d] [--rounds n] [--cpu n] [--port n] [--frames d] [path ...]`,
      );
  }
  return args;
}

/** A server for the artifact that answers `/__form__/<n>/<path>` with form n of that page. */
function formServer(dir) {
  const [site] = createSiteServer(dir).listeners("request");
  return http.createServer((request, response) => {
    const match = new URL(request.url ?? "/", "http://localhost").pathname.match(
      /^\/__form__\/(\d)(\/.*)$/,
    );
    if (!match) return site(request, response);
    const file = path.join(dir, match[2], "index.html");
    if (!fs.existsSync(file)) return response.writeHead(404).end();
    const [, form] = FORMS[Number(match[1])];
    const built = fs.readFileSync(file, "utf8");
    holdTarget(built); // A page without the hold has nothing to compare, in any form.
    const html = form(built);
    response
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" })
      .end(html);
  });
}

/** The FCP of one load, in ms from navigation; with `frame`, also the first frame painted at or after it. */
async function firstPaint(browser, url, { cpu, frame }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    if (frame)
      await browser.startTracing(page, {
        categories: ["devtools.timeline", "disabled-by-default-devtools.screenshot"],
        screenshots: true,
      });
    await page.goto(url, { waitUntil: "load" });
    // The first frame may come after the load event: wait for it (10 s at most).
    const fcpMs = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list, observer) => {
            const entry = list.getEntriesByName("first-contentful-paint")[0];
            if (!entry) return;
            observer.disconnect();
            resolve(entry.startTime);
          }).observe({ type: "paint", buffered: true });
          setTimeout(() => resolve(Number.NaN), 10_000);
        }),
    );
    // A frame or two more, so that the trace holds the screenshot of the first one.
    if (frame) await page.waitForTimeout(500);
    if (!frame) return { fcpMs };
    const events = JSON.parse((await browser.stopTracing()).toString("utf8")).traceEvents;
    const fcp = events.find((event) => event.name === "firstContentfulPaint");
    const shot = events
      .filter((event) => event.name === "Screenshot" && fcp && event.ts >= fcp.ts)
      .sort((a, b) => a.ts - b.ts)[0];
    return { fcpMs, frame: shot ? Buffer.from(shot.args.snapshot, "base64") : null };
  } finally {
    await context.close();
  }
}

const ms = (value) => (value === undefined ? "—" : value.toFixed(0));
const range = (s) => `${ms(s.median)} (${ms(s.q1)} – ${ms(s.q3)})`;

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const paths = args.paths.length
    ? args.paths.map((pagePath) => ({ template: pagePath, path: pagePath }))
    : templatePages(args.dir).filter(({ template }) => template !== "404");
  if (args.frames) fs.mkdirSync(args.frames, { recursive: true });
  const server = formServer(args.dir);
  await listen(server, args.port, "127.0.0.1");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const loads = new Map(paths.map(({ path: pagePath }) => [pagePath, FORMS.map(() => [])]));
  try {
    for (let round = 0; round < args.rounds; round += 1) {
      for (const { path: pagePath } of paths) {
        // Every other round in the other order, so that no form always follows another.
        const order = FORMS.map((_, i) => i);
        if (round % 2) order.reverse();
        for (const form of order) {
          const frame = Boolean(args.frames) && round === args.rounds - 1;
          const url = `http://127.0.0.1:${args.port}/__form__/${form}${pagePath}`;
          const load = await whileChromiumRuns(
            browser,
            firstPaint(browser, url, { cpu: args.cpu, frame }),
          );
          loads.get(pagePath)[form].push(load.fcpMs);
          if (load.frame) {
            const name = `${pagePath.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}.${FORMS[form][0].replace(/\W+/g, "-")}.jpg`;
            fs.writeFileSync(path.join(args.frames, name), load.frame);
          }
        }
      }
      process.stderr.write(`round ${round + 1} of ${args.rounds}\n`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const difference = (values, a, b) => spread(values[a].map((value, i) => value - values[b][i]));
  const lines = [
    `## First paint of ${args.dir}: ${args.rounds} rounds at ${args.cpu}× CPU (load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}; ${os.cpus().length} cores)`,
    "",
    "FCP in ms, median (interquartile range); differences are medians of the round-by-round differences.",
    "",
    `| page | ${FORMS.map(([name]) => name).join(" | ")} | page − twin | page − (twin + hold) | (page − hold) − twin |`,
    `|---|${FORMS.map(() => "---:").join("|")}|---:|---:|---:|`,
  ];
  for (const { template, path: pagePath } of paths) {
    const values = loads.get(pagePath);
    lines.push(
      `| ${template === pagePath ? pagePath : `${template} \`${pagePath}\``} | ${values.map((fcps) => range(spread(fcps))).join(" | ")} | ${range(difference(values, 0, 1))} | ${range(difference(values, 0, 2))} | ${range(difference(values, 3, 1))} |`,
    );
  }
  console.log(lines.join("\n"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
