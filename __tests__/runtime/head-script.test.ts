/**
 * The inline head script, run as a browser runs it: first in the head of a page that jsdom parses,
 * before the body, with the page's storage, cookies and address.
 */
import path from "node:path";
import { JSDOM } from "jsdom";
import postcss, { type Rule } from "postcss";
import { siteStylesheet } from "../../src/node/stylesheet";
import { headScript, type HeadScriptOptions } from "../../src/runtime/head-script";
import { replayEarlyEvents, stopEarlyEvents } from "../../src/runtime/early-events";
import { createVisitorStore } from "../../src/runtime/visitor-store";
import { appLinks } from "../../src/shared/app-link";
import {
  MAX_TRACKING_VALUE,
  PAGE_REGION_ATTRIBUTE,
  knownRegionKeys,
  readTracking,
} from "../../src/runtime/visitor-state";
import { runtimeConfig } from "../../src/node/runtime-config";
import { loadSiteData } from "../../src/node/data/load";
import type { Market } from "../../src/shared/keys";

const ROOT = path.resolve(__dirname, "../..");
const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);
const APP = "https://app.debrix.eu";
const NAMES = { region: "debrix_region", tracking: "debrix_tracking" };

function options(overrides: Partial<HeadScriptOptions> = {}): HeadScriptOptions {
  return {
    consentCookie: "debrix_consent",
    consentDays: { acceptedDays: 365, declinedDays: 6 },
    tagManagerId: "",
    paintAfterId: "page-end",
    fallbackFocusId: "main",
    visitor: {
      names: NAMES,
      knownRegions: ["FR_IDF", "FR_LYON", "DE_BERLIN"],
      marketRegions: ["FR_IDF", "FR_LYON"],
      appUrl: APP,
    },
    ...overrides,
  };
}

interface PageOptions {
  /** The address the page is loaded at. */
  url?: string;
  cookie?: string;
  storage?: Record<string, string>;
  /** Storage that throws on every access (blocked cookies, some private modes). */
  blockedStorage?: boolean;
  /** The page's body, after the head script. */
  body?: string;
}

const BODY = `
  <main id="main" tabindex="-1"><p>Content</p></main>
  <a class="login" href="${APP}/?_region=FR_IDF">Log in</a>
  <a class="signup" href="${APP}/register/?_region=FR_IDF">Sign up</a>
  <a class="other" href="/services/">Services</a>
  <button type="button" class="plain">Search</button>
  <select class="picker"><option value="FR_IDF">IDF</option><option value="FR_LYON">Lyon</option></select>
  <section class="consent-banner" role="dialog">
    <button type="button" class="decline" data-consent-choice="false">Refuse</button>
    <button type="button" class="accept" data-consent-choice="true">Accept</button>
  </section>`;

/** Parses a page whose head runs the script, as a browser does: before the body exists. */
async function load(
  script: string,
  {
    url = "https://www.debrix.fr/",
    cookie = "",
    storage = {},
    blockedStorage = false,
    body = BODY,
  }: PageOptions = {},
) {
  const registered: unknown[] = [];
  const alerted = jest.fn();
  const dom = new JSDOM(
    `<!doctype html><html><head><script>${script}</script></head><body>${body}</body></html>`,
    {
      url,
      runScripts: "dangerously",
      beforeParse(window) {
        for (const pair of cookie.split("; ").filter(Boolean)) window.document.cookie = pair;
        for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
        if (blockedStorage) {
          Object.defineProperty(window, "localStorage", {
            get() {
              throw new window.DOMException("denied", "SecurityError");
            },
          });
        }
        Object.assign(window, {
          CSS: { registerProperty: (definition: unknown) => void registered.push(definition) },
          alert: alerted,
        });
      },
    },
  );
  const { window } = dom;
  // After the head script's own listener: the page as it is once its markup is parsed.
  if (window.document.readyState === "loading")
    await new Promise((resolve) => window.document.addEventListener("DOMContentLoaded", resolve));
  // jsdom cannot follow a link; the head script has answered a click by the time it would.
  window.addEventListener("click", (event) => event.preventDefault());
  const saved = (key: string) => (blockedStorage ? null : window.localStorage.getItem(key));
  const layer = () =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Array.isArray(entry) || typeof entry !== "object"
        ? entry
        : entry && "length" in entry
          ? Array.from(entry as ArrayLike<unknown>)
          : entry,
    );
  const $ = <T extends Element = HTMLElement>(selector: string) =>
    window.document.querySelector(selector) as unknown as T;
  return {
    window,
    document: window.document,
    registered,
    alerted,
    saved,
    layer,
    $,
    classes: () => [...window.document.documentElement.classList].sort(),
  };
}

