import {
  checkBudgets,
  markdownReport,
  medianRun,
  rebuildsTable,
  FIRST_PAINT_BUDGET_MS,
  SCRIPT_COST_BUDGETS,
  type BudgetRow,
} from "../../bench/lib/report.mjs";

const page = (template: string, performance: number, tbt: number, jsKb: number) => ({
  template,
  path: `/${template}/`,
  performance,
  accessibility: 100,
  "best-practices": 100,
  tbt,
  jsBytes: jsKb * 1024,
  cls: 0,
  lcp: 800,
});

function results(
  pages: ReturnType<typeof page>[],
  scaling?: { seconds: number; peakBytes: number },
  referenceTbt = 12,
) {
  const cold = {
    FR: { seconds: 60, peakBytes: 1e9 },
    DE: { seconds: 40, peakBytes: 1e9 },
    EN: { seconds: 40, peakBytes: 1e9 },
  };
  return {
    lighthouse: { reference: { lcp: 800, tbt: referenceTbt }, markets: { DE: pages } },
    builds: { cold, warm: cold },
    ...(scaling
      ? {
          scaling: {
            articles: 1000,
            ...scaling,
            timeRatio: scaling.seconds / cold.FR.seconds,
            memoryRatio: scaling.peakBytes / cold.FR.peakBytes,
          },
        }
      : {}),
  };
}

const find = (rows: BudgetRow[], kind: BudgetRow["kind"], measure: string, subject?: string) =>
  rows.find(
    (row) =>
      row.kind === kind &&
      row.measure === measure &&
      (subject === undefined || row.subject === subject),
  );

