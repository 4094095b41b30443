/**
 * The region pages and their hub in Chromium over the served artifacts: each page carries its own
 * region's number, zones, services and articles, makes the region the visitor's, is linked from
 * the picker, the coverage checker, the service pages and the footer, says what it is to search
 * engines, and is not a near-copy of another region's page.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ARTIFACTS, baseUrl, contentWalk } from "./artifacts";
import {
  catalog,
  contentOf,
  countryOf,
  data,
  languageOf,
  pathsOf,
  regionOf,
  timeoutForPages,
} from "./site";
import { follow, open, visit } from "./navigation";
import { marketRoutes } from "../../src/rules/market";
import { typeset, typographyOf } from "../../src/rules/typography";
import { regionOffers, effectiveServices } from "../../src/shared/coverage";
import { pagePath, regionPath, servicePath } from "../../src/shared/route-table";
import { storageNames } from "../../src/shared/storage-names";
import { NEAR_DUPLICATE, shingleSimilarity } from "./shingles";
import type { Market } from "../../src/shared/keys";
import type { MarketLanguage } from "../../src/shared/data-schema";
import { valueIn } from "../../src/shared/languages";

const ROOT = path.resolve(__dirname, "../..");
const names = storageNames(data.brand.name);

/** A market's regions in one of its languages (its first by default). */
function regionsOf(market: Market, language: MarketLanguage = languageOf(market)) {
  return data.countries[market].regions.map((key) => {
    const region = data.regions.find((candidate) => candidate.key === key);
    if (!region) throw new Error(`no region ${key}`);
    return regionOf(region, language);
  });
}

/** The articles that name a region in their front matter, by slug. */
function articlesAbout(regionKey: string): string[] {
  const dir = path.join(ROOT, "content/blog");
  return fs.readdirSync(dir).filter((slug) => {
    const text = fs.readFileSync(path.join(dir, slug, "index.mdx"), "utf8");
    const line = /^regions:\s*\[([^\]]*)\]/m.exec(text);
    return (
      line !== null &&
      line[1]
        .split(",")
        .map((key) => key.trim())
        .includes(regionKey)
    );
  });
}

async function mainText(page: Page): Promise<string> {
  return page.locator("main").innerText();
}

