/**
 * Keyboard focus in Chromium over the built artifacts:
 * - no focus stop is hidden behind a fixed or sticky element (WCAG 2.2, 2.4.11 Focus Not Obscured):
 *   one page of every template of every market is tabbed through at phone and desktop widths with
 *   the cookie banner open, and at phone width with it closed;
 * - the banner comes last in the tab order (it sits at the bottom), and a keyboard choice in it
 *   puts focus back where it was;
 * - the open mobile menu keeps focus inside it until it closes.
 */
import { expect, test, type CDPSession, type Page } from "@playwright/test";
import { ARTIFACTS, baseUrl } from "./artifacts";
import { catalog, data, homeOf, templatePages, timeoutForPages } from "./site";
import { open } from "./navigation";
import { storageNames } from "../../src/shared/storage-names";

const names = storageNames(data.brand.name);
/**
 * More stops than the page has elements that can take the focus (the A-Z list of wastes has
 * hundreds of links): a page that never ends its tab cycle fails instead of looping.
 */
const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]";
const SPARE_STOPS = 50;

/** What the probe in the page has seen so far. */
interface FocusProbe {
  /** Focus stops inspected. */
  stops: number;
  /** The stops that were entirely hidden: what they are and what hid them. */
  hidden: string[];
  /** True once focus has gone round the whole page (back on body, or on a stop seen before). */
  done: boolean;
}

type ProbeWindow = Window & { __focusProbe?: FocusProbe & { inspect: () => void } };

/**
 * Installs in the page a probe that inspects the focused element whenever Tab is pressed, before
 * focus moves on: by then the browser has scrolled it into view as it does for a visitor. Points
 * spread over the element's box (inside the viewport) are looked up with elementsFromPoint; a
 * point is hidden when the top-most element there belongs to a fixed or sticky element that does
 * not hold the focused one. A stop is reported only when every point is hidden, which is what
 * 2.4.11 forbids (a stop outside the viewport counts as hidden too).
 */
function installFocusProbe() {
  const seen = new WeakSet<Element>();
  let last: Element | null = null;
  const describe = (element: Element) => {
    const text = (element.getAttribute("aria-label") ?? element.textContent ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 50);
    const classes =
      typeof element.className === "string" && element.className
        ? `.${element.className.trim().split(/\s+/).join(".")}`
        : "";
    return `<${element.tagName.toLowerCase()}${classes}> "${text}"`;
  };
  /** The nearest fixed or sticky element at or above this one. */
  const pinnedAncestor = (element: Element): Element | null => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const { position } = getComputedStyle(node);
      if (position === "fixed" || position === "sticky") return node;
    }
    return null;
  };
  /** Why none of the element shows ("under" the bars that cover it, or "outside the viewport"), or null when some of it does. */
  const hiddenBy = (focused: Element): string | null => {
    const box = focused.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    if (right - left < 1 || bottom - top < 1) return "outside the viewport";
    const steps = 4;
    const hiders = new Set<string>();
    for (let i = 0; i <= steps; i += 1) {
      for (let j = 0; j <= steps; j += 1) {
        // Half a pixel in from the edges, so a point never lands on a neighbour's border.
        const x = left + 0.5 + ((right - left - 1) * i) / steps;
        const y = top + 0.5 + ((bottom - top - 1) * j) / steps;
        const [topmost] = document.elementsFromPoint(x, y);
        if (!topmost || focused.contains(topmost) || topmost.contains(focused)) return null;
        const pinned = pinnedAncestor(topmost);
        if (!pinned || pinned.contains(focused)) return null;
        hiders.add(describe(pinned).split(">")[0] + ">");
      }
    }
    return `under ${[...hiders].join(", ")}`;
  };
  const probe: FocusProbe & { inspect: () => void } = {
    stops: 0,
    hidden: [],
    done: false,
    inspect() {
      const focused = document.activeElement;
      // The look at the end of a batch and the next Tab both find the same stop.
      if (focused === last) return;
      last = focused;
      if (
        probe.done ||
        !focused ||
        focused === document.body ||
        focused === document.documentElement ||
        seen.has(focused)
      ) {
        probe.done = probe.done || probe.stops > 0;
        return;
      }
      seen.add(focused);
      probe.stops += 1;
      const hider = hiddenBy(focused);
      if (hider) probe.hidden.push(`${describe(focused)} ${hider}`);
    },
  };
  (window as ProbeWindow).__focusProbe = probe;
  document.addEventListener("keydown", (event) => event.key === "Tab" && probe.inspect(), true);
}

/** Tab presses between two looks at the probe: few round trips, and a few presses too many do no harm. */
const BATCH = 20;

/**
 * Presses Tab `count` times, as Playwright's keyboard does (a key down and a key up each), but sent
 * to Chromium all at once: it handles input events one after another, each with its default
 * action (focus moves on, and is scrolled into view) before the next, so the page sees the same
 * presses as from `keyboard.press`, without a round trip each.
 */
async function pressTab(cdp: CDPSession, count: number): Promise<void> {
  const key = { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
  const events: Promise<unknown>[] = [];
  for (let press = 0; press < count; press += 1) {
    events.push(cdp.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...key }));
    events.push(cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...key }));
  }
  await Promise.all(events);
}

