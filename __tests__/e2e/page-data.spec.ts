/**
 * The page-data loader against a served artifact (docs/rules.md#page-data-errors): a redeploy under an open tab, missing
 * and corrupt index.json files, the /de/{slug+} pages and a chunk that cannot load.
 * Each test serves its own copy of the DE artifact, so it can change files on disk freely.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "yaml";
import { ARTIFACTS } from "./artifacts";
import { catalog, expectedPages, languageOf } from "./site";
import { typeset, typographyOf } from "../../src/rules/typography";
import { expectRendered, follow, navigateTo, open } from "./navigation";

const ROOT = path.resolve(__dirname, "../..");
const MARKET = "DE" as const;
const t = catalog(MARKET);
const pages = expectedPages(MARKET);
const headingOf = (pagePath: string) => {
  const found = pages.find((candidate) => candidate.path === pagePath);
  if (!found) throw new Error(`${pagePath} is not a DE page`);
  return found.heading;
};

/** The market's /de/{slug+} pages, from their data files, their texts typeset as the build does. */
const dynamicDir = path.join(ROOT, "content/dynamic", MARKET.toLowerCase());
const text = (value: string) => typeset(value, typographyOf(languageOf(MARKET)));
const known = fs
  .readdirSync(dynamicDir, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".yaml"))
  .map((name) => {
    const content = parse(fs.readFileSync(path.join(dynamicDir, name), "utf8")) as {
      title: string;
      heading?: string;
      description: string;
    };
    return {
      path: `/de/${name.replace(/\.yaml$/, "")}/`,
      content: {
        title: text(content.title),
        heading: content.heading === undefined ? undefined : text(content.heading),
        description: text(content.description),
      },
    };
  });

interface Served {
  url: string;
  dir: string;
  close: () => Promise<void>;
}

