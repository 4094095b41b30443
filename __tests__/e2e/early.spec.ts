/**
 * A visitor who acts before the page's scripts have run (docs/rules.md#early-taps): on a phone at
 * 375 px, with the CPU at full speed and slowed down six times (a low-end phone), each case tried
 * EARLY_TRIES times (10 by default), each try in a fresh browser context. EARLY_RATES names the
 * rates to try ("1,6" by default; npm test tries "6" only). Every tap is made as soon
 * as its control shows, which at 6× is seconds before the page hydrates; each test also checks
 * that some of its taps did land before hydration, so it tests what it says.
 *
 * And a visitor without JavaScript: the menu opens and closes, links go where they say, and no
 * control shows that only a script could answer (docs/rules.md#without-javascript).
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { baseUrl, stagingUrl } from "./artifacts";
import { catalog, data } from "./site";
import { storageNames } from "../../src/shared/storage-names";
import { appLinks } from "../../src/shared/app-link";
import { TAG_MANAGER_ORIGIN } from "../../src/runtime/tag-manager";

const FR = baseUrl("FR");
const EN = baseUrl("EN");
const tFR = catalog("FR");
const names = storageNames(data.brand.name);
const TRIES = Number(process.env.EARLY_TRIES ?? 10);
/** The CPU slowdowns tried: full speed and six times slower, or those EARLY_RATES names ("6"). */
const RATES = (process.env.EARLY_RATES ?? "1,6").split(",").map(Number);
for (const rate of RATES)
  if (!(rate >= 1))
    throw new Error(
      `EARLY_RATES: "${process.env.EARLY_RATES}" is not a list of CPU slowdowns of 1 or more, such as "1,6"`,
    );
const PHONE = { width: 375, height: 740 };
const TRACKING = { utm_source: "news", gclid: "abc123" };
const LANDING = `/?${new URLSearchParams(TRACKING)}`;

const frCountry = data.countries.FR;
const regionOf = (key: string) => data.regions.find((region) => region.key === key)!;
const firstRegion = regionOf(frCountry.regions[0]);
/** A French region with a phone number of its own, so its choice shows in the call button. */
const otherRegion = regionOf(
  frCountry.regions.find((key) => regionOf(key).number !== firstRegion.number)!,
);

/** What each tap found: whether the page had hydrated when the visitor pressed. */
const RECORD_TAPS = `window.__taps = [];
  for (const type of ["pointerdown", "keydown", "change"]) document.addEventListener(type, () => window.__taps.push(document.documentElement.dataset.hydrated === "true"), true);`;

interface Visitor {
  context: BrowserContext;
  page: Page;
  /**
   * Waits until the page has hydrated, and the taps it replayed have rendered; then gives the CPU
   * back its full speed: what the test checks next has happened at the slowed rate, and checking
   * it at full speed saves a third of the test's time.
   */
  hydrated(): Promise<void>;
}

/** How long a slow network keeps a page's scripts, on every other try. */
const SLOW_SCRIPTS_MS = 1_500;

/**
 * A fresh visitor on a phone, its CPU slowed down `rate` times; on a slow network, the page's
 * scripts arrive SLOW_SCRIPTS_MS late, so a tap comes before the page answers through React even
 * at full speed, where Playwright's click (which waits until its target is still) may come after.
 */
