/**
 * The markets with several languages (BE, CH) in Chromium over their served artifacts: the page
 * naming their languages at `/`, the server HTML of every page (its language, canonical link,
 * language picker and hreflang links), the language picker without a script at 320 px and with
 * one, and a page in each language with its texts, phone numbers and numbers in the language's
 * forms. The other checks (routes, layout, fit, focus, axe, search engines) walk one page of each
 * template of these markets, the languages taking turns (site.ts, templatePages).
 */
import { expect, test } from "@playwright/test";
import { ARTIFACTS, baseUrl } from "./artifacts";
import {
  catalog,
  countryOf,
  data,
  expectedPages,
  languagesOf,
  regionOf,
  severalLanguages,
  timeoutForPages,
  type ExpectedPage,
} from "./site";
import { follow, open } from "./navigation";
import { readServerHtml } from "./server-html";
import { hreflangOf } from "../../src/shared/languages";
import { NBSP } from "../../src/rules/typography";

for (const { market } of ARTIFACTS.filter(({ market }) => severalLanguages(market))) {
  const base = baseUrl(market);
  const languages = languagesOf(market);
  const pages = expectedPages(market);
  const contentPages = pages.filter(
    (expected) =>
      expected.route.kind !== "LANGUAGES" && expected.path === expected.route.primaryPath,
  );
  /** The same page in another language: the route of the same id in it. */
  const counterpart = (expected: ExpectedPage, locale: string) =>
    contentPages.find(
      (other) => other.route.id === expected.route.id && other.language.locale === locale,
    );
  const homeOf = (locale: string) =>
    contentPages.find(
      (expected) => expected.route.kind === "HOME" && expected.language.locale === locale,
    );

  test.describe(`${market} in ${languages.map((language) => language.locale).join(", ")}`, () => {
    test("/ names each language in itself and links its home page, whatever the browser's language, without a redirect, not indexed", async ({
      browser,
      request,
    }) => {
      // Asked in the last language, as a browser set to it asks: the same page, no redirect.
      const last = languages[languages.length - 1];
      const response = await request.get(`${base}/`, {
        headers: { "Accept-Language": `${last.locale},${last.content};q=0.9` },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${base}/`);
      await expect(page.locator("h1")).toHaveText(
        languages.map((language) => catalog(market, language)("languages.heading")).join(" · "),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex, follow",
      );
      const links = page.locator("main a");
      await expect(links).toHaveCount(languages.length);
      for (const [index, language] of languages.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute("href", homeOf(language.locale)?.path ?? "");
        await expect(link).toHaveAttribute("hreflang", language.locale);
        // The language of the whole entry, the link in it included.
        expect(
          await link.evaluate((element) => element.closest("[lang]")?.getAttribute("lang")),
        ).toBe(language.locale);
        await expect(link).toContainText(language.name);
        await expect(link).toContainText(catalog(market, language)("languages.intro"));
      }
      await context.close();
    });

    test("every page's server HTML is in its language, canonical to itself, with a picker linking the same page in each other language, and its hreflang cluster", async ({
      page,
    }) => {
      test.setTimeout(timeoutForPages(contentPages.length, 500));
      const served = await readServerHtml(
        page,
        base,
        contentPages.map((expected) => expected.path),
        (doc, labels: Record<string, string>) => {
          const lang = doc.documentElement.lang;
          const picker = doc.querySelector(`nav[aria-label="${CSS.escape(labels[lang] ?? "")}"]`);
          const attribute = (selector: string, name: string) =>
            doc.head.querySelector(selector)?.getAttribute(name) ?? null;
          return {
            lang,
            ogLocale: attribute('meta[property="og:locale"]', "content"),
            canonical: attribute('link[rel="canonical"]', "href"),
            picker: [...(picker?.querySelectorAll("li > *") ?? [])].map((item) => ({
              name: (item.textContent ?? "").trim(),
              lang: item.getAttribute("lang"),
              href: item.getAttribute("href"),
              hreflang: item.getAttribute("hreflang"),
              current: item.getAttribute("aria-current"),
            })),
            alternates: [...doc.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
              (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
            ),
          };
        },
        Object.fromEntries(
          languages.map((language) => [
            language.locale,
            catalog(market, language)("languages.label"),
          ]),
        ),
      );
      const domain = `https://${data.countries[market].domains[0]}`;
      for (const [index, { path, status, value }] of served.entries()) {
        const expected = contentPages[index];
        const versions = languages.map((language) => ({
          language,
          page: counterpart(expected, language.locale),
        }));
        expect.soft({ status, ...value, alternates: undefined }, path).toEqual({
          status: 200,
          lang: expected.language.locale,
          ogLocale: expected.language.ogLocale,
          canonical: expected.canonical,
          // Every language, in the market's order, named in itself; the page's own marked, the others linked.
          picker: versions.map(({ language, page: version }) =>
            language.locale === expected.language.locale
              ? {
                  name: language.name,
                  lang: language.locale,
                  href: null,
                  hreflang: null,
                  current: "true",
                }
              : {
                  name: language.name,
                  lang: language.locale,
                  href: version?.path ?? "(no such page)",
                  hreflang: language.locale,
                  current: null,
                },
          ),
          alternates: undefined,
        });
        // The cluster holds the page in each of the market's languages, itself included.
        expect
          .soft(value.alternates, path)
          .toEqual(
            expect.arrayContaining(
              versions.map(
                ({ language, page: version }) =>
                  `${hreflangOf(language.ogLocale)} ${domain}${version?.path ?? "(none)"}`,
              ),
            ),
          );
      }
    });

    test("the picker works without a script at 320 px: one row inside the screen, targets of 24 px apart, to the same page in the other language", async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 320, height: 740 },
      });
      const page = await context.newPage();
      const [first, second] = languages;
      const region = contentPages.find(
        (expected) => expected.route.kind === "REGION" && expected.language.locale === first.locale,
      );
      const target = region && counterpart(region, second.locale);
      if (!region || !target) throw new Error(`${market} has no region page in two languages`);
      await page.goto(`${base}${region.path}`);
      const picker = page.getByRole("navigation", {
        name: catalog(market, first)("languages.label"),
      });
      await expect(picker).toBeVisible();
      const boxes = await picker.locator("li > *").evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          return { left: box.left, right: box.right, top: box.top, height: box.height };
        }),
      );
      expect(boxes).toHaveLength(languages.length);
      for (const [index, box] of boxes.entries()) {
        expect(box.left, `item ${index}`).toBeGreaterThanOrEqual(0);
        expect(box.right, `item ${index}`).toBeLessThanOrEqual(320);
        expect(box.height, `item ${index}`).toBeGreaterThanOrEqual(24);
        expect(box.top, `item ${index} on the first's row`).toBe(boxes[0].top);
        if (index > 0)
          expect(box.left, `item ${index}`).toBeGreaterThanOrEqual(boxes[index - 1].right);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      await picker.getByRole("link", { name: second.name }).click();
      await expect(page).toHaveURL(`${base}${target.path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", second.locale);
      await expect(page.locator("h1")).toHaveText(target.heading);
      await expect(
        page
          .getByRole("navigation", { name: catalog(market, second)("languages.label") })
          .locator('[aria-current="true"]'),
      ).toHaveText(second.name);
      await context.close();
    });

    test("with a script, a choice in the picker shows the same page in the other language, in its language's words, and keeps the visitor's region", async ({
      page,
    }) => {
      const last = languages[languages.length - 1];
      const services = contentPages.find(
        (expected) =>
          expected.route.kind === "SERVICES" && expected.language.locale === languages[0].locale,
      );
      const target = services && counterpart(services, last.locale);
      if (!services || !target) throw new Error(`${market} has no services page in ${last.locale}`);
      const t = catalog(market, languages[0]);
      const other = data.countries[market].regions[1];
      await open(page, `${base}${services.path}`);
      await page.getByRole("combobox", { name: t("region.label") }).selectOption(other);
      await follow(
        page,
        page
          .getByRole("navigation", { name: t("languages.label") })
          .getByRole("link", { name: last.name }),
        target.path,
      );
      await expect(page.locator("html")).toHaveAttribute("lang", last.locale);
      await expect(page.locator("h1")).toHaveText(target.heading);
      const tLast = catalog(market, last);
      await expect(page.getByRole("combobox", { name: tLast("region.label") })).toHaveValue(other);
      await expect(
        page.getByRole("navigation", { name: tLast("site.mainNavLabel") }).getByRole("link", {
          name: tLast("nav.SERVICES"),
        }),
      ).toHaveAttribute("href", target.path);
    });

    for (const language of languages)
      test(`a page in ${language.locale}: its heading, the company and the region in its words, the phone number in the country's form, the app told the language`, async ({
        page,
      }) => {
        const t = catalog(market, language);
        const country = countryOf(market, language);
        const region = contentPages.find(
          (expected) =>
            expected.route.kind === "REGION" && expected.language.locale === language.locale,
        );
        const found = data.regions.find((candidate) => candidate.key === region?.route.regionKey);
        if (!region || !found)
          throw new Error(`${market} has no region page in ${language.locale}`);
        const shown = regionOf(found, language);
        await open(page, `${base}${region.path}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language.locale);
        await expect(page.locator("h1")).toHaveText(region.heading);
        // The national form (02 555 01 20, 044 555 01 20), its spaces kept on one line; the link dials E.164.
        const call = page.locator(".contact-actions__call");
        await expect(call).toHaveAttribute("href", `tel:${shown.number}`);
        await expect(call).toContainText(shown.numberFormatted.replace(/ /g, NBSP));
        expect(shown.number).toMatch(/^\+\d+$/);
        const footer = page.locator("footer");
        await expect(footer).toContainText(country.companyName);
        await expect(footer).toContainText(`${country.address.postalCode} ${country.address.city}`);
        // The footer's links go to the pages of its language.
        await expect(footer.getByRole("link", { name: t("footer.LEGAL") })).toHaveAttribute(
          "href",
          new RegExp(`^/${language.prefix}/`),
        );
        await expect(page.locator(".contact-actions__login")).toHaveAttribute(
          "href",
          new RegExp(`[?&]_lang=${language.locale}(&|$)`),
        );
      });
  });
}