// In a market with several languages, its first: languages.spec.ts shows the others.
for (const { market, dir } of ARTIFACTS) {
  const base = baseUrl(market);
  const marketLanguage = languageOf(market);
  const country = countryOf(market, marketLanguage);
  const language = contentOf(marketLanguage);
  const paths = pathsOf(market, marketLanguage);
  const t = catalog(market, marketLanguage);
  const regions = regionsOf(market, marketLanguage);
  const rules = typographyOf(marketLanguage);
  const services = country.services.map(({ key }) => {
    const service = data.services.find((candidate) => candidate.key === key);
    if (!service) throw new Error(`no service ${key}`);
    return service;
  });
  const hasBlog = country.pages.includes("BLOG");

  test.describe(`${market} region pages`, () => {
    test(`the hub lists every region of the market with its number, and links to its page${contentWalk(dir)}`, async ({
      page,
    }) => {
      await open(page, `${base}${pagePath(paths, "REGIONS", language)}`);
      await expect(page.locator("h1")).toHaveText(t("pages.REGIONS.heading"));
      const cards = page.locator(".region-card");
      await expect(cards).toHaveCount(regions.length);
      for (const [index, region] of regions.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("link", { name: typeset(region.name, rules) })).toHaveAttribute(
          "href",
          regionPath(paths, region, language),
        );
        await expect(card.locator(`a[href="tel:${region.number}"]`)).toHaveCount(1);
      }
    });

    test(`each region page shows its number, every zone with its services, every service and its articles${contentWalk(dir)}`, async ({
      page,
    }) => {
      test.setTimeout(timeoutForPages(regions.length, 4_000));
      for (const region of regions) {
        await visit(page, `${base}${regionPath(paths, region, language)}`);
        const main = page.locator("main");
        await expect(main.locator(`a[href="tel:${region.number}"]`).first()).toBeVisible();
        await expect(
          main.locator(`a[href^="${country.appUrl}"][href*="_region=${region.key}"]`).first(),
        ).toBeVisible();
        const rows = main.locator(".zone-table tbody tr");
        await expect(rows).toHaveCount(region.zones.length);
        const offered = services.filter((service) => regionOffers(region, service.key));
        for (const [index, zone] of region.zones.entries()) {
          const row = rows.nth(index);
          await expect(row.locator("th")).toHaveText(typeset(zone.name, rules));
          const links = row.locator("a");
          // A zone lists its services, or says it has all of the region's (a long list is not repeated row after row).
          const own = offered.filter((service) =>
            effectiveServices(region, zone).includes(service.key),
          );
          if ((await links.count()) > 0) {
            await expect(links).toHaveText(
              own.map((service) => typeset(String(valueIn(service.names, marketLanguage)), rules)),
            );
          } else {
            expect(own.length, `zone ${zone.id} of ${region.key} lists no service link`).toBe(
              offered.length,
            );
          }
        }
        for (const service of offered) {
          // The service's slug in the page's locale (fr-BE has its own), else its language's.
          const slugs = { [language]: valueIn(service.slugs, marketLanguage) };
          await expect(
            main.locator(
              `.link-list a[href="${servicePath(paths, { ...service, slugs }, language)}"]`,
            ),
          ).toHaveCount(1);
        }
        const expectedArticles = hasBlog ? articlesAbout(region.key) : [];
        const articleLinks = main.locator(".article-list__link");
        await expect(articleLinks).toHaveCount(expectedArticles.length);
        for (const slug of expectedArticles)
          await expect(main.locator(`.article-list__link[href="/blog/${slug}/"]`)).toHaveCount(1);
        for (const neighbour of region.neighbours ?? []) {
          const found = data.regions.find((candidate) => candidate.key === neighbour);
          const other = found && regionOf(found, marketLanguage);
          if (other)
            await expect(
              main.locator(`a[href="${regionPath(paths, other, language)}"]`),
            ).toHaveCount(1);
        }
      }
    });

    test(`a region page says what it is to search engines: the company's service in the region with its zones and phone, a Service per service, a breadcrumb${contentWalk(dir)}`, async ({
      page,
    }) => {
      const region = regions[regions.length - 1];
      const pagePathname = regionPath(paths, region, language);
      const pageUrl = `https://${country.domains[0]}${pagePathname}`;
      await open(page, `${base}${pagePathname}`);
      const nodes = await page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
        ),
      );
      // No LocalBusiness: the region has no address of its own, which Google requires of one.
      expect(nodes.filter((node) => node["@type"] === "LocalBusiness")).toEqual([]);
      const offering = nodes.find((node) => node["@id"] === `${pageUrl}#service`);
      expect(offering).toMatchObject({
        "@type": "Service",
        url: pageUrl,
        provider: { "@id": `https://${country.domains[0]}/#organization` },
        availableChannel: { "@type": "ServiceChannel", servicePhone: { telephone: region.number } },
      });
      expect((offering?.areaServed as { name: string }[]).map((area) => area.name)).toEqual(
        region.zones.map((zone) => typeset(zone.name, rules)),
      );
      expect(nodes.find((node) => node["@type"] === "Organization")).toMatchObject({
        "@id": `https://${country.domains[0]}/#organization`,
      });
      const offered = services.filter((service) => regionOffers(region, service.key));
      const perService = nodes.filter((node) => node["@type"] === "Service" && node !== offering);
      expect(perService).toHaveLength(offered.length);
      for (const service of perService)
        expect(service).toMatchObject({ isRelatedTo: { "@id": `${pageUrl}#service` } });
      const breadcrumb = nodes.find((node) => node["@type"] === "BreadcrumbList");
      expect((breadcrumb?.itemListElement as unknown[]).length).toBe(3);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `https://${country.domains[0]}${pagePathname}`,
      );
    });

    test(`the region pages are not near-copies of one another (word shingles of their main text)${contentWalk(dir)}`, async ({
      page,
    }) => {
      test.setTimeout(timeoutForPages(regions.length));
      const texts: { key: string; text: string }[] = [];
      for (const region of regions) {
        await visit(page, `${base}${regionPath(paths, region, language)}`);
        texts.push({ key: region.key, text: await mainText(page) });
      }
      const figures: string[] = [];
      const copies: string[] = [];
      for (let first = 0; first < texts.length; first += 1) {
        for (let second = first + 1; second < texts.length; second += 1) {
          const similarity = shingleSimilarity(texts[first].text, texts[second].text);
          figures.push(`${texts[first].key}–${texts[second].key} ${similarity.toFixed(3)}`);
          if (similarity >= NEAR_DUPLICATE)
            copies.push(`${texts[first].key} and ${texts[second].key}: ${similarity.toFixed(3)}`);
        }
      }
      test.info().annotations.push({
        type: "similarity",
        description: figures.join(", ") || "one region: no pair",
      });
      expect(
        copies,
        `region pages at or above ${NEAR_DUPLICATE} of shared five-word shingles`,
      ).toEqual([]);
    });
  });
}

