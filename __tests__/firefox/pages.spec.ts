/**
 * The page kinds in Firefox (Debian's firefox-esr over WebDriver BiDi, ./firefox.ts): every template
 * of every market loads, hydrates and navigates without a script error and without scrolling
 * sideways; no heading word that fits its line is hyphenated (Chromium on Linux has no hyphenation
 * dictionary, so only Firefox shows it); the region picker is drawn by the site; the footer's
 * "Cookie settings" is a 24 px target; every breadcrumb shows its current page on a narrow phone;
 * the blog's search finds "amiante" under the production policy; and early taps take effect.
 */
import type { Page } from "puppeteer-core";
import { expect, openHydrated, test } from "./firefox";
import { ARTIFACTS, baseUrl, nginxUrl } from "../e2e/artifacts";
import { catalog, data, expectedPages, homeOf, templatePages, timeoutForPages } from "../e2e/site";
import { storageNames } from "../../src/shared/storage-names";
import { toolModels } from "../../src/node/tool-pages";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

const names = storageNames(data.brand.name);
const FR = baseUrl("FR");

/** Closes the cookie banner before the page loads: its choice is a cookie. */
async function declineCookies(page: Page, base: string) {
  await page.browserContext().setCookie({
    name: names.consentCookie,
    value: "false",
    domain: new URL(base).hostname,
    path: "/",
  });
}

/**
 * Words of the page's headings that the browser broke across two lines although they fit on one
 * (hyphenated, or cut): a word is broken when its text spans two line boxes, and fits when its
 * width unbroken is no more than its heading's.
 */
function brokenHeadingWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>("h1, h2, h3")) {
      if (heading.getClientRects().length === 0) continue;
      const width = heading.getBoundingClientRect().width;
      const probe = document.createElement("span");
      probe.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap";
      heading.append(probe);
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement === probe) continue;
        const textNode = node as Text;
        // A hyphen the text writes is a place to break ("Île-de-France", "Bauschutt-Container"): the
        // words are what lies between spaces and hyphens.
        for (const match of textNode.data.matchAll(/[^\s\-\u2010]+/g)) {
          const range = document.createRange();
          range.setStart(textNode, match.index ?? 0);
          range.setEnd(textNode, (match.index ?? 0) + match[0].length);
          const lines = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (lines.size < 2) continue;
          probe.textContent = match[0];
          if (probe.getBoundingClientRect().width <= width)
            broken.push(`${heading.tagName.toLowerCase()} "${match[0]}"`);
        }
      }
      probe.remove();
    }
    return broken;
  });
}

for (const { market } of ARTIFACTS) {
  const base = baseUrl(market);
  const templates = templatePages(market);

  test(`market ${market}: every template loads and hydrates at 375 px without a script error, scrolls only down, and hyphenates no heading word that fits`, async ({
    firefox: { page, errors },
  }) => {
    test.setTimeout(timeoutForPages(templates.length, 6_000));
    await declineCookies(page, base);
    await page.setViewport({ width: 375, height: 740 });
    for (const template of templates) {
      await openHydrated(page, template.url);
      await page.waitForSelector("h1");
      const [scrollWidth, innerWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scrollWidth, `${template.path} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
      expect(
        await brokenHeadingWords(page),
        `${template.path}: heading words broken though they fit`,
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test(`market ${market}: the menu's links navigate inside the page, without a full load`, async ({
    firefox: { page, errors },
  }) => {
    await declineCookies(page, base);
    await page.setViewport({ width: 375, height: 740 });
    await openHydrated(page, `${base}${homeOf(market)}`);
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const services = expectedPages(market).find(
      (expected) =>
        expected.route.kind === "SERVICES" && expected.path === expected.route.primaryPath,
    )!;
    await page.click(".menu-toggle");
    await page.waitForSelector(".site-nav", { visible: true });
    await page.click(`.site-nav a[href="${services.path}"]`);
    await page.waitForSelector(`html[data-rendered-path="${services.path}"]`);
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    expect(await page.$eval("h1", (heading) => heading.textContent)).toBe(services.heading);
    expect(await page.$eval(".site-nav", (nav) => getComputedStyle(nav).display)).toBe("none");
    expect(errors).toEqual([]);
  });
}

test("the region picker is drawn by the site: light text on the bar's ink, its own arrow, and an accent focus ring", async ({
  firefox: { page },
}) => {
  await declineCookies(page, FR);
  await page.setViewport({ width: 375, height: 740 });
  await openHydrated(page, `${FR}/`);
  const drawn = await page.$eval(".region-bar__select", (select) => {
    const style = getComputedStyle(select);
    return {
      appearance: style.appearance,
      background: style.backgroundColor,
      color: style.color,
      arrow: style.backgroundImage.includes("gradient"),
    };
  });
  expect(drawn).toEqual({
    appearance: "none",
    background: "rgb(20, 35, 28)",
    color: "rgb(255, 255, 255)",
    arrow: true,
  });
  // The skip link, then the picker.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const ring = await page.$eval(".region-bar__select", (select) =>
    select === document.activeElement
      ? `${getComputedStyle(select).outlineStyle} ${getComputedStyle(select).outlineColor}`
      : "not focused",
  );
  expect(ring).toBe("solid rgb(242, 183, 5)");
});

