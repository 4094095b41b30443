/**
 * The visitor runtime (docs/rules.md#visitor-state) in Chromium over the served artifacts: region from the query and
 * from storage, tracking into the app links, hostile query strings, cookie consent with Consent
 * Mode, embedded mode, blocked storage, the cache-busting reload, the country by host, the
 * non-production locale switcher, transitions, dwell prefetch and layout stability.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { baseUrl, stagingUrl } from "./artifacts";
import { catalog, data, expectedPages, languageOf, regionOf as inLanguage } from "./site";
import { storageNames } from "../../src/shared/storage-names";
import { TRACKING_FIELDS } from "../../src/shared/app-link";
import { MAX_TRACKING_VALUE } from "../../src/runtime/visitor-state";
import { TAG_MANAGER_ORIGIN } from "../../src/runtime/tag-manager";
import { LOCALE_FETCH_ERROR } from "../../src/runtime/locale-switch";
import { expectRendered, follow, navigateTo, open } from "./navigation";

const names = storageNames(data.brand.name);
const FR = baseUrl("FR");
const DE = baseUrl("DE");
const tFR = catalog("FR");
const regionOf = (key: string) => {
  const region = data.regions.find((candidate) => candidate.key === key);
  if (!region) throw new Error(`no region ${key}`);
  return inLanguage(region, languageOf("FR"));
};
const frRegions = data.countries.FR.regions;
/** A French region other than the first, with its own phone number. */
const otherRegion = regionOf(
  frRegions.find((key) => regionOf(key).number !== regionOf(frRegions[0]).number) ?? frRegions[1],
);
const firstRegion = regionOf(frRegions[0]);

const callButton = (page: Page) => page.locator(".contact-actions__call");