/** Left click, as a browser dispatches it on a link or button. */
function click(element: Element) {
  const view = element.ownerDocument.defaultView!;
  element.dispatchEvent(
    new view.MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }),
  );
}

describe("the inline head script", () => {
  const without = headScript(options());
  const withTags = headScript(options({ tagManagerId: "GTM-ABC123" }));

  it.each([
    ["", "", ["has-script"]],
    ["?_iframe", "", ["has-script", "is-embedded"]],
    ["?_iframe=", "", ["has-script", "is-embedded"]],
    ["?_iframe=true", "", ["has-script", "is-embedded", "is-embedded-true"]],
    ["?_iframe=1", "", ["has-script", "is-embedded"]],
    ["", "debrix_consent=true", ["has-consent", "has-script"]],
    ["", "other=1; debrix_consent=false", ["has-consent", "has-script"]],
    ["", "debrix_consent=maybe", ["has-script"]],
    ["", "not_debrix_consent=true", ["has-script"]],
  ])("search %j and cookie %j give classes %j", async (search, cookie, classes) => {
    expect(
      (await load(without, { url: `https://www.debrix.fr/${search}`, cookie })).classes(),
    ).toEqual(classes);
  });

  it("sets Consent Mode defaults (all denied) only where there is a container, and applies a stored accept", async () => {
    expect((await load(without)).layer()).toEqual([]);
    expect((await load(withTags)).layer()).toEqual([
      [
        "consent",
        "default",
        {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "denied",
          wait_for_update: 500,
        },
      ],
    ]);
    expect((await load(withTags, { cookie: "debrix_consent=false" })).layer()).toHaveLength(1);
    expect((await load(withTags, { cookie: "debrix_consent=true" })).layer()[1]).toEqual([
      "consent",
      "update",
      {
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
        analytics_storage: "granted",
      },
    ]);
  });

  it("holds the first paint until the element it names is parsed, embedded or not, with or without a choice", async () => {
    for (const page of [
      {},
      { url: "https://www.debrix.fr/?_iframe" },
      { cookie: "debrix_consent=true" },
    ]) {
      const links = [...(await load(withTags, page)).document.head.querySelectorAll("link")].map(
        (link) => ({
          rel: link.rel,
          href: link.getAttribute("href"),
          blocking: link.getAttribute("blocking"),
        }),
      );
      expect(links).toEqual([{ rel: "expect", href: "#page-end", blocking: "render" }]);
    }
  });

  it("marks the page as being parsed until its markup is, and the stylesheet hides the cookie banner meanwhile", async () => {
    // What the body's last element sees of <html> while the parser is still at work, and after.
    const page = await load(without, {
      body: `${BODY}<script>window.whileParsing = document.documentElement.className</script>`,
    });
    expect((page.window as unknown as { whileParsing: string }).whileParsing).toBe(
      "has-script is-parsing",
    );
    expect(page.classes()).toEqual(["has-script"]);
    expect(siteStylesheet(ROOT)).toMatch(/\.is-parsing \.consent-banner \{\s*visibility: hidden;/);
  });

  it("registers the bars' heights as lengths, inherited only where an element below <html> reads them", async () => {
    expect((await load(without)).registered).toEqual([
      { name: "--header-pinned", syntax: "<length>", inherits: false, initialValue: "0px" },
      { name: "--contact-bar-pinned", syntax: "<length>", inherits: true, initialValue: "0px" },
      { name: "--consent-banner-pinned", syntax: "<length>", inherits: false, initialValue: "0px" },
    ]);
    // The stylesheet's only reader of a bar's height below <html>: the cookie banner, on the contact bar.
    const readers: string[] = [];
    postcss.parse(siteStylesheet(ROOT)).walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(/var\((--[a-z-]+-pinned)\)/g))
        readers.push(`${(decl.parent as Rule).selector} ${name}`);
    });
    expect(readers.filter((reader) => !reader.startsWith(":root "))).toEqual([
      ".consent-banner --contact-bar-pinned",
    ]);
  });

  it("cannot be broken out of by a cookie name, an element id, a storage name or an address", async () => {
    const hostile = '"</script><script>alert(1)//';
    const script = headScript(
      options({
        consentCookie: `x${hostile}`,
        paintAfterId: hostile,
        fallbackFocusId: hostile,
        visitor: {
          names: { region: hostile, tracking: hostile },
          knownRegions: [hostile],
          marketRegions: [hostile],
          appUrl: `https://a.example/${hostile}`,
        },
      }),
    );
    // No text can end the script element, and nothing in the values runs.
    expect(script).not.toMatch(/<\/script/i);
    const page = await load(script, {
      url: "https://www.debrix.fr/?_region=x&gclid=G1",
      body: `${BODY}<a class="app" href="https://a.example/x">App</a>`,
    });
    click(page.$(".accept"));
    click(page.$(".app"));
    expect(page.alerted).not.toHaveBeenCalled();
    expect(page.classes()).toEqual(["has-consent", "has-script"]);
    expect(page.document.head.querySelector("link")?.getAttribute("href")).toBe(
      "#scriptscriptalert1",
    );
  });

  it("shows the stylesheet's rule for controls that need a script, keyed on the class it sets", async () => {
    const css = siteStylesheet(ROOT);
    expect(css).toMatch(/:root:not\(\.has-script\) \[data-needs-script\] \{\s*display: none;/);
  });
});

