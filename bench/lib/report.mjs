/** Medians, budgets and the Markdown report of a bench run (bench/results.json). */

export const KB = 1024;

export function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const MEDIAN_FIELDS = ["performance", "accessibility", "best-practices", "seo", "lcp", "fcp", "si", "tbt", "cls", "jsBytes", "totalBytes"];
/** The figures the performance score is made of, kept for each run as well as their medians. */
const EACH_RUN_FIELDS = ["performance", "tbt", "lcp", "fcp", "si"];

/**
 * Medians of the figures of several Lighthouse runs of one page, each taken on its own (the median
 * score and the median TBT may come from different runs), and the score's figures of every run.
 */
export function medianRun(runs) {
  const result = Object.fromEntries(MEDIAN_FIELDS.map((field) => [field, median(runs.map((run) => run[field]))]));
  result.runs = runs.length;
  result.eachRun = runs.map((run) => Object.fromEntries(EACH_RUN_FIELDS.map((field) => [field, run[field]])));
  result.lcpElement = runs.find((run) => run.lcpElement)?.lcpElement;
  result.failedAudits = [...new Set(runs.flatMap((run) => run.failedAudits ?? []))];
  result.failedDiagnostics = [...new Set(runs.flatMap((run) => run.failedDiagnostics ?? []))];
  return result;
}

/**
 * The most TBT the reference page (no script at all) may show for the TBT and score budgets to be
 * judged: a third of the TBT budget. On a machine that is fit to judge them, the reference stays
 * near 0 ms (12–30 ms in the runs of bench/README.md); above this, the machine itself, not the
 * page, is what a miss measures (bench/traces.md, "The floor of this machine").
 */
export const REFERENCE_TBT_LIMIT_MS = 50;

/**
 * The budgets and goals of bench/README.md. Each returns rows { kind, measure, subject, value, limit, pass }:
 * a "budget" row fails `--check` when missed, a "goal" row (the long-term aim) is printed and never
 * fails. A measure that was not taken in this run (builds with --skip-builds) is reported as skipped.
 * A TBT or performance-score budget the run would fail while the reference page's TBT is over
 * REFERENCE_TBT_LIMIT_MS is not judged: `pass` is left undefined and `notJudged` says why. A
 * budget met on such a machine is still met: its noise only adds blocking time.
 */
