/**
 * How a browser test gets to a page without racing the router.
 *
 * On a client-side navigation the address changes first; React renders the new page in a later
 * task. A test that reads the page right after `toHaveURL` (or right after `click()` on a link)
 * may read the old page, or an element that is just leaving the document. These helpers wait for
 * what only the new page has: `data-rendered-path` on <html>, which gatsby-browser.tsx sets once
 * Gatsby has committed the page of a location (onRouteUpdate), and `data-hydrated`, which it sets
 * once the first page has hydrated.
 */
import { expect, type Locator, type Page } from "@playwright/test";

/** Waits until the page of `pathname` is on screen (rendered by React, not just addressed). */
export async function expectRendered(page: Page, pathname: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-rendered-path", pathname);
}

/** A full page load of `url`, then waits until React has hydrated that page. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expectRendered(page, new URL(url).pathname);
}

/** Clicks a link handled by the router and waits until its target page is rendered. */
export async function follow(page: Page, link: Locator, pathname: string): Promise<void> {
  await link.click();
  await expectRendered(page, pathname);
}

/** Navigates with Gatsby's router (as a link would) and waits until the target page is rendered. */
export async function navigateTo(page: Page, to: string): Promise<void> {
  await page.evaluate(
    (target) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(target),
    to,
  );
  await expectRendered(page, new URL(to, "http://localhost").pathname);
}

/**
 * Shows the page of `url` in a walk over many pages of one artifact: by a full load when the tab
 * holds no hydrated page of that origin yet, else with the site's router, as a visitor following
 * a link gets it; then waits until the new page's main area has faded in.
 *
 * A routed page is the same React tree that hydrates the served one, at a fraction of the cost: a
 * full load in the same tab parses and runs the bundles again and hydrates (0.6 CPU-seconds a page
 * on a 2-core machine, against 0.3). What only a full load shows is checked by full loads: the
 * server HTML of every address, and the hydration of every route's own page (routes.spec.ts).
 */
export async function visit(page: Page, url: string): Promise<void> {
  const target = new URL(url);
  const current = new URL(page.url());
  const hydrated =
    current.origin === target.origin &&
    (await page.locator("html").getAttribute("data-hydrated")) === "true";
  if (!hydrated) return open(page, url);
  await navigateTo(page, `${target.pathname}${target.search}`);
  // The fade is the only animation of the main area (global.css): its middle is a state no one reads.
  await page.waitForFunction(() =>
    (document.querySelector(".site-main")?.getAnimations() ?? []).every(
      (animation) => animation.playState !== "running",
    ),
  );
}
