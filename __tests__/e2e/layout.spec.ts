/**
 * The visitor's layout in real Chromium over each artifact: contact actions and head tags on every
 * page (in the server HTML and after client-side navigation), the footer per market, the mobile
 * menu, and axe-core at phone and desktop widths.
 */
import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { ARTIFACTS, baseUrl } from "./artifacts";
import { catalog, data, expectedPages, timeoutForPages } from "./site";
import { follow, open } from "./navigation";
import { ROUTE_ANNOUNCER_ID } from "../../src/node/gatsby-internals";

const HEAD_SELECTORS = [
  'meta[name="description"]',
  'link[rel="canonical"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:type"]',
  'meta[property="og:url"]',
  'meta[property="og:image"]',
  'meta[property="og:locale"]',
  'meta[property="og:site_name"]',
  'meta[name="twitter:card"]',
  'meta[name="twitter:title"]',
  'meta[name="twitter:description"]',
  'meta[name="twitter:image"]',
  'meta[name="generator"]',
] as const;

/** Every head tag of the list with its count and value, to compare pages and navigations. */
async function headTags(page: Page) {
  return page.evaluate((selectors) => {
    const read = (element: Element) => element.getAttribute("content") ?? element.getAttribute("href");
    return Object.fromEntries(
      selectors.map((selector) => [selector, [...document.head.querySelectorAll(selector)].map(read)]),
    ) as Record<string, (string | null)[]>;
  }, HEAD_SELECTORS);
}