async function serveCopy(): Promise<Served> {
  const artifact = ARTIFACTS.find((candidate) => candidate.market === MARKET);
  if (!artifact) throw new Error("no DE artifact");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-e2e-"));
  fs.cpSync(path.join(ROOT, artifact.dir), dir, { recursive: true });
  const { createSiteServer, listen } = await import("../../scripts/server.mjs");
  const server = createSiteServer(dir);
  const address = await listen(server, 0, "127.0.0.1");
  return {
    url: `http://127.0.0.1:${address.port}`,
    dir,
    // The copy goes only once the server has stopped: a late request (the favicon) must not find it half gone.
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

function pageDataFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(dir, "assets/data"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith("index.json"))
    .map((name) => path.join(dir, "assets/data", name));
}

/** What a redeploy does to the data: every index.json now carries another build's hash. */
function redeployData(dir: string): void {
  for (const file of pageDataFiles(dir)) {
    const json = JSON.parse(fs.readFileSync(file, "utf8")) as { hash: string };
    fs.writeFileSync(file, JSON.stringify({ ...json, hash: "0123456789abcdef0123" }));
  }
}

const dataFile = (dir: string, pagePath: string) =>
  path.join(dir, "assets/data", pagePath, "index.json");

/** Document (full page) requests the tab makes from now on. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

async function openHydrated(page: Page, url: string) {
  await open(page, url);
  // A marker that only survives client-side navigation.
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/**
 * Clicks a footer link (below the fold, so its data was not prefetched before the test's change)
 * and waits until the target's page is rendered, in this document or after a full load.
 */
async function clickFooterLink(page: Page, pagePath: string) {
  await follow(page, page.locator(`footer a[href="${pagePath}"]`), pagePath);
}

let served: Served;
test.beforeEach(async () => {
  served = await serveCopy();
});
test.afterEach(async () => {
  await served.close();
});

test("a link clicked after a redeploy loads the target afresh, once, and shows it", async ({
  page,
}) => {
  await openHydrated(page, `${served.url}/`);
  redeployData(served.dir);
  const loads = documentLoads(page);
  await clickFooterLink(page, "/agb/");
  await expect(page).toHaveURL(`${served.url}/agb/`);
  await expect(page.locator("h1")).toHaveText(headingOf("/agb/"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await sameDocument(page)).toBe(false);
  // The fresh HTML still carries the old hash (only the data was rewritten): no second reload.
  await page.waitForTimeout(1000);
  expect(loads).toEqual(["/agb/"]);

  // Stale HTML again for the same target: handed to the router, never a loop.
  await openHydrated(page, `${served.url}/impressum/`);
  const later = documentLoads(page);
  await clickFooterLink(page, "/agb/");
  await expect(page.locator("h1")).toHaveText(headingOf("/agb/"));
  expect(await sameDocument(page)).toBe(true);
  expect(later).toEqual([]);
});

test("back/forward to an entry the tab has not checked reloads that entry in place and restores its scroll", async ({
  page,
}) => {
  await openHydrated(page, `${served.url}/`);
  // History entries made outside Gatsby's router, so the tab never checked /agb/'s data; Gatsby's
  // scroll restoration has a position saved for that entry.
  await page.evaluate(() => {
    window.sessionStorage.setItem("@@scroll|/agb/|entry-b", "600");
    window.history.pushState({ key: "entry-b" }, "", "/agb/");
    window.history.pushState({ key: "entry-c" }, "", "/");
  });
  redeployData(served.dir);
  const loads = documentLoads(page);
  await page.evaluate(() => window.history.back());
  await expectRendered(page, "/agb/");
  await expect(page.locator("h1")).toHaveText(headingOf("/agb/"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await sameDocument(page)).toBe(false);
  expect(loads).toEqual(["/agb/"]);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
  // The reload kept the history entry: forward still leads to the entry after it.
  expect(await page.evaluate(() => (window.history.state as { key?: string } | null)?.key)).toBe(
    "entry-b",
  );
});

test("without a redeploy, links navigate inside the page with the data's hash checked", async ({
  page,
}) => {
  await openHydrated(page, `${served.url}/`);
  const loads = documentLoads(page);
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/assets/data/")) dataRequests.push(new URL(request.url()).pathname);
  });
  await clickFooterLink(page, "/agb/");
  await expect(page.locator("h1")).toHaveText(headingOf("/agb/"));
  expect(await sameDocument(page)).toBe(true);
  expect(loads).toEqual([]);
  expect(dataRequests).toContain("/assets/data/agb/index.json");
});

test("a target whose index.json is gone shows the not-found page at its address", async ({
  page,
}) => {
  await openHydrated(page, `${served.url}/`);
  fs.rmSync(dataFile(served.dir, "/agb/"));
  const loads = documentLoads(page);
  await clickFooterLink(page, "/agb/");
  await expect(page).toHaveURL(`${served.url}/agb/`);
  await expect(page.locator("h1")).toHaveText(t("pages.NOT_FOUND.heading"));
  expect(await sameDocument(page)).toBe(true);
  expect(loads).toEqual([]);
});

test("a corrupt index.json is reported and the router still shows the page, never a blank screen", async ({
  page,
}) => {
  await openHydrated(page, `${served.url}/`);
  fs.writeFileSync(dataFile(served.dir, "/agb/"), '{"hash": "trunc');
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await clickFooterLink(page, "/agb/");
  await expect(page.locator("h1")).toHaveText(headingOf("/agb/"));
  expect(await sameDocument(page)).toBe(true);
  expect(errors.join("\n")).toContain("Failed to parse JSON");
});

test.describe("the /de/{slug+} pages", () => {
  test("a known slug renders its data file, with its own head tags in the server HTML", async ({
    page,
  }) => {
    expect(known.length).toBeGreaterThan(0);
    for (const dynamic of known) {
      const response = await page.goto(`${served.url}${dynamic.path}`);
      expect(response?.status()).toBe(200);
      // Before any script: the page's head tags are in the HTML for search engines and link previews.
      const html = (await response?.text()) ?? "";
      expect(html).toContain(
        `<link data-rh="true" rel="canonical" href="https://www.debrix.de${dynamic.path}"/>`,
      );
      await expect(page).toHaveTitle(`${dynamic.content.title} | Debrix`);
      await expect(page.locator("h1")).toHaveText(dynamic.content.heading ?? dynamic.content.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        dynamic.content.description,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    }
  });

  test("an unknown slug answers 404 and stays the not-found page through hydration", async ({
    page,
  }) => {
    // Every heading the page shows from the first parse on, to catch a flash of another page.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __headings: string[] }).__headings = seen;
      const record = () => {
        const text = document.querySelector("h1")?.textContent ?? "(none)";
        if (seen[seen.length - 1] !== text) seen.push(text);
      };
      new MutationObserver(record).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    const response = await page.goto(`${served.url}/de/gibt-es-nicht/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // A flash of another page would come right after hydration: watch for it a while.
    await page.waitForTimeout(500);
    await expect(page.locator("h1")).toHaveText(t("pages.NOT_FOUND.heading"));
    // The 404 HTML hydrates as the 404 page, never as another page.
    const headings = await page.evaluate(() =>
      (window as unknown as { __headings: string[] }).__headings.filter(
        (text) => text !== "(none)",
      ),
    );
    expect(headings).toEqual([t("pages.NOT_FOUND.heading")]);
    expect(await page.locator('[role="status"]').count()).toBe(0);
  });

  test("client-side navigation reaches a known slug, its data's hash checked, and shows not-found for an unknown one", async ({
    page,
  }) => {
    await openHydrated(page, `${served.url}/`);
    const loads = documentLoads(page);
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/assets/data/"))
        dataRequests.push(new URL(request.url()).pathname);
    });
    const [first] = known;
    await navigateTo(page, first.path);
    await expect(page.locator("h1")).toHaveText(first.content.heading ?? first.content.title);
    await expect(page).toHaveTitle(`${first.content.title} | Debrix`);
    expect(dataRequests).toContain(`/assets/data${first.path}index.json`);
    await navigateTo(page, "/de/gibt-es-nicht/");
    await expect(page).toHaveURL(`${served.url}/de/gibt-es-nicht/`);
    await expect(page.locator("h1")).toHaveText(t("pages.NOT_FOUND.heading"));
    expect(await sameDocument(page)).toBe(true);
    expect(loads).toEqual([]);
  });

  test("a known slug's data of another build loads the page afresh, once", async ({ page }) => {
    await openHydrated(page, `${served.url}/`);
    redeployData(served.dir);
    const loads = documentLoads(page);
    const [first] = known;
    await navigateTo(page, first.path);
    await expect(page).toHaveURL(`${served.url}${first.path}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator("h1")).toHaveText(first.content.heading ?? first.content.title);
    expect(await sameDocument(page)).toBe(false);
    expect(loads).toEqual([first.path]);
  });

  test("a known slug whose index.json is corrupt still opens from its HTML, and a navigation to it is reported and still shows it", async ({
    page,
  }) => {
    const [first] = known;
    fs.writeFileSync(dataFile(served.dir, first.path), "<html>not json</html>");
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    // Opened: the page came with its HTML and needs no data file.
    await open(page, `${served.url}${first.path}`);
    await expect(page.locator("h1")).toHaveText(first.content.heading ?? first.content.title);
    // Reached by the router: the failure is reported and the router shows the page it has.
    await openHydrated(page, `${served.url}/`);
    await navigateTo(page, first.path);
    await expect(page.locator("h1")).toHaveText(first.content.heading ?? first.content.title);
    expect(await sameDocument(page)).toBe(true);
    expect(errors.join("\n")).toContain("Failed to parse JSON");
  });
});

test("a page chunk that cannot load leads to a full navigation, never a blank page", async ({
  page,
}) => {
  // The legal pages' component chunk fails, as after a deploy that removed it.
  await page.route(/component---page-queries-legal-query-tsx-[^/]*\.js$/, (route) =>
    route.abort("failed"),
  );
  await openHydrated(page, `${served.url}/`);
  const loads = documentLoads(page);
  // Not clickFooterLink: the target's page never renders in React here, only its server HTML shows.
  await page.locator(`footer a[href="/agb/"]`).click();
  await expect(page).toHaveURL(`${served.url}/agb/`);
  // The server's HTML of the target is shown even though its script cannot run.
  await expect(page.locator("h1")).toHaveText(headingOf("/agb/"));
  expect(await sameDocument(page)).toBe(false);
  expect(loads).toEqual(["/agb/"]);
});

test("HTML and page data revalidate on every request; content-hashed scripts are immutable", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.push(new URL(response.url()).pathname);
  });
  await openHydrated(page, `${served.url}/`);
  const revalidate = "public, max-age=0, must-revalidate";
  for (const pagePath of [
    "/",
    "/agb/",
    ...known.map((dynamic) => dynamic.path),
    "/assets/data/index.json",
    "/assets/data/agb/index.json",
    "/page-data/app-data.json",
  ]) {
    const response = await request.get(`${served.url}${pagePath}`);
    expect(response.status(), pagePath).toBe(200);
    expect(response.headers()["cache-control"], pagePath).toBe(revalidate);
  }
  const hashed = scripts.filter((name) => /-[0-9a-f]{16,}\.js$/.test(name));
  expect(hashed.length).toBeGreaterThan(2);
  for (const script of hashed) {
    const response = await request.get(`${served.url}${script}`);
    expect(response.headers()["cache-control"], script).toBe("public, max-age=31536000, immutable");
  }
});

