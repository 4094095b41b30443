/**
 * The accessibility check of the browser tests: axe-core's WCAG 2.0–2.2 A and AA rules and its best
 * practices on the page as it is now, and its 24 × 24 px target-size rule (WCAG 2.2, 2.5.8), which
 * axe ships turned off.
 */
import AxeBuilder from "@axe-core/playwright";
import axeCore from "axe-core";
import type { Page } from "@playwright/test";

/**
 * Puts axe-core in the page once: a page shown with the site's router (navigation.ts, visit) keeps
 * it from the page before. @axe-core/playwright would evaluate its 560 KB twice for each check
 * (in the FR axe walk, a third of Chromium's CPU); it is given an empty script instead.
 */
async function ensureAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object")) return;
  await page.evaluate(axeCore.source);
}

/** Each violation as "rule: the selectors of the elements that break it"; none is []. */
export async function axeViolations(page: Page): Promise<string[]> {
  await ensureAxe(page);
  const results = await new AxeBuilder({ page, axeSource: ";" })
    // Only the violations are read: axe then reports one element of each passed or unsure rule
    // instead of all of them (a fifth of the FR walk's time), and still every violating element.
    .options({ rules: { "target-size": { enabled: true } }, resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Legacy mode runs axe in the page itself. The default mode also opens a blank page to merge
    // the results of cross-origin frames, which doubles the time of each check; the site's pages
    // have no frame (callers check it where it matters).
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
