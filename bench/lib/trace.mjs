/**
 * Main-thread work and script weight of one page's first load, from a Chromium performance trace
 * (Playwright's tracing with the timeline and V8 CPU-profiler categories) at a CPU slowdown
 * (Emulation.setCPUThrottlingRate, 4× as in Lighthouse's mobile setting).
 *
 * Each top-level task over 50 ms (a "long task", what Total Blocking Time counts) is attributed:
 * its time by kind (script evaluation of a bundle, function calls into a bundle, style and layout,
 * HTML parsing, garbage collection), and its sampled JavaScript self-time by source module, through
 * the bundles' source maps (public/ after a build of that market) when they are given.
 */
import fs from "node:fs";
import path from "node:path";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { whileChromiumRuns } from "./chromium.mjs";

export const LONG_TASK_MS = 50;

export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.stack",
  "v8.execute",
  "v8",
  "disabled-by-default-v8.cpu_profiler",
  "toplevel",
  "blink.user_timing",
  "loading",
];

const TOP_LEVEL = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** The kind of a timeline event, for the breakdown of a task; undefined for containers. */
function kindOf(event) {
  switch (event.name) {
    case "EvaluateScript":
    case "v8.evaluateModule":
      return event.args?.data?.url
        ? `evaluate ${bundleName(event.args.data.url)}`
        : "evaluate (script without URL in the trace)";
    case "v8.compile":
    case "v8.compileModule":
    case "V8.CompileCode":
      return `compile ${bundleName(event.args?.data?.url ?? event.args?.fileName)}`;
    case "FunctionCall":
      return `call into ${bundleName(event.args?.data?.url)}`;
    case "UpdateLayoutTree":
    case "RecalculateStyles":
    case "ParseAuthorStyleSheet":
      return "style";
    case "Layout":
      return "layout";
    case "PrePaint":
    case "Paint":
    case "Layerize":
    case "UpdateLayer":
    case "Commit":
      return "paint";
    case "ParseHTML":
      return "parse HTML";
    case "MajorGC":
    case "MinorGC":
    case "V8.GCFinalizeMC":
    case "V8.GCScavenger":
    case "V8.GC_MC_BACKGROUND_EVACUATE_COPY":
      return "garbage collection";
    default:
      return undefined;
  }
}

/** A script URL as a short name: the file name, with the page itself as "inline script". */
export function bundleName(url) {
  if (!url) return "(no script)";
  const { pathname } = new URL(url, "http://x/");
  const file = path.posix.basename(pathname);
  return file.endsWith(".js") ? file : "inline script";
}

/**
 * The self time of each kind inside [start, end] of one thread: every timeline event with a kind
 * counts its duration minus that of its nested events with a kind, so nothing counts twice.
 */
function breakdown(events) {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map();
  const stack = [];
  const add = (kind, us) => totals.set(kind, (totals.get(kind) ?? 0) + us);
  for (const event of sorted) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) add(parent.kind, -Math.min(event.dur, parent.ts + parent.dur - event.ts));
    add(event.kind, event.dur);
    stack.push(event);
  }
  return [...totals]
    .map(([kind, us]) => ({ kind, ms: us / 1000 }))
    .filter(({ ms }) => ms >= 0.5)
    .sort((a, b) => b.ms - a.ms);
}

/** Maps a bundle position to its source module through the bundle's source map in sourceMapDir. */
export function createSourceResolver(sourceMapDir) {
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      const mapFile = sourceMapDir && path.join(sourceMapDir, `${file}.map`);
      maps.set(
        file,
        mapFile && fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, "utf8")) : null,
      );
    }
    return maps.get(file);
  };
  return ({ url, lineNumber, columnNumber }) => {
    const file = bundleName(url);
    if (!url) return "(native or idle)";
    const map = mapOf(file);
    if (!map) return file;
    const position = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    return position.source ? shortSource(position.source) : file;
  };
}

