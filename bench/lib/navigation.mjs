/**
 * Client-side navigation between prefetched pages, in Chromium through Playwright: from the click
 * on a link to the first frame painted with the new page's heading. The target's data is
 * prefetched first (the link is held in view past the dwell delay), as for a visitor who reads
 * before clicking. Measured without and with a 4× CPU slowdown (Lighthouse's mobile setting).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, whileChromiumRuns } from "./chromium.mjs";

/** Resolves with ms from the click to the frame after the new heading is in the DOM. */
function clickAndTimePaint({ href, oldHeading }) {
  return new Promise((resolve) => {
    const link = [...document.querySelectorAll("a[href]")].find(
      (a) => a.getAttribute("href") === href && a.offsetParent !== null,
    );
    if (!link) throw new Error(`No visible link to ${href} on ${location.pathname}`);
    let start = 0;
    const painted = () => {
      const channel = new MessageChannel();
      // A message posted from requestAnimationFrame arrives after that frame is painted.
      channel.port1.onmessage = () => resolve(performance.now() - start);
      requestAnimationFrame(() => channel.port2.postMessage(undefined));
    };
    const observer = new MutationObserver(() => {
      const heading = document.querySelector("main h1")?.textContent;
      if (location.pathname === href && heading && heading !== oldHeading) {
        observer.disconnect();
        painted();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    start = performance.now();
    link.click();
  });
}

async function prefetch(page, href) {
  const link = page.locator(`a[href="${href}"]:visible`).first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  const dataPath = `/page-data${href === "/" ? "/index" : href.replace(/\/$/, "")}/page-data.json`;
  await page.waitForFunction(
    (wanted) =>
      performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(wanted)),
    dataPath,
    { timeout: 10_000 },
  );
  await page.waitForLoadState("networkidle");
}

/**
 * @param {string} origin the served artifact
 * @param {string[]} route paths visited in order, each linked from the one before
 * @param {number} rounds how many times the route is walked per CPU setting
 */
export async function measureNavigation(origin, route, rounds = 5) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-bench-nav-"));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--headless")),
    headless: true,
    viewport: { width: 412, height: 823 },
  });
  const walk = async () => {
    const results = {};
    for (const cpuSlowdown of [1, 4]) {
      const samples = [];
      for (let round = 0; round < rounds; round += 1) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
        await page.goto(`${origin}${route[0]}`);
        await page.locator("html[data-hydrated=true]").waitFor();
        for (const href of route.slice(1)) {
          await prefetch(page, href);
          const from = new URL(page.url()).pathname;
          const oldHeading = await page.locator("main h1").first().textContent();
          const ms = await page.evaluate(clickAndTimePaint, { href, oldHeading });
          samples.push({ from, to: href, ms });
          await page.waitForURL(`${origin}${href}`);
        }
        await page.close();
      }
      results[`cpu${cpuSlowdown}x`] = samples;
    }
    return results;
  };
  try {
    return await whileChromiumRuns(context, walk());
  } finally {
    await context.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}
