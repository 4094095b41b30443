/**
 * Lighthouse 12 with its default configuration: mobile form factor, simulated throttling
 * (150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown). One Chromium serves every run; Lighthouse opens a
 * fresh tab and clears the origin's storage and cache before each.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** `port`: Chromium's debugging port (0: any free port). */
export async function launchChromium(port = 0) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-bench-chromium-"));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
    ...(port ? { port } : {}),
  });
  return {
    port: chrome.port,
    async close() {
      await chrome.kill();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** The figures of one Lighthouse run. Scores are 0–100, times in ms, sizes in bytes. */
export function summarize(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytesOf = (type) =>
    requests
      .filter((r) => !type || r.resourceType === type)
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const lcpElement =
    lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  return {
    ...scores,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    si: lhr.audits["speed-index"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    jsBytes: bytesOf("Script"),
    totalBytes: bytesOf(undefined),
    lcpElement: lcpElement
      ? `${lcpElement.nodeLabel ?? ""} (${lcpElement.selector ?? ""})`.trim()
      : undefined,
    failedAudits: failing(lhr, (ref) => ref.weight > 0),
    // Audits that count for no score but still flag a fault, such as an LCP image loaded lazily.
    failedDiagnostics: failing(
      lhr,
      (ref) =>
        ref.weight === 0 &&
        ["binary", "metricSavings"].includes(lhr.audits[ref.id]?.scoreDisplayMode),
    ),
    runtimeError: lhr.runtimeError?.code,
    // Lighthouse's measure of this machine's CPU at the start of the run (higher is faster); its
    // simulated 4× slowdown multiplies the tasks it observes, so a slower machine reports more TBT.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** `category:audit` of each audit of the four categories that `which` selects and that scored under 0.9. */
function failing(lhr, which) {
  return CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter(
        (ref) =>
          which(ref) &&
          typeof lhr.audits[ref.id]?.score === "number" &&
          lhr.audits[ref.id].score < 0.9,
      )
      .map((ref) => `${id}:${ref.id}`),
  );
}

/** How many times a run that Lighthouse could not finish is made, in all. */
export const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * One Lighthouse run of url. A run Lighthouse could not finish (a runtime error such as
 * NO_NAVSTART, its own trace missing the navigation, which a loaded machine causes now and then)
 * measured nothing about the page, so it is made again, up to LIGHTHOUSE_ATTEMPTS in all; the
 * errors of the attempts given up are kept (`retriedAfter`) and printed. A page none of whose
 * attempts finish keeps the last error and fails its budget.
 */
export async function runLighthouse(url, port) {
  const retriedAfter = [];
  for (;;) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const summary = summarize(result.lhr);
    if (!summary.runtimeError || retriedAfter.length + 1 >= LIGHTHOUSE_ATTEMPTS)
      return { ...summary, retriedAfter };
    retriedAfter.push(summary.runtimeError);
  }
}
