/**
 * What a page's first load must not do in the browser:
 * - format a number, a date or a list. In Chromium the first Intl number, date or list format of a
 *   page loads the language's data, 20–120 ms without CPU slowdown, inside hydration
 *   (docs/decisions.md#d51-dates-and-numbers-are-formatted-at-build-time). The pages below print
 *   such values; the build formats them, and the browser hydrates the text;
 * - paint the header or the page's intro only partly parsed, or the cookie banner before it is
 *   whole, which then grow and shift; nor wait for the rest of the page before painting them
 *   (docs/decisions.md#d95-the-first-paint-waits-for-the-first-screen).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { baseUrl } from "./artifacts";
import { open } from "./navigation";

/** Records every call of the browser's number and date formatting, from before the page's first script. */
function recordFormatting() {
  const calls: string[] = [];
  (window as unknown as { formattingCalls: string[] }).formattingCalls = calls;
  for (const name of [
    "NumberFormat",
    "DateTimeFormat",
    "RelativeTimeFormat",
    "ListFormat",
  ] as const) {
    const original = Intl[name] as unknown as new (...args: unknown[]) => object;
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
      construct: (target, args) => (
        calls.push(`new Intl.${name}(${JSON.stringify(args[0])})`),
        Reflect.construct(target, args)
      ),
      apply: (target, self, args) => (
        calls.push(`Intl.${name}(${JSON.stringify(args[0])})`),
        Reflect.apply(target, self, args)
      ),
    });
  }
  const methods: Array<[object, string, string]> = [
    [Number.prototype, "toLocaleString", "Number"],
    [Date.prototype, "toLocaleString", "Date"],
    [Date.prototype, "toLocaleDateString", "Date"],
    [Date.prototype, "toLocaleTimeString", "Date"],
  ];
  for (const [prototype, method, owner] of methods) {
    const original = (prototype as Record<string, (...args: unknown[]) => string>)[method];
    (prototype as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
      calls.push(`${owner}.prototype.${method}(${JSON.stringify(args[0])})`);
      return original.apply(this, args);
    };
  }
}

const PAGES = [
  // Live-data blocks: a fact, delivery times, a region's services with their times.
  { market: "FR", path: "/blog/big-bag-lyon/", shows: ".region-services" },
  // Every card's date.
  { market: "FR", path: "/blog/", shows: ".post-cards time" },
  // The gear sizes in tonnes, decimals among them.
  { market: "FR", path: "/services/location-engins/", shows: ".gear-list" },
  // Its description lists its services; its delivery times.
  { market: "FR", path: "/zones-d-intervention/lille/", shows: ".zone-table" },
  { market: "DE", path: "/", shows: "main h1" },
  { market: "EN", path: "/", shows: "main h1" },
] as const;

for (const { market, path, shows } of PAGES) {
  test(`${market} ${path} hydrates without formatting a number, a date or a list`, async ({
    page,
  }) => {
    await page.addInitScript(recordFormatting);
    await open(page, `${baseUrl(market)}${path}`);
    await expect(page.locator(shows).first()).toBeVisible();
    const calls = await page.evaluate(
      () => (window as unknown as { formattingCalls: string[] }).formattingCalls,
    );
    expect(calls).toEqual([]);
  });
}

test("the spy sees a page's formatting (a test of this test)", async ({ page }) => {
  await page.addInitScript(recordFormatting);
  await open(page, `${baseUrl("DE")}/`);
  const calls = await page.evaluate(() => {
    new Intl.NumberFormat("de").format(1.5);
    (1.5).toLocaleString("de");
    return (window as unknown as { formattingCalls: string[] }).formattingCalls;
  });
  expect(calls).toEqual(['new Intl.NumberFormat("de")', 'Number.prototype.toLocaleString("de")']);
});

/**
 * A proxy on 127.0.0.1 in front of an artifact's server that sends each page's HTML in two parts,
 * with a pause before the first `splitBefore` (a piece of markup), as a slow network or a slow
 * parser would; everything else passes whole. The page's own headers (its
 * Content-Security-Policy among them) pass too.
 */
