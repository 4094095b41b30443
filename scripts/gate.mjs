#!/usr/bin/env node
/**
 * npm run gate: the pipeline's one required check (the `gate` job of .github/workflows/site.yml),
 * which every production deploy waits for. It reads the results of the jobs it needs (NEEDS, the
 * workflow's `toJSON(needs)`) and the lane `npm run changes` chose (LANE), prints them, and fails
 * when:
 * - any job failed or was cancelled;
 * - the `changes` job did not succeed (then every other job is skipped, which alone would pass);
 * - a job of the chosen lane (named `content-…` or `code-…`) did not succeed. A content change
 *   that touches no production market (MARKETS is []) builds no market: content-site may be
 *   skipped then, not the lane's other jobs.
 * A job skipped by `if:` reports success to branch protection: this job is what makes a skipped
 * check, or a cancelled one, block a deploy and a merge.
 */

/** The content lane's job of each market it builds, which a change reaching no market skips. */
const MARKET_JOB = "content-site";

/** What is wrong with a run's results, as sentences; none when the deploys may go. */
export function gateProblems(needs, lane, markets) {
  const problems = [];
  const results = Object.entries(needs).map(([job, { result }]) => ({ job, result }));
  if (!["content", "code"].includes(lane))
    problems.push(`the lane is "${lane}", neither content nor code: the changes job decided none`);
  if (needs.changes?.result !== "success")
    problems.push(`changes: ${needs.changes?.result ?? "not a job this gate needs"}`);
  for (const { job, result } of results)
    if (result === "failure" || result === "cancelled") problems.push(`${job}: ${result}`);
  const own = results.filter(({ job }) => job.startsWith(`${lane}-`));
  if (["content", "code"].includes(lane) && own.length === 0)
    problems.push(`no job of the ${lane} lane among the jobs this gate needs`);
  const mayBeSkipped = (job) => job === MARKET_JOB && markets.length === 0;
  for (const { job, result } of own)
    if (result === "skipped" && !mayBeSkipped(job))
      problems.push(`${job}: skipped in the ${lane} lane`);
  return [...new Set(problems)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let needs;
  let markets;
  try {
    needs = JSON.parse(process.env.NEEDS ?? "");
    markets = JSON.parse(process.env.MARKETS || "[]");
  } catch {
    console.error("✘ NEEDS must hold the workflow's toJSON(needs), MARKETS a JSON list");
    process.exit(2);
  }
  const lane = process.env.LANE ?? "";
  console.log(`lane: ${lane || "(none)"}, markets: ${JSON.stringify(markets)}`);
  for (const [job, { result }] of Object.entries(needs)) console.log(`  ${job}: ${result}`);
  const problems = gateProblems(needs, lane, markets);
  if (problems.length > 0) {
    console.error(`✘ the gate is closed:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
    process.exit(1);
  }
  console.log("✔ every check of the lane passed");
}
