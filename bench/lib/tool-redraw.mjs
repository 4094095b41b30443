/**
 * How soon the visitor tools answer an input, in Chromium through Playwright with the CPU slowed
 * down six times (a low-end phone): from the input event of a field to the first frame painted
 * with the new answer. "Which container?": a new quantity typed in m³, the waste already chosen;
 * "can it go in?": a new word typed in the search. Each page is loaded and hydrated first; the
 * figure is a printed one (its median and slowest), not a budget (docs/performance.md).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, whileChromiumRuns } from "./chromium.mjs";

/** The CPU slowdown of the measure: the early taps' and the tools' own test rate. */
export const REDRAW_CPU_SLOWDOWN = 6;

/**
 * In the page: sets `value` on the field as typing does (through the element's own value setter,
 * which React's change tracking watches), fires its input event, and resolves with the ms until
 * the frame after `watched` changed is painted.
 */
function typeAndTimePaint({ field, value, watched }) {
  return new Promise((resolve, reject) => {
    const input = document.querySelector(field);
    const target = document.querySelector(watched);
    if (!input || !target) {
      reject(new Error(`No ${input ? watched : field} on ${location.pathname}`));
      return;
    }
    let start = 0;
    const observer = new MutationObserver(() => {
      observer.disconnect();
      const channel = new MessageChannel();
      // A message posted from requestAnimationFrame arrives after that frame is painted.
      channel.port1.onmessage = () => resolve(performance.now() - start);
      requestAnimationFrame(() => channel.port2.postMessage(undefined));
    });
    observer.observe(target, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
    start = performance.now();
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
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
      const samples = [];
      for (const value of values) {
        samples.push(await page.evaluate(typeAndTimePaint, { field, value, watched }));
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
