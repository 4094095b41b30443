import { buildPhases } from "../../bench/lib/phases.mjs";

describe("buildPhases", () => {
  const run = {
    seconds: 20,
    samples: [
      [1, 100e6],
      [4, 300e6],
      [6, 900e6],
      [9, 500e6],
      [12, 700e6],
    ] as [number, number][],
    lines: [
      [2, "success load gatsby config - 0.034s"],
      [
        7,
        "\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess \u001b[32mBuilding production JavaScript and CSS bundles\u001b[39m - 4.000s",
      ],
      [13, "success run page queries - 3.500s - 253/253 72.29/s"],
      [13.5, "info Done building"],
    ] as [number, string][],
  };

  it("takes each phase from the timer Gatsby prints when it ends, and the tree's peak memory while it ran", () => {
    expect(buildPhases(run)).toEqual([
      {
        name: "Building production JavaScript and CSS bundles",
        start: 3,
        seconds: 4,
        peakBytes: 900e6,
      },
      { name: "run page queries", start: 9.5, seconds: 3.5, items: 253, peakBytes: 700e6 },
    ]);
  });

  it("leaves out phases shorter than half a second", () => {
    expect(buildPhases(run).map((phase) => phase.name)).not.toContain("load gatsby config");
  });
});
