/** Medians, budgets and the Markdown report of a bench run (bench/results.json). */

export const KB = 1024;

export function median(values) {
  const sorted = values
    .filter((v) => typeof v === "number" && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const MEDIAN_FIELDS = [
  "performance",
  "accessibility",
  "best-practices",
  "seo",
  "lcp",
  "fcp",
  "si",
  "tbt",
  "cls",
  "jsBytes",
  "totalBytes",
];
/** The figures the performance score is made of, kept for each run as well as their medians. */
const EACH_RUN_FIELDS = ["performance", "tbt", "lcp", "fcp", "si"];

/**
 * Medians of the figures of several Lighthouse runs of one page, each taken on its own (the median
 * score and the median TBT may come from different runs), and the score's figures of every run.
 */
export function medianRun(runs) {
  const result = Object.fromEntries(
    MEDIAN_FIELDS.map((field) => [field, median(runs.map((run) => run[field]))]),
  );
  result.runs = runs.length;
  // No run finished: the page has no figures, only Lighthouse's reason (checkBudgets fails it).
  if (runs.every((run) => typeof run.cls !== "number"))
    result.runtimeError = runs.find((run) => run.runtimeError)?.runtimeError;
  result.eachRun = runs.map((run) =>
    Object.fromEntries(EACH_RUN_FIELDS.map((field) => [field, run[field]])),
  );
  result.lcpElement = runs.find((run) => run.lcpElement)?.lcpElement;
  result.retriedAfter = runs.flatMap((run) => run.retriedAfter ?? []);
  result.failedAudits = [...new Set(runs.flatMap((run) => run.failedAudits ?? []))];
  result.failedDiagnostics = [...new Set(runs.flatMap((run) => run.failedDiagnostics ?? []))];
  return result;
}

/**
 * What a template's scripts may add to its first load at a 4× CPU slowdown, judged on the median of
 * its pairs of loads (bench/lib/twin.mjs), each pair's difference page − no-JS twin taken as a share
 * of the twin's own figure: the main thread's CPU time (every task, the thread's own time) as a
 * share of the twin's CPU time, blocking time (each task's time beyond 50 ms after the first paint)
 * as a share of the twin's main-thread time, LCP as a share of the twin's LCP. A machine twice as
 * slow doubles both loads of a pair, and so the difference in ms, but not the share. The main
 * thread is judged on CPU time, which leaves out the time the thread is suspended or waits for a
 * core; beside two busy processes it still moved about as much as the wall time, by the noise of
 * 10 pairs (docs/decisions.md#d76-the-main-threads-budget-is-on-its-cpu-time-with-room-for-the-noise-of-10-pairs).
 * So its budget is the highest share of an idle run of all 27 templates on 2026-11-27 (+181 %, the
 * FR regions hub; +78 % to +181 % in all) plus 25 points, rounded up to the next ten. Blocking
 * time and LCP: from the FR pages of 2026-11-26 (blocking up to +10 %, LCP up to +29 %) plus a
 * margin.
 */
export const SCRIPT_COST_BUDGETS = { mainThreadCpuMs: 2.1, blockingMs: 0.25, lcpMs: 0.5 };

/**
 * How much later than its no-JS twin a template may paint first, in ms (page − twin, median of its
 * pairs of loads): the scripts a page runs before its first paint (the inline head script, the
 * first paint's wait for the page's intro) may cost it at most this much
 * (docs/decisions.md#d95-the-first-paint-waits-for-the-first-screen). A run saved before the bench
 * measured the first paint has no such figure: that budget is then not judged.
 */
export const FIRST_PAINT_BUDGET_MS = 50;

/**
 * The JavaScript a template's first load fetches (brotli, read from the artifact: bench/lib/scripts.mjs),
 * at most: what the template cost on 2026-11-26 (FR, the market with the most per page) plus about
 * half a kilobyte, so that any growth of a later change shows. Raise one only with the reason in
 * the commit.
 */
export const SCRIPT_BUDGETS_KB = {
  home: 91,
  "services list": 90,
  "service detail": 91,
  "how-to": 89.5,
  regions: 89,
  region: 91,
  legal: 89.5,
  404: 89.5,
  "blog index": 90.5,
  "blog topic": 90.5,
  article: 91.5,
  // A /de/ page of content/dynamic/, rendered at build time since 2026-11-29: 88.8 KB in FR.
  dynamic: 89.5,
};

/** The `app` chunk, which every page loads: it must not grow with the content (docs/decisions.md#d94-the-de-pages-are-rendered-at-build-time). */
export const APP_CHUNK_BUDGET_KB = 50;

/**
 * The budgets and goals of bench/README.md. Each returns rows { kind, measure, subject, value, limit, pass }:
 * a "budget" row fails `--check` when missed, a "goal" row (the long-term aim) is printed and never
 * fails. A measure that was not taken in this run (builds with --skip-builds) is reported as skipped.
 * Every budget is judged on every run: the main thread's only as what the scripts add to a page
 * (page − no-JS twin), which a slow or busy machine stretches far less than an absolute time;
 * Lighthouse's performance score and TBT, which depend on the machine, are goals.
 */
export function checkBudgets(results) {
  const rows = [];
  const budget = (measure, subject, value, limit, pass) =>
    rows.push({ kind: "budget", measure, subject, value, limit, pass });
  const goal = (measure, subject, value, limit, pass) =>
    rows.push({ kind: "goal", measure, subject, value, limit, pass });
  for (const [market, list] of Object.entries(results.scriptCost ?? {})) {
    for (const page of list) {
      const subject = `${market} ${page.template}`;
      for (const [figure, measure] of [
        [
          "mainThreadCpuMs",
          "Scripts: main-thread CPU added (page − twin, share of twin's CPU time)",
        ],
        ["blockingMs", "Scripts: blocking time added (share of twin's main thread)"],
        ["lcpMs", "Scripts: LCP added (page − twin, share of twin's LCP)"],
      ]) {
        const share = page.share[figure];
        const ms = page.difference[figure];
        const limit = SCRIPT_COST_BUDGETS[figure];
        const value = Number.isFinite(share.median)
          ? `${percent(share.median)} (IQR ${percent(share.q1)} – ${percent(share.q3)}; ${tenths(ms.median)} ms)`
          : "not measured";
        // The figure's key goes with the row, so that a reader of the rows (lib/compare.mjs) need not parse the measure.
        rows.push({
          kind: "budget",
          measure,
          subject,
          value,
          limit: `≤ ${percent(limit)}`,
          pass: Number.isFinite(share.median) && share.median <= limit,
          figure,
        });
      }
      // The first paint, in ms: what the page's own work before it adds to the twin's.
      const fcp = page.difference.fcpMs;
      rows.push({
        kind: "budget",
        measure: "Scripts: first paint later than the twin's (page − twin, FCP)",
        subject,
        value: Number.isFinite(fcp?.median)
          ? `${tenths(fcp.median)} ms (IQR ${tenths(fcp.q1)} – ${tenths(fcp.q3)}; page ${tenths(page.page.fcpMs.median)}, twin ${tenths(page.twin.fcpMs.median)})`
          : "not measured (a run saved before the bench measured it)",
        limit: `≤ ${FIRST_PAINT_BUDGET_MS} ms`,
        pass: Number.isFinite(fcp?.median) ? fcp.median <= FIRST_PAINT_BUDGET_MS : undefined,
        figure: "fcpMs",
      });
    }
  }
  const reference = results.lighthouse?.reference;
  const pages = Object.entries(results.lighthouse?.markets ?? {}).flatMap(([market, list]) =>
    list.map((page) => ({ ...page, subject: `${market} ${page.template}` })),
  );
  for (const page of pages) {
    const { subject } = page;
    // A run Lighthouse could not finish measures nothing: it fails, with Lighthouse's reason.
    if (page.runtimeError || typeof page.cls !== "number") {
      budget("Lighthouse run", subject, page.runtimeError ?? "no result", "completes", false);
      continue;
    }
    budget(
      "Lighthouse accessibility",
      subject,
      page.accessibility,
      "100",
      page.accessibility === 100,
    );
    budget(
      "Lighthouse best practices",
      subject,
      page["best-practices"],
      "100",
      page["best-practices"] === 100,
    );
    goal("Lighthouse performance", subject, page.performance, "100", page.performance === 100);
    goal("TBT", subject, milliseconds(page.tbt), "≤ 30 ms", page.tbt <= 30);
    const js = `${(page.jsBytes / KB).toFixed(1)} KB`;
    budget("JS transferred (brotli)", subject, js, "≤ 95 KB", page.jsBytes <= 95 * KB);
    goal("JS transferred (brotli)", subject, js, "≤ 80 KB", page.jsBytes <= 80 * KB);
    budget("CLS", subject, page.cls.toFixed(3), "0", page.cls === 0);
    const ratio = reference ? page.lcp / reference.lcp : undefined;
    goal(
      "LCP / reference",
      subject,
      ratio === undefined ? "—" : `${ratio.toFixed(2)}×`,
      "≤ 1.2×",
      ratio !== undefined && ratio <= 1.2,
    );
  }
  if (pages.length > 0) {
    const perfect = pages.filter((page) => page.performance === 100).length;
    const index = results.lighthouse.benchmarkIndex;
    goal(
      "Lighthouse performance 100",
      `templates measured${index ? ` (CPU index ${index.median.toFixed(0)})` : ""}`,
      `${perfect} of ${pages.length}`,
      `${pages.length} of ${pages.length}`,
      perfect === pages.length,
    );
  }
  for (const [market, list] of Object.entries(results.scripts ?? {})) {
    const byTemplate = Object.fromEntries(list.map((page) => [page.template, page]));
    for (const page of list) {
      const limit = SCRIPT_BUDGETS_KB[page.template];
      if (limit !== undefined)
        budget(
          "First-load JS (brotli, artifact)",
          `${market} ${page.template}`,
          `${kb(page.brotliBytes)} KB`,
          `≤ ${limit} KB`,
          page.brotliBytes <= limit * KB,
        );
    }
    const app = list[0]?.byKind.app;
    if (app !== undefined)
      budget(
        "JS: app chunk (every page)",
        market,
        `${kb(app)} KB`,
        `≤ ${APP_CHUNK_BUDGET_KB} KB`,
        app <= APP_CHUNK_BUDGET_KB * KB,
      );
    // A region's page is a local landing page: it may send no more script than a service's page.
    const region = byTemplate.region;
    const service = byTemplate["service detail"];
    if (region && service)
      budget(
        "First-load JS: region ≤ service",
        market,
        `${kb(region.brotliBytes)} KB vs ${kb(service.brotliBytes)} KB`,
        "region ≤ service",
        region.brotliBytes <= service.brotliBytes,
      );
  }
  for (const [market, html] of Object.entries(results.html ?? {})) {
    budget(
      "HTML gzip (largest page)",
      `${market} ${html.largest.page}`,
      `${(html.largest.gzipBytes / KB).toFixed(1)} KB`,
      "≤ 30 KB",
      html.largest.gzipBytes <= 30 * KB,
    );
  }
  for (const [market, list] of Object.entries(results.pageData ?? {})) {
    for (const page of list) {
      budget(
        "Page data: catalog keys",
        `${market} ${page.template}`,
        `${page.catalogKeys} of ${page.catalogKeysOfLanguage}`,
        "fewer than the whole catalog",
        page.catalogKeys < page.catalogKeysOfLanguage,
      );
    }
  }
  if (results.builds) {
    const coldTotal = Object.values(results.builds.cold).reduce(
      (sum, build) => sum + build.seconds,
      0,
    );
    budget(
      "Three artifacts cold",
      "FR + DE + EN",
      `${coldTotal.toFixed(0)} s`,
      "≤ 150 s",
      coldTotal <= 150,
    );
    goal(
      "Three artifacts cold",
      "FR + DE + EN",
      `${coldTotal.toFixed(0)} s`,
      "≤ 120 s",
      coldTotal <= 120,
    );
    const peak = Math.max(
      ...[...Object.values(results.builds.cold), ...Object.values(results.builds.warm)].map(
        (build) => build.peakBytes,
      ),
    );
    goal(
      "Peak memory (builds)",
      "largest of the six builds",
      `${(peak / 1e6).toFixed(0)} MB`,
      "≤ 1,200 MB",
      peak <= 1.2e9,
    );
  } else {
    budget("Three artifacts cold", "—", "not measured (--skip-builds)", "≤ 150 s", undefined);
  }
  if (results.scaling) {
    const { scaling } = results;
    const subject = `FR + ${scaling.articles} articles, cold`;
    budget(
      "Scaling: time",
      subject,
      `${scaling.timeRatio.toFixed(2)}× (${scaling.seconds.toFixed(0)} s)`,
      "≤ 3× the real FR build",
      scaling.timeRatio <= 3,
    );
    budget(
      "Scaling: peak memory",
      subject,
      `${mb(scaling.peakBytes)} MB (${scaling.memoryRatio.toFixed(2)}×)`,
      "≤ 2,500 MB",
      scaling.peakBytes <= 2.5e9,
    );
    goal(
      "Scaling: peak memory",
      subject,
      `${mb(scaling.peakBytes)} MB`,
      "≤ 2,000 MB",
      scaling.peakBytes <= 2e9,
    );
  } else {
    budget(
      "Scaling: time and peak memory",
      "—",
      "not measured (--skip-builds or --articles 0)",
      "≤ 3×, ≤ 2,500 MB",
      undefined,
    );
  }
  if (results.rebuilds) {
    const { market, builds } = results.rebuilds;
    for (const name of ["one article", "one region"]) {
      const build = builds[name];
      budget(
        `Rebuild after a ${name.replace("one ", "one-")} edit`,
        `${market}, cache kept`,
        `${Math.round(build.shareOfCold * 100)} % of cold (${build.seconds.toFixed(0)} of ${builds.cold.seconds.toFixed(0)} s)`,
        "≤ 25 % of the cold build",
        build.shareOfCold <= 0.25,
      );
    }
  } else {
    budget(
      "Rebuild after an edit",
      "—",
      "not measured (--skip-builds)",
      "≤ 25 % of the cold build",
      undefined,
    );
  }
  if (results.navigation) {
    const value = results.navigation.cpu4x.median;
    goal(
      "Navigation between prefetched pages",
      "median, 4× CPU slowdown",
      `${value.toFixed(0)} ms`,
      "≤ 100 ms",
      value <= 100,
    );
  }
  return rows;
}

const mb = (bytes) => (bytes / 1e6).toFixed(0);
/** A share as a signed percentage: 0.742 is "+74 %". */
export const percent = (value) =>
  Number.isFinite(value) ? `${value >= 0 ? "+" : "−"}${Math.abs(Math.round(value * 100))} %` : "—";
/** A time in ms, with the tenth when there is one: 150.5 is over a 150 ms budget, and rounded it would read "150". */
const tenths = (value) =>
  !Number.isFinite(value)
    ? "—"
    : Number.isInteger(Math.round(value * 10) / 10)
      ? Math.round(value).toString()
      : value.toFixed(1);
const milliseconds = (value) => (Number.isFinite(value) ? `${tenths(value)} ms` : "not measured");
const kb = (bytes) => (bytes / KB).toFixed(1);
const ms = (value) => (value === undefined ? "—" : Math.round(value).toString());

function table(header, rows) {
  return [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

/** CPU seconds of a build's process tree (user + system); results of older runs have none. */
const cpu = (build) => (build.cpuSeconds === undefined ? "—" : build.cpuSeconds.toFixed(1));

/** The phases of one build (bench/lib/phases.mjs): when each started, how long it ran, the tree's peak memory meanwhile. */
export function phasesTable(phases) {
  return table(
    ["Phase", "Start s", "Time s", "Items", "Peak MB"],
    phases.map((phase) => [
      phase.name,
      phase.start.toFixed(1),
      phase.seconds.toFixed(1),
      phase.items ?? "",
      mb(phase.peakBytes),
    ]),
  );
}

/** How many items a build's activity did (bench/lib/builds.mjs); 0 when it did not run, "—" for runs saved without counts. */
const phaseItems = (build, name) => (build.items ? (build.items[name] ?? 0) : "—");

/**
 * A market's cold build beside its rebuilds with the cache kept (bench/lib/rebuilds.mjs): time,
 * CPU, share of the cold time, and the phases where rebuilds spend it.
 */
export function rebuildsTable({ builds }) {
  return table(
    [
      "Build",
      "Time s",
      "CPU s",
      "Share of cold",
      "Pages with the edit",
      "Queries run",
      "HTML pages written",
    ],
    Object.entries(builds).map(([name, build]) => [
      name,
      build.seconds.toFixed(1),
      cpu(build),
      `${Math.round(build.shareOfCold * 100)} %`,
      build.editedPages ? build.editedPages.length : "—",
      phaseItems(build, "run queries in workers"),
      phaseItems(build, "Building static HTML for pages"),
    ]),
  );
}

export function markdownReport(results, budgets) {
  const parts = [
    `## Bench ${results.date} (commit ${results.commit})`,
    `Machine: ${results.machine}`,
  ];
  if (results.builds) {
    parts.push(
      "### Builds",
      table(
        [
          "Market",
          "Cold s",
          "Cold CPU s",
          "Cold peak MB",
          "Pages",
          "Cold pages/s",
          "Warm s",
          "Warm CPU s",
          "Warm peak MB",
          "Warm pages/s",
        ],
        Object.keys(results.builds.cold).map((market) => {
          const cold = results.builds.cold[market];
          const warm = results.builds.warm[market];
          return [
            market,
            cold.seconds.toFixed(1),
            cpu(cold),
            mb(cold.peakBytes),
            cold.pages,
            cold.pagesPerSecond.toFixed(1),
            warm.seconds.toFixed(1),
            cpu(warm),
            mb(warm.peakBytes),
            warm.pagesPerSecond.toFixed(1),
          ];
        }),
      ),
    );
  }
  if (results.scaling) {
    const { scaling } = results;
    parts.push(
      "### Scaling (FR, cold)",
      table(
        ["Content", "Pages", "Time s", "Peak MB", "Time ratio", "Memory ratio"],
        [
          [
            "real",
            results.builds.cold.FR.pages,
            results.builds.cold.FR.seconds.toFixed(1),
            mb(results.builds.cold.FR.peakBytes),
            "1.00",
            "1.00",
          ],
          [
            `real + ${scaling.articles} articles`,
            scaling.pages,
            scaling.seconds.toFixed(1),
            mb(scaling.peakBytes),
            scaling.timeRatio.toFixed(2),
            scaling.memoryRatio.toFixed(2),
          ],
        ],
      ),
    );
  }
  if (results.rebuilds) {
    parts.push(
      `### Rebuilds of ${results.rebuilds.market} after an edit, cache kept`,
      rebuildsTable(results.rebuilds),
    );
    for (const [name, build] of Object.entries(results.rebuilds.builds)) {
      if (name !== "cold")
        parts.push(
          `#### Phases: ${name} (${build.seconds.toFixed(0)} s)`,
          phasesTable(build.phases),
        );
    }
  }
  const profiled = [
    ...(results.builds?.cold.FR?.phases ? [["FR cold, real content", results.builds.cold.FR]] : []),
    ...(results.scaling?.phases
      ? [[`FR cold + ${results.scaling.articles} articles`, results.scaling]]
      : []),
  ];
  for (const [title, build] of profiled)
    parts.push(
      `### Build phases: ${title} (${build.seconds.toFixed(0)} s, peak ${mb(build.peakBytes)} MB)`,
      phasesTable(build.phases),
    );
  if (results.lighthouse) {
    const { reference, markets, runs, benchmarkIndex } = results.lighthouse;
    // A run Lighthouse could not finish has no figures: its row says why (checkBudgets fails it).
    const row = (name, page) =>
      typeof page.cls === "number"
        ? [
            name,
            page.performance,
            page.accessibility,
            page["best-practices"],
            page.seo,
            ms(page.lcp),
            (page.lcp / reference.lcp).toFixed(2),
            tenths(page.tbt),
            page.cls.toFixed(3),
            kb(page.jsBytes),
            kb(page.totalBytes),
          ]
        : [
            name,
            `no result (${page.runtimeError ?? "Lighthouse returned none"})`,
            ...Array(9).fill("—"),
          ];
    parts.push(
      `### Lighthouse 12, mobile, simulated throttling (${runs === 1 ? "one run" : `median of ${runs} runs`})`,
      table(
        [
          "Page",
          "Perf",
          "A11y",
          "BP",
          "SEO",
          "LCP ms",
          "LCP / ref",
          "TBT ms",
          "CLS",
          "JS KB",
          "Total KB",
        ],
        [
          row("reference (bench/reference, no JS)", reference),
          ...Object.entries(markets).flatMap(([market, pages]) =>
            pages.map((page) => row(`${market} ${page.template} ${page.path}`, page)),
          ),
        ],
      ),
    );
    if (benchmarkIndex) {
      parts.push(
        `Lighthouse's CPU benchmark index of this machine over the runs: median ${benchmarkIndex.median.toFixed(0)} (${benchmarkIndex.min.toFixed(0)}–${benchmarkIndex.max.toFixed(0)}); ` +
          "higher is faster. TBT and the performance score depend on it: compare runs at similar indices, and the reference page's TBT (no script) shows the machine's noise.",
      );
    }
    const failing = Object.entries(markets).flatMap(([market, pages]) =>
      pages
        .filter((page) => page.failedAudits?.length || page.failedDiagnostics?.length)
        .map(
          (page) =>
            `- ${market} ${page.template}: ${[...(page.failedAudits ?? []), ...(page.failedDiagnostics ?? []).map((id) => `${id} (no weight)`)].join(", ")}`,
        ),
    );
    parts.push(
      "Audits under 0.9 in at least one run (scored audits, and diagnostics that count for no score):",
      failing.length ? failing.join("\n") : "none",
    );
    const retried = [
      ["reference", reference],
      ...Object.entries(markets).flatMap(([market, pages]) =>
        pages.map((page) => [`${market} ${page.template}`, page]),
      ),
    ]
      .filter(([, page]) => page.retriedAfter?.length)
      .map(([name, page]) => `- ${name}: ${page.retriedAfter.join(", ")}`);
    parts.push(
      "Runs Lighthouse could not finish, made again (at most three attempts a run):",
      retried.length ? retried.join("\n") : "none",
    );
    const eachRun = (page, field, format) =>
      (page.eachRun ?? []).map((run) => format(run[field])).join(", ");
    parts.push(
      "Each run, in the order of the rounds (the medians above are taken figure by figure, so a page's median score and median TBT may come from different runs):",
      table(
        ["Page", "Perf", "TBT ms", "LCP ms", "FCP ms", "Speed Index ms"],
        [
          ["reference", reference],
          ...Object.entries(markets).flatMap(([market, pages]) =>
            pages.map((page) => [`${market} ${page.template}`, page]),
          ),
        ].map(([name, page]) => [
          name,
          eachRun(page, "performance", String),
          eachRun(page, "tbt", tenths),
          eachRun(page, "lcp", ms),
          eachRun(page, "fcp", ms),
          eachRun(page, "si", ms),
        ]),
      ),
    );
  }
  if (results.scriptCost) {
    const cell = (figure) =>
      `${tenths(figure.median)} (${tenths(figure.q1)} – ${tenths(figure.q3)})`;
    const shareCell = (figure) =>
      `${percent(figure.median)} (${percent(figure.q1)} – ${percent(figure.q3)})`;
    const first = Object.values(results.scriptCost)[0]?.[0];
    parts.push(
      `### What the scripts add: page − no-JS twin, ${first?.pairs ?? "?"} pairs at ${first?.cpuRate ?? "?"}× CPU (median of the pairs, interquartile range)`,
      "Differences in ms, then as a share of the twin's own figure (main-thread CPU: of the twin's CPU time; wall time and blocking time: of the twin's main-thread wall time; LCP: of the twin's LCP). The budget on the main thread is judged on its CPU time; its wall time is printed beside it, as a busy machine stretches it.",
      table(
        [
          "Page",
          "Main-thread CPU ms",
          "CPU share",
          "Page / twin CPU ms",
          "Wall time share",
          "Blocking ms",
          "Blocking share",
          "LCP ms",
          "LCP share",
          "Page / twin LCP ms",
        ],
        Object.entries(results.scriptCost).flatMap(([market, list]) =>
          list.map((page) => [
            `${market} ${page.template}`,
            cell(page.difference.mainThreadCpuMs),
            shareCell(page.share.mainThreadCpuMs),
            `${tenths(page.page.mainThreadCpuMs.median)} / ${tenths(page.twin.mainThreadCpuMs.median)}`,
            shareCell(page.share.mainThreadMs),
            cell(page.difference.blockingMs),
            shareCell(page.share.blockingMs),
            cell(page.difference.lcpMs),
            shareCell(page.share.lcpMs),
            `${tenths(page.page.lcpMs.median)} / ${tenths(page.twin.lcpMs.median)}`,
          ]),
        ),
      ),
    );
    // Runs saved before the first paint was measured have no FCP: their pages leave the table out.
    const painted = Object.entries(results.scriptCost).flatMap(([market, list]) =>
      list
        .filter((page) => Number.isFinite(page.difference.fcpMs?.median))
        .map((page) => [market, page]),
    );
    if (painted.length > 0)
      parts.push(
        `### First and largest paint against the no-JS twin (ms, median of the pairs, interquartile range; the first paint's budget: ≤ ${FIRST_PAINT_BUDGET_MS} ms later)`,
        table(
          ["Page", "FCP page / twin", "FCP added", "LCP page / twin", "LCP added", "FCP budget"],
          painted.map(([market, page]) => [
            `${market} ${page.template} ${page.path}`,
            `${tenths(page.page.fcpMs.median)} / ${tenths(page.twin.fcpMs.median)}`,
            cell(page.difference.fcpMs),
            `${tenths(page.page.lcpMs.median)} / ${tenths(page.twin.lcpMs.median)}`,
            cell(page.difference.lcpMs),
            page.difference.fcpMs.median <= FIRST_PAINT_BUDGET_MS ? "met" : "**missed**",
          ]),
        ),
      );
  }
  if (results.scripts) {
    parts.push(
      "### First-load JavaScript per template (brotli KB, from the artifact; i18next and react-helmet-async are modules of app)",
      table(
        ["Page", "framework", "app", "shared", "page", "total"],
        Object.entries(results.scripts).flatMap(([market, list]) =>
          list.map((page) => [
            `${market} ${page.template} ${page.path}`,
            ...["framework", "app", "shared", "page"].map((kind) =>
              page.byKind[kind] ? kb(page.byKind[kind]) : "—",
            ),
            kb(page.brotliBytes),
          ]),
        ),
      ),
    );
  }
  if (results.html) {
    parts.push(
      "### HTML gzip per page",
      table(
        ["Market", "Pages", "Median KB", "Largest KB", "Largest page"],
        Object.entries(results.html).map(([market, html]) => [
          market,
          html.pages,
          kb(html.medianGzipBytes),
          kb(html.largest.gzipBytes),
          html.largest.page,
        ]),
      ),
    );
  }
  if (results.toolRedraw && Object.keys(results.toolRedraw).length > 0) {
    parts.push(
      "### Visitor tools: from an input to the answer painted (6× CPU; a figure, not a budget: 50 ms is the aim)",
      table(
        ["Market", "Tool", "Median ms", "Slowest ms", "Inputs"],
        Object.entries(results.toolRedraw).flatMap(([market, tools]) =>
          Object.entries(tools).map(([tool, figures]) => [
            market,
            tool,
            ms(figures.median),
            ms(figures.max),
            figures.samples.length,
          ]),
        ),
      ),
    );
  }
  if (results.navigation) {
    const { navigation } = results;
    parts.push(
      `### Client navigation between prefetched pages (${navigation.market}: ${navigation.route.join(" → ")})`,
      table(
        ["CPU", "Median ms", "Max ms", "Samples"],
        ["cpu1x", "cpu4x"].map((key) => [
          key.replace("cpu", ""),
          ms(navigation[key].median),
          ms(navigation[key].max),
          navigation[key].samples.length,
        ]),
      ),
    );
  }
  if (results.pageData) {
    parts.push(
      "### Page data fetched per client navigation (page-data.json and its static query results)",
      table(
        [
          "Page",
          "Page data KB",
          "Page data KB brotli",
          "Static queries",
          "Static queries KB brotli",
          "Catalog keys",
        ],
        Object.entries(results.pageData).flatMap(([market, list]) =>
          list.map((page) => [
            `${market} ${page.template} ${page.path}`,
            kb(page.pageDataBytes),
            kb(page.pageDataBrotliBytes),
            page.staticQueries,
            kb(page.staticQueryBrotliBytes),
            `${page.catalogKeys} of ${page.catalogKeysOfLanguage}`,
          ]),
        ),
      ),
    );
  }
  const result = (row) =>
    row.pass === undefined
      ? "skipped"
      : row.pass
        ? "pass"
        : row.kind === "goal"
          ? "not yet"
          : "**FAIL**";
  for (const [kind, title] of [
    ["budget", "### Budgets (`--check` fails on a miss)"],
    ["goal", "### Long-term goals (printed, never a failure)"],
  ]) {
    parts.push(
      title,
      table(
        ["Measure", "Subject", "Value", kind === "budget" ? "Budget" : "Goal", "Result"],
        budgets
          .filter((row) => row.kind === kind)
          .map((row) => [row.measure, row.subject, row.value, row.limit, result(row)]),
      ),
    );
  }
  return parts.join("\n\n");
}