test("the footer's cookie settings are a 24 px target on the /de/ pages of every market, at 320 and 375 px", async ({
  firefox: { page },
}) => {
  for (const { market } of ARTIFACTS) {
    const dynamic = templatePages(market).find((template) => template.name === "dynamic");
    if (!dynamic) continue;
    for (const width of [320, 375]) {
      await page.setViewport({ width, height: 740 });
      await openHydrated(page, dynamic.url);
      await page.waitForSelector(".site-footer .link-button", { visible: true });
      const height = await page.$eval(
        ".site-footer .link-button",
        (button) => button.getBoundingClientRect().height,
      );
      expect(height, `${market} ${dynamic.path} at ${width} px`).toBeGreaterThanOrEqual(24);
    }
  }
});

test("every breadcrumb of the French region, topic and article pages shows the start of its current page at 320 px", async ({
  firefox: { page },
}) => {
  const pages = expectedPages("FR")
    .filter((expected) => ["REGION", "REGIONS", "BLOG_CATEGORY"].includes(expected.route.kind))
    .map((expected) => ({ path: expected.path, url: `${FR}${expected.path}` }));
  pages.push(
    ...templatePages("FR").filter(
      (template) => template.name === "article" || template.name === "blog-tag",
    ),
  );
  test.setTimeout(timeoutForPages(pages.length, 3_000));
  await declineCookies(page, FR);
  await page.setViewport({ width: 320, height: 740 });
  for (const { path, url } of pages) {
    await page.goto(url);
    const current = await page.$eval(".breadcrumb [aria-current=page]", (item) => {
      const box = item.getBoundingClientRect();
      const style = getComputedStyle(item);
      const contentLeft = box.left + parseFloat(style.paddingLeft);
      const contentRight = box.right - parseFloat(style.paddingRight);
      return {
        shown: Math.min(contentRight, window.innerWidth) - contentLeft,
        right: contentRight,
        width: window.innerWidth,
        fontSize: parseFloat(style.fontSize),
      };
    });
    expect(current.right, `${path}: the current page ends past the screen`).toBeLessThanOrEqual(
      current.width,
    );
    // At least a few letters and the ellipsis: the reader knows where they are.
    expect(current.shown, `${path}: the current page's visible width`).toBeGreaterThanOrEqual(
      4 * current.fontSize,
    );
  }
});

test("the blog's search finds the asbestos articles for “amiante” on the production FR artifact behind nginx, without a policy violation", async ({
  firefox: { page, errors },
}) => {
  const t = catalog("FR");
  const FR_NGINX = nginxUrl("dist/fr");
  await page.evaluateOnNewDocument(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(
        `policy violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`,
      ),
    );
  });
  await declineCookies(page, FR_NGINX);
  await page.setViewport({ width: 1280, height: 900 });
  await openHydrated(page, `${FR_NGINX}/blog/`);
  await page.click(".blog-search__toggle");
  const input = await page.waitForSelector("input[type=search]", { visible: true });
  await input!.type("amiante");
  await page.waitForFunction(
    (label: string) =>
      !document.querySelector(".blog-search__status")?.textContent?.includes(label) &&
      document.querySelectorAll(".search-results__link").length > 0,
    {},
    t("blog.search.loading"),
  );
  const first = await page.$eval(".search-results__link", (link) => link.getAttribute("href"));
  expect(first).toMatch(/amiant/);
  expect(errors).toEqual([]);
});