describe("checkBudgets", () => {
  it("passes the issue's budget of 95 KB of JS while the 80 KB goal is not reached yet", () => {
    const rows = checkBudgets(results([page("home", 100, 20, 90)]));
    expect(find(rows, "budget", "JS transferred (brotli)")?.pass).toBe(true);
    expect(find(rows, "goal", "JS transferred (brotli)")?.pass).toBe(false);
  });

  it("judges no budget on Lighthouse's performance score or TBT, which depend on the machine: they are goals", () => {
    const rows = checkBudgets(results([page("home", 80, 400, 70)], undefined, 300));
    expect(find(rows, "goal", "TBT")?.pass).toBe(false);
    expect(find(rows, "goal", "Lighthouse performance")?.pass).toBe(false);
    expect(find(rows, "goal", "Lighthouse performance 100")?.pass).toBe(false);
    expect(rows.filter((row) => row.kind === "budget" && row.pass === false)).toEqual([]);
  });

  it("fails a page whose accessibility or best-practices score is under 100", () => {
    const rows = checkBudgets(results([{ ...page("home", 100, 10, 70), accessibility: 98 }]));
    expect(find(rows, "budget", "Lighthouse accessibility")?.pass).toBe(false);
    expect(find(rows, "budget", "Lighthouse best practices")?.pass).toBe(true);
  });

  it("judges what the scripts add to a page (page − no-JS twin, as a share of the twin's figure, median of the pairs) against every budget, with its spread", () => {
    const spread = (median: number) => ({ median, q1: median * 0.9, q3: median * 1.1, n: 10 });
    const cost = (main: number, blocking: number, lcp: number, fcpAddedMs = 20) => ({
      template: "home",
      path: "/",
      pairs: 10,
      cpuRate: 4,
      page: { fcpMs: spread(900 + fcpAddedMs), lcpMs: spread(1000) },
      twin: { fcpMs: spread(900), lcpMs: spread(900) },
      // The wall time's share is printed, never judged: far over any budget here, it fails nothing.
      difference: {
        mainThreadMs: spread(5000),
        mainThreadCpuMs: spread(main * 300),
        blockingMs: spread(blocking * 1000),
        fcpMs: spread(fcpAddedMs),
        lcpMs: spread(lcp * 900),
      },
      share: {
        mainThreadMs: spread(5),
        mainThreadCpuMs: spread(main),
        blockingMs: spread(blocking),
        fcpMs: spread(fcpAddedMs / 900),
        lcpMs: spread(lcp),
      },
    });
    const scripts = (rows: BudgetRow[]) => rows.filter((row) => row.measure.startsWith("Scripts:"));
    const within = checkBudgets({
      scriptCost: {
        FR: [
          cost(
            SCRIPT_COST_BUDGETS.mainThreadCpuMs,
            SCRIPT_COST_BUDGETS.blockingMs,
            SCRIPT_COST_BUDGETS.lcpMs,
            FIRST_PAINT_BUDGET_MS,
          ),
        ],
      },
    });
    expect(scripts(within).map((row) => row.pass)).toEqual([true, true, true, true]);
    const over = checkBudgets({
      scriptCost: {
        FR: [
          cost(
            SCRIPT_COST_BUDGETS.mainThreadCpuMs + 0.01,
            -0.1,
            Number.NaN,
            FIRST_PAINT_BUDGET_MS + 0.5,
          ),
        ],
      },
    });
    expect(scripts(over).map((row) => row.pass)).toEqual([false, true, false, false]);
    expect(scripts(over)[3]?.value).toBe("50.5 ms (IQR 45.5 – 55.6; page 950.5, twin 900)");
    expect(scripts(over)[1]?.value).toBe("−10 % (IQR −9 % – −11 %; -100 ms)");
    expect(scripts(over)[2]?.value).toBe("not measured");
  });

  it("prints each template's first and largest paint against its twin, and judges the first; a run saved without it is not judged on it", () => {
    const spread = (median: number) => ({ median, q1: median - 5, q3: median + 5, n: 10 });
    const cost = (fcp: { page: number; twin: number } | undefined) => ({
      template: "region",
      path: "/zones-d-intervention/lille/",
      pairs: 10,
      cpuRate: 4,
      page: {
        mainThreadCpuMs: spread(300),
        fcpMs: spread(fcp?.page ?? Number.NaN),
        lcpMs: spread(1100),
      },
      twin: {
        mainThreadCpuMs: spread(200),
        fcpMs: spread(fcp?.twin ?? Number.NaN),
        lcpMs: spread(1000),
      },
      difference: {
        mainThreadMs: spread(100),
        mainThreadCpuMs: spread(100),
        blockingMs: spread(0),
        fcpMs: spread(fcp ? fcp.page - fcp.twin : Number.NaN),
        lcpMs: spread(100),
      },
      share: {
        mainThreadMs: spread(0.1),
        mainThreadCpuMs: spread(0.1),
        blockingMs: spread(0),
        fcpMs: spread(fcp ? (fcp.page - fcp.twin) / fcp.twin : Number.NaN),
        lcpMs: spread(0.1),
      },
    });
    const results = { scriptCost: { FR: [cost({ page: 980, twin: 900 })] } };
    const budgets = checkBudgets(results);
    const firstPaint = (rows: BudgetRow[]) => rows.find((row) => row.figure === "fcpMs");
    expect(firstPaint(budgets)?.pass).toBe(false);
    expect(markdownReport(results, budgets)).toContain(
      "| FR region /zones-d-intervention/lille/ | 980 / 900 | 80 (75 – 85) | 1100 / 1000 | 100 (95 – 105) | **missed** |",
    );
    expect(
      firstPaint(checkBudgets({ scriptCost: { FR: [cost({ page: 950, twin: 900 })] } }))?.pass,
    ).toBe(true);
    const saved = { scriptCost: { FR: [cost(undefined)] } };
    expect(firstPaint(checkBudgets(saved))?.pass).toBeUndefined();
    expect(markdownReport(saved, checkBudgets(saved))).not.toContain("First and largest paint");
  });

  it("holds the 1,000-article build to 3× the time and 2.5 GB, with 2 GB as the goal", () => {
    const within = checkBudgets(
      results([page("home", 100, 10, 70)], { seconds: 180, peakBytes: 2.4e9 }),
    );
    expect(find(within, "budget", "Scaling: time")?.pass).toBe(true);
    expect(find(within, "budget", "Scaling: peak memory")?.pass).toBe(true);
    expect(find(within, "goal", "Scaling: peak memory")?.pass).toBe(false);
    const over = checkBudgets(
      results([page("home", 100, 10, 70)], { seconds: 181, peakBytes: 2.6e9 }),
    );
    expect(find(over, "budget", "Scaling: time")?.pass).toBe(false);
    expect(find(over, "budget", "Scaling: peak memory")?.pass).toBe(false);
  });

  it("reports the scaling budget as skipped when the scaling build did not run", () => {
    const rows = checkBudgets(results([page("home", 100, 10, 70)]));
    expect(find(rows, "budget", "Scaling: time and peak memory")?.pass).toBeUndefined();
  });
});

