/**
 * The visitor's layout in real Chromium over each artifact: contact actions and head tags on every
 * page (in the server HTML and after client-side navigation), the footer per market, the mobile
 * menu, and axe-core at phone and desktop widths.
 */
import { expect, test, type Page } from "@playwright/test";
import { ARTIFACTS, baseUrl, contentWalk } from "./artifacts";
import {
  catalog,
  countryOf,
  data,
  expectedPages,
  languagesOf,
  regionOf,
  severalLanguages,
  templatePages,
  timeoutForPages,
} from "./site";
import type { MarketLanguage } from "../../src/shared/data-schema";
import { follow, open, visit } from "./navigation";
import { INTRO_END_ID } from "../../src/runtime/head-script";
import { readServerHtml } from "./server-html";
import { axeViolations } from "./axe";

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
    const read = (element: Element) =>
      element.getAttribute("content") ?? element.getAttribute("href");
    return Object.fromEntries(
      selectors.map((selector) => [
        selector,
        [...document.head.querySelectorAll(selector)].map(read),
      ]),
    ) as Record<string, (string | null)[]>;
  }, HEAD_SELECTORS);
}

for (const { market, dir } of ARTIFACTS) {
  // The market in its first language; a page in another reads its own (languages.spec.ts).
  const country = countryOf(market);
  const t = catalog(market);
  const base = baseUrl(market);
  const several = severalLanguages(market);
  const found = data.regions.find((candidate) => candidate.key === country.regions[0]);
  if (!found) throw new Error(`no first region for ${market}`);
  const region = regionOf(found, languagesOf(market)[0]);
  const appBase = country.appUrl.replace(/\/$/, "");
  /** The number and app links a page's HTML carries: its own region's on a region page, else the market's first region's. */
  const contactOf = (route: { regionKey?: string }, language: MarketLanguage) => {
    const t = catalog(market, language);
    const own = data.regions.find((candidate) => candidate.key === (route.regionKey ?? found.key));
    if (!own) throw new Error(`no region ${route.regionKey}`);
    const shown = regionOf(own, language);
    // A market with several languages tells the app the page's language.
    const lang = several ? `&_lang=${language.locale}` : "";
    return {
      call: {
        name: t("contact.call", { number: shown.numberFormatted }),
        href: `tel:${shown.number}`,
      },
      login: { name: t("contact.login"), href: `${appBase}/?_region=${shown.key}${lang}` },
      signup: {
        name: t("contact.signup"),
        href: `${appBase}${country.appRegisterPath}?_region=${shown.key}${lang}`,
      },
    };
  };
  // The pages naming the languages have no contact actions nor page head of their own: languages.spec.ts reads them.
  const pages = expectedPages(market).filter((expected) => expected.route.kind !== "LANGUAGES");
  const home = pages.find((expected) => expected.route.kind === "HOME");
  if (!home) throw new Error(`${market} has no home page`);
  const primaryPages = pages.filter((expected) => expected.path === expected.route.primaryPath);

  test.describe(`market ${market}: layout and head`, () => {
    test(`the server HTML of every page has one h1, the contact actions, complete head tags, its index.json with the page's hash, and the end of the intro the first paint waits for${contentWalk(dir)}`, async ({
      page,
    }) => {
      test.setTimeout(timeoutForPages(pages.length, 500));
      const served = await readServerHtml(
        page,
        base,
        pages.map((expected) => expected.path),
        async (doc, { selectors, introEndId, contactLabels }, { path, accessibleText }) => {
          const contactLabel = contactLabels[doc.documentElement.lang] ?? "";
          const link = (selector: string) => {
            const element = doc.querySelector(
              `[role="group"][aria-label="${CSS.escape(contactLabel)}"] ${selector}`,
            );
            return element
              ? { name: accessibleText(element), href: element.getAttribute("href") }
              : null;
          };
          const read = (element: Element) =>
            element.getAttribute("content") ?? element.getAttribute("href");
          // The page data the browser's loader checks, with its caching.
          const data = await fetch(`/assets/data${path}index.json`, { cache: "no-store" });
          return {
            data: {
              status: data.status,
              cacheControl: data.headers.get("cache-control"),
              json: data.ok ? ((await data.json()) as unknown) : null,
            },
            h1: doc.querySelectorAll("h1").length,
            // The first paint waits for the end of the page's intro (src/runtime/head-script.ts):
            // one mark a page, empty, the last thing of the intro, which holds the page's h1 and
            // is the first thing of the main content (without the mark, the paint waits for the end).
            introEnds: [...doc.querySelectorAll(`#${introEndId}`)].map((mark) => ({
              empty: mark.childNodes.length === 0,
              last: mark.nextSibling === null,
              introFirstInMain: mark.parentElement?.previousElementSibling === null,
              inMain: mark.parentElement?.parentElement?.tagName === "MAIN",
              h1: mark.parentElement?.querySelectorAll("h1").length,
            })),
            call: link(".contact-actions__call"),
            login: link(".contact-actions__login"),
            signup: link(".contact-actions__signup"),
            title: doc.title,
            tags: Object.fromEntries(
              selectors.map((selector) => [
                selector,
                [...doc.head.querySelectorAll(selector)].map(read),
              ]),
            ) as Record<string, (string | null)[]>,
            hash: doc.querySelector('meta[name="debrix:hash"]')?.getAttribute("content") ?? null,
          };
        },
        {
          selectors: HEAD_SELECTORS,
          introEndId: INTRO_END_ID,
          contactLabels: Object.fromEntries(
            languagesOf(market).map((language) => [
              language.locale,
              catalog(market, language)("site.contactLabel"),
            ]),
          ),
        },
      );
      // One comparison a page, naming what differs: thousands of separate assertions cost more than the walk.
      const domain = country.domains[0].replace(/\./g, "\\.");
      for (const [index, { path, status, value }] of served.entries()) {
        const expected = pages[index];
        const { title } = value;
        expect.soft({ status, ...value }, path).toEqual({
          status: 200,
          h1: 1,
          introEnds: [{ empty: true, last: true, introFirstInMain: true, inMain: true, h1: 1 }],
          ...contactOf(expected.route, expected.language),
          title: expect.stringMatching(new RegExp(` \\| ${data.brand.name}$`)),
          tags: {
            // Every head tag of the list once, with a value.
            ...Object.fromEntries(
              HEAD_SELECTORS.map((selector) => [selector, [expect.any(String)]]),
            ),
            'link[rel="canonical"]': [expected.canonical],
            'meta[property="og:url"]': [expected.canonical],
            'meta[property="og:locale"]': [expected.language.ogLocale],
            'meta[property="og:site_name"]': [data.brand.name],
            'meta[property="og:type"]': [
              expected.route.kind === "BLOG_POST" ? "article" : "website",
            ],
            'meta[property="og:image"]': [
              expect.stringMatching(new RegExp(`^https://${domain}/.+\\.png$`)),
            ],
            'meta[property="og:title"]': [title],
            'meta[name="twitter:title"]': [title],
            'meta[name="generator"]': [expect.stringMatching(/ 0\.7\.23$/)],
          },
          hash: expect.stringMatching(/^[0-9a-f]{20}$/),
          // The page data the browser's loader checks: the same hash as the page, served revalidated.
          data: {
            status: 200,
            cacheControl: "public, max-age=0, must-revalidate",
            json: expect.objectContaining({
              hash: value.hash,
              path,
              market,
              locale: expected.language.catalog,
              canonicalUrl: expected.canonical,
              title,
            }),
          },
        });
      }
    });

    test("client-side navigation replaces every head tag with the target page's own, without leftovers", async ({
      browser,
      page,
    }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const serverPage = await noScript.newPage();
      const serverTags = async (path: string) => {
        await serverPage.goto(`${base}${path}`);
        return headTags(serverPage);
      };
      await open(page, `${base}${home.path}`);
      await page.evaluate(() => {
        (window as unknown as { __noReload: boolean }).__noReload = true;
      });
      const services = primaryPages.find((expected) => expected.route.kind === "SERVICES");
      const service = primaryPages.find((expected) => expected.route.kind === "SERVICE");
      if (!services || !service) throw new Error("no services pages");
      await follow(
        page,
        page
          .getByRole("navigation", { name: t("site.mainNavLabel") })
          .getByRole("link", { name: t("nav.SERVICES") }),
        services.path,
      );
      await expect(page.locator("h1")).toHaveText(services.heading);
      // react-helmet-async writes the head in the animation frame after the page renders.
      const servicesTags = await serverTags(services.path);
      await expect.poll(() => headTags(page)).toEqual(servicesTags);
      await follow(
        page,
        page.locator(".service-cards").getByRole("link", { name: service.heading, exact: true }),
        service.path,
      );
      await expect(page.locator("h1")).toHaveText(service.heading);
      const serviceTags = await serverTags(service.path);
      await expect.poll(() => headTags(page)).toEqual(serviceTags);
      await follow(page, page.getByRole("link", { name: t("site.homeLink") }), home.path);
      const homeTags = await serverTags(home.path);
      await expect.poll(() => headTags(page)).toEqual(homeTags);
      expect(
        await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
      ).toBe(true);
      await noScript.close();
    });

    test("the inlined stylesheet declares its layers first, then holds one block of each, in that order", async ({
      page,
    }) => {
      await page.goto(`${base}${home.path}`);
      const layers = await page.evaluate(() => {
        const sheet = [...document.styleSheets].find(
          (candidate) =>
            candidate.ownerNode instanceof HTMLStyleElement &&
            candidate.ownerNode.dataset.identity === "gatsby-global-css",
        );
        return [...(sheet?.cssRules ?? [])].map((rule) =>
          rule instanceof CSSLayerStatementRule
            ? `declared: ${rule.nameList.join(", ")}`
            : rule instanceof CSSLayerBlockRule
              ? rule.name
              : `outside a layer: ${rule.cssText.slice(0, 60)}`,
        );
      });
      const order = ["reset", "tokens", "base", "composition", "blocks", "utilities", "exceptions"];
      // A market with several languages appends its own blocks (src/styles/languages.css): a
      // second block of the blocks layer, which the declaration up front keeps in its place.
      expect(layers).toEqual([
        `declared: ${order.join(", ")}`,
        ...order,
        ...(several ? ["blocks"] : []),
      ]);
    });

    test("the footer shows the market's company, contact, links, badges and copyright", async ({
      page,
    }) => {
      await page.goto(`${base}${home.path}`);
      const footer = page.locator("footer");
      await expect(footer).toContainText(country.companyName);
      await expect(footer).toContainText(country.address.street);
      await expect(footer).toContainText(country.openingHours);
      await expect(footer.getByRole("link", { name: region.numberFormatted })).toHaveAttribute(
        "href",
        `tel:${region.number}`,
      );
      await expect(footer.getByRole("link", { name: country.email })).toHaveAttribute(
        "href",
        `mailto:${country.email}`,
      );
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
        await expect(
          apps.getByRole("link", { name: new RegExp(t("footer.appStore")) }),
        ).toHaveAttribute("href", country.appStores.ios);
        await expect(
          apps.getByRole("link", { name: new RegExp(t("footer.googlePlay")) }),
        ).toHaveAttribute("href", country.appStores.android);
      }
      await expect(
        footer.getByRole("region", { name: t("footer.followUs") }).getByRole("link"),
      ).toHaveCount(country.socialLinks.length);
    });

    test("on a phone the menu opens with its toggle and closes on an outside click, on Escape and on navigation", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await open(page, `${base}${home.path}`);
      // The toggle is a <details> element's summary (Chromium exposes it as a disclosure with its
      // expanded state, which Playwright's roles do not know): the menu is open while it is.
      const menu = page.locator("details.menu");
      const toggle = menu.locator("summary");
      const nav = page.getByRole("navigation", { name: t("site.mainNavLabel") });
      await expect(toggle.locator(".menu-toggle__page")).toHaveText(t("nav.HOME"));
      await expect(toggle).toHaveAccessibleName(`${t("nav.HOME")} – ${t("site.menuOpen")}`);
      await expect(nav).toBeHidden();
      await toggle.click();
      await expect(menu).toHaveJSProperty("open", true);
      await expect(toggle).toHaveAccessibleName(`${t("nav.HOME")} – ${t("site.menuClose")}`);
      await expect(nav).toBeVisible();
      // A tap on the page below the open menu.
      await page.mouse.click(368, 560);
      await expect(nav).toBeHidden();
      await toggle.click();
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await follow(
        page,
        nav.getByRole("link", { name: t("nav.SERVICES") }),
        primaryPages.find((expected) => expected.route.kind === "SERVICES")!.path,
      );
      await expect(page.locator("h1")).toHaveText(t("pages.SERVICES.heading"));
      await expect(nav).toBeHidden();
      await expect(page.locator("details.menu")).toHaveJSProperty("open", false);
      await expect(page.locator("details.menu summary .menu-toggle__page")).toHaveText(
        t("nav.SERVICES"),
      );
      // The contact actions stay in reach at the bottom of the screen.
      await expect(page.getByRole("group", { name: t("site.contactLabel") })).toBeInViewport();
    });

    test("on a phone the menu's toggle shows the page's name where it fits and the word Menu where it does not, one of them whole", async ({
      page,
    }) => {
      test.setTimeout(timeoutForPages(primaryPages.length * 2, 1_000));
      const shown: string[] = [];
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 740 });
        for (const expected of primaryPages) {
          await page.goto(`${base}${expected.path}`);
          // What the one-line box shows: the children whose box is inside it, and whether each is whole.
          const seen = await page.locator(".menu-toggle__label").evaluate((label) => {
            const box = label.getBoundingClientRect();
            return [...label.children].flatMap((child) => {
              const own = child.getBoundingClientRect();
              const inside =
                own.width > 1 && own.top >= box.top - 0.5 && own.bottom <= box.bottom + 0.5;
              return inside
                ? [
                    {
                      text: child.textContent ?? "",
                      whole:
                        own.left >= box.left - 0.5 &&
                        own.right <= box.right + 0.5 &&
                        child.scrollWidth <= Math.ceil(own.width),
                    },
                  ]
                : [];
            });
          });
          expect.soft(seen, `${expected.path} at ${width} px`).toHaveLength(1);
          expect
            .soft(seen[0]?.whole, `${expected.path} at ${width} px: ${seen[0]?.text} is cut`)
            .toBe(true);
          if (seen[0]?.text === t("site.menu")) shown.push(`${width}: ${expected.path}`);
        }
      }
      // The longest names of the market do not fit a 320 px phone: the word stands for them.
      expect(shown.some((entry) => entry.startsWith("320:"))).toBe(true);
    });

    test("pictures are plain <picture>s: shown without script, the first one fetched first, the others lazily, and no copy of react-dom/server loaded", async ({
      browser,
      page,
    }) => {
      const service = primaryPages.find((expected) => expected.route.kind === "SERVICE");
      const listing = primaryPages.find((expected) => expected.route.kind === "BLOG");
      if (!service) throw new Error("no service page");
      // A phone's width: a picture must shrink to the column, never widen the page.
      const noScript = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const serverPage = await noScript.newPage();
      const withPictures = [home.path, service.path];
      if (listing) {
        // The listing's cards, and the cover of its first article.
        await serverPage.goto(`${base}${listing.path}`);
        const article = await serverPage
          .locator(".post-card__title a")
          .first()
          .getAttribute("href");
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
          await expect(serverPage.locator("picture > img").nth(1), path).toHaveAttribute(
            "loading",
            "lazy",
          );
          await expect(serverPage.locator("picture > img[fetchpriority]"), path).toHaveCount(1);
        }
        expect(
          await first.evaluate(
            (img) => img.getBoundingClientRect().right <= document.documentElement.clientWidth,
          ),
          `${path} fits the screen`,
        ).toBe(true);
        await first.scrollIntoViewIfNeeded();
        await expect
          .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
            message: path,
          })
          .toBeGreaterThan(0);
        // Chromium takes the first format it knows from the <source>s: AVIF or WebP, not the PNG fallback.
        expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc), path).toMatch(
          /\.(avif|webp)$/,
        );
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
      const opener = page.getByRole("button", {
        name: t("service.zonesButton", { region: region.name }),
      });
      await opener.click();
      const dialog = page.getByRole("dialog", {
        name: t("service.zonesTitle", { regionInText: region.nameInText }),
      });
      await expect(dialog).toBeVisible();
      // The skip page's dialog lists the zones that have skips (a zone may offer big bags only).
      const firstZone = region.zones.find(
        (zone) => zone.name !== "" && (zone.services ?? found.services).includes("DUMPSTER"),
      );
      await expect(dialog).toContainText(firstZone?.name ?? "");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    // Every route's own page at the phone's width, where a page's own content is most constrained
    // (its tables, its long words, its buttons side by side); then one page of each template at
    // the phone's and the desktop's widths, where what changes is the template's (the header's
    // links, the columns), the same for every page of it (a desktop pass over every page doubled
    // the walk, the longest of the suite). Two tests: the first is what a content edit changes and
    // the pipeline's content lane runs (@content); the second sees the templates that list
    // articles on the staging sample's fixture pages (site.ts, templatePages). Each walks its pages
    // in one tab, as a visitor would, from page to page with the site's router (navigation.ts,
    // visit): a fresh tab for each page costs a new renderer process and a cold cache (about 2.7
    // CPU-seconds on a 2-core machine), a full load in the same tab 0.6, a routed page 0.3. A
    // template page is shown once at the phone's width, then resized: the layout is CSS media
    // queries alone (nothing in the pages' scripts reads the width), so axe sees what a page
    // loaded at the desktop's width shows. Soft checks name every failing page, not only the first.
    const [PHONE, DESKTOP] = [375, 1280];
    /** axe on the pages at `urls`, at each width, each page named by `label` in the report. */
    async function axeWalk(page: Page, urls: readonly string[], widths: readonly number[]) {
      const label = (url: string) => (url.startsWith(`${base}/`) ? url.slice(base.length) : url);
      for (const url of urls) {
        await page.setViewportSize({ width: widths[0], height: 900 });
        await visit(page, url);
        // axe runs in the page itself (axe.ts): the test fails if a frame appears, whose content it
        // would not see.
        expect(page.frames(), label(url)).toHaveLength(1);
        for (const width of widths) {
          if (width !== widths[0]) await page.setViewportSize({ width, height: 900 });
          const violations = await axeViolations(page);
          expect.soft(violations, `${label(url)} at ${width} px`).toEqual([]);
        }
      }
    }
    test(`axe finds no violation on any page at ${PHONE} px${contentWalk(dir)}`, async ({
      page,
    }) => {
      test.setTimeout(timeoutForPages(primaryPages.length, 8_000));
      await axeWalk(
        page,
        primaryPages.map((expected) => `${base}${expected.path}`),
        [PHONE],
      );
    });
    test(`axe finds no violation on one page of each template at ${PHONE} and ${DESKTOP} px`, async ({
      page,
    }) => {
      const templates = templatePages(market).map((template) => template.url);
      test.setTimeout(timeoutForPages(2 * templates.length, 8_000));
      await axeWalk(page, templates, [PHONE, DESKTOP]);
    });
  });
}
