/** @jest-environment node */
import { runMeasured } from "../../bench/lib/process-tree.mjs";

describe("runMeasured", () => {
  it("counts the CPU seconds of the command and of the processes it starts, not the time it sleeps", async () => {
    // A parent that sleeps half a second and a child of it that spins for 0.6 CPU second.
    const spin =
      "const end = process.cpuUsage().user + 6e5; while (process.cpuUsage().user < end);";
    const parent = `require("node:child_process").spawnSync(process.execPath, ["-e", ${JSON.stringify(spin)}]); setTimeout(() => console.log("done"), 500);`;
    const run = await runMeasured(process.execPath, ["-e", parent]);
    expect(run.code).toBe(0);
    expect(run.output.trim()).toBe("done");
    expect(run.cpuSeconds).toBeGreaterThanOrEqual(0.6);
    expect(run.cpuSeconds).toBeLessThan(run.seconds);
    expect(run.seconds).toBeGreaterThanOrEqual(1.1);
  }, 60_000);
});