describe("tracking on landing, before the first paint", () => {
  const script = headScript(options());

  it("saves the utm fields and gclid of the query as one entry, in the order the rules read them", async () => {
    const { saved } = await load(script, {
      url: "https://www.debrix.fr/?utm_source=news&utm_medium=mail&utm_campaign=spring&utm_term=benne&utm_content=a&gclid=G1&other=x",
    });
    expect(JSON.parse(saved(NAMES.tracking) ?? "")).toEqual({
      utm_source: "news",
      utm_medium: "mail",
      utm_campaign: "spring",
      utm_term: "benne",
      utm_content: "a",
      gclid: "G1",
    });
  });

  it("keeps an earlier landing's fields when the query has none", async () => {
    const { saved } = await load(script, {
      url: "https://www.debrix.fr/?_region=FR_LYON",
      storage: { debrix_tracking: '{"gclid":"G1"}' },
    });
    expect(saved(NAMES.tracking)).toBe('{"gclid":"G1"}');
  });

  it("replaces an earlier landing's fields with the new landing's, and cuts very long values", async () => {
    const { saved } = await load(script, {
      url: `https://www.debrix.fr/?utm_source=${"x".repeat(5000)}`,
      storage: { debrix_tracking: '{"gclid":"G1"}' },
    });
    expect(JSON.parse(saved(NAMES.tracking) ?? "")).toEqual({
      utm_source: "x".repeat(MAX_TRACKING_VALUE),
    });
  });

  it("saves a _region that names a known region, and only such a one", async () => {
    expect(
      (await load(script, { url: "https://www.debrix.fr/?_region=FR_LYON" })).saved(NAMES.region),
    ).toBe("FR_LYON");
    expect(
      (await load(script, { url: "https://www.debrix.fr/?_region=DE_BERLIN" })).saved(NAMES.region),
    ).toBe("DE_BERLIN");
    expect(
      (
        await load(script, {
          url: "https://www.debrix.fr/?_region=NOPE",
          storage: { debrix_region: "FR_LYON" },
        })
      ).saved(NAMES.region),
    ).toBe("FR_LYON");
  });

  it("tolerates storage that throws, and the page goes on", async () => {
    const page = await load(script, {
      url: "https://www.debrix.fr/?gclid=G1&_region=FR_LYON",
      blockedStorage: true,
    });
    expect(page.classes()).toContain("has-script");
    click(page.$(".signup"));
    expect(page.$<HTMLAnchorElement>(".signup").href).toBe(`${APP}/register/`);
  });
});