test.describe("region", () => {
  test("_region on the FR artifact sets the phone number and is saved; a reload keeps it; an unknown one is ignored", async ({
    page,
  }) => {
    await open(page, `${FR}/?_region=${otherRegion.key}`);
    await expect(callButton(page)).toHaveAttribute("href", `tel:${otherRegion.number}`);
    await expect(callButton(page)).toContainText(otherRegion.numberFormatted);
    await expect(page.locator(".site-footer")).toContainText(otherRegion.numberFormatted);
    expect(await page.evaluate((key) => localStorage.getItem(key), names.region)).toBe(
      otherRegion.key,
    );
    await expect(page.locator(".contact-actions__login")).toHaveAttribute(
      "href",
      new RegExp(`_region=${otherRegion.key}`),
    );

    await open(page, `${FR}/services/`);
    await expect(callButton(page)).toHaveAttribute("href", `tel:${otherRegion.number}`);
    await expect(page.getByRole("combobox", { name: tFR("region.label") })).toHaveValue(
      otherRegion.key,
    );

    await open(page, `${FR}/?_region=NOT_A_REGION`);
    await expect(callButton(page)).toHaveAttribute("href", `tel:${otherRegion.number}`);
    expect(await page.evaluate((key) => localStorage.getItem(key), names.region)).toBe(
      otherRegion.key,
    );
  });

  test("the region picker changes the number everywhere without a reload, and is saved", async ({
    page,
  }) => {
    await open(page, `${FR}/services/`);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await expect(callButton(page)).toHaveAttribute("href", `tel:${firstRegion.number}`);
    await page.getByRole("combobox", { name: tFR("region.label") }).selectOption(otherRegion.key);
    await expect(callButton(page)).toHaveAttribute("href", `tel:${otherRegion.number}`);
    await expect(page.locator(".site-footer")).toContainText(otherRegion.numberFormatted);
    await expect(page.locator(".contact-actions__signup")).toHaveAttribute(
      "href",
      new RegExp(`_region=${otherRegion.key}`),
    );
    // Service cards say whether the region has each service.
    for (const card of await page.locator(".service-card").all()) {
      await expect(card.locator(".service-card__area")).toContainText(otherRegion.name);
    }
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(
      true,
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), names.region)).toBe(
      otherRegion.key,
    );
  });

  test("the coverage checker lists a zone's own services, which override its region's", async ({
    page,
  }) => {
    const region = data.regions.find(
      (candidate) =>
        frRegions.includes(candidate.key) && candidate.zones.some((zone) => zone.services),
    );
    if (!region) throw new Error("no FR zone with its own services in data/");
    const zone = region.zones.find((candidate) => candidate.services)!;
    const names = (keys: readonly string[]) =>
      keys.map((key) => data.services.find((service) => service.key === key)!.names.fr);
    await open(page, `${FR}/services/`);
    await page.getByLabel(tFR("coverage.region"), { exact: true }).selectOption(region.key);
    const result = page.locator(".coverage__result");
    await expect(result.locator("li")).toHaveText(
      names(region.services.filter((key) => data.countries.FR.services.some((s) => s.key === key))),
    );
    await page.getByLabel(tFR("coverage.zone"), { exact: true }).selectOption(zone.id);
    await expect(result.locator("li")).toHaveText(names(zone.services!));
    // The checker does not change the visitor's own region.
    await expect(callButton(page)).toHaveAttribute("href", `tel:${firstRegion.number}`);
  });

  test("the country follows the host: the FR artifact served as www.debrix.de shows the Berlin number", async ({
    browser,
  }) => {
    const berlin = regionOf(data.countries.DE.regions[0]);
    const port = new URL(FR).port;
    const context = await browser.newContext();
    // Every request to the DE domain is answered by the FR artifact on this machine, under the DE
    // host. Fulfilled, not redirected: a redirect to 127.0.0.1 would make the bundles another
    // origin than the page, which the Content-Security-Policy ('self') refuses.
    await context.route(`http://${data.countries.DE.domains[0]}:${port}/**`, async (route) =>
      route.fulfill({
        response: await route.fetch({
          url: route.request().url().replace(data.countries.DE.domains[0], "127.0.0.1"),
        }),
      }),
    );
    const page = await context.newPage();
    await page.goto(`http://${data.countries.DE.domains[0]}:${port}/`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(callButton(page)).toHaveAttribute("href", `tel:${berlin.number}`);
    // Berlin is DE's only region: no picker.
    await expect(page.locator(".region-bar")).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), names.region)).toBe(berlin.key);
    // The hydrated page may still be prefetching its links through the route: closing the context
    // under a handler that awaits its fetch would fail the test for the closing, not for the page.
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await context.close();
  });
});

