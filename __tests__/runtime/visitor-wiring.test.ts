import { createTagManager } from "../../src/runtime/tag-manager";
import { createConsentStore, HAS_CONSENT_CLASS, type CookieJar } from "../../src/runtime/consent";
import { cacheBustTarget } from "../../src/runtime/cache-bust";
import { transitionOf, SERVICE_DETAIL_KEY } from "../../src/shared/transitions";
import { countryOfLocale, createCatalogFetcher, localeUrl } from "../../src/runtime/locale-switch";
import { regionOffers, zoneServices } from "../../src/shared/coverage";
import { appLinks } from "../../src/shared/app-link";
import { selectTagManagerId } from "../../src/node/runtime-config";

describe("the tag manager", () => {
  function fakeWindow() {
    const appended: { src: string; async: boolean }[] = [];
    const win = {
      document: {
        createElement: () => ({ src: "", async: false }),
        head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
      },
    } as unknown as Window & { dataLayer?: unknown[] };
    return { win, appended };
  }

  /** A consent store on `tags`, with a cookie jar in memory and a stand-in <html>. */
  function consentOn(tags: ReturnType<typeof createTagManager>, cookie?: string) {
    const jar = new Map<string, string>(cookie === undefined ? [] : [["debrix_consent", cookie]]);
    const classes = new Set<string>();
    const root = {
      classList: {
        add: (name: string) => classes.add(name),
        remove: (name: string) => classes.delete(name),
      },
    } as unknown as Element;
    const cookies: CookieJar = {
      get: (name) => jar.get(name),
      set: (name, value) => jar.set(name, value),
    };
    return {
      store: createConsentStore({
        name: "debrix_consent",
        durations: { acceptedDays: 365, declinedDays: 6 },
        tagManager: () => tags,
        root: () => root,
        cookies,
        secure: () => true,
      }),
      classes,
    };
  }

  it("without a container id pushes and loads nothing", () => {
    const { win, appended } = fakeWindow();
    const tags = createTagManager("", win);
    tags.pageView("/");
    tags.gtag("consent", "update", {});
    consentOn(tags).store.choose(true);
    expect(win.dataLayer).toBeUndefined();
    expect(appended).toEqual([]);
  });

  it("an accept sends the update and the event, then loads the script once; a decline loads nothing", () => {
    const { win, appended } = fakeWindow();
    const tags = createTagManager("GTM-ABC123", win);
    const { store } = consentOn(tags);
    store.choose(false);
    expect(appended).toEqual([]);
    expect(win.dataLayer).toContainEqual([
      "consent",
      "update",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
      },
    ]);
    expect(win.dataLayer).toContainEqual({ event: "cookie_consent", consent: "declined" });
    store.choose(true);
    tags.load();
    expect(appended).toEqual([
      { src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123", async: true },
    ]);
    expect(win.dataLayer).toContainEqual([
      "consent",
      "update",
      {
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
        analytics_storage: "granted",
      },
    ]);
    tags.pageView("/services/");
    expect(win.dataLayer).toContainEqual({ event: "page_view", page_path: "/services/" });
  });

  it("loads the script at the tab's start only for a visitor who accepted earlier", () => {
    for (const [cookie, loads] of [
      [undefined, 0],
      ["false", 0],
      ["true", 1],
    ] as const) {
      const { win, appended } = fakeWindow();
      consentOn(createTagManager("GTM-ABC123", win), cookie).store.start();
      expect(appended).toHaveLength(loads);
    }
  });

  it("marks <html> on a choice and unmarks it when the visitor asks to choose again", () => {
    const { store, classes } = consentOn(createTagManager("", fakeWindow().win), "false");
    const listener = jest.fn();
    store.subscribe(listener);
    store.reopen();
    expect(classes.has(HAS_CONSENT_CLASS)).toBe(false);
    expect(store.isReopened()).toBe(true);
    store.choose(true);
    expect(classes.has(HAS_CONSENT_CLASS)).toBe(true);
    expect(store.isReopened()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("the consent store", () => {
  const noTags = () => ({ gtag: jest.fn(), push: jest.fn(), load: jest.fn() });
  const root = () =>
    ({ classList: { add: () => undefined, remove: () => undefined } }) as unknown as Element;

  it("writes true for the accepted days and false for the declined days, and tells the tag manager", () => {
    const set = jest.fn();
    const jar: CookieJar = { get: () => undefined, set };
    const tags = noTags();
    const store = createConsentStore({
      name: "debrix_consent",
      durations: { acceptedDays: 365, declinedDays: 6 },
      tagManager: () => tags,
      root,
      cookies: jar,
      secure: () => true,
    });
    expect(store.getChoice()).toBeNull();
    store.choose(true);
    expect(set).toHaveBeenLastCalledWith("debrix_consent", "true", {
      expires: 365,
      path: "/",
      sameSite: "Lax",
      secure: true,
    });
    store.choose(false);
    expect(set).toHaveBeenLastCalledWith("debrix_consent", "false", {
      expires: 6,
      path: "/",
      sameSite: "Lax",
      secure: true,
    });
    expect(tags.push.mock.calls).toEqual([
      [{ event: "cookie_consent", consent: "accepted" }],
      [{ event: "cookie_consent", consent: "declined" }],
    ]);
    expect(tags.load).toHaveBeenCalledTimes(1);
  });

  it("keeps a choice for the page when cookies are blocked", () => {
    const jar: CookieJar = {
      get: () => {
        throw new Error("blocked");
      },
      set: () => {
        throw new Error("blocked");
      },
    };
    const store = createConsentStore({
      name: "c",
      durations: { acceptedDays: 365, declinedDays: 6 },
      tagManager: noTags,
      root,
      cookies: jar,
      secure: () => false,
    });
    expect(store.getChoice()).toBeNull();
    const listener = jest.fn();
    store.subscribe(listener);
    expect(() => store.choose(true)).not.toThrow();
    expect(store.getChoice()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("the cache-busting reload", () => {
  const base = {
    href: "https://www.debrix.de/agb/?a=1#top",
    embedded: false,
    logoWidth: 199,
    alreadyReloaded: false,
    random: () => "r4nd0m",
  };
  it("reloads a 199 px logo once, with a _cache parameter", () => {
    expect(cacheBustTarget(base)).toBe("https://www.debrix.de/agb/?a=1&_cache=r4nd0m#top");
  });
  it.each([
    ["another width", { logoWidth: 140 }],
    ["199.5 px", { logoWidth: 199.5 }],
    ["no logo", { logoWidth: null }],
    ["embedded", { embedded: true }],
    ["a _cache parameter already", { href: "https://www.debrix.de/agb/?_cache=x" }],
    ["reloaded already in this tab", { alreadyReloaded: true }],
  ])("stays with %s", (_, change) => {
    expect(cacheBustTarget({ ...base, ...change })).toBeNull();
  });
});

describe("page transitions", () => {
  it.each([
    ["SERVICES", "/services/", { key: "/services/", fade: false }],
    ["SERVICE", "/services/bennes/", { key: SERVICE_DETAIL_KEY, fade: true }],
    ["SERVICE", "/services/amiante/", { key: SERVICE_DETAIL_KEY, fade: true }],
    ["HOME", "/", { key: "/", fade: true }],
    ["BLOG_POST", "/blog/a/", { key: "/blog/a/", fade: true }],
  ] as const)("%s at %s", (kind, path, expected) => {
    expect(transitionOf({ kind, path })).toEqual(expected);
  });
});

describe("the locale switcher's rules", () => {
  const markets = [{ key: "FR" as const }, { key: "DE" as const }, { key: "EN" as const }];
  it.each([
    ["fr-fr", "FR"],
    ["de-de", "DE"],
    ["en-gb", "EN"],
    ["es-es", null],
  ])("%s sets the country %s", (locale, country) => {
    expect(countryOfLocale(locale, markets)).toBe(country);
  });

  it("fetches each catalog once, and again after a failure", async () => {
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 503 })
      .mockResolvedValue({ ok: true, status: 200, json: async () => ({ a: "b" }) });
    const load = createCatalogFetcher(fetcher);
    await expect(load("en-gb")).rejects.toThrow("/locales/en-gb.json answered 503");
    await expect(load("en-gb")).resolves.toEqual({ a: "b" });
    await load("en-gb");
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(localeUrl("en-gb")).toBe("/locales/en-gb.json");
  });
});

describe("coverage", () => {
  const region = {
    services: ["DUMPSTER", "BIGBAG"],
    zones: [{ id: "A" }, { id: "B", services: ["DUMPSTER"] }, { id: "C", services: ["ASBESTOS"] }],
  };
  it("a zone's list overrides its region's", () => {
    expect(zoneServices(region, "A")).toEqual(["DUMPSTER", "BIGBAG"]);
    expect(zoneServices(region, "B")).toEqual(["DUMPSTER"]);
    expect(zoneServices(region, "unknown")).toEqual(["DUMPSTER", "BIGBAG"]);
  });
  it("a region offers what it or any of its zones lists", () => {
    expect(regionOffers(region, "ASBESTOS")).toBe(true);
    expect(regionOffers(region, "LEAD")).toBe(false);
  });
});

describe("app links", () => {
  const app = { appUrl: "https://app.debrix.eu/", appRegisterPath: "/register/" };
  it("carry the region and tracking; with failed storage (tracking null), base address and path only", () => {
    expect(appLinks(app, "FR_IDF", { utm_source: "a b" })).toEqual({
      login: "https://app.debrix.eu/?_region=FR_IDF&utm_source=a+b",
      signup: "https://app.debrix.eu/register/?_region=FR_IDF&utm_source=a+b",
    });
    expect(appLinks(app, "FR_IDF", null)).toEqual({
      login: "https://app.debrix.eu/",
      signup: "https://app.debrix.eu/register/",
    });
  });
});

describe("SITE_TAG_MANAGER_ID", () => {
  it("replaces the market's container id only with a valid id", () => {
    expect(selectTagManagerId("", undefined)).toBe("");
    expect(selectTagManagerId("GTM-A1", "")).toBe("GTM-A1");
    expect(selectTagManagerId("", "GTM-E2ETEST")).toBe("GTM-E2ETEST");
    expect(() => selectTagManagerId("", "<script>")).toThrow(
      'SITE_TAG_MANAGER_ID="<script>" is not allowed; allowed: a container id such as GTM-ABC123',
    );
  });
});
