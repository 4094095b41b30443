/**
 * How soon the visitor tools answer an input, in Chromium through Playwright with the CPU slowed
 * down six times (a low-end phone): from a visitor's input in a field to the next frame painted,
 * as the browser itself times it for Interaction to Next Paint (the Event Timing API's `input`
 * entry: the input's delay, its handlers and React's redraw, and the frame that shows the answer).
 * "Which container?": a new quantity typed in m³, the waste already chosen; "can it go in?": a new
 * word typed in the search. The input is a trusted one (Playwright's `fill`, as a keyboard's
 * insertion), since the browser times no event a script dispatches. Each page is loaded and
 * hydrated first; the figure is a printed one (its median and slowest), not a budget
 * (docs/performance.md).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, whileChromiumRuns } from "./chromium.mjs";

/** The CPU slowdown of the measure: the early taps' and the tools' own test rate. */
export const REDRAW_CPU_SLOWDOWN = 6;

/**
 * The shortest duration the Event Timing API reports (its `durationThreshold` cannot go lower); an
 * input answered faster has no entry and counts as this.
 */
export const SHORTEST_TIMED_MS = 16;

/** In the page: keeps every Event Timing entry of an `input` event in `window.__inputTimings`. */
function recordInputTimings(threshold) {
  window.__inputTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "input") window.__inputTimings.push(entry.duration);
  }).observe({ type: "event", durationThreshold: threshold, buffered: false });
}

/**
 * @param {string} origin the served artifact
 * @param {{ which: string, canItGoIn: string }} paths the tools' pages in it
 * @param {{ inputs?: number, words?: string[], cpuSlowdown?: number }} options
 */
export async function measureToolRedraw(
  origin,
  paths,
  { inputs = 20, words, cpuSlowdown = REDRAW_CPU_SLOWDOWN } = {},
) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-bench-tools-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--headless")),
    headless: true,
    viewport: { width: 412, height: 823 },
  });
  const measure = async () => {
    const results = {};
    const cases = [
      {
        name: "which container",
        url: `${origin}${paths.which}?waste=rubble&m3=1`,
        field: "input[name=m3]",
        watched: ".tool-result",
        // Each a different answer: the volume, the weight, often the size or count.
        values: Array.from({ length: inputs }, (_, index) => String(2 + ((index * 7) % 40) / 2)),
      },
      {
        name: "can it go in",
        url: `${origin}${paths.canItGoIn}`,
        field: "input[name=q]",
        watched: ".waste-search__status",
        values: Array.from(
          { length: inputs },
          (_, index) =>
            (words ?? ["gravats", "placo", "frigo", "terre", "bois", "tuiles"])[
              index % (words?.length ?? 6)
            ],
        ),
      },
    ];
    for (const { name, url, field, watched, values } of cases) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(url);
      await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
      await page.locator(`${watched}`).waitFor({ state: "attached" });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      await page.evaluate(recordInputTimings, SHORTEST_TIMED_MS);
      const samples = [];
      for (const value of values) {
        const before = await page.locator(watched).textContent();
        await page.evaluate(() => {
          window.__inputTimings = [];
        });
        await page.fill(field, value);
        // The answer changed (the input was handled), then the entry arrives after its frame.
        await page.waitForFunction(
          ({ selector, text }) => document.querySelector(selector)?.textContent !== text,
          { selector: watched, text: before },
        );
        const timings = await page
          .waitForFunction(
            () => (window.__inputTimings.length > 0 ? window.__inputTimings : null),
            undefined,
            {
              timeout: 1000,
            },
          )
          .then((handle) => handle.jsonValue())
          .catch(() => []);
        samples.push(Math.max(SHORTEST_TIMED_MS, ...timings));
        // Idle between inputs, as a visitor types: each measure starts from a quiet page.
        await page.waitForTimeout(200);
      }
      await page.close();
      const sorted = [...samples].sort((a, b) => a - b);
      results[name] = {
        cpuSlowdown,
        median: sorted[Math.floor(sorted.length / 2)],
        max: sorted[sorted.length - 1],
        samples,
      };
    }
    return results;
  };
  try {
    return await whileChromiumRuns(context, measure());
  } finally {
    await context.close().catch(() => undefined);
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