async function phoneVisitor(
  browser: Browser,
  rate: number,
  slowNetwork: boolean,
): Promise<Visitor> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.addInitScript(RECORD_TAPS);
  if (slowNetwork)
    await page.route(/\.js$/, (route) =>
      setTimeout(() => void route.continue().catch(() => undefined), SLOW_SCRIPTS_MS),
    );
  const cdp = await context.newCDPSession(page);
  if (rate !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return {
    context,
    page,
    async hydrated() {
      await page.waitForSelector("html[data-hydrated=true]", { state: "attached" });
      // The replay runs before the page is marked; the renders of what it replayed are done within a task or two.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
      if (rate !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    },
  };
}

/** Whether the page's first tap came before it hydrated. */
const tappedEarly = (page: Page) =>
  page.evaluate(() => (window as unknown as { __taps: boolean[] }).__taps[0] === false);

/**
 * Runs `attempt` TRIES times, one after another, each with a fresh visitor (`index` tells them
 * apart; every other one on a slow network), and checks that some tries at this rate tapped before hydration (at 1× a tap may come
 * after it on a fast machine; at 6× it never should miss them all). Tries run one at a time: a page
 * slowed down six times is not idle while throttled, and two at once took longer than one after
 * the other.
 */
async function tries(
  browser: Browser,
  rate: number,
  attempt: (visitor: Visitor, index: number) => Promise<boolean>,
) {
  test.setTimeout(30_000 + TRIES * rate * 4_000);
  let early = 0;
  for (let index = 0; index < TRIES; index += 1) {
    const visitor = await phoneVisitor(browser, rate, index % 2 === 0);
    try {
      if (await attempt(visitor, index)) early += 1;
    } finally {
      await visitor.context.unrouteAll({ behavior: "ignoreErrors" });
      await visitor.context.close();
    }
  }
  console.log(`${test.info().title}: ${early} of ${TRIES} tries acted before hydration`);
  if (rate > 1) expect(early, "tries that acted before the page hydrated").toBeGreaterThan(0);
}

for (const rate of RATES) {
  test.describe(`at ${rate}× CPU`, () => {
    /**
     * The visitor leaves the landing page, closing its tab: what the page saved by then is all a
     * later page can know. The app links of the next page, in a new tab, must carry the landing's
     * tracking.
     */
    async function nextPageLinks(context: BrowserContext, landing: Page) {
      await landing.close();
      const next = await context.newPage();
      await next.goto(`${FR}/services/`);
      await next.waitForSelector("html[data-hydrated=true]", { state: "attached" });
      const links = appLinks(frCountry, firstRegion.key, TRACKING);
      await expect(next.locator(".contact-actions__login")).toHaveAttribute("href", links.login);
      await expect(next.locator(".contact-actions__signup")).toHaveAttribute("href", links.signup);
    }

    test("tracking of a landing the visitor leaves at the first paint, its scripts still on their way, reaches the next page's app links", async ({
      browser,
    }) => {
      await tries(browser, rate, async ({ context, page }) => {
        // A slow network: the page's scripts have not arrived when it paints, nor when the visitor leaves.
        await page.route(/\.js$/, () => undefined);
        await page.goto(`${FR}${LANDING}`, { waitUntil: "commit" });
        await page.waitForFunction(
          () => performance.getEntriesByType("paint").length > 0,
          undefined,
          { polling: "raf" },
        );
        await nextPageLinks(context, page);
        return true;
      });
    });

    test("tracking of a landing the visitor leaves at its load event reaches the next page's app links", async ({
      browser,
    }) => {
      await tries(browser, rate, async ({ context, page }) => {
        await page.goto(`${FR}${LANDING}`, { waitUntil: "load" });
        const early = (await page.locator("html").getAttribute("data-hydrated")) !== "true";
        await nextPageLinks(context, page);
        return early;
      });
    });

    test("a sign-up link followed as soon as it shows, into a new tab (middle click, Ctrl/⌘-click) or this one (click, Enter), carries the region and the tracking", async ({
      browser,
    }) => {
      // The addresses the browser's tabs go to, this one or a new one, as the browser reports them
      // (a tab opened by a middle click navigates before Playwright could see its request).
      const cdp = await browser.newBrowserCDPSession();
      const addresses: string[] = [];
      cdp.on("Target.targetInfoChanged", ({ targetInfo }) => {
        if (targetInfo.type === "page" && targetInfo.url.startsWith(frCountry.appUrl))
          addresses.push(targetInfo.url);
      });
      await cdp.send("Target.setDiscoverTargets", { discover: true });
      await tries(browser, rate, async ({ page }, index) => {
        // Each try its own click id: an address a tab of an earlier try reaches late cannot pass.
        const tracking = { ...TRACKING, gclid: `${TRACKING.gclid}-${index}` };
        const expected = appLinks(frCountry, firstRegion.key, tracking).signup;
        addresses.length = 0;
        await page.goto(`${FR}/?${new URLSearchParams(tracking)}`, { waitUntil: "commit" });
        const signup = page.locator(".contact-actions__signup");
        await signup.waitFor();
        // Following the link leaves the page, and its record of taps with it: whether it was early is read first.
        const early = (await page.locator("html").getAttribute("data-hydrated")) !== "true";
        // Into new tabs first, then this tab, which leaves the page; the first way alternates.
        const order =
          index % 2 === 0
            ? (["middle click", "Ctrl-click", "left click"] as const)
            : (["Ctrl-click", "middle click", "Enter"] as const);
        for (const [step, way] of order.entries()) {
          if (way === "Enter") await signup.press("Enter");
          else if (way === "left click") await signup.click();
          else
            await signup.click(
              way === "middle click" ? { button: "middle" } : { modifiers: ["ControlOrMeta"] },
            );
          await expect
            .poll(() => addresses.length, `${way}: the tabs that went to the app`)
            .toBe(step + 1);
          expect(addresses[step], way).toBe(expected);
        }
        return early;
      });
      await cdp.detach();
    });

    test("the menu toggle tapped as soon as it shows opens the menu, once", async ({ browser }) => {
      await tries(browser, rate, async ({ page, hydrated }) => {
        await page.goto(`${FR}/`, { waitUntil: "commit" });
        await page.locator(".menu-toggle").click();
        await expect(page.locator(".site-nav")).toBeVisible();
        await hydrated();
        await expect(page.locator(".site-nav")).toBeVisible();
        await expect(page.locator(".menu-toggle")).toHaveAccessibleName(
          new RegExp(tFR("site.menuClose")),
        );
        return tappedEarly(page);
      });
    });

    for (const [choice, button, value] of [
      ["accept", ".consent-banner__accept", "true"],
      ["refuse", ".consent-banner__decline", "false"],
    ] as const) {
      test(`"${choice}" tapped as soon as the cookie banner shows makes the choice once, and the banner goes`, async ({
        browser,
      }) => {
        await tries(browser, rate, async ({ context, page, hydrated }) => {
          // The staging build has a tag-manager container; its script is stubbed and counted.
          const scripts: string[] = [];
          await context.route(`${TAG_MANAGER_ORIGIN}/**`, (route) => {
            scripts.push(route.request().url());
            return route.fulfill({ contentType: "text/javascript", body: "" });
          });
          await page.goto(`${stagingUrl}/`, { waitUntil: "commit" });
          await page.locator(button).click();
          await expect(page.locator(".consent-banner")).toBeHidden();
          await hydrated();
          await expect(page.locator(".consent-banner")).toHaveCount(0);
          expect(
            (await context.cookies()).find((cookie) => cookie.name === names.consentCookie)?.value,
          ).toBe(value);
          const events = await page.evaluate(() =>
            (window.dataLayer ?? []).filter(
              (entry) => (entry as { event?: string }).event === "cookie_consent",
            ),
          );
          expect(events).toEqual([
            { event: "cookie_consent", consent: choice === "accept" ? "accepted" : "declined" },
          ]);
          await expect.poll(() => scripts.length).toBe(choice === "accept" ? 1 : 0);
          return tappedEarly(page);
        });
      });
    }

    test("a region picked as soon as the picker shows becomes the visitor's region, once the page answers", async ({
      browser,
    }) => {
      await tries(browser, rate, async ({ page, hydrated }) => {
        await page.goto(`${FR}/`, { waitUntil: "commit" });
        await page.locator(".region-bar__select").selectOption(otherRegion.key);
        await hydrated();
        await expect(page.locator(".contact-actions__call")).toHaveAttribute(
          "href",
          `tel:${otherRegion.number}`,
        );
        await expect(page.locator(".region-bar__select")).toHaveValue(otherRegion.key);
        await expect(page.locator(".contact-actions__signup")).toHaveAttribute(
          "href",
          new RegExp(`_region=${otherRegion.key}`),
        );
        expect(await page.evaluate((key) => localStorage.getItem(key), names.region)).toBe(
          otherRegion.key,
        );
        return tappedEarly(page);
      });
    });

    test("the blog's search button tapped as soon as it shows opens the search, once", async ({
      browser,
    }) => {
      await tries(browser, rate, async ({ page, hydrated }) => {
        await page.goto(`${FR}/blog/`, { waitUntil: "commit" });
        await page.locator(".blog-search__toggle").click();
        await hydrated();
        await expect(page.locator(".blog-search__toggle")).toHaveAttribute("aria-expanded", "true");
        await expect(page.getByRole("searchbox")).toBeVisible();
        return tappedEarly(page);
      });
    });
  });
}

test.describe("without JavaScript", () => {
  test("the menu opens and closes, its links go where they say, and no control shows that only a script can answer", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [base, path] of [
      [FR, "/"],
      [FR, "/services/"],
      [FR, "/services/bennes/"],
      [FR, "/blog/"],
      [EN, "/"],
    ] as const) {
      await page.goto(`${base}${path}`);
      // Nothing to press but links and the menu's toggle.
      await expect(page.locator("button:visible, select:visible, input:visible")).toHaveCount(0);
      const nav = page.locator(".site-nav");
      await expect(nav).toBeHidden();
      await page.locator(".menu-toggle").click();
      await expect(nav).toBeVisible();
      await page.locator(".menu-toggle").click();
      await expect(nav).toBeHidden();
    }

    // Each link of the menu leads to its page.
    await page.goto(`${FR}/`);
    const links = await page
      .locator(".site-nav a")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!));
    expect(links.length).toBeGreaterThan(1);
    for (const href of links) {
      await page.goto(`${FR}/`);
      await page.locator(".menu-toggle").click();
      await page.locator(`.site-nav a[href="${href}"]`).click();
      await expect(page).toHaveURL(`${FR}${href}`);
      await expect(page.locator("h1")).toBeVisible();
    }

    // The app links carry the region the page was rendered with.
    await page.goto(`${FR}/`);
    await expect(page.locator(".contact-actions__signup")).toHaveAttribute(
      "href",
      appLinks(frCountry, firstRegion.key, {}).signup,
    );
    await context.close();
  });
});
