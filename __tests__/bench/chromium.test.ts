/**
 * A bench whose Chromium dies stops with a message instead of hanging: a call Playwright leaves
 * pending on a dead browser no longer holds the run (and its servers) open.
 */
import { EventEmitter } from "node:events";
import { execFileSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, whileChromiumRuns } from "../../bench/lib/chromium.mjs";
import { tracePage } from "../../bench/lib/trace.mjs";

/** A Browser as whileChromiumRuns sees it: connected until it says otherwise. */
class FakeBrowser extends EventEmitter {
  connected = true;
  isConnected() {
    return this.connected;
  }
}

const never = () => new Promise<never>(() => undefined);

describe("whileChromiumRuns", () => {
  it("gives the work's result while Chromium runs", async () => {
    await expect(whileChromiumRuns(new FakeBrowser(), Promise.resolve(42))).resolves.toBe(42);
  });

  it("rejects as soon as the browser disconnects, though the work never settles", async () => {
    const browser = new FakeBrowser();
    const running = whileChromiumRuns(browser, never());
    browser.connected = false;
    browser.emit("disconnected");
    await expect(running).rejects.toThrow(/Chromium closed in the middle of the measure/);
    expect(browser.listenerCount("disconnected")).toBe(0);
  });

  it("rejects at once for a browser already gone, and when a persistent context closes", async () => {
    const gone = new FakeBrowser();
    gone.connected = false;
    await expect(whileChromiumRuns(gone, never())).rejects.toThrow(/Chromium closed/);
    const context = new EventEmitter();
    const running = whileChromiumRuns(context, never());
    context.emit("close");
    await expect(running).rejects.toThrow(/Chromium closed/);
  });
});

describe("a trace whose Chromium is killed while it opens the page", () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    // A page that never hydrates: the trace waits on it until the browser goes.
    server = http.createServer((_request, response) =>
      response.end("<!DOCTYPE html><title>t</title><p>waiting</p>"),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([300, 1500])(
    "ends with a message within seconds when Chromium is killed after %i ms",
    async (delay) => {
      const marker = `--debrix-bench-test=${process.pid}-${delay}`;
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_FLAGS.filter((flag) => flag !== "--headless=new"), marker],
      });
      const started = Date.now();
      // The oldest process with the marker is the browser's own; its children go with it.
      const kill = setTimeout(
        () => execFileSync("pkill", ["-9", "--oldest", "-f", "--", marker]),
        delay,
      );
      try {
        await expect(tracePage(browser, `${origin}/`, { cpuRate: 4 })).rejects.toThrow(/closed/);
        expect(Date.now() - started).toBeLessThan(20_000);
      } finally {
        clearTimeout(kill);
        await browser.close();
      }
    },
    60_000,
  );
});
