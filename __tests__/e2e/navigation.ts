/**
 * How a browser test gets to a page without racing the router.
 *
 * On a client-side navigation the address changes first; React renders the new page in a later
 * task. A test that reads the page right after `toHaveURL` (or right after `click()` on a link)
 * may read the old page, or an element that is just leaving the document. These helpers wait for
 * what only the new page has: `data-rendered-path` on <html>, which gatsby-browser.tsx sets once
 * Gatsby has committed the page of a location (onRouteUpdate), and `data-hydrated`, which it sets
 * once the first page has hydrated; and, on a /de/… page, for its content to replace the loading
 * state.
 */
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until the page of `pathname` is on screen (rendered by React, not just addressed) with
 * its content: a /de/… page renders a loading state first and its content once its data file has
 * arrived, which replaces what was on screen (and whatever had focus).
 */
export async function expectRendered(page: Page, pathname: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-rendered-path", pathname);
  await expect(page.locator(".page-loading")).toHaveCount(0);
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
  await page.evaluate((target) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(target), to);
  await expectRendered(page, new URL(to, "http://localhost").pathname);
}