/** webpack:///./node_modules/react-dom/cjs/x.js → react-dom/cjs/x.js; ./src/a.tsx stays as it is. */
function shortSource(source) {
  const plain = source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^\.\//, "");
  const inModules = plain.lastIndexOf("node_modules/");
  return inModules >= 0 ? plain.slice(inModules + "node_modules/".length) : plain;
}

/** The main thread of the page's renderer: the one that ran the page's ParseHTML. */
function mainThreadOf(events) {
  const parse = events.find(
    (event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith("http"),
  );
  if (parse) return { pid: parse.pid, tid: parse.tid };
  const named = events.find(
    (event) => event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  if (!named)
    throw new Error("The trace holds no renderer main thread (no ParseHTML and no CrRendererMain)");
  return { pid: named.pid, tid: named.tid };
}

/**
 * JavaScript samples of V8's CPU profiler for one thread: [{ ts (µs), frame }]. The profile starts
 * on the thread itself; its chunks come from the sampler thread of the same process, and profile
 * ids are only unique within a process.
 */
function cpuSamples(events, { pid, tid }) {
  const nodes = new Map();
  const samples = [];
  const profiles = events.filter(
    (event) => event.name === "Profile" && event.pid === pid && event.tid === tid,
  );
  for (const profile of profiles) {
    let clock = profile.args?.data?.startTime ?? 0;
    for (const event of events) {
      if (event.name !== "ProfileChunk" || event.pid !== pid || event.id !== profile.id) continue;
      const chunk = event.args?.data ?? {};
      for (const node of chunk.cpuProfile?.nodes ?? [])
        nodes.set(node.id, { frame: node.callFrame, parent: node.parent });
      const ids = chunk.cpuProfile?.samples ?? [];
      const deltas = chunk.timeDeltas ?? [];
      for (let i = 0; i < ids.length; i += 1) {
        clock += deltas[i] ?? 0;
        samples.push({ ts: clock, id: ids[i] });
      }
    }
  }
  const stackOf = (id) => {
    const stack = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) stack.push(node.frame);
    return stack;
  };
  return samples
    .filter(({ id }) => nodes.has(id))
    .map(({ ts, id }) => ({ ts, id, frame: nodes.get(id).frame, stack: () => stackOf(id) }));
}

/** The site's own code (src/, gatsby-*.tsx at the root), as opposed to libraries and Gatsby's runtime. */
const isSiteModule = (module) =>
  module.startsWith("src/") || /^gatsby-(browser|ssr)\.tsx$/.test(module);

/**
 * Sampled time inside [start, end] (µs), twice: by the module of the function running (self time),
 * and by the nearest module of the site's own code on the stack (a component being rendered or
 * hydrated, a runtime module), "outside the site's code" when there is none (React reconciling
 * DOM nodes, Gatsby's loader, webpack evaluating modules).
 */
function modulesIn(samples, start, end, resolve) {
  const inTask = samples.filter((sample) => sample.ts >= start && sample.ts <= end);
  const self = new Map();
  const site = new Map();
  const siteOfNode = new Map();
  const add = (totals, key, us) => totals.set(key, (totals.get(key) ?? 0) + us);
  for (let i = 0; i < inTask.length; i += 1) {
    const { frame, id } = inTask[i];
    if (!frame.url || frame.functionName === "(program)" || frame.functionName === "(idle)")
      continue;
    const interval = i + 1 < inTask.length ? inTask[i + 1].ts - inTask[i].ts : 0;
    add(
      self,
      frame.functionName === "(garbage collector)" ? "(garbage collector)" : resolve(frame),
      interval,
    );
    if (!siteOfNode.has(id)) {
      const nearest = inTask[i]
        .stack()
        .map((candidate) => (candidate.url ? resolve(candidate) : ""))
        .find(isSiteModule);
      siteOfNode.set(id, nearest ?? "outside the site's code");
    }
    add(site, siteOfNode.get(id), interval);
  }
  const sorted = (totals) =>
    [...totals].map(([module, us]) => ({ module, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
  return { self: sorted(self), site: sorted(site) };
}

const SCRIPT_EVENTS = new Set([
  "FunctionCall",
  "EvaluateScript",
  "v8.evaluateModule",
  "TimerFire",
  "FireAnimationFrame",
  "RunMicrotasks",
  "EventDispatch",
]);
const STYLE_LAYOUT = new Set(["UpdateLayoutTree", "Layout"]);

/**
 * Style and layout passes that script forced (a read of styles or geometry after a change, inside
 * script rather than in the browser's own frame), each with the module of the script's top frame
 * when the trace has its stack. Their number does not depend on the machine's speed.
 */
function forcedPasses(onMain, resolve) {
  const scripts = onMain.filter((event) => SCRIPT_EVENTS.has(event.name));
  return onMain
    .filter((event) => STYLE_LAYOUT.has(event.name))
    .filter((event) =>
      scripts.some(
        (script) => script.ts <= event.ts && event.ts + event.dur <= script.ts + script.dur,
      ),
    )
    .map((event) => {
      const frame = (event.args?.beginData?.stackTrace ?? event.args?.data?.stackTrace ?? [])[0];
      return {
        kind: event.name === "Layout" ? "layout" : "style",
        ms: event.dur / 1000,
        module: frame?.url
          ? resolve({
              url: frame.url,
              lineNumber: frame.lineNumber - 1,
              columnNumber: frame.columnNumber - 1,
            })
          : "(no stack in the trace)",
      };
    });
}

/**
 * The long tasks of a trace (Chromium's JSON trace, { traceEvents }), each with its start (ms after
 * navigation start), duration, breakdown by kind and the source modules that took the most sampled
 * time, plus the total blocking time they add (each task's time beyond 50 ms).
 */
export function longTasks(trace, { sourceMapDir } = {}) {
  const events = trace.traceEvents ?? trace;
  const main = mainThreadOf(events);
  const onMain = events.filter(
    (event) =>
      event.pid === main.pid &&
      event.tid === main.tid &&
      event.ph === "X" &&
      typeof event.dur === "number",
  );
  const navigationStart =
    events.find(
      (event) =>
        event.name === "navigationStart" &&
        event.pid === main.pid &&
        event.args?.data?.documentLoaderURL?.startsWith("http"),
    )?.ts ?? Math.min(...onMain.map((event) => event.ts));
  const fcp = events.find(
    (event) =>
      event.name === "firstContentfulPaint" &&
      event.pid === main.pid &&
      event.ts >= navigationStart,
  )?.ts;
  const resolve = createSourceResolver(sourceMapDir);
  const samples = cpuSamples(events, main);
  // A task's own RunTask may sit inside another one (the thread controller's): keep the outermost.
  const topLevel = onMain
    .filter((event) => TOP_LEVEL.has(event.name))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const outermost = topLevel.filter(
    (event, i) =>
      !topLevel
        .slice(Math.max(0, i - 3), i)
        .some((outer) => outer.ts + outer.dur >= event.ts + event.dur),
  );
  const tasks = outermost
    .filter((event) => event.dur >= LONG_TASK_MS * 1000)
    .map((task) => {
      const inside = onMain
        .filter(
          (event) =>
            event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur,
        )
        .map((event) => ({ ts: event.ts, dur: event.dur, kind: kindOf(event) }))
        .filter((event) => event.kind);
      const kinds = breakdown([
        { ts: task.ts, dur: task.dur, kind: "other (browser, idle callbacks)" },
        ...inside,
      ]);
      return {
        startMs: (task.ts - navigationStart) / 1000,
        // Lighthouse's Total Blocking Time counts the tasks after the first contentful paint only.
        afterFcp: fcp !== undefined && task.ts >= fcp,
        durationMs: task.dur / 1000,
        kinds,
        ...(({ self, site }) => ({ modules: self.slice(0, 8), siteModules: site.slice(0, 6) }))(
          modulesIn(samples, task.ts, task.ts + task.dur, resolve),
        ),
      };
    });
  return {
    tasks,
    fcpMs: fcp === undefined ? null : (fcp - navigationStart) / 1000,
    forced: forcedPasses(onMain, resolve),
    blockingMs: tasks
      .filter((task) => task.afterFcp)
      .reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0),
    mainThreadMs: outermost.reduce((sum, event) => sum + event.dur, 0) / 1000,
    // The thread's own CPU time in those tasks (tdur): what a CPU slowdown or a busy machine's
    // scheduler adds while the thread waits is wall time, not this. A trace without thread times
    // (tdur is missing) measures no CPU time, rather than a wall time passed off as one.
    mainThreadCpuMs: outermost.every((event) => typeof event.tdur === "number")
      ? outermost.reduce((sum, event) => sum + event.tdur, 0) / 1000
      : Number.NaN,
  };
}

/**
 * Resolves once React has hydrated the page (gatsby-browser sets data-hydrated="true" on <html>).
 * One evaluation through the protocol, answered by a MutationObserver: polling would add a task to
 * the page's main thread every time it asks, and Playwright's waitForFunction first injects its
 * helper script, a task of 70–150 ms at 4× that no visitor's page runs.
 */
const HYDRATED = `new Promise((resolve) => {
  const html = document.documentElement;
  const done = () => html.dataset.hydrated === "true";
  if (done()) return resolve(true);
  new MutationObserver((_, observer) => { if (done()) { observer.disconnect(); resolve(true); } }).observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
})`;

async function untilHydrated(cdp, timeoutMs) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `The page did not hydrate within ${timeoutMs / 1000} s (no data-hydrated="true" on <html>)`,
          ),
        ),
      timeoutMs,
    );
  });
  try {
    await Promise.race([
      cdp.send("Runtime.evaluate", {
        expression: HYDRATED,
        awaitPromise: true,
        returnByValue: true,
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The page's largest contentful paint in ms from navigation start, or null when it reported none. */
function largestContentfulPaint() {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries.length > 0 ? entries[entries.length - 1].startTime : null);
    }).observe({ type: "largest-contentful-paint", buffered: true });
    setTimeout(() => resolve(null), 1000);
  });
}

