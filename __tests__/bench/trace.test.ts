import { bundleName, longTasks } from "../../bench/lib/trace.mjs";

/** A trace event on the page's main thread (pid 1, tid 1); times in ms, stored in µs as Chromium does. */
const on = (
  name: string,
  startMs: number,
  durationMs: number,
  args: Record<string, unknown> = {},
) => ({
  name,
  ph: "X",
  pid: 1,
  tid: 1,
  ts: startMs * 1000,
  dur: durationMs * 1000,
  args,
});

const page = "http://127.0.0.1:9350/";
const app = `${page}app-1234.js`;

function trace() {
  return {
    traceEvents: [
      {
        name: "navigationStart",
        ph: "R",
        pid: 1,
        tid: 1,
        ts: 0,
        args: { data: { documentLoaderURL: page } },
      },
      on("ParseHTML", 1, 5, { beginData: { url: page } }),
      { name: "firstContentfulPaint", ph: "R", pid: 1, tid: 1, ts: 100_000, args: {} },
      // Before the first paint: long, but not blocking in Lighthouse's sense.
      on("RunTask", 10, 80),
      on("Layout", 12, 70),
      // After it: 120 ms, of which 90 ms evaluating the app bundle and 20 ms of style inside that.
      on("RunTask", 200, 120),
      on("EvaluateScript", 205, 90, { data: { url: app } }),
      on("UpdateLayoutTree", 250, 20),
      // Short tasks never count.
      on("RunTask", 400, 49),
      // Another thread's long task is not the page's.
      { ...on("RunTask", 500, 300), tid: 2 },
    ],
  };
}

describe("longTasks", () => {
  it("lists every task over 50 ms of the page's main thread, with its start after navigation", () => {
    const { tasks } = longTasks(trace());
    expect(tasks.map((task) => [task.startMs, task.durationMs])).toEqual([
      [10, 80],
      [200, 120],
    ]);
  });

  it("counts as blocking only the time beyond 50 ms of the tasks after the first contentful paint", () => {
    const result = longTasks(trace());
    expect(result.fcpMs).toBe(100);
    expect(result.tasks.map((task) => task.afterFcp)).toEqual([false, true]);
    expect(result.blockingMs).toBe(70);
  });

  it("splits a task's time by kind without counting nested work twice", () => {
    const [, evaluation] = longTasks(trace()).tasks;
    const kinds = Object.fromEntries(evaluation.kinds.map(({ kind, ms }) => [kind, ms]));
    expect(kinds).toEqual({
      "evaluate app-1234.js": 70,
      "other (browser, idle callbacks)": 30,
      style: 20,
    });
  });

  it("counts the style and layout passes that script forced, not the browser's own", () => {
    const events = trace();
    events.traceEvents.push(
      on("RunTask", 600, 30),
      on("FunctionCall", 600, 25, { data: { url: app } }),
      on("UpdateLayoutTree", 610, 8, {
        beginData: { stackTrace: [{ url: app, lineNumber: 1, columnNumber: 10 }] },
      }),
      on("Layout", 620, 2),
      // The browser's own frame: style outside any script.
      on("RunTask", 700, 10),
      on("UpdateLayoutTree", 701, 5),
    );
    const { forced } = longTasks(events);
    expect(forced).toEqual([
      // The style pass inside the app bundle's evaluation above is forced too.
      { kind: "style", ms: 20, module: "(no stack in the trace)" },
      { kind: "style", ms: 8, module: "app-1234.js" },
      { kind: "layout", ms: 2, module: "(no stack in the trace)" },
    ]);
  });

  it("sums the main thread's wall time and its own CPU time over every top-level task, long or short", () => {
    const events = trace();
    // Thread time (tdur) of the three top-level tasks: the rest of their wall time the thread waited.
    const cpu: Record<number, number> = { 10_000: 30_000, 200_000: 60_000, 400_000: 20_000 };
    for (const event of events.traceEvents)
      if (event.name === "RunTask" && event.tid === 1)
        Object.assign(event, { tdur: cpu[event.ts] });
    const result = longTasks(events);
    expect(result.mainThreadMs).toBe(80 + 120 + 49);
    expect(result.mainThreadCpuMs).toBe(30 + 60 + 20);
  });

  it("measures no CPU time from a trace without thread times, rather than passing wall time off as one", () => {
    expect(longTasks(trace()).mainThreadCpuMs).toBeNaN();
  });

  it("names a bundle by its file and the page's own scripts as inline", () => {
    expect(bundleName(app)).toBe("app-1234.js");
    expect(bundleName(page)).toBe("inline script");
  });
});
