import { compareRuns, judged } from "../../bench/lib/compare.mjs";
import { SCRIPT_COST_BUDGETS } from "../../bench/lib/report.mjs";

/**
 * A saved run of one template (FR legal), its 10 pairs of loads alike: the page uses `cpuShare` more
 * CPU than its twin and `wallShare` more wall time.
 */
function run(cpuShare: number, wallShare: number) {
  const twin = { mainThreadMs: 1000, mainThreadCpuMs: 400, blockingMs: 0, lcpMs: 800 };
  const page = {
    mainThreadMs: 1000 * (1 + wallShare),
    mainThreadCpuMs: 400 * (1 + cpuShare),
    blockingMs: 10,
    lcpMs: 840,
  };
  return {
    date: "2026-11-27",
    commit: "abc1234",
    scriptCost: {
      FR: [
        {
          template: "legal",
          path: "/cgu/",
          pairs: 10,
          cpuRate: 4,
          loads: Array.from({ length: 10 }, () => ({ page, twin })),
        },
      ],
    },
  };
}

describe("two saved runs side by side", () => {
  it("judge each run on its raw loads against today's budgets, the wall time printed and never judged", () => {
    const idle = judged(run(0.9, 0.8));
    const busy = judged(run(0.95, 1.6));
    const { verdicts, agree, table } = compareRuns([idle, busy], ["idle", "busy"]);
    expect(verdicts).toEqual(["pass", "pass"]);
    expect(agree).toBe(true);
    expect(table).toContain(
      "| FR legal | +90 % | +95 % | +80 % | +160 % | +1 % | +1 % | +5 % | +5 % | — | — |",
    );
  });

  it("say when one run misses a budget the other meets, and mark the miss", () => {
    const { verdicts, agree, missed, table } = compareRuns(
      [judged(run(0.9, 0.8)), judged(run(SCRIPT_COST_BUDGETS.mainThreadCpuMs + 0.2, 0.8))],
      ["idle", "busy"],
    );
    expect(verdicts).toEqual(["pass", "fail"]);
    expect(agree).toBe(false);
    expect(missed[1].map((row) => row.subject)).toEqual(["FR legal"]);
    expect(table).toContain(
      `| FR legal | +90 % | +${Math.round((SCRIPT_COST_BUDGETS.mainThreadCpuMs + 0.2) * 100)} % **miss** |`,
    );
  });
});