export function checkBudgets(results) {
  const rows = [];
  const budget = (measure, subject, value, limit, pass) => rows.push({ kind: "budget", measure, subject, value, limit, pass });
  const goal = (measure, subject, value, limit, pass) => rows.push({ kind: "goal", measure, subject, value, limit, pass });
  const reference = results.lighthouse?.reference;
  const floor = reference?.tbt > REFERENCE_TBT_LIMIT_MS
    ? `the reference page, which runs no script, had a TBT of ${tenths(reference.tbt)} ms (over ${REFERENCE_TBT_LIMIT_MS} ms): this machine cannot judge it`
    : undefined;
  /** A budget of the main thread: met, missed, or, on a machine whose floor is too high, not judged. */
  const mainThreadBudget = (measure, subject, value, limit, pass) => {
    if (pass || !floor) budget(measure, subject, value, limit, pass);
    else rows.push({ kind: "budget", measure, subject, value, limit, pass: undefined, notJudged: floor });
  };
  const pages = Object.entries(results.lighthouse?.markets ?? {}).flatMap(([market, list]) => list.map((page) => ({ ...page, subject: `${market} ${page.template}` })));
  for (const page of pages) {
    const { subject } = page;
    // A run Lighthouse could not finish measures nothing: it fails, with Lighthouse's reason.
    if (page.runtimeError || typeof page.cls !== "number") {
      budget("Lighthouse run", subject, page.runtimeError ?? "no result", "completes", false);
      continue;
    }
    mainThreadBudget("Lighthouse performance", subject, page.performance, "≥ 98", page.performance >= 98);
    goal("Lighthouse performance", subject, page.performance, "100", page.performance === 100);
    mainThreadBudget("TBT", subject, milliseconds(page.tbt), "≤ 150 ms", page.tbt <= 150);
    goal("TBT", subject, milliseconds(page.tbt), "≤ 30 ms", page.tbt <= 30);
    const js = `${(page.jsBytes / KB).toFixed(1)} KB`;
    budget("JS transferred (brotli)", subject, js, "≤ 95 KB", page.jsBytes <= 95 * KB);
    goal("JS transferred (brotli)", subject, js, "≤ 80 KB", page.jsBytes <= 80 * KB);
    budget("CLS", subject, page.cls.toFixed(3), "0", page.cls === 0);
    const ratio = reference ? page.lcp / reference.lcp : undefined;
    goal("LCP / reference", subject, ratio === undefined ? "—" : `${ratio.toFixed(2)}×`, "≤ 1.2×", ratio !== undefined && ratio <= 1.2);
  }
  if (pages.length > 0) {
    // "100 on at least 15 of 20": three quarters of the templates measured in this run.
    const perfect = pages.filter((page) => page.performance === 100).length;
    const needed = Math.ceil((pages.length * 15) / 20);
    mainThreadBudget("Lighthouse performance 100", "templates measured", `${perfect} of ${pages.length}`, `≥ ${needed} of ${pages.length}`, perfect >= needed);
  }
  for (const [market, html] of Object.entries(results.html ?? {})) {
    budget("HTML gzip (largest page)", `${market} ${html.largest.page}`, `${(html.largest.gzipBytes / KB).toFixed(1)} KB`, "≤ 30 KB", html.largest.gzipBytes <= 30 * KB);
  }
  for (const [market, list] of Object.entries(results.pageData ?? {})) {
    for (const page of list) {
      budget("Page data: catalog keys", `${market} ${page.template}`, `${page.catalogKeys} of ${page.catalogKeysOfLanguage}`, "fewer than the whole catalog", page.catalogKeys < page.catalogKeysOfLanguage);
    }
  }
  if (results.builds) {
    const coldTotal = Object.values(results.builds.cold).reduce((sum, build) => sum + build.seconds, 0);
    budget("Three artifacts cold", "FR + DE + EN", `${coldTotal.toFixed(0)} s`, "≤ 150 s", coldTotal <= 150);
    goal("Three artifacts cold", "FR + DE + EN", `${coldTotal.toFixed(0)} s`, "≤ 120 s", coldTotal <= 120);
    const peak = Math.max(...[...Object.values(results.builds.cold), ...Object.values(results.builds.warm)].map((build) => build.peakBytes));
    goal("Peak memory (builds)", "largest of the six builds", `${(peak / 1e6).toFixed(0)} MB`, "≤ 1,200 MB", peak <= 1.2e9);
  } else {
    budget("Three artifacts cold", "—", "not measured (--skip-builds)", "≤ 150 s", undefined);
  }
  if (results.scaling) {
    const { scaling } = results;
    const subject = `FR + ${scaling.articles} articles, cold`;
    budget("Scaling: time", subject, `${scaling.timeRatio.toFixed(2)}× (${scaling.seconds.toFixed(0)} s)`, "≤ 3× the real FR build", scaling.timeRatio <= 3);
    budget("Scaling: peak memory", subject, `${mb(scaling.peakBytes)} MB (${scaling.memoryRatio.toFixed(2)}×)`, "≤ 2,500 MB", scaling.peakBytes <= 2.5e9);
    goal("Scaling: peak memory", subject, `${mb(scaling.peakBytes)} MB`, "≤ 2,000 MB", scaling.peakBytes <= 2e9);
  } else {
    budget("Scaling: time and peak memory", "—", "not measured (--skip-builds or --articles 0)", "≤ 3×, ≤ 2,500 MB", undefined);
  }
  if (results.navigation) {
    const value = results.navigation.cpu4x.median;
    goal("Navigation between prefetched pages", "median, 4× CPU slowdown", `${value.toFixed(0)} ms`, "≤ 100 ms", value <= 100);
  }
  return rows;
}

const mb = (bytes) => (bytes / 1e6).toFixed(0);
/** A time in ms, with the tenth when there is one: 150.5 is over a 150 ms budget, and rounded it would read "150". */
const tenths = (value) =>
  !Number.isFinite(value) ? "—" : Number.isInteger(Math.round(value * 10) / 10) ? Math.round(value).toString() : value.toFixed(1);
const milliseconds = (value) => (Number.isFinite(value) ? `${tenths(value)} ms` : "not measured");
const kb = (bytes) => (bytes / KB).toFixed(1);
const ms = (value) => (value === undefined ? "—" : Math.round(value).toString());

function table(header, rows) {
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}

/** The phases of one build (bench/lib/phases.mjs): when each started, how long it ran, the tree's peak memory meanwhile. */
/** CPU seconds of a build's process tree (user + system); results of older runs have none. */
const cpu = (build) => (build.cpuSeconds === undefined ? "—" : build.cpuSeconds.toFixed(1));

export function phasesTable(phases) {
  return table(
    ["Phase", "Start s", "Time s", "Items", "Peak MB"],
    phases.map((phase) => [phase.name, phase.start.toFixed(1), phase.seconds.toFixed(1), phase.items ?? "", mb(phase.peakBytes)]),
  );
}