describe("rebuilds after an edit", () => {
  const build = (seconds: number, items?: Record<string, number>) => ({
    seconds,
    cpuSeconds: seconds * 1.2,
    peakBytes: 7e8,
    phases: [],
    items,
  });
  const rebuilds = (article: number, region: number) => {
    const builds = {
      cold: build(120, { "run queries in workers": 442, "Building static HTML for pages": 440 }),
      unchanged: build(25, {}),
      "one article": build(article, {
        "run queries in workers": 335,
        "Building static HTML for pages": 2,
      }),
      "one region": build(region),
    };
    return {
      market: "FR",
      builds: Object.fromEntries(
        Object.entries(builds).map(([name, b]) => [name, { ...b, shareOfCold: b.seconds / 120 }]),
      ),
    };
  };

  it("holds each edit's rebuild to a quarter of the cold build", () => {
    const rows = checkBudgets({
      ...results([page("home", 100, 20, 90)]),
      rebuilds: rebuilds(29, 31),
    });
    expect(find(rows, "budget", "Rebuild after a one-article edit")).toMatchObject({
      pass: true,
      value: "24 % of cold (29 of 120 s)",
    });
    expect(find(rows, "budget", "Rebuild after a one-region edit")?.pass).toBe(false);
  });

  it("is reported as skipped when the builds did not run", () => {
    expect(
      find(checkBudgets(results([page("home", 100, 20, 90)])), "budget", "Rebuild after an edit")
        ?.pass,
    ).toBeUndefined();
  });

  it("prints each build's time, share of cold, and how many queries and pages it made again (0 when it made none)", () => {
    const table = rebuildsTable(rebuilds(29, 31));
    expect(table).toContain("| one article | 29.0 | 34.8 | 24 % | — | 335 | 2 |");
    expect(table).toContain("| unchanged | 25.0 | 30.0 | 21 % | — | 0 | 0 |");
    expect(table).toContain("| one region | 31.0 | 37.2 | 26 % | — | — | — |");
  });
});

