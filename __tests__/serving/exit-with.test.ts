/**
 * A server a test run starts ends with the run (scripts/serve.mjs --exit-with <pid>), even when the
 * run is killed outright: an interrupted run used to leave its servers holding ports 9101–9107,
 * and the next `npm test` failed on "is already used".
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { tempFiles } from "../temp-files";

const root = path.resolve(__dirname, "../..");

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  for (
    const end = Date.now() + ms;
    Date.now() < end;
    await new Promise((resolve) => setTimeout(resolve, 100))
  )
    if (await condition()) return true;
  return condition();
}

it("ends once the process it was started for is killed with SIGKILL, freeing its port", async () => {
  const dir = tempFiles("debrix-exit-with-", {
    "index.html": "<!DOCTYPE html><title>x</title>",
    "_serving.json": JSON.stringify({
      market: "DE",
      appOrigin: "https://app.debrix.eu",
      tagManager: false,
    }),
  });
  const port = 19_000 + (process.pid % 1000);
  // A stand-in for Playwright's runner: starts the server with its own pid, prints the server's, waits.
  const runner = spawn(
    process.execPath,
    [
      "-e",
      `
    const { spawn } = require("node:child_process");
    const server = spawn(process.execPath, [${JSON.stringify(path.join(root, "scripts/serve.mjs"))}, "--dir", ${JSON.stringify(dir)}, "--port", "${port}", "--exit-with", String(process.pid)], { stdio: "ignore", detached: true });
    console.log(server.pid);
    setInterval(() => {}, 1000);
  `,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const serverPid = Number(
    await new Promise<string>((resolve) =>
      runner.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString())),
    ),
  );
  try {
    expect(
      await until(
        async () =>
          await fetch(`http://127.0.0.1:${port}/`).then(
            (response) => response.ok,
            () => false,
          ),
        10_000,
      ),
    ).toBe(true);
    runner.kill("SIGKILL");
    expect(await until(() => !alive(serverPid), 5_000)).toBe(true);
    expect(
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => "answered",
        () => "closed",
      ),
    ).toBe("closed");
  } finally {
    if (alive(serverPid)) process.kill(serverPid, "SIGKILL");
    runner.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);