test("taps made before the page's scripts arrive take effect once it hydrates: the menu at once, then the cookie choice, the region and the search", async ({
  firefox: { page, errors },
}) => {
  const region = data.regions.find(
    (candidate) => candidate.key === data.countries.FR.regions.at(-1),
  )!;
  await page.setViewport({ width: 375, height: 740 });
  // A slow network: the scripts arrive 2 s after they are asked for.
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    if (request.url().endsWith(".js"))
      setTimeout(() => void request.continue().catch(() => undefined), 2_000);
    else void request.continue();
  });
  await page.goto(`${FR}/blog/`, { waitUntil: "domcontentloaded" });
  await page.click(".menu-toggle");
  expect(await page.$eval(".site-nav", (nav) => getComputedStyle(nav).display)).not.toBe("none");
  await page.click(".menu-toggle");
  await page.click(".consent-banner__accept");
  expect(await page.$eval("html", (html) => html.classList.contains("has-consent"))).toBe(true);
  await page.select(".region-bar__select", region.key);
  await page.click(".blog-search__toggle");
  expect(await page.$eval("html", (html) => html.dataset.hydrated ?? "")).toBe("");
  await page.waitForSelector("html[data-hydrated=true]");
  await page.waitForSelector(".blog-search__toggle[aria-expanded=true]");
  await page.waitForSelector(`.contact-actions__call[href="tel:${region.number}"]`);
  expect(await page.$eval(".site-nav", (nav) => getComputedStyle(nav).display)).toBe("none");
  expect(await page.$(".consent-banner")).toBeNull();
  expect(
    (await page.browserContext().cookies()).find((cookie) => cookie.name === names.consentCookie)
      ?.value,
  ).toBe("true");
  expect(errors).toEqual([]);
});

test("a search of “can it go in?” shows only what it finds: the other entries take no room, no focus and no paint", async ({
  firefox: { page },
}) => {
  const canItGoIn = templatePages("FR").find((template) => template.name === "can-it-go-in")!;
  const plaster = toolModels(ROOT, data, "FR", new Map()).CAN_IT_GO_IN.entries.find(
    (entry) => entry.id === "light-materials.plaster",
  )!;
  await page.setViewport({ width: 375, height: 740 });
  await openHydrated(page, canItGoIn.url);
  const wholeList = await page.evaluate(() => document.documentElement.scrollHeight);
  await openHydrated(page, `${canItGoIn.url}?q=${encodeURIComponent(plaster.synonyms[0])}`);
  await page.waitForSelector('[id="light-materials.plaster"]', { visible: true });
  const { shown, others } = await page.evaluate(() => {
    const entries = [...document.querySelectorAll<HTMLElement>(".waste-entry")];
    const seen = (entry: HTMLElement) =>
      getComputedStyle(entry).visibility !== "hidden" && entry.getBoundingClientRect().height > 0;
    const hidden = entries.filter((entry) => entry.hidden);
    const link = hidden.find((entry) => entry.querySelector("a"))?.querySelector("a");
    link?.focus();
    return {
      shown: entries.filter(seen).map((entry) => entry.id),
      others: {
        count: hidden.length,
        seen: hidden.filter(seen).length,
        height: hidden.reduce((sum, entry) => sum + entry.getBoundingClientRect().height, 0),
        focused: link !== undefined && document.activeElement === link,
      },
    };
  });
  expect(shown).toContain("light-materials.plaster");
  expect(others.count).toBeGreaterThan(0);
  expect(others).toEqual({ count: others.count, seen: 0, height: 0, focused: false });
  const filtered = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(filtered).toBeLessThan(wholeList / 3);
});