describe("markdownReport", () => {
  it("lists the audits a page failed in any run, the diagnostics that count for no score included, and its TBT to the tenth", () => {
    const run = {
      performance: 100,
      accessibility: 100,
      "best-practices": 100,
      seo: 100,
      lcp: 900,
      fcp: 500,
      tbt: 20,
      cls: 0,
      jsBytes: 9e4,
      totalBytes: 1e5,
    };
    const lazy = medianRun([
      { ...run, tbt: 150.49999999999977, failedAudits: [], failedDiagnostics: [] },
      {
        ...run,
        tbt: 150.49999999999977,
        failedAudits: ["performance:total-blocking-time"],
        failedDiagnostics: ["performance:lcp-lazy-loaded"],
      },
    ]);
    const clean = medianRun([{ ...run, failedAudits: [], failedDiagnostics: [] }]);
    const report = markdownReport(
      {
        date: "2026-11-23",
        commit: "abc1234",
        machine: "test",
        lighthouse: {
          runs: 2,
          benchmarkIndex: { median: 1500, min: 1107, max: 1688 },
          reference: run,
          markets: {
            FR: [
              { ...lazy, template: "blog index", path: "/blog/" },
              { ...clean, template: "legal", path: "/cgu/" },
            ],
          },
        },
      },
      [],
    );
    expect(report).toContain(
      "- FR blog index: performance:total-blocking-time, performance:lcp-lazy-loaded (no weight)",
    );
    expect(report).not.toContain("- FR legal");
    expect(report).toContain(
      "| FR blog index /blog/ | 100 | 100 | 100 | 100 | 900 | 1.00 | 150.5 | 0.000 |",
    );
    expect(report).toContain(
      "benchmark index of this machine over the runs: median 1500 (1107–1688)",
    );
  });

  it("prints a page whose Lighthouse runs all failed with Lighthouse's reason, and fails it, rather than stopping the report", () => {
    const run = {
      performance: 100,
      accessibility: 100,
      "best-practices": 100,
      seo: 100,
      lcp: 900,
      fcp: 500,
      si: 600,
      tbt: 20,
      cls: 0,
      jsBytes: 9e4,
      totalBytes: 1e5,
    };
    const failed = medianRun([{ runtimeError: "NO_FCP" }]);
    const results = {
      date: "2026-11-27",
      commit: "abc1234",
      machine: "test",
      lighthouse: {
        runs: 1,
        reference: medianRun([run]),
        markets: { FR: [{ ...failed, template: "legal", path: "/cgu/" }] },
      },
    };
    const budgets = checkBudgets(results);
    expect(find(budgets, "budget", "Lighthouse run", "FR legal")).toMatchObject({
      value: "NO_FCP",
      pass: false,
    });
    expect(markdownReport(results, budgets)).toContain(
      "| FR legal /cgu/ | no result (NO_FCP) | — |",
    );
  });

  it("names the runs Lighthouse could not finish and made again", () => {
    const run = {
      performance: 100,
      accessibility: 100,
      "best-practices": 100,
      seo: 100,
      lcp: 900,
      fcp: 500,
      si: 600,
      tbt: 20,
      cls: 0,
      jsBytes: 9e4,
      totalBytes: 1e5,
    };
    const page = medianRun([
      { ...run, retriedAfter: ["NO_NAVSTART"] },
      { ...run, retriedAfter: [] },
    ]);
    const report = markdownReport(
      {
        date: "2026-11-27",
        commit: "abc1234",
        machine: "test",
        lighthouse: {
          runs: 2,
          reference: medianRun([run]),
          markets: { FR: [{ ...page, template: "legal", path: "/cgu/" }] },
        },
      },
      [],
    );
    expect(report).toContain(
      "Runs Lighthouse could not finish, made again (at most three attempts a run):\n\n- FR legal: NO_NAVSTART",
    );
  });

  it("prints each run's score and its figures, since a median score and a median TBT may come from different runs", () => {
    const run = {
      performance: 100,
      accessibility: 100,
      "best-practices": 100,
      seo: 100,
      lcp: 900,
      fcp: 500,
      si: 600,
      tbt: 20,
      cls: 0,
      jsBytes: 9e4,
      totalBytes: 1e5,
    };
    const home = medianRun([
      { ...run, performance: 99, tbt: 120 },
      { ...run, performance: 91, tbt: 90.5, lcp: 3100.4, si: 2400 },
      { ...run, performance: 90, tbt: 320 },
    ]);
    expect(home).toMatchObject({ performance: 91, tbt: 120, si: 600 });
    const report = markdownReport(
      {
        date: "2026-11-23",
        commit: "abc1234",
        machine: "test",
        lighthouse: {
          runs: 3,
          reference: medianRun([run]),
          markets: { FR: [{ ...home, template: "home", path: "/" }] },
        },
      },
      [],
    );
    expect(report).toContain("| Page | Perf | TBT ms | LCP ms | FCP ms | Speed Index ms |");
    expect(report).toContain("| reference | 100 | 20 | 900 | 500 | 600 |");
    expect(report).toContain(
      "| FR home | 99, 91, 90 | 120, 90.5, 320 | 900, 3100, 900 | 500, 500, 500 | 600, 2400, 600 |",
    );
  });
});