/**
 * Loads url in a fresh context of browser at cpuRate× slowdown, waits until the page has hydrated
 * (`data-hydrated` on <html>) and the network is idle, and returns the trace and the scripts the
 * page loaded: each with its body bytes on the wire (brotli where the server sends it) and decoded.
 * `trace: false` only collects the scripts; `waitForHydration: false` is for a page without
 * scripts (a no-JS twin, lib/twin.mjs); `lcp: true` also returns its largest contentful paint.
 */
export function tracePage(browser, url, options = {}) {
  return whileChromiumRuns(browser, traceInContext(browser, url, options));
}

async function traceInContext(
  browser,
  url,
  { cpuRate = 4, trace: withTrace = true, waitForHydration = true, lcp = false },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  if (withTrace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url, { waitUntil: "load" });
  // gatsby-browser marks <html> once React has hydrated (untilHydrated: no polling, no injected helper).
  if (waitForHydration) await untilHydrated(cdp, 60_000);
  await page.waitForLoadState("networkidle");
  // A second of quiet after hydration, so the work React and the runtime do right after it is in.
  await page.waitForTimeout(1000);
  const trace = withTrace ? JSON.parse((await browser.stopTracing()).toString("utf8")) : null;
  // Read after the trace has stopped: the evaluation's own task is not in it.
  const lcpMs = lcp ? await page.evaluate(largestContentfulPaint) : undefined;
  // Resource timing of the page: scripts requested by <script> elements (webpack's chunks too), not prefetches.
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.initiatorType === "script")
      .map((entry) => ({
        url: entry.name,
        transferredBytes: entry.encodedBodySize,
        bytes: entry.decodedBodySize,
      })),
  );
  const scripts = entries.map(({ url, ...sizes }) => ({
    file: bundleName(url),
    encoding: sizes.transferredBytes < sizes.bytes ? "compressed" : "identity",
    ...sizes,
  }));
  await context.close();
  return { trace, lcpMs, scripts: scripts.sort((a, b) => b.transferredBytes - a.transferredBytes) };
}
