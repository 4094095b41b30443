/**
 * What a page's scripts cost, as a difference: the page against its no-JS twin (the same HTML
 * without the scripts that are not JSON-LD), loaded alternately in Chromium at a 4× CPU slowdown.
 * A slow or busy machine stretches both loads of a pair alike, so the difference of a pair says
 * what the scripts add far more steadily than an absolute blocking time does (bench/README.md).
 *
 * Of each load, from a performance trace (lib/trace.mjs): the main thread's busy time (every
 * top-level task, not only long ones) as wall time and as the thread's own CPU time, the blocking
 * time (each task's time beyond 50 ms, after the first contentful paint, as Lighthouse's TBT), and
 * the first and the largest contentful paint. Each difference is also taken as a share of the twin's own figure
 * (pairFigures), which a slower machine leaves nearly as it is. The main thread's budget is judged
 * on CPU time, which leaves out the time the thread is suspended by the slowdown or waits for a
 * core; measured beside two busy processes it still moved about as much as the wall time, by the
 * noise of 10 pairs (docs/decisions.md#d76-the-main-threads-budget-is-on-its-cpu-time-with-room-for-the-noise-of-10-pairs).
 */
import http from "node:http";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { longTasks, tracePage } from "./trace.mjs";

/** Where the server answers with a page's twin: the prefix, then the page's own path. */
export const TWIN_PREFIX = "/__no-js-twin__";

/** The HTML without its scripts, JSON-LD excepted (a data block, not a script). */
export function noJsTwin(html) {
  return html.replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes) =>
    /\btype="application\/ld\+json"/i.test(attributes) ? element : "",
  );
}

/**
 * A server for one artifact that answers TWIN_PREFIX + path with that page's twin, and every other
 * request as `siteServer` does. `readPage(path)` returns a page's HTML.
 */
export function twinServer(siteServer, readPage) {
  const [siteHandler] = siteServer.listeners("request");
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (!url.pathname.startsWith(`${TWIN_PREFIX}/`)) return siteHandler(request, response);
    const html = readPage(url.pathname.slice(TWIN_PREFIX.length));
    if (html === undefined) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" })
      .end(noJsTwin(html));
  });
}

/** The median and interquartile range of a list of numbers (linear interpolation between ranks). */
export function spread(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return { median: undefined, q1: undefined, q3: undefined, n: 0 };
  const at = (q) => {
    const rank = q * (sorted.length - 1);
    const low = Math.floor(rank);
    return (
      sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (rank - low)
    );
  };
  return { median: at(0.5), q1: at(0.25), q3: at(0.75), n: sorted.length };
}

const FIGURES = ["mainThreadMs", "mainThreadCpuMs", "blockingMs", "fcpMs", "lcpMs"];

/**
 * What a twin's figure a page's difference is measured against, to make it a share: main-thread
 * and blocking time against the twin's main-thread time (the work of the same page without its
 * scripts, on the same machine at the same minute), CPU time against the twin's CPU time, FCP and
 * LCP against the twin's.
 */
const SCALE = {
  mainThreadMs: "mainThreadMs",
  mainThreadCpuMs: "mainThreadCpuMs",
  blockingMs: "mainThreadMs",
  fcpMs: "fcpMs",
  lcpMs: "lcpMs",
};

/**
 * The figures of a template's pairs of loads ({ page, twin } each): per figure, the spread of the
 * page's and the twin's values, of the pair differences (page − twin, ms) and of the same
 * differences as a share of the pair's twin (SCALE). A machine twice as slow doubles both loads of
 * a pair, and so the difference in ms, but leaves the share as it is: the budgets are on the share.
 */
export function pairFigures(loads) {
  const of = (pick) =>
    Object.fromEntries(
      FIGURES.map((figure) => [figure, spread(loads.map((pair) => pick(pair, figure)))]),
    );
  return {
    page: of((pair, figure) => pair.page[figure]),
    twin: of((pair, figure) => pair.twin[figure]),
    difference: of((pair, figure) => pair.page[figure] - pair.twin[figure]),
    share: of((pair, figure) => (pair.page[figure] - pair.twin[figure]) / pair.twin[SCALE[figure]]),
  };
}

/** The figures of one load, at `cpuRate`; a twin never hydrates, so only the page waits for it. */
async function measureLoad(browser, url, { hydrates, cpuRate }) {
  const load = await tracePage(browser, url, { cpuRate, waitForHydration: hydrates, lcp: true });
  const { mainThreadMs, mainThreadCpuMs, blockingMs, fcpMs } = longTasks(load.trace);
  return {
    mainThreadMs,
    mainThreadCpuMs,
    blockingMs,
    fcpMs: fcpMs ?? Number.NaN,
    lcpMs: load.lcpMs,
  };
}

/**
 * `pairs` pairs of loads of each target ({ key, url, twinUrl }), page and twin in turn (the twin
 * first in every other pair, so neither always comes after the other). Returns, per key, the
 * figures of every load and the spread of the pair differences (page − twin).
 */
export async function measureTwins(
  targets,
  { pairs = 10, cpuRate = 4, log = () => undefined } = {},
) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== "--headless=new"),
  });
  const results = {};
  try {
    for (const { key, url, twinUrl } of targets) {
      log(`page − no-JS twin, ${pairs} pairs at ${cpuRate}× CPU: ${key} ${url}`);
      const loads = [];
      for (let pair = 0; pair < pairs; pair += 1) {
        const order = pair % 2 === 0 ? ["page", "twin"] : ["twin", "page"];
        const figures = {};
        for (const which of order)
          figures[which] = await measureLoad(browser, which === "page" ? url : twinUrl, {
            hydrates: which === "page",
            cpuRate,
          });
        loads.push(figures);
      }
      results[key] = { url, pairs, cpuRate, ...pairFigures(loads), loads };
    }
  } finally {
    await browser.close();
  }
  return results;
}