/** Tabs from the top of the page round to its end; returns the number of stops and every stop that was entirely hidden. */
async function hiddenStops(page: Page, cdp: CDPSession): Promise<FocusProbe> {
  await page.evaluate(installFocusProbe);
  const maxStops = (await page.locator(FOCUSABLE).count()) + SPARE_STOPS;
  for (let pressed = 0; pressed < maxStops; pressed += BATCH) {
    await pressTab(cdp, BATCH);
    const probe = await page.evaluate((): FocusProbe => {
      const installed = (window as ProbeWindow).__focusProbe;
      if (!installed) throw new Error("the focus probe is gone: the page was reloaded");
      installed.inspect();
      return { stops: installed.stops, hidden: installed.hidden, done: installed.done };
    });
    if (probe.done) return probe;
  }
  throw new Error(`focus did not come back to the start within ${maxStops} stops`);
}

for (const { market } of ARTIFACTS) {
  const base = baseUrl(market);
  for (const width of [390, 1280]) {
    // Closed, the banner leaves only the header pinned, which the open case has too; the phone
    // width, where the header takes the most of the screen, stands for both widths.
    for (const bannerOpen of width === 390 ? [true, false] : [true]) {
      test.describe(`market ${market} at ${width} px, cookie banner ${bannerOpen ? "open" : "closed"}: no focus stop is hidden behind a fixed bar`, () => {
        test.use({ viewport: { width, height: 844 } });
        test.beforeEach(async ({ context }) => {
          if (!bannerOpen)
            await context.addCookies([{ name: names.consentCookie, value: "false", url: base }]);
        });
        // One test walks the pages in one tab: a fresh tab for each page costs a new renderer
        // process and a cold cache. Soft checks name every page with a hidden stop.
        test("every template", async ({ page }) => {
          const pages = templatePages(market).filter((template) => template.layout);
          test.setTimeout(timeoutForPages(pages.length, 10_000));
          const cdp = await page.context().newCDPSession(page);
          for (const { path: pagePath, url } of pages) {
            await open(page, url);
            await expect(page.locator(".consent-banner"), pagePath).toBeVisible({
              visible: bannerOpen,
            });
            const { stops, hidden } = await hiddenStops(page, cdp);
            // Every page has at least the skip link, the header, the contact actions and the footer.
            expect.soft(stops, pagePath).toBeGreaterThan(10);
            expect.soft(hidden, pagePath).toEqual([]);
          }
        });
      });
    }
  }
}

test.describe("the cookie banner and the keyboard", () => {
  const fr = baseUrl("FR");
  const t = catalog("FR");

  test("the banner is the last stop of the page: Shift+Tab from the start reaches its choice, Tab from the footer goes into it", async ({
    page,
  }) => {
    await open(page, `${fr}/`);
    const banner = page.getByRole("dialog", { name: t("consent.label") });
    await page.keyboard.press("Shift+Tab");
    await expect(banner.getByRole("button", { name: t("consent.accept") })).toBeFocused();
    await page.getByRole("button", { name: t("consent.settings") }).focus();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: t("consent.more") })).toBeFocused();
  });

  test("after a keyboard choice, focus goes back to the stop before the banner", async ({
    page,
  }) => {
    await open(page, `${fr}/`);
    const settings = page.getByRole("button", { name: t("consent.settings") });
    await settings.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: t("consent.accept") })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator(".consent-banner")).toHaveCount(0);
    await expect(settings).toBeFocused();
  });

  test("with no stop before it, a choice puts focus on the main content", async ({ page }) => {
    await open(page, `${fr}/`);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator(".consent-banner")).toHaveCount(0);
    await expect(page.locator("main")).toBeFocused();
  });

  test("the footer's cookie settings move focus into the banner they reopen, and a choice brings it back", async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: names.consentCookie, value: "false", url: fr }]);
    await open(page, `${fr}/`);
    const settings = page.getByRole("button", { name: t("consent.settings") });
    await settings.focus();
    await page.keyboard.press("Enter");
    const banner = page.getByRole("dialog", { name: t("consent.label") });
    await expect(banner).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: t("consent.decline") })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
  });
});

for (const { market } of ARTIFACTS) {
  const t = catalog(market);
  const base = baseUrl(market);

  test(`market ${market}: the open mobile menu keeps focus inside it; Escape closes it and focuses its toggle`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `${base}${homeOf(market)}`);
    // The toggle is a <details> element's summary, which Enter opens and closes.
    const toggle = page.locator("details.menu summary");
    await expect(toggle).toHaveAccessibleName(new RegExp(t("nav.HOME")));
    const nav = page.getByRole("navigation", { name: t("site.mainNavLabel") });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(nav).toBeVisible();
    const links = await nav.getByRole("link").count();
    expect(links).toBeGreaterThan(1);
    // Round twice: every stop is the toggle or one of the menu's links.
    for (let stop = 0; stop < 2 * (links + 1); stop += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => {
        const focused = document.activeElement;
        return Boolean(
          focused && (focused.matches(".menu-toggle") || focused.closest(".site-nav")),
        );
      });
      expect(inside, `stop ${stop + 1}`).toBe(true);
    }
    // Backwards from the toggle: the last link.
    await toggle.focus();
    await page.keyboard.press("Shift+Tab");
    await expect(nav.getByRole("link").last()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    // Closed, the menu holds nothing: Tab goes on to the contact actions.
    await page.keyboard.press("Tab");
    await expect(page.locator(".contact-actions__call")).toBeFocused();
  });
}