export function markdownReport(results, budgets) {
  const parts = [`## Bench ${results.date} (commit ${results.commit})`, `Machine: ${results.machine}`];
  if (results.builds) {
    parts.push(
      "### Builds",
      table(
        ["Market", "Cold s", "Cold CPU s", "Cold peak MB", "Pages", "Cold pages/s", "Warm s", "Warm CPU s", "Warm peak MB", "Warm pages/s"],
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
          ["real", results.builds.cold.FR.pages, results.builds.cold.FR.seconds.toFixed(1), mb(results.builds.cold.FR.peakBytes), "1.00", "1.00"],
          [`real + ${scaling.articles} articles`, scaling.pages, scaling.seconds.toFixed(1), mb(scaling.peakBytes), scaling.timeRatio.toFixed(2), scaling.memoryRatio.toFixed(2)],
        ],
      ),
    );
  }
  const profiled = [
    ...(results.builds?.cold.FR?.phases ? [["FR cold, real content", results.builds.cold.FR]] : []),
    ...(results.scaling?.phases ? [[`FR cold + ${results.scaling.articles} articles`, results.scaling]] : []),
  ];
  for (const [title, build] of profiled) parts.push(`### Build phases: ${title} (${build.seconds.toFixed(0)} s, peak ${mb(build.peakBytes)} MB)`, phasesTable(build.phases));
  if (results.lighthouse) {
    const { reference, markets, runs, benchmarkIndex } = results.lighthouse;
    const row = (name, page) => [name, page.performance, page.accessibility, page["best-practices"], page.seo, ms(page.lcp), (page.lcp / reference.lcp).toFixed(2), tenths(page.tbt), page.cls.toFixed(3), kb(page.jsBytes), kb(page.totalBytes)];
    parts.push(
      `### Lighthouse 12, mobile, simulated throttling (median of ${runs} runs)`,
      table(
        ["Page", "Perf", "A11y", "BP", "SEO", "LCP ms", "LCP / ref", "TBT ms", "CLS", "JS KB", "Total KB"],
        [row("reference (bench/reference, no JS)", reference), ...Object.entries(markets).flatMap(([market, pages]) => pages.map((page) => row(`${market} ${page.template} ${page.path}`, page)))],
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
        .map((page) => `- ${market} ${page.template}: ${[...(page.failedAudits ?? []), ...(page.failedDiagnostics ?? []).map((id) => `${id} (no weight)`)].join(", ")}`),
    );
    parts.push("Audits under 0.9 in at least one run (scored audits, and diagnostics that count for no score):", failing.length ? failing.join("\n") : "none");
    const eachRun = (page, field, format) => (page.eachRun ?? []).map((run) => format(run[field])).join(", ");
    parts.push(
      "Each run, in the order of the rounds (the medians above are taken figure by figure, so a page's median score and median TBT may come from different runs):",
      table(
        ["Page", "Perf", "TBT ms", "LCP ms", "FCP ms", "Speed Index ms"],
        [["reference", reference], ...Object.entries(markets).flatMap(([market, pages]) => pages.map((page) => [`${market} ${page.template}`, page]))].map(([name, page]) => [
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
  if (results.html) {
    parts.push(
      "### HTML gzip per page",
      table(
        ["Market", "Pages", "Median KB", "Largest KB", "Largest page"],
        Object.entries(results.html).map(([market, html]) => [market, html.pages, kb(html.medianGzipBytes), kb(html.largest.gzipBytes), html.largest.page]),
      ),
    );
  }
  if (results.navigation) {
    const { navigation } = results;
    parts.push(
      `### Client navigation between prefetched pages (${navigation.market}: ${navigation.route.join(" → ")})`,
      table(
        ["CPU", "Median ms", "Max ms", "Samples"],
        ["cpu1x", "cpu4x"].map((key) => [key.replace("cpu", ""), ms(navigation[key].median), ms(navigation[key].max), navigation[key].samples.length]),
      ),
    );
  }
  if (results.pageData) {
    parts.push(
      "### Page data fetched per client navigation (page-data.json and its static query results)",
      table(
        ["Page", "Page data KB", "Page data KB brotli", "Static queries", "Static queries KB brotli", "Catalog keys"],
        Object.entries(results.pageData).flatMap(([market, list]) =>
          list.map((page) => [`${market} ${page.template} ${page.path}`, kb(page.pageDataBytes), kb(page.pageDataBrotliBytes), page.staticQueries, kb(page.staticQueryBrotliBytes), `${page.catalogKeys} of ${page.catalogKeysOfLanguage}`]),
        ),
      ),
    );
  }
  const result = (row) => (row.notJudged ? "not judged" : row.pass === undefined ? "skipped" : row.pass ? "pass" : row.kind === "goal" ? "not yet" : "**FAIL**");
  for (const [kind, title] of [
    ["budget", "### Budgets (`--check` fails on a miss)"],
    ["goal", "### Long-term goals (printed, never a failure)"],
  ]) {
    parts.push(
      title,
      table(
        ["Measure", "Subject", "Value", kind === "budget" ? "Budget" : "Goal", "Result"],
        budgets.filter((row) => row.kind === kind).map((row) => [row.measure, row.subject, row.value, row.limit, result(row)]),
      ),
    );
  }
  const notJudged = budgets.find((row) => row.notJudged);
  if (notJudged) parts.push(`Not judged: ${notJudged.notJudged}. The figures are printed; a verdict needs a machine whose reference page stays near 0 ms.`);
  return parts.join("\n\n");
}