describe("links into the app, before React renders them", () => {
  const script = headScript(options());

  it("carry the saved region and tracking, encoded as the app links of a hydrated page are, from the parsed markup on", async () => {
    const values = {
      utm_source: "news letter",
      utm_medium: "e-mail",
      utm_campaign: "été 2026",
      utm_term: "benne&gravats",
      utm_content: "a=b",
      gclid: "Cj0KCQ",
    };
    const page = await load(script, {
      url: `https://www.debrix.fr/?${new URLSearchParams(values)}`,
      storage: { debrix_region: "FR_LYON" },
    });
    const expected = appLinks({ appUrl: APP, appRegisterPath: "/register/" }, "FR_LYON", values);
    expect(page.$<HTMLAnchorElement>(".login").href).toBe(expected.login);
    expect(page.$<HTMLAnchorElement>(".signup").href).toBe(expected.signup);
    expect(page.$<HTMLAnchorElement>(".other").getAttribute("href")).toBe("/services/");
  });

  it.each(["click", "auxclick", "mousedown", "contextmenu", "focusin"])(
    "are made again on %s, for tracking saved since the markup was parsed",
    async (type) => {
      const page = await load(script);
      page.window.localStorage.setItem(NAMES.tracking, '{"gclid":"late"}');
      const link = page.$<HTMLAnchorElement>(".signup");
      link.dispatchEvent(
        new page.window.MouseEvent(type, {
          bubbles: true,
          cancelable: true,
          button: type === "auxclick" ? 1 : 0,
        }),
      );
      expect(link.href).toBe(`${APP}/register/?_region=FR_IDF&gclid=late`);
    },
  );

  it("keep what a visitor tool hands to the sign-up, between the region and the tracking, as appLinks orders them", async () => {
    const choices = [
      ["service", "DUMPSTER"],
      ["waste", "rubble.with-tiles"],
      ["size", "chain-3"],
      ["count", "2"],
      ["zone", "IDF_PARIS"],
    ] as const;
    const app = { appUrl: APP, appRegisterPath: "/register/" };
    const rendered = appLinks(app, "FR_IDF", {}, choices).signup;
    const body = `<a class="signup" href="${rendered.replace(/&/g, "&amp;")}">Sign up</a>`;
    const page = await load(script, {
      url: "https://www.debrix.fr/?gclid=G1",
      storage: { debrix_region: "FR_LYON" },
      body,
    });
    click(page.$(".signup"));
    expect(page.$<HTMLAnchorElement>(".signup").href).toBe(
      appLinks(app, "FR_LYON", { gclid: "G1" }, choices).signup,
    );
    const blocked = await load(script, {
      url: "https://www.debrix.fr/",
      blockedStorage: true,
      body,
    });
    click(blocked.$(".signup"));
    expect(blocked.$<HTMLAnchorElement>(".signup").href).toBe(
      appLinks(app, "FR_IDF", null, choices).signup,
    );
  });

  it("are left to React once it listens", async () => {
    const page = await load(script);
    stopEarlyEvents(page.window as unknown as Window);
    page.window.localStorage.setItem(NAMES.tracking, '{"gclid":"late"}');
    click(page.$(".signup"));
    expect(page.$<HTMLAnchorElement>(".signup").href).toBe(`${APP}/register/?_region=FR_IDF`);
  });

  /**
   * The same storage and address, given to the head script and to the store a hydrated page
   * renders from: every market of data/, every kind of saved and asked-for region.
   */
  describe.each(Object.keys(data.countries) as Market[])(
    "agree with the links of the hydrated %s page",
    (market) => {
      const config = runtimeConfig(data, market, "production");
      const marketScript = headScript(
        options({
          visitor: {
            names: config.names,
            knownRegions: knownRegionKeys(config.markets),
            marketRegions: config.markets.find((candidate) => candidate.key === market)!.regions,
            appUrl: config.appUrl,
          },
        }),
      );
      const country = data.countries[market];
      const domain = country.domains[0];
      const known = knownRegionKeys(config.markets);
      const ownLast = country.regions[country.regions.length - 1];
      const foreign = known.find((key) => !country.regions.includes(key));
      const saves = [undefined, "", "NOT_A_REGION", country.regions[0], ownLast, foreign].filter(
        (value, index, all) => all.indexOf(value) === index,
      );
      const queries = [
        "",
        `?_region=${ownLast}`,
        foreign ? `?_region=${foreign}` : "?_region=NOPE",
        "?gclid=G1&utm_source=news",
      ];
      const pageRegions = [null, ownLast];
      const cases = saves.flatMap((saved) =>
        queries.flatMap((query) => pageRegions.map((pageRegion) => ({ saved, query, pageRegion }))),
      );

      it.each(cases)(
        "saved region $saved, query $query, region page $pageRegion",
        async ({ saved, query, pageRegion }) => {
          const storage = {
            ...(saved === undefined ? {} : { [config.names.region]: saved }),
            [config.names.tracking]: '{"utm_campaign":"earlier"}',
          };
          // The server rendered the links with the page's region, or the market's first.
          const rendered = appLinks(country, pageRegion ?? country.regions[0], {});
          const body = `${pageRegion ? `<div ${PAGE_REGION_ATTRIBUTE}="${pageRegion}"></div>` : ""}<a class="signup" href="${rendered.signup}">Sign up</a>`;
          const page = await load(marketScript, {
            url: `https://${domain}/${query}`,
            storage,
            body,
          });

          const store = createVisitorStore({
            markets: config.markets,
            market,
            defaultRegion: config.defaultRegion,
            names: config.names,
            storage: () => page.window.localStorage,
          });
          store.start({ search: query, host: domain, pageRegion });
          const state = store.getState();
          expect(page.$<HTMLAnchorElement>(".signup").href).toBe(
            appLinks(
              country,
              state.region,
              readTracking(page.window.localStorage, config.names.tracking),
            ).signup,
          );
        },
      );
    },
  );
});

