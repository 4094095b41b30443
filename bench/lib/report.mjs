/** Medians, budgets and the Markdown report of a bench run (bench/results.json). */

export const KB = 1024;

export function median(values) {
  const sorted = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const MEDIAN_FIELDS = ["performance", "accessibility", "best-practices", "seo", "lcp", "fcp", "tbt", "cls", "jsBytes", "totalBytes"];

/** Medians of the figures of several Lighthouse runs of one page. */
export function medianRun(runs) {
  const result = Object.fromEntries(MEDIAN_FIELDS.map((field) => [field, median(runs.map((run) => run[field]))]));
  result.runs = runs.length;
  result.lcpElement = runs.find((run) => run.lcpElement)?.lcpElement;
  result.failedAudits = [...new Set(runs.flatMap((run) => run.failedAudits ?? []))];
  return result;
}

/**
 * The budgets of bench/README.md. Each returns rows { measure, subject, value, budget, pass }; a measure
 * that was not taken in this run (for example builds with --skip-builds) is reported as skipped.
 */
export function checkBudgets(results) {
  const rows = [];
  const add = (measure, subject, value, budget, pass) => rows.push({ measure, subject, value, budget, pass });
  const reference = results.lighthouse?.reference;
  for (const [market, pages] of Object.entries(results.lighthouse?.markets ?? {})) {
    for (const page of pages) {
      const subject = `${market} ${page.template}`;
      add("Lighthouse performance", subject, page.performance, "100", page.performance === 100);
      const ratio = reference ? page.lcp / reference.lcp : undefined;
      add("LCP / reference", subject, ratio === undefined ? "—" : `${ratio.toFixed(2)}×`, "≤ 1.2×", ratio !== undefined && ratio <= 1.2);
      add("TBT", subject, `${Math.round(page.tbt)} ms`, "≤ 30 ms", page.tbt <= 30);
      add("CLS", subject, page.cls.toFixed(3), "0", page.cls === 0);
      add("JS transferred", subject, `${(page.jsBytes / KB).toFixed(1)} KB`, "≤ 80 KB", page.jsBytes <= 80 * KB);
    }
  }
  for (const [market, html] of Object.entries(results.html ?? {})) {
    add("HTML gzip (largest page)", `${market} ${html.largest.page}`, `${(html.largest.gzipBytes / KB).toFixed(1)} KB`, "≤ 30 KB", html.largest.gzipBytes <= 30 * KB);
  }
  if (results.builds) {
    const coldTotal = Object.values(results.builds.cold).reduce((sum, build) => sum + build.seconds, 0);
    add("Three artifacts cold", "FR + DE + EN", `${coldTotal.toFixed(0)} s`, "≤ 150 s", coldTotal <= 150);
    const peak = Math.max(...[...Object.values(results.builds.cold), ...Object.values(results.builds.warm)].map((build) => build.peakBytes));
    add("Peak memory (builds)", "largest of the six builds", `${(peak / 1e6).toFixed(0)} MB`, "≤ 1,200 MB", peak <= 1.2e9);
  } else {
    add("Three artifacts cold", "—", "not measured (--skip-builds)", "≤ 150 s", undefined);
    add("Peak memory (builds)", "—", "not measured (--skip-builds)", "≤ 1,200 MB", undefined);
  }
  if (results.navigation) {
    const value = results.navigation.cpu4x.median;
    add("Navigation between prefetched pages", "median, 4× CPU slowdown", `${value.toFixed(0)} ms`, "≤ 100 ms", value <= 100);
  }
  return rows;
}

const mb = (bytes) => (bytes / 1e6).toFixed(0);
const kb = (bytes) => (bytes / KB).toFixed(1);
const ms = (value) => (value === undefined ? "—" : Math.round(value).toString());

function table(header, rows) {
  return [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}

export function markdownReport(results, budgets) {
  const parts = [`## Bench ${results.date} (commit ${results.commit})`, `Machine: ${results.machine}`];
  if (results.builds) {
    parts.push(
      "### Builds",
      table(
        ["Market", "Cold s", "Cold peak MB", "Pages", "Cold pages/s", "Warm s", "Warm peak MB", "Warm pages/s"],
        Object.keys(results.builds.cold).map((market) => {
          const cold = results.builds.cold[market];
          const warm = results.builds.warm[market];
          return [market, cold.seconds.toFixed(1), mb(cold.peakBytes), cold.pages, cold.pagesPerSecond.toFixed(1), warm.seconds.toFixed(1), mb(warm.peakBytes), warm.pagesPerSecond.toFixed(1)];
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
  if (results.lighthouse) {
    const { reference, markets, runs } = results.lighthouse;
    const row = (name, page) => [name, page.performance, page.accessibility, page["best-practices"], page.seo, ms(page.lcp), (page.lcp / reference.lcp).toFixed(2), ms(page.tbt), page.cls.toFixed(3), kb(page.jsBytes), kb(page.totalBytes)];
    parts.push(
      `### Lighthouse 12, mobile, simulated throttling (median of ${runs} runs)`,
      table(
        ["Page", "Perf", "A11y", "BP", "SEO", "LCP ms", "LCP / ref", "TBT ms", "CLS", "JS KB", "Total KB"],
        [row("reference (bench/reference, no JS)", reference), ...Object.entries(markets).flatMap(([market, pages]) => pages.map((page) => row(`${market} ${page.template} ${page.path}`, page)))],
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
  parts.push(
    "### Budgets",
    table(
      ["Measure", "Subject", "Value", "Budget", "Result"],
      budgets.map((row) => [row.measure, row.subject, row.value, row.budget, row.pass === undefined ? "skipped" : row.pass ? "pass" : "**FAIL**"]),
    ),
  );
  return parts.join("\n\n");
}