test("the page paints before its bundles are requested, and the bundles come as build-time brotli", async ({
  page,
  request,
}) => {
  await openHydrated(page, `${served.url}/agb/`);
  const timing = await page.evaluate(() => ({
    firstPaint:
      performance.getEntriesByType("paint").find((entry) => entry.name === "first-contentful-paint")
        ?.startTime ?? Infinity,
    bundles: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/(framework|app)-[0-9a-f]{16,}\.js$/.test(entry.name))
      .map((entry) => ({
        name: new URL(entry.name).pathname,
        startTime: entry.startTime,
        encoded: (entry as PerformanceResourceTiming).encodedBodySize,
        decoded: (entry as PerformanceResourceTiming).decodedBodySize,
      })),
  }));
  // React DOM's bundle and Gatsby's entry, which carries webpack's runtime (docs/decisions.md#d58-webpacks-runtime-travels-in-app).
  expect(timing.bundles).toHaveLength(2);
  for (const bundle of timing.bundles) {
    expect(bundle.startTime, bundle.name).toBeGreaterThanOrEqual(timing.firstPaint);
    // Transferred compressed: the encoded body is a fraction of the script.
    expect(bundle.encoded, bundle.name).toBeLessThan(bundle.decoded * 0.5);
  }
  const app = timing.bundles.find((bundle) => bundle.name.startsWith("/app-"));
  const br = await request.get(`${served.url}${app?.name}`, {
    headers: { "accept-encoding": "br" },
  });
  expect(br.headers()["content-encoding"]).toBe("br");
  expect(br.headers()["vary"]).toBe("Accept-Encoding");
  expect(br.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const gzip = await request.get(`${served.url}/agb/`, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  const plain = await request.get(`${served.url}${app?.name}`, {
    headers: { "accept-encoding": "identity" },
  });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect((await plain.body()).toString()).toBe((await br.body()).toString());
});
