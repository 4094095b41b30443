/**
 * Two saved runs of the bench side by side (bench/compare-runs.mjs): each judged against the
 * budgets of this checkout, the verdict of each, whether they agree, and per template the figures
 * the main-thread budgets are judged on. Made for the same artifacts measured on an idle machine
 * and on a busy one (bench/README.md, "Idle and busy").
 */
import { pairFigures } from "./twin.mjs";
import { checkBudgets, percent } from "./report.mjs";

const score = (page) =>
  page && typeof page.cls === "number" ? `${page.performance} (${Math.round(page.tbt)})` : "—";

/** A saved run with its pairs' figures recomputed from their raw loads, so that today's figures and budgets apply. */
export function refigured(results) {
  for (const list of Object.values(results.scriptCost ?? {}))
    for (const page of list) Object.assign(page, pairFigures(page.loads));
  return results;
}

/** A saved run, refigured, and its budget rows. */
export function judged(results) {
  return { results: refigured(results), budgets: checkBudgets(results) };
}

/**
 * The verdict of two judged runs ({ results, budgets } each, named by `names`): the budgets each
 * missed, whether both pass or both fail, and a Markdown table of every template measured in both.
 */
export function compareRuns([first, second], names = ["first", "second"]) {
  const missed = (run) => run.budgets.filter((row) => row.kind === "budget" && row.pass === false);
  const verdicts = [first, second].map((run) => (missed(run).length === 0 ? "pass" : "fail"));
  const lighthouseOf = (run, market, template) =>
    run.results.lighthouse?.markets?.[market]?.find((page) => page.template === template);
  const misses = (run, subject, figure) =>
    missed(run).some((row) => row.subject === subject && row.figure === figure);
  const rows = [];
  for (const [market, list] of Object.entries(first.results.scriptCost ?? {})) {
    for (const page of list) {
      const other = second.results.scriptCost?.[market]?.find(
        (candidate) => candidate.template === page.template,
      );
      if (!other) continue;
      const subject = `${market} ${page.template}`;
      const cell = (run, cost, figure) =>
        `${percent(cost.share[figure].median)}${misses(run, subject, figure) ? " **miss**" : ""}`;
      rows.push([
        subject,
        cell(first, page, "mainThreadCpuMs"),
        cell(second, other, "mainThreadCpuMs"),
        percent(page.share.mainThreadMs.median),
        percent(other.share.mainThreadMs.median),
        cell(first, page, "blockingMs"),
        cell(second, other, "blockingMs"),
        cell(first, page, "lcpMs"),
        cell(second, other, "lcpMs"),
        score(lighthouseOf(first, market, page.template)),
        score(lighthouseOf(second, market, page.template)),
      ]);
    }
  }
  const [a, b] = names;
  const header = [
    "template",
    `CPU added, ${a}`,
    b,
    `wall time added, ${a} (not judged)`,
    b,
    `blocking added, ${a}`,
    b,
    `LCP added, ${a}`,
    b,
    `Lighthouse ${a}, score (TBT ms)`,
    b,
  ];
  const table = [
    `| ${header.join(" | ")} |`,
    `|---|${header
      .slice(1)
      .map(() => "---:")
      .join("|")}|`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
  return {
    verdicts,
    agree: verdicts[0] === verdicts[1],
    missed: [missed(first), missed(second)],
    table,
  };
}
