/**
 * The Content-Security-Policy as Chromium enforces it, sent by both servers: every page template
 * of the three artifacts, the tag manager after consent, the staging locale switcher, embed mode,
 * client navigation and the page-data reload record no `securitypolicyviolation`; only the app's
 * origin may frame the site.
 */
import { expect, test, type Page } from "@playwright/test";
import { ARTIFACTS, baseUrl, nginxUrl } from "./artifacts";
import { catalog, data, expectedPages, templatePages } from "./site";
import { open } from "./navigation";
import type { Market } from "../../src/shared/keys";

const TAG_MANAGER = "https://www.googletagmanager.com";
const staging = nginxUrl("dist/fr-staging");
const tFR = catalog("FR");

/** Records every violation the page reports, across full page loads. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on("response", (response) => {
    if (
      response.request().isNavigationRequest() &&
      response.url().startsWith("http://127.0.0.1") &&
      !response.headers()["content-security-policy"]
    )
      violations.push(`no policy on ${response.url()}`);
  });
  return violations;
}

const WALKS = [
  ...ARTIFACTS.map(({ market }) => ({ server: "Node", market, url: baseUrl(market) })),
  { server: "nginx", market: "DE" as Market, url: nginxUrl("dist/de") },
];

for (const { server, market, url } of WALKS) {
  test(`every template of ${market} runs under ${server}'s policy without a violation`, async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    // The market's templates on this server; those the staging sample's fixture pages stand for
    // (site.ts, templatePages) under that sample's policy, as the Node server sends it.
    const pages = templatePages(market).map((template) => ({
      pagePath: template.path,
      address: template.url.startsWith(`${baseUrl(market)}/`)
        ? `${url}${template.path}`
        : template.url,
    }));
    const notFound = pages[pages.length - 1].pagePath;
    expect(pages.length).toBeGreaterThan(5);
    for (const { pagePath, address } of pages) {
      await open(page, address);
      expect(violations, pagePath).toEqual([]);
      // Gatsby's runtime learns the page's path from an inline script the policy allows by its hash.
      const runtimePath = await page.evaluate(
        () => (window as unknown as { pagePath?: string }).pagePath,
      );
      if (pagePath === notFound) expect(runtimePath, pagePath).toBe("/404.html");
      else if (!pagePath.startsWith("/de/")) expect(runtimePath, pagePath).toBe(pagePath);
      else expect(runtimePath, pagePath).toMatch(/^\//);
    }
  });
}

test.describe("the staging FR build with a tag manager, behind nginx", () => {
  test("consent, the tag manager, the locale switcher, client navigation and embed mode raise no violation", async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    // Offline, the container cannot load: a request that reaches the network layer (here, aborted
    // as a lost connection) was allowed by the policy; a blocked one never gets here.
    const tagManagerRequests: string[] = [];
    await page.route(`${TAG_MANAGER}/**`, (route) => {
      tagManagerRequests.push(route.request().url());
      return route.abort("internetdisconnected");
    });
    await open(page, `${staging}/`);
    await page
      .getByRole("dialog", { name: tFR("consent.label") })
      .getByRole("button", { name: tFR("consent.accept") })
      .click();
    await expect.poll(() => tagManagerRequests.length).toBeGreaterThan(0);
    expect(tagManagerRequests[0]).toContain("GTM-E2ETEST");

    await page.locator(".locale-switcher select").selectOption("de-de");
    await expect(page.locator(".contact-actions__login")).toHaveText(
      catalog("DE")("contact.login"),
    );

    await page.locator(`.site-header a[href="/services/"]`).first().click();
    await expect(page).toHaveURL(`${staging}/services/`);
    await expect(page.locator("h1")).toBeVisible();

    await open(page, `${staging}/services/?_iframe=true`);
    await expect(page.locator("html")).toHaveClass(/is-embedded/);
    expect(violations).toEqual([]);
  });

  test("the reload after a deploy (a data hash the tab does not know) raises no violation", async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    const target = expectedPages("FR").find(
      (candidate) =>
        candidate.route.kind === "SERVICES" && candidate.path === candidate.route.primaryPath,
    );
    if (!target) throw new Error("no services page");
    // Before the page opens, as its links' data may be prefetched at once.
    await page.route(`**/assets/data${target.path}index.json`, async (route) => {
      const json = (await (await route.fetch()).json()) as Record<string, unknown>;
      return route.fulfill({ json: { ...json, hash: "0123456789abcdef0123" } });
    });
    await open(page, `${staging}/`);
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );
    await page.evaluate(
      (to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to),
      target.path,
    );
    await expect(page).toHaveURL(`${staging}${target.path}`);
    await expect(page.locator("h1")).toHaveText(target.heading);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // The guard loaded the target afresh: a new document, under its own policy.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBeUndefined();
    expect(violations).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});

for (const { server, url } of [
  { server: "Node", url: baseUrl("DE") },
  { server: "nginx", url: nginxUrl("dist/de") },
]) {
  test(`under ${server}, embed mode works framed by the app and is refused framed by another origin`, async ({
    page,
  }) => {
    const appOrigin = new URL(data.countries.DE.appUrl).origin;
    const services = expectedPages("DE").find((candidate) => candidate.route.kind === "SERVICES");
    if (!services) throw new Error("no services page");
    // Every page here comes through Playwright's routes, so Chromium treats them all as public
    // hosts (it keeps public pages from framing 127.0.0.1): the site at its own domain, answered
    // by the server under test, headers and all.
    const site = `https://${data.countries.DE.domains[0]}`;
    await page.route(`${site}/**`, async (route) =>
      route.fulfill({
        response: await route.fetch({ url: route.request().url().replace(site, url) }),
      }),
    );
    const embedding = `<!doctype html><title>embedding</title><iframe src="${site}${services.path}?_iframe=true" width="800" height="600"></iframe>`;
    for (const origin of [appOrigin, "https://evil.example"]) {
      await page.route(`${origin}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: embedding }),
      );
    }
    const refusals: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("frame-ancestors")) refusals.push(message.text());
    });

    await page.goto(`${appOrigin}/embed/`);
    const framed = page.frameLocator("iframe");
    await expect(framed.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(framed.locator("h1")).toHaveText(services.heading);
    await expect(framed.locator("html")).toHaveClass(/is-embedded/);
    expect(refusals).toEqual([]);

    await page.goto("https://evil.example/embed/");
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    // Chromium shows its own error page in the frame instead of the site.
    await expect
      .poll(() =>
        page
          .frames()
          .find((frame) => frame !== page.mainFrame())
          ?.url(),
      )
      .toMatch(/^chrome-error:/);
    await expect(framed.locator(".site-header, .site-footer, main")).toHaveCount(0);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
}