for (const { market } of ARTIFACTS) {
  const country = data.countries[market];
  const t = catalog(market);
  const base = baseUrl(market);
  const region = data.regions.find((candidate) => candidate.key === country.regions[0]);
  if (!region) throw new Error(`no first region for ${market}`);
  const appBase = country.appUrl.replace(/\/$/, "");
  const loginUrl = `${appBase}/?_region=${region.key}`;
  const signupUrl = `${appBase}${country.appRegisterPath}?_region=${region.key}`;
  const pages = expectedPages(market);
  const primaryPages = pages.filter((expected) => expected.path === expected.route.primaryPath);

  test.describe(`market ${market}: layout and head`, () => {
    test("the server HTML of every page has one h1, the contact actions, complete head tags, its index.json with the page's hash, and the route announcer last", async ({ browser, request }) => {
      test.setTimeout(timeoutForPages(pages.length));
      // Without JavaScript the DOM is exactly the HTML the server sent.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      for (const expected of pages) {
        await page.goto(`${base}${expected.path}`);
        await expect(page.locator("h1"), expected.path).toHaveCount(1);
        // The first paint waits for the route announcer (src/runtime/head-script.ts): it must be the
        // page's last element, with nothing but scripts after it.
        const afterAnnouncer = await page.evaluate((id) => {
          const announcer = document.getElementById(id);
          const rest = [...document.body.querySelectorAll("*")].filter((element) => announcer && announcer.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
          return announcer ? rest.filter((element) => element.tagName !== "SCRIPT").map((element) => element.tagName) : ["no announcer"];
        }, ROUTE_ANNOUNCER_ID);
        expect(afterAnnouncer, expected.path).toEqual([]);
        const contact = page.getByRole("group", { name: t("site.contactLabel") });
        await expect(contact.getByRole("link", { name: t("contact.call", { number: region.numberFormatted }) }), expected.path).toHaveAttribute(
          "href",
          `tel:${region.number}`,
        );
        await expect(contact.getByRole("link", { name: t("contact.login") }), expected.path).toHaveAttribute("href", loginUrl);
        await expect(contact.getByRole("link", { name: t("contact.signup") }), expected.path).toHaveAttribute("href", signupUrl);
        const tags = await headTags(page);
        for (const selector of HEAD_SELECTORS) expect(tags[selector], `${expected.path} ${selector}`).toHaveLength(1);
        expect(tags['link[rel="canonical"]'][0]).toBe(expected.canonical);
        expect(tags['meta[property="og:url"]'][0]).toBe(expected.canonical);
        expect(tags['meta[property="og:locale"]'][0]).toBe(country.ogLocale);
        expect(tags['meta[property="og:site_name"]'][0]).toBe(data.brand.name);
        expect(tags['meta[property="og:type"]'][0]).toBe(expected.route.kind === "BLOG_POST" ? "article" : "website");
        expect(tags['meta[property="og:image"]'][0]).toMatch(new RegExp(`^https://${country.domains[0].replace(/\./g, "\\.")}/.+\\.png$`));
        expect(tags['meta[property="og:title"]'][0]).toBe(await page.title());
        expect(tags['meta[name="twitter:title"]'][0]).toBe(await page.title());
        expect(tags['meta[name="generator"]'][0]).toMatch(/ 0\.7\.23$/);
        // The page data the browser's loader checks: the same hash as the page, served revalidated.
        const metaHash = await page.locator('meta[name="debrix:hash"]').getAttribute("content");
        expect(metaHash, expected.path).toMatch(/^[0-9a-f]{20}$/);
        const response = await request.get(`${base}/assets/data${expected.path}index.json`);
        expect(response.status(), expected.path).toBe(200);
        expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
        expect(await response.json(), expected.path).toMatchObject({
          hash: metaHash,
          path: expected.path,
          market,
          locale: country.language,
          canonicalUrl: expected.canonical,
          title: await page.title(),
        });
      }
      await context.close();
    });

    test("client-side navigation replaces every head tag with the target page's own, without leftovers", async ({ browser, page }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const serverPage = await noScript.newPage();
      const serverTags = async (path: string) => {
        await serverPage.goto(`${base}${path}`);
        return headTags(serverPage);
      };
      await open(page, `${base}/`);
      await page.evaluate(() => {
        (window as unknown as { __noReload: boolean }).__noReload = true;
      });
      const services = primaryPages.find((expected) => expected.route.kind === "SERVICES");
      const service = primaryPages.find((expected) => expected.route.kind === "SERVICE");
      if (!services || !service) throw new Error("no services pages");
      await follow(page, page.getByRole("navigation", { name: t("site.mainNavLabel") }).getByRole("link", { name: t("nav.SERVICES") }), services.path);
      await expect(page.locator("h1")).toHaveText(services.heading);
      // react-helmet-async writes the head in the animation frame after the page renders.
      const servicesTags = await serverTags(services.path);
      await expect.poll(() => headTags(page)).toEqual(servicesTags);
      await follow(page, page.locator(".service-cards").getByRole("link", { name: service.heading, exact: true }), service.path);
      await expect(page.locator("h1")).toHaveText(service.heading);
      const serviceTags = await serverTags(service.path);
      await expect.poll(() => headTags(page)).toEqual(serviceTags);
      await follow(page, page.getByRole("link", { name: t("site.homeLink") }), "/");
      const homeTags = await serverTags("/");
      await expect.poll(() => headTags(page)).toEqual(homeTags);
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
      await noScript.close();
    });

    test("the footer shows the market's company, contact, links, badges and copyright", async ({ page }) => {
      await page.goto(`${base}/`);
      const footer = page.locator("footer");
      await expect(footer).toContainText(country.companyName);
      await expect(footer).toContainText(country.address.street);
      await expect(footer).toContainText(country.openingHours);
      await expect(footer.getByRole("link", { name: region.numberFormatted })).toHaveAttribute("href", `tel:${region.number}`);
      await expect(footer.getByRole("link", { name: country.email })).toHaveAttribute("href", `mailto:${country.email}`);
      await expect(footer).toContainText(`© ${data.brand.copyrightYear} ${country.companyName}`);
      const legal = footer.getByRole("navigation", { name: t("footer.legalTitle") });
      if (country.footerLinks.length === 0) {
        await expect(legal).toHaveCount(0);
      } else {
        await expect(legal.getByRole("link")).toHaveCount(country.footerLinks.length);
      }
      if (country.footerLinks.includes("RECRUITING")) {
        const recruiting = legal.getByRole("link", { name: new RegExp(t("footer.RECRUITING")) });
        await expect(recruiting).toHaveAttribute("target", "_blank");
        await expect(recruiting).toHaveAttribute("rel", /noopener/);
        await expect(recruiting).toHaveAttribute("href", country.recruitingUrl ?? "");
      }
      const apps = footer.getByRole("region", { name: t("footer.apps") });
      await expect(apps).toHaveCount(country.appStores ? 1 : 0);
      if (country.appStores) {
        await expect(apps.getByRole("link", { name: new RegExp(t("footer.appStore")) })).toHaveAttribute("href", country.appStores.ios);
        await expect(apps.getByRole("link", { name: new RegExp(t("footer.googlePlay")) })).toHaveAttribute("href", country.appStores.android);
      }
      await expect(footer.getByRole("region", { name: t("footer.followUs") }).getByRole("link")).toHaveCount(country.socialLinks.length);
    });

    test("on a phone the menu opens with its toggle and closes on an outside click, on Escape and on navigation", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await open(page, `${base}/`);
      const toggle = page.getByRole("button", { name: new RegExp(t("nav.HOME")) });
      const nav = page.getByRole("navigation", { name: t("site.mainNavLabel") });
      await expect(toggle).toHaveText(t("nav.HOME"));
      await expect(nav).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(nav).toBeVisible();
      // A tap on the page below the open menu.
      await page.mouse.click(368, 560);
      await expect(nav).toBeHidden();
      await toggle.click();
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await follow(page, nav.getByRole("link", { name: t("nav.SERVICES") }), primaryPages.find((expected) => expected.route.kind === "SERVICES")!.path);
      await expect(page.locator("h1")).toHaveText(t("pages.SERVICES.heading"));
      await expect(nav).toBeHidden();
      await expect(page.getByRole("button", { name: new RegExp(t("nav.SERVICES")) })).toHaveAttribute("aria-expanded", "false");
      // The contact actions stay in reach at the bottom of the screen.
      await expect(page.getByRole("group", { name: t("site.contactLabel") })).toBeInViewport();
    });

    test("pictures are plain <picture>s: shown without script, the first one fetched first, the others lazily, and no copy of react-dom/server loaded", async ({ browser, page }) => {
      const service = primaryPages.find((expected) => expected.route.kind === "SERVICE");
      const listing = primaryPages.find((expected) => expected.route.kind === "BLOG");
      if (!service) throw new Error("no service page");
      // A phone's width: a picture must shrink to the column, never widen the page.
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const serverPage = await noScript.newPage();
      const withPictures = ["/", service.path];
      if (listing) {
        // The listing's cards, and the cover of its first article.
        await serverPage.goto(`${base}${listing.path}`);
        const article = await serverPage.locator(".post-card__title a").first().getAttribute("href");
        if (!article) throw new Error("no article on the blog listing");
        withPictures.push(listing.path, article);
      }
      for (const path of withPictures) {
        await serverPage.goto(`${base}${path}`);
        const first = serverPage.locator("picture > img").first();
        await expect(first, path).toHaveAttribute("width", /^\d+$/);
        await expect(first, path).toHaveAttribute("height", /^\d+$/);
        await expect(first, path).toHaveAttribute("loading", "eager");
        await expect(first, path).toHaveAttribute("fetchpriority", "high");
        // Only the first: the listing's other cards wait until they come near the view.
        if (path === listing?.path) {
          await expect(serverPage.locator("picture > img").nth(1), path).toHaveAttribute("loading", "lazy");
          await expect(serverPage.locator("picture > img[fetchpriority]"), path).toHaveCount(1);
        }
        expect(await first.evaluate((img) => img.getBoundingClientRect().right <= document.documentElement.clientWidth), `${path} fits the screen`).toBe(true);
        await first.scrollIntoViewIfNeeded();
        await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: path }).toBeGreaterThan(0);
        // Chromium takes the first format it knows from the <source>s: AVIF or WebP, not the PNG fallback.
        expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc), path).toMatch(/\.(avif|webp)$/);
      }
      await noScript.close();

      const scripts: Promise<string>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response.text());
      });
      for (const path of withPictures) {
        await page.goto(`${base}${path}`);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState("networkidle");
      }
      const bodies = await Promise.all(scripts);
      expect(bodies.length).toBeGreaterThan(3);
      expect(bodies.filter((body) => body.includes("renderToReadableStream"))).toHaveLength(0);
    });

    test("the zones of a region open in a dialog that Escape closes", async ({ page }) => {
      const dumpster = primaryPages.find((expected) => expected.route.serviceKey === "DUMPSTER");
      if (!dumpster) throw new Error("no skip page");
      await open(page, `${base}${dumpster.path}`);
      const opener = page.getByRole("button", { name: t("service.zonesButton", { region: region.name }) });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: t("service.zonesTitle", { regionInText: region.nameInText }) });
      await expect(dialog).toBeVisible();
      const firstZone = region.zones.find((zone) => zone.name !== "");
      await expect(dialog).toContainText(firstZone?.name ?? "");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    // Every page kind and every non-article page; articles share one template, so one stands for all.
    // One test a width walks them all in one tab, as a visitor would: a fresh tab for each page
    // costs a new renderer process and a cold cache (4 CPU-seconds on a 2-core machine, against
    // 0.7 for the next page in the same tab). Soft checks name every failing page, not only the first.
    const article = primaryPages.find((expected) => expected.route.kind === "BLOG_POST");
    const axeTargets = [
      ...primaryPages.filter((expected) => expected.route.kind !== "BLOG_POST").map((expected) => expected.path),
      ...(article ? [article.path] : []),
      "/no-such-page-7f3a/",
    ];
    for (const width of [375, 1280]) {
      test(`axe finds no violation on any page kind at ${width} px`, async ({ page }) => {
        test.setTimeout(timeoutForPages(axeTargets.length, 8_000));
        await page.setViewportSize({ width, height: 900 });
        for (const path of axeTargets) {
          await open(page, `${base}${path}`);
          // Legacy mode runs axe in the page itself. The default mode also opens a blank page to
          // merge the results of cross-origin frames, which doubles the time of each check; these
          // pages have no frame, and the test fails if one appears.
          expect(page.frames(), path).toHaveLength(1);
          const results = await new AxeBuilder({ page })
            // Axe ships its 24 × 24 px target-size rule turned off (WCAG 2.2, 2.5.8): turned on here.
            .options({ rules: { "target-size": { enabled: true } } })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
            .setLegacyMode(true)
            .analyze();
          const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
          expect.soft(violations, `${path} at ${width} px`).toEqual([]);
        }
      });
    }
  });
}
