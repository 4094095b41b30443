/**
 * scripts/gate.mjs (npm run gate), the job every production deploy needs: run as the workflow
 * runs it, with the results of the jobs it needs in NEEDS.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const script = path.resolve(__dirname, "../../scripts/gate.mjs");

type Result = "success" | "failure" | "cancelled" | "skipped";

function gate(lane: string, results: Record<string, Result>, markets: string[] = ["FR"]) {
  const needs = Object.fromEntries(
    Object.entries(results).map(([job, result]) => [job, { result, outputs: {} }]),
  );
  const run = spawnSync(process.execPath, [script], {
    encoding: "utf8",
    env: {
      ...process.env,
      NEEDS: JSON.stringify(needs),
      LANE: lane,
      MARKETS: JSON.stringify(markets),
    },
  });
  return { status: run.status, says: `${run.stdout}${run.stderr}` };
}

const codeLane = {
  changes: "success",
  "code-static": "success",
  "code-build": "success",
  "code-chromium": "success",
  "content-site": "skipped",
} as const;

describe("the gate", () => {
  it("opens when every job of the lane passed and the other lane's were skipped", () => {
    expect(gate("code", codeLane).status).toBe(0);
    expect(
      gate("content", {
        changes: "success",
        "code-static": "skipped",
        "content-site": "success",
      }).status,
    ).toBe(0);
  });

  it.each(["failure", "cancelled"] as const)("closes when a job's result is %s", (result) => {
    const { status, says } = gate("code", { ...codeLane, "code-chromium": result });
    expect(status).toBe(1);
    expect(says).toContain(`code-chromium: ${result}`);
  });

  it("closes when a job of the chosen lane was skipped", () => {
    const { status, says } = gate("code", { ...codeLane, "code-build": "skipped" });
    expect(status).toBe(1);
    expect(says).toContain("code-build: skipped in the code lane");
  });

  it("closes when the changes job did not succeed, although every other job was skipped", () => {
    const { status, says } = gate("", {
      changes: "failure",
      "code-static": "skipped",
      "content-site": "skipped",
    });
    expect(status).toBe(1);
    expect(says).toContain("changes: failure");
    expect(says).toContain("neither content nor code");
  });

  it("lets a content change that touches no production market skip its builds, and only those", () => {
    const results: Record<string, Result> = {
      changes: "success",
      "content-site": "skipped",
      "content-static": "success",
      "code-static": "skipped",
    };
    expect(gate("content", results, []).status).toBe(0);
    expect(gate("content", results, ["FR"]).status).toBe(1);
    const { status, says } = gate("content", { ...results, "content-static": "skipped" }, []);
    expect(status).toBe(1);
    expect(says).toContain("content-static: skipped in the content lane");
  });

  it("refuses results it cannot read", () => {
    const run = spawnSync(process.execPath, [script], {
      encoding: "utf8",
      env: { ...process.env, NEEDS: "not json", LANE: "code" },
    });
    expect(run.status).toBe(2);
  });
});