test.describe("tracking", () => {
  test("utm fields and gclid on landing are carried, encoded, into the app links of later pages", async ({
    page,
  }) => {
    const values = {
      utm_source: "news letter",
      utm_medium: "e-mail",
      utm_campaign: "été 2026",
      utm_term: "benne&gravats",
      utm_content: "a=b",
      gclid: "Cj0KCQ",
    };
    await open(page, `${DE}/?${new URLSearchParams(values).toString()}`);
    await follow(
      page,
      page.locator(`.site-header a[href="/dienstleistungen/"]`).first(),
      "/dienstleistungen/",
    );
    for (const link of [".contact-actions__login", ".contact-actions__signup"]) {
      const href = await page.locator(link).getAttribute("href");
      const url = new URL(href!);
      expect([...url.searchParams.keys()]).toEqual(["_region", ...TRACKING_FIELDS]);
      for (const field of TRACKING_FIELDS) expect(url.searchParams.get(field)).toBe(values[field]);
      expect(href).toContain("utm_term=benne%26gravats");
    }
    // A later full load without parameters keeps them.
    await open(page, `${DE}/impressum/`);
    expect(
      new URL(
        (await page.locator(".contact-actions__login").getAttribute("href"))!,
      ).searchParams.get("gclid"),
    ).toBe(values.gclid);
  });

  test("hostile values in every parameter stay inert: no dialog, no script, links still encoded", async ({
    page,
  }) => {
    const hostile = [
      '"><script>window.__pwned=1</script>',
      "javascript:window.__pwned=1",
      `'"\`<img src=x onerror=window.__pwned=1>`,
      "x".repeat(1000),
    ];
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const value of hostile) {
      const query = new URLSearchParams(
        [...TRACKING_FIELDS, "_region", "_iframe", "_cache"].map((field) => [field, value]),
      );
      await open(page, `${FR}/services/?${query.toString()}#${encodeURIComponent(value)}`);
      expect(
        await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
      ).toBeUndefined();
      await expect(page.locator("h1")).toBeVisible();
      const href = (await page.locator(".contact-actions__signup").getAttribute("href"))!;
      const url = new URL(href);
      expect(url.origin + url.pathname).toBe(
        `${data.countries.FR.appUrl}${data.countries.FR.appRegisterPath}`,
      );
      // An unknown _region never reaches the links; tracking values are cut and encoded.
      expect(url.searchParams.get("_region")).toBe(firstRegion.key);
      for (const field of TRACKING_FIELDS)
        expect(url.searchParams.get(field)).toBe(value.slice(0, MAX_TRACKING_VALUE));
      expect(href).not.toMatch(/[<>"'` ]/);
      await page.evaluate(() => localStorage.clear());
    }
    expect(dialogs).toEqual([]);
  });
});

test.describe("cookie consent", () => {
  const days = (expires: number) => Math.round((expires * 1000 - Date.now()) / 86_400_000);

  for (const [choice, label, value, expectedDays] of [
    [true, "consent.accept", "true", data.business.consentCookie.acceptedDays],
    [false, "consent.decline", "false", data.business.consentCookie.declinedDays],
  ] as const) {
    test(`${label.split(".")[1]} sets the cookie to ${value} for ${expectedDays} days, pushes the choice and Consent Mode update, and the banner stays gone`, async ({
      page,
    }) => {
      // The staging FR build has a tag-manager container (SITE_TAG_MANAGER_ID in scripts/e2e.mjs); its script is stubbed.
      const scripts: string[] = [];
      await page.route(`${TAG_MANAGER_ORIGIN}/**`, (route) => {
        scripts.push(route.request().url());
        return route.fulfill({
          contentType: "text/javascript",
          body: "window.__gtmLoaded = true;",
        });
      });
      await open(page, `${stagingUrl}/`);
      const banner = page.getByRole("dialog", { name: tFR("consent.label") });
      await expect(banner).toBeVisible();
      // Consent Mode defaults came first, all denied, before any tag-manager script.
      const first = await page.evaluate(
        () =>
          JSON.parse(
            JSON.stringify(Array.from((window.dataLayer ?? [])[0] as ArrayLike<unknown>)),
          ) as unknown[],
      );
      expect(first.slice(0, 2)).toEqual(["consent", "default"]);
      expect(first[2]).toMatchObject({
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
      });
      expect(scripts).toEqual([]);

      // Keyboard: the banner is the last stop of the page, so Shift+Tab from the top reaches its
      // choices at once (accept last, decline before it); after the choice focus is not dropped.
      await page.keyboard.press("Shift+Tab");
      if (!choice) await page.keyboard.press("Shift+Tab");
      await expect(banner.getByRole("button", { name: tFR(label) })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(banner).toBeHidden();
      await expect(page.locator("main")).toBeFocused();

      const cookie = (await page.context().cookies()).find(
        (candidate) => candidate.name === names.consentCookie,
      );
      expect(cookie?.value).toBe(value);
      expect(days(cookie!.expires)).toBe(expectedDays);
      const layer = await page.evaluate(() =>
        (window.dataLayer ?? []).map((entry) =>
          typeof entry === "object" && entry !== null && "length" in entry
            ? Array.from(entry as ArrayLike<unknown>)
            : entry,
        ),
      );
      const state = choice ? "granted" : "denied";
      expect(layer).toContainEqual([
        "consent",
        "update",
        {
          ad_storage: state,
          ad_user_data: state,
          ad_personalization: state,
          analytics_storage: state,
        },
      ]);
      expect(layer).toContainEqual({
        event: "cookie_consent",
        consent: choice ? "accepted" : "declined",
      });
      await expect.poll(() => scripts.length).toBe(choice ? 1 : 0);

      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.locator(".consent-banner")).toHaveCount(0);
      await expect.poll(() => scripts.length).toBe(choice ? 2 : 0);
    });
  }

  test("the footer's cookie settings reopen the banner, and a new choice replaces the old one", async ({
    page,
  }) => {
    await page.route(`${TAG_MANAGER_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    await open(page, `${stagingUrl}/`);
    await page.locator(".consent-banner__accept").click();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator(".consent-banner")).toHaveCount(0);
    await page.getByRole("button", { name: tFR("consent.settings") }).click();
    const banner = page.getByRole("dialog", { name: tFR("consent.label") });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: tFR("consent.decline") }).click();
    await expect(banner).toBeHidden();
    expect(
      (await page.context().cookies()).find((cookie) => cookie.name === names.consentCookie)?.value,
    ).toBe("false");
    const layer = await page.evaluate(() =>
      (window.dataLayer ?? []).map((entry) =>
        typeof entry === "object" && entry !== null && "length" in entry
          ? Array.from(entry as ArrayLike<unknown>)
          : entry,
      ),
    );
    expect(layer).toContainEqual([
      "consent",
      "update",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
      },
    ]);
  });

  test("page views are pushed on route changes; a market without a container pushes nothing", async ({
    page,
  }) => {
    await page.route(`${TAG_MANAGER_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    await open(page, `${stagingUrl}/`);
    await follow(page, page.locator(`.site-header a[href="/services/"]`).first(), "/services/");
    const views = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((entry) => (entry as { event?: string }).event === "page_view")
        .map((entry) => (entry as { page_path: string }).page_path),
    );
    expect(views).toEqual(["/", "/services/"]);

    await open(page, `${FR}/`);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });

  test("on a phone the banner covers neither the call button nor the page's first call to action", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `${FR}/`);
    const banner = (await page.locator(".consent-banner").boundingBox())!;
    for (const target of [callButton(page), page.locator(".page-intro .button").first()]) {
      const box = (await target.boundingBox())!;
      const overlaps = box.y < banner.y + banner.height && box.y + box.height > banner.y;
      expect(overlaps, `banner over ${await target.textContent()}`).toBe(false);
    }
  });
});