async function streamingProxy(target: string, splitBefore: string, pauseMs: number) {
  const server = http.createServer(async (request, response) => {
    let upstream: Response;
    let body: Buffer;
    try {
      upstream = await fetch(`${target}${request.url}`, {
        headers: { "accept-encoding": "identity" },
        redirect: "manual",
      });
      body = Buffer.from(await upstream.arrayBuffer());
    } catch (error) {
      return response
        .writeHead(502)
        .end(`the proxy could not reach ${target}${request.url}: ${(error as Error).message}`);
    }
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) =>
          !["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name),
      ),
    );
    response.writeHead(upstream.status, headers);
    const split = (upstream.headers.get("content-type") ?? "").startsWith("text/html")
      ? body.indexOf(splitBefore)
      : -1;
    if (split < 0) return response.end(body);
    response.write(body.subarray(0, split));
    setTimeout(() => response.end(body.subarray(split)), pauseMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

interface Frames {
  /** The page's intro as the first frame showed it: its text, or null when it was not there. */
  introInFirstFrame: string | null | undefined;
  footerInFirstFrame: boolean | undefined;
  /** Each text of the cookie banner that a frame showed while the page loaded. */
  bannerTextsShown: string[];
  shifts: number;
}

/**
 * What the page's frames showed while it loaded: the first frame's intro and footer, the cookie
 * banner's text in every frame that showed it, and the layout shifts.
 */
function recordFrames() {
  const state: Frames = {
    introInFirstFrame: undefined,
    footerInFirstFrame: undefined,
    bannerTextsShown: [],
    shifts: 0,
  };
  (window as unknown as { frames: Frames }).frames = state;
  let framesAfterLoad = 0;
  // A frame's animation callbacks run right before it is painted.
  const eachFrame = () => {
    if (state.introInFirstFrame === undefined) {
      state.introInFirstFrame = document.querySelector(".page-intro")?.textContent ?? null;
      state.footerInFirstFrame = document.querySelector("footer") !== null;
    }
    const banner = document.querySelector(".consent-banner");
    if (banner && getComputedStyle(banner).visibility === "visible") {
      const text = (banner.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!state.bannerTextsShown.includes(text)) state.bannerTextsShown.push(text);
    }
    // Until a few frames after the load: the banner shows once the markup is parsed.
    if (document.readyState !== "complete" || (framesAfterLoad += 1) < 10)
      requestAnimationFrame(eachFrame);
  };
  requestAnimationFrame(eachFrame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.shifts += (entry as unknown as { value: number }).value;
  }).observe({ type: "layout-shift", buffered: true });
}

const framesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { frames: Frames }).frames);

/** The intro's and the banner's text once the page is loaded. */
const finalTexts = (page: Page) =>
  page.evaluate(() => {
    const text = (element: Element | null) =>
      (element?.textContent ?? "").replace(/\s+/g, " ").trim();
    return {
      intro: document.querySelector(".page-intro")?.textContent ?? null,
      banner: text(document.querySelector(".consent-banner")),
    };
  });

/**
 * The proxy's pause: long enough that a browser rendering as it parses paints the first part
 * before the rest arrives, even on a machine busy with other tests (at 600 ms the test of this
 * test once missed its partial frame there).
 */
const PAUSE_MS = 1_500;

test.describe("the first paint", () => {
  for (const { market, path } of [
    { market: "FR", path: "/" },
    { market: "DE", path: "/404/" },
  ] as const) {
    test(`${market} ${path}: shows the header and the whole intro, even when the HTML pauses inside the intro, and nothing shifts`, async ({
      page,
    }) => {
      const proxy = await streamingProxy(baseUrl(market), "<h1", PAUSE_MS);
      try {
        await page.addInitScript(recordFrames);
        await open(page, `${proxy.origin}${path}`);
        const frames = await framesOf(page);
        const final = await finalTexts(page);
        expect(frames.introInFirstFrame).toBe(final.intro);
        expect(frames.shifts).toBe(0);
        // The banner never showed half parsed.
        expect(frames.bannerTextsShown.every((text) => text === final.banner)).toBe(true);
      } finally {
        await proxy.close();
      }
    });
  }

  test("FR /services/bennes/: paints the header and the intro while the rest of the page is still on its way, and nothing shifts as it arrives", async ({
    page,
  }) => {
    const proxy = await streamingProxy(baseUrl("FR"), "<footer", PAUSE_MS);
    try {
      await page.addInitScript(recordFrames);
      await open(page, `${proxy.origin}/services/bennes/`);
      const frames = await framesOf(page);
      const final = await finalTexts(page);
      expect(frames).toMatchObject({
        introInFirstFrame: final.intro,
        footerInFirstFrame: false,
        shifts: 0,
      });
      expect(frames.bannerTextsShown).toEqual([final.banner]);
    } finally {
      await proxy.close();
    }
  });

  test("without the head script's render-blocking link, the proxy's pause paints a partial intro (a test of this test)", async ({
    page,
  }) => {
    const proxy = await streamingProxy(baseUrl("DE"), "<h1", PAUSE_MS);
    try {
      await page.addInitScript(() => {
        // The head script's link loses its blocking attribute: the browser renders as it parses.
        const setAttribute = Element.prototype.setAttribute;
        Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
          if (name !== "blocking") setAttribute.call(this, name, value);
        };
      });
      await page.addInitScript(recordFrames);
      await open(page, `${proxy.origin}/404/`);
      const frames = await framesOf(page);
      expect(frames.introInFirstFrame).not.toBe((await finalTexts(page)).intro);
    } finally {
      await proxy.close();
    }
  });
});