test.describe("region pages in the site's navigation", () => {
  const FR = baseUrl("FR");
  const frPaths = pathsOf("FR");
  const t = catalog("FR");
  const [first, second] = regionsOf("FR");

  test("visiting a region's page makes it the visitor's region; the picker then links its page", async ({
    page,
  }) => {
    await open(page, `${FR}${regionPath(frPaths, second, "fr")}`);
    await expect(page.locator(".contact-actions__call")).toHaveAttribute(
      "href",
      `tel:${second.number}`,
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), names.region)).toBe(second.key);
    await open(page, `${FR}/`);
    await expect(page.getByRole("combobox", { name: t("region.label") })).toHaveValue(second.key);
    await page.getByRole("combobox", { name: t("region.label") }).selectOption(first.key);
    await follow(
      page,
      page.getByRole("link", { name: t("region.pageLink") }),
      regionPath(frPaths, first, "fr"),
    );
  });

  test("a region page's HTML has the region's number in the header, footer and contact bar, and hydration changes no number", async ({
    page,
  }) => {
    const url = `${FR}${regionPath(frPaths, second, "fr")}`;
    const html = await (await page.request.get(url)).text();
    expect(new Set([...html.matchAll(/href="tel:([^"]+)"/g)].map((match) => match[1]))).toEqual(
      new Set([second.number]),
    );
    // Every change of a link's address from the first parsed element on: a number set after
    // hydration would be a second render of the header, footer and contact bar.
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, { telChanges: changes });
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target instanceof HTMLAnchorElement && record.target.href.startsWith("tel:"))
            changes.push(record.target.href);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["href"] });
    });
    await open(page, url);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
    expect(
      await page.evaluate(() => (window as unknown as { telChanges: string[] }).telChanges),
    ).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), names.region)).toBe(second.key);
  });

  test("the coverage checker's answer, the service pages and the footer link the region pages", async ({
    page,
  }) => {
    await open(page, `${FR}${pagePath(frPaths, "SERVICES", "fr")}`);
    await page.getByLabel(t("coverage.region"), { exact: true }).selectOption(second.key);
    await expect(
      page.locator(`.coverage__more a[href="${regionPath(frPaths, second, "fr")}"]`),
    ).toBeVisible();
    const dumpster = data.services.find((service) => service.key === "DUMPSTER");
    if (!dumpster) throw new Error("no DUMPSTER service");
    await open(page, `${FR}${servicePath(frPaths, dumpster, "fr")}`);
    for (const region of regionsOf("FR").filter((candidate) =>
      regionOffers(candidate, "DUMPSTER"),
    )) {
      await expect(
        page.locator(`.region-list a[href="${regionPath(frPaths, region, "fr")}"]`),
      ).toHaveCount(1);
    }
    for (const region of regionsOf("FR")) {
      await expect(
        page.locator(`.site-footer a[href="${regionPath(frPaths, region, "fr")}"]`),
      ).toHaveCount(1);
    }
  });

  test("Berlin's pages in DE and EN are each other's hreflang alternates", async ({ page }) => {
    const berlinRoute = (market: Market) =>
      marketRoutes(data, market).find((route) => route.id === "REGION:DE_BERLIN");
    const de = berlinRoute("DE");
    const en = berlinRoute("EN");
    if (!de || !en) throw new Error("Berlin has no page in DE or EN");
    const urlOf = (market: Market, pathname: string) =>
      `https://${data.countries[market].domains[0]}${pathname}`;
    for (const [market, route] of [
      ["DE", de],
      ["EN", en],
    ] as const) {
      await open(page, `${baseUrl(market)}${route.primaryPath}`);
      await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
        "href",
        urlOf("DE", de.primaryPath),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute(
        "href",
        urlOf("EN", en.primaryPath),
      );
    }
  });
});