test.describe("embedded mode", () => {
  test("?_iframe hides the chrome in the server HTML before any bundle runs, and persists across navigation", async ({
    page,
  }) => {
    // Gatsby's scripts never load: only the inline head script can have decided.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${FR}/services/?_iframe`);
    for (const selector of [".site-header", ".site-footer", ".consent-banner", ".contact-actions"])
      await expect(page.locator(selector)).toBeHidden();
    await expect(page.locator("h1")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain(
      "is-embedded-true",
    );

    await page.unroute(/\.js$/);
    await open(page, `${FR}/services/?_iframe=true`);
    expect(await page.evaluate(() => document.documentElement.className)).toContain(
      "is-embedded-true",
    );
    const serviceLink = page.locator(".service-card__link").first();
    await follow(page, serviceLink, (await serviceLink.getAttribute("href"))!);
    await expect(page).not.toHaveURL(/_iframe/);
    await expect(page.locator("h1")).toBeVisible();
    for (const selector of [".site-header", ".site-footer", ".consent-banner", ".contact-actions"])
      await expect(page.locator(selector)).toBeHidden();
  });
});

test.describe("blocked storage", () => {
  test("with localStorage, sessionStorage and cookies throwing, pages render, the region can change and navigation works", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { get: fail });
      Object.defineProperty(window, "sessionStorage", { get: fail });
      Object.defineProperty(Document.prototype, "cookie", { get: fail, set: fail });
    });
    await open(page, `${FR}/?_region=${otherRegion.key}&utm_source=x`);
    // The query's region still applies for this page; links carry base address and path only.
    await expect(callButton(page)).toHaveAttribute("href", `tel:${otherRegion.number}`);
    await expect(page.locator(".contact-actions__login")).toHaveAttribute(
      "href",
      `${data.countries.FR.appUrl}/`,
    );
    await page.getByRole("combobox", { name: tFR("region.label") }).selectOption(firstRegion.key);
    await expect(callButton(page)).toHaveAttribute("href", `tel:${firstRegion.number}`);
    await page.locator(".consent-banner__accept").click();
    await expect(page.locator(".consent-banner")).toBeHidden();
    await follow(page, page.locator(`.site-header a[href="/services/"]`).first(), "/services/");
    await expect(page.locator(".service-card").first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("cache-busting reload", () => {
  const loadsOf = (page: Page) => {
    const loads: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        loads.push(request.url());
    });
    return loads;
  };

  test("a 199 px logo reloads once with a _cache parameter; then never again", async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const style = document.createElement("style");
        style.textContent = ".site-header__logo svg { width: 199px !important; }";
        document.head.appendChild(style);
      });
    });
    const loads = loadsOf(page);
    await page.goto(`${DE}/impressum/`);
    await expect(page).toHaveURL(/\/impressum\/\?_cache=[a-z0-9]+$/);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // The check runs before the page reports hydration; a third load would start within
    // milliseconds of it. This window only proves that none comes.
    await page.waitForTimeout(1000);
    expect(loads).toHaveLength(2);
    expect(new URL(loads[1]).searchParams.get("_cache")).toMatch(/^[a-z0-9]+$/);
  });

  test("the site's own logo (not 199 px) never reloads, nor does an embedded page", async ({
    page,
  }) => {
    const loads = loadsOf(page);
    await open(page, `${DE}/impressum/`);
    // As above: a window in which a reload would have started.
    await page.waitForTimeout(1000);
    expect(loads).toHaveLength(1);
    expect(
      await page
        .locator(".site-header__logo svg")
        .evaluate((logo) => logo.getBoundingClientRect().width),
    ).not.toBe(199);
  });
});