describe("the cookie banner before React listens", () => {
  it("accepts at once: the cookie, the class that hides the banner, the Consent Mode update and the event", async () => {
    const page = await load(headScript(options({ tagManagerId: "GTM-ABC123" })));
    page.$(".accept").focus();
    click(page.$(".accept"));
    expect(page.document.cookie).toBe("debrix_consent=true");
    expect(page.classes()).toContain("has-consent");
    expect(page.layer().slice(1)).toEqual([
      [
        "consent",
        "update",
        {
          ad_storage: "granted",
          ad_user_data: "granted",
          ad_personalization: "granted",
          analytics_storage: "granted",
        },
      ],
      { event: "cookie_consent", consent: "accepted" },
    ]);
    // The banner goes: focus goes to the main content rather than to nothing.
    expect(page.document.activeElement).toBe(page.$("#main"));
  });

  it("declines at once, and without a tag manager tells no one", async () => {
    const page = await load(headScript(options()));
    click(page.$(".decline"));
    expect(page.document.cookie).toBe("debrix_consent=false");
    expect(page.classes()).toContain("has-consent");
    expect(page.layer()).toEqual([]);
  });

  it("leaves the choice to React once it listens, and is not recorded to be replayed", async () => {
    const page = await load(headScript(options()));
    stopEarlyEvents(page.window as unknown as Window);
    click(page.$(".accept"));
    expect(page.document.cookie).toBe("");
    expect(page.classes()).not.toContain("has-consent");
    expect(replayEarlyEvents(page.window as unknown as Window & typeof globalThis)).toBe(0);
  });
});

describe("early taps on buttons and selects", () => {
  const script = headScript(options());
  const win = (page: Awaited<ReturnType<typeof load>>) =>
    page.window as unknown as Window & typeof globalThis;

  it("are replayed once the page has hydrated, once each, in order, on their own elements", async () => {
    const page = await load(script);
    const button = page.$(".plain");
    const picker = page.$<HTMLSelectElement>(".picker");
    click(button);
    picker.value = "FR_LYON";
    picker.dispatchEvent(new page.window.Event("change", { bubbles: true }));
    click(button);
    stopEarlyEvents(win(page));
    // Hydration keeps the elements; React attaches its own listeners and holds the rendered value.
    picker.value = "FR_IDF";
    const seen: string[] = [];
    button.addEventListener("click", () => seen.push("click"));
    picker.addEventListener("change", () => seen.push(`change ${picker.value}`));
    expect(replayEarlyEvents(win(page))).toBe(3);
    expect(seen).toEqual(["click", "change FR_LYON", "click"]);
    expect(replayEarlyEvents(win(page))).toBe(0);
  });

  it("are not recorded once React listens", async () => {
    const page = await load(script);
    stopEarlyEvents(win(page));
    click(page.$(".plain"));
    expect(replayEarlyEvents(win(page))).toBe(0);
  });

  it("are not replayed on an element React did not keep, nor on another page", async () => {
    const page = await load(script);
    click(page.$(".plain"));
    page.$(".plain").remove();
    expect(replayEarlyEvents(win(page))).toBe(0);

    const other = await load(script);
    click(other.$(".plain"));
    other.window.history.pushState(null, "", "/services/");
    expect(replayEarlyEvents(win(other))).toBe(0);
  });

  it("leave links alone: they go where they say without any script", async () => {
    const page = await load(script);
    click(page.$(".other"));
    expect(replayEarlyEvents(win(page))).toBe(0);
  });
});
