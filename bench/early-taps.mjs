#!/usr/bin/env node
/**
 * npm run bench:early -- [--dir dist/fr] [--port 9360] [--cpu 6] [--tries 5] [--width 375]
 *
 * How soon a tap made as soon as a control shows takes effect (docs/rules.md#early-taps). Serves a
 * built artifact with scripts/server.mjs on 127.0.0.1 and, for each control, loads its page in a
 * fresh Chromium context with the CPU slowed down `--cpu` times, taps the control the moment
 * Playwright can (it waits until the control is visible and still), and reads in the page, from
 * its own clock: the first paint, the tap, when the page had hydrated, and when the tap's effect
 * showed. It prints, per control, the median over `--tries` of each, from the first paint, and the
 * number of taps whose effect never showed (6 s after hydration, for a page that answers late).
 * Run it on two artifacts (before and after a change) side by side, on an idle machine.
 */
import path from "node:path";
import { chromium } from "@playwright/test";
import { createSiteServer, listen } from "../scripts/server.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, whileChromiumRuns } from "./lib/chromium.mjs";

function parseArgs(argv) {
  const args = { dir: "dist/fr", port: 9360, cpu: 6, tries: 5, width: 375 };
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i].replace(/^--/, "");
    if (!(name in args))
      throw new Error(
        `Unknown argument ${argv[i]}; usage: early-taps.mjs [--dir d] [--port n] [--cpu n] [--tries n] [--width px]`,
      );
    args[name] = name === "dir" ? argv[++i] : Number(argv[++i]);
  }
  return args;
}

/**
 * The controls, each with its page, how it is tapped, and the effect that shows the tap was
 * answered (a function's source, evaluated in the page).
 */
const CONTROLS = [
  {
    name: "menu toggle",
    path: "/",
    tap: (page) => page.locator(".menu-toggle").click(),
    effect: `() => { const nav = document.querySelector(".site-nav"); return !!nav && getComputedStyle(nav).display !== "none"; }`,
  },
  {
    name: "cookie banner: accept",
    path: "/",
    tap: (page) => page.locator(".consent-banner__accept").click(),
    effect: `() => document.documentElement.classList.contains("has-consent")`,
  },
  {
    name: "cookie banner: refuse",
    path: "/",
    tap: (page) => page.locator(".consent-banner__decline").click(),
    effect: `() => document.documentElement.classList.contains("has-consent")`,
  },
  {
    name: "region picker",
    path: "/",
    // The last region: the call button shows its number once the choice is applied.
    tap: (page) =>
      page
        .locator(".region-bar__select")
        .evaluate((select) => select.options[select.options.length - 1].value)
        .then((value) => page.locator(".region-bar__select").selectOption(value)),
    effect: `() => { const select = document.querySelector(".region-bar__select"); const link = document.querySelector(".contact-actions__signup"); return !!select && !!link && link.getAttribute("href").includes("_region=" + select.options[select.options.length - 1].value); }`,
  },
  {
    name: "blog search button",
    path: "/blog/",
    tap: (page) => page.locator(".blog-search__toggle").click(),
    effect: `() => !!document.querySelector(".blog-search__toggle[aria-expanded=true]")`,
  },
];

/** Records, on the page's clock, the first paint, the first tap, hydration and the effect. */
const recorder = (effect) => `
  window.__early = {};
  const times = window.__early;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) times.paint ??= entry.startTime; }).observe({ type: "paint", buffered: true });
  for (const type of ["pointerdown", "change"]) document.addEventListener(type, () => { times.tap ??= performance.now(); }, true);
  const check = () => {
    if (times.hydrated === undefined && document.documentElement.dataset.hydrated === "true") times.hydrated = performance.now();
    try { if (times.tap !== undefined && times.effect === undefined && (${effect})()) times.effect = performance.now(); } catch {}
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, childList: true });
  setInterval(check, 10);`;

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)];
};
const ms = (value) =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString("en")} ms` : "–";

async function tryControl(browser, base, control, { cpu, width }) {
  const context = await browser.newContext({ viewport: { width, height: 740 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(recorder(control.effect));
    if (cpu !== 1)
      await (
        await context.newCDPSession(page)
      ).send("Emulation.setCPUThrottlingRate", { rate: cpu });
    await page.goto(`${base}${control.path}`, { waitUntil: "commit" });
    await control.tap(page);
    await page.waitForSelector("html[data-hydrated=true]", { state: "attached", timeout: 60_000 });
    // A page that answers the tap late still gets time to do it.
    await page
      .waitForFunction(() => globalThis.__early.effect !== undefined, undefined, { timeout: 6_000 })
      .catch(() => undefined);
    return await page.evaluate(() => globalThis.__early);
  } finally {
    await context.close();
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const dir = path.resolve(args.dir);
  const server = createSiteServer(dir);
  await listen(server, args.port, "127.0.0.1");
  const base = `http://127.0.0.1:${args.port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  console.log(
    `Early taps on ${path.relative(process.cwd(), dir) || "."} at ${args.width} px, CPU ${args.cpu}× slower, ${args.tries} tries each (medians, from the first paint)\n`,
  );
  console.log(
    "| control | tap | effect | hydrated | tap → effect | never answered |\n|---|---:|---:|---:|---:|---:|",
  );
  try {
    for (const control of CONTROLS) {
      const runs = [];
      for (let i = 0; i < args.tries; i += 1)
        runs.push(await whileChromiumRuns(browser, tryControl(browser, base, control, args)));
      const from = (key) => median(runs.map((run) => run[key] - run.paint));
      const lost = runs.filter((run) => run.effect === undefined).length;
      console.log(
        `| ${control.name} | ${ms(from("tap"))} | ${ms(from("effect"))} | ${ms(from("hydrated"))} | ${ms(median(runs.map((run) => run.effect - run.tap)))} | ${lost} of ${runs.length} |`,
      );
    }
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
}

await main();