test.describe("locale switcher", () => {
  const switcher = (page: Page) => page.locator(".locale-switcher select");

  test("exists only outside production", async ({ page }) => {
    await open(page, `${FR}/`);
    await expect(switcher(page)).toHaveCount(0);
    expect((await page.request.get(`${FR}/locales/en-gb.json`)).status()).toBe(404);
    await open(page, `${stagingUrl}/`);
    await expect(switcher(page)).toHaveCount(1);
  });

  test("loads a catalog on demand, switches the strings and the country by the language prefix", async ({
    page,
  }) => {
    const tDE = catalog("DE");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/locales/")) requests.push(new URL(request.url()).pathname);
    });
    await open(page, `${stagingUrl}/services/`);
    expect(requests).toEqual([]);
    await switcher(page).selectOption("de-de");
    await expect(page.locator(".contact-actions__login")).toHaveText(tDE("contact.login"));
    expect(requests).toEqual(["/locales/de-de.json"]);
    const berlin = regionOf(data.countries.DE.regions[0]);
    await expect(callButton(page)).toHaveAttribute("href", `tel:${berlin.number}`);

    // es matches no market: the strings change, the country stays.
    await switcher(page).selectOption("es-es");
    await expect(page.locator(".contact-actions__login")).toHaveText(
      JSON.parse(await (await page.request.get(`${stagingUrl}/locales/es-es.json`)).text()).contact
        .login,
    );
    await expect(callButton(page)).toHaveAttribute("href", `tel:${berlin.number}`);

    // A client-side navigation keeps the chosen catalog.
    const serviceLink = page.locator(".service-card__link").first();
    await follow(page, serviceLink, (await serviceLink.getAttribute("href"))!);
    await expect(page.locator(".contact-actions__login")).toHaveText(
      JSON.parse(await (await page.request.get(`${stagingUrl}/locales/es-es.json`)).text()).contact
        .login,
    );
  });

  test("stays disabled until its own code has hydrated it, so a choice made early is not lost", async ({
    page,
  }) => {
    // The switcher is a chunk of its own: hold it back, as a slow connection would.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let heldChunk = "";
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(LOCALE_FETCH_ERROR)) {
        heldChunk = new URL(route.request().url()).pathname;
        await held;
      }
      await route.fulfill({ response, body });
    });
    await open(page, `${stagingUrl}/services/`);
    await expect.poll(() => heldChunk).not.toBe("");
    await expect(switcher(page)).toBeDisabled();
    release();
    await expect(switcher(page)).toBeEnabled();
    await switcher(page).selectOption("de-de");
    await expect(page.locator(".contact-actions__login")).toHaveText(
      catalog("DE")("contact.login"),
    );
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("a failed catalog logs 'Async language fetch failed' and keeps the language", async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    await page.route("**/locales/en-gb.json", (route) => route.abort());
    await open(page, `${stagingUrl}/`);
    await switcher(page).selectOption("en-gb");
    await expect
      .poll(() => messages.some((text) => text.includes("Async language fetch failed")))
      .toBe(true);
    await expect(page.locator(".contact-actions__login")).toHaveText(tFR("contact.login"));
    await expect(switcher(page)).toHaveValue(languageOf("FR").catalog);
  });
});

test.describe("transitions, prefetch and layout stability", () => {
  const servicePaths = expectedPages("FR")
    .filter(
      (expected) =>
        expected.route.kind === "SERVICE" && expected.path === expected.route.primaryPath,
    )
    .map((expected) => expected.path);
  const animation = (page: Page) =>
    page.locator("#main").evaluate((main) => getComputedStyle(main).animationName);

  test("pages fade in on navigation except the services list; service detail pages share one frame", async ({
    page,
  }) => {
    await open(page, `${FR}/`);
    expect(await animation(page)).toBe("none"); // never on the first load
    await follow(page, page.locator(`.site-header a[href="/services/"]`).first(), "/services/");
    expect(await animation(page)).toBe("none");

    await navigateTo(page, servicePaths[0]);
    expect(await animation(page)).toBe("page-fade-in");
    // Same transition key: the next service page's content just replaces the last one.
    await navigateTo(page, servicePaths[1]);
    await expect(page.locator("h1")).toHaveText(
      expectedPages("FR").find((expected) => expected.path === servicePaths[1])!.heading,
    );
    expect(await animation(page)).toBe("none");

    await navigateTo(page, "/cgv/");
    expect(await animation(page)).toBe("page-fade-in");
  });

  test("prefers-reduced-motion: no fade", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await open(page, `${FR}/`);
    await navigateTo(page, "/cgv/");
    expect(await animation(page)).toBe("none");
    await context.close();
  });

  test("a link in view for 250 ms prefetches its page once; a link only passed by does not", async ({
    page,
  }) => {
    const { delayMs, rootMarginPx, threshold } = data.business.prefetch;
    const footerPath = "/cgu/";
    const dataFile = (pagePath: string) => `/assets/data${pagePath}index.json`;
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    const requestsOf = (pagePath: string) =>
      requested.filter((name) => name === dataFile(pagePath)).length;
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, `${FR}/`);
    // The header's services link is in view from the start: prefetched.
    await expect.poll(() => requestsOf("/services/")).toBe(1);

    // From here the test moves the page's clock itself: a busy machine cannot stretch the time a
    // link stays in view. The test's own observer, with the site's options and created after the
    // site's, is told of a change after the site's observer is: once it reports, the site knows.
    await page.evaluate(
      ({ path, margin, ratio }) => {
        const link = document.querySelector(`footer a[href="${path}"]`);
        if (!link) throw new Error(`no footer link to ${path}`);
        new IntersectionObserver(
          (entries) => {
            for (const entry of entries)
              (window as unknown as { __inView: boolean }).__inView =
                entry.isIntersecting && entry.intersectionRatio >= ratio;
          },
          { rootMargin: `${margin}px`, threshold: ratio },
        ).observe(link);
      },
      { path: footerPath, margin: rootMarginPx, ratio: threshold },
    );
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const scrollTo = async (position: "top" | "bottom") => {
      // "bottom": the footer link in the middle of the view (the page's last screen need not hold it).
      await page.evaluate(
        ({ where, path }) =>
          where === "top"
            ? window.scrollTo(0, 0)
            : document
                .querySelector(`footer a[href="${path}"]`)
                ?.scrollIntoView({ block: "center" }),
        { where: position, path: footerPath },
      );
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __inView?: boolean }).__inView))
        .toBe(position === "bottom");
    };

    // A footer link scrolled past in 100 ms is not prefetched, however long one waits after.
    await scrollTo("bottom");
    await page.clock.runFor(100);
    await scrollTo("top");
    await page.clock.runFor(delayMs * 4);
    expect(requestsOf(footerPath)).toBe(0);

    // Staying in view prefetches it: not a millisecond before the delay, then once.
    await scrollTo("bottom");
    await page.clock.runFor(delayMs - 1);
    expect(requestsOf(footerPath)).toBe(0);
    await page.clock.runFor(delayMs);
    await expect.poll(() => requestsOf(footerPath)).toBe(1);
    await scrollTo("top");
    await scrollTo("bottom");
    await page.clock.runFor(delayMs * 4);
    expect(requestsOf(footerPath)).toBe(1);
  });

  test("a returning visitor's region, the banner and embed mode cause no layout shift", async ({
    page,
  }) => {
    await page.addInitScript(
      ([key, region]) => {
        localStorage.setItem(key, region);
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[]) {
            if (!entry.hadRecentInput)
              (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      },
      [names.region, otherRegion.key] as const,
    );
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const url of [`${FR}/services/`, `${FR}/`, `${FR}/services/?_iframe`]) {
        await open(page, url);
        await expect(callButton(page)).toHaveAttribute("href", `tel:${otherRegion.number}`);
        // Late shifts (a region applied after hydration) would land in this window.
        await page.waitForTimeout(300);
        expect(
          await page.evaluate(() => (window as unknown as { __cls: number }).__cls),
          `${url} at ${width} px`,
        ).toBe(0);
      }
    }
  });
});

test.describe("scroll", () => {
  test("navigation goes to the top, to the #anchor when there is one, and back/forward restores the position", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await open(page, `${FR}/`);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);

    await navigateTo(page, "/cgu/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // The last section anchor of the terms of sale, from the built page.
    const html = fs.readFileSync(path.join(__dirname, "../../dist/fr/cgv/index.html"), "utf8");
    const anchor = [
      ...html.matchAll(/<h2[^>]* id="([a-z][\w-]*)"|<section[^>]* id="([a-z][\w-]*)"/g),
    ]
      .map((match) => match[1] ?? match[2])
      .pop();
    if (!anchor) throw new Error("no anchor on /cgv/");
    await navigateTo(page, `/cgv/#${anchor}`);
    await expect(page).toHaveURL(`${FR}/cgv/#${anchor}`);
    await expect
      .poll(() =>
        page
          .locator(`[id="${anchor}"]`)
          .evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.goBack();
    await expectRendered(page, "/cgu/");
    await page.goBack();
    await expectRendered(page, "/");
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  });
});
