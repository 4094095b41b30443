/**
 * What search engines read, over the built artifacts together (dist/fr, dist/de, dist/en, dist/be,
 * dist/ch and the staging build dist/fr-staging): sitemaps against the pages' canonical links,
 * hreflang across the five domains and their languages, JSON-LD, the blog feed and robots.txt. The files are read from disk, as a crawler
 * would get them from each domain; the served artifacts answer for robots.txt and the sitemap.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ARTIFACTS, STAGING_FR, baseUrl, contentWalk, stagingUrl } from "./artifacts";
import {
  catalog,
  countryOf,
  data,
  expectedPages,
  languageOf,
  languagesOf,
  contentOf,
  pathsOf,
  regionOf,
  severalLanguages,
} from "./site";
import { open } from "./navigation";
import { marketRoutes } from "../../src/rules/market";
import { loadDynamicPages } from "../../src/node/dynamic-pages";
import { pagePath, regionPath } from "../../src/shared/route-table";
import type { Market } from "../../src/shared/keys";
import { languageOfPath, valueIn } from "../../src/shared/languages";

const ROOT = path.resolve(__dirname, "../..");

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

type Attributes = Record<string, string>;
const attributesOf = (source: string): Attributes =>
  Object.fromEntries(
    [...source.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
      name.toLowerCase(),
      decode(value),
    ]),
  );
const tagsOf = (html: string, tag: string): Attributes[] =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map(([, source]) =>
    attributesOf(source),
  );
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, "")).trim();

interface BuiltPage {
  /** The page's address: /x/y/ for x/y/index.html, /404.html for 404.html. */
  path: string;
  html: string;
  head: string;
  canonical: string | undefined;
  alternates: Array<{ hreflang: string; href: string }>;
  noindex: boolean;
  /** The raw text of each JSON-LD script, and what it parses to. */
  jsonLdText: string[];
  jsonLd: Array<Record<string, unknown>>;
}

function readPage(dir: string, file: string): BuiltPage {
  const html = fs.readFileSync(path.join(dir, file), "utf8");
  const head = html.slice(0, html.indexOf("</head>"));
  const links = tagsOf(head, "link");
  const jsonLdText = [
    ...head.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map(([, text]) => text);
  return {
    path: file === "404.html" ? "/404.html" : `/${file.replace(/index\.html$/, "")}`,
    html,
    head,
    canonical: links.find((link) => link.rel === "canonical")?.href,
    alternates: links
      .filter((link) => link.rel === "alternate" && link.hreflang)
      .map((link) => ({ hreflang: link.hreflang, href: link.href })),
    noindex: tagsOf(head, "meta").some(
      (meta) => meta.name === "robots" && /noindex/.test(meta.content ?? ""),
    ),
    jsonLdText,
    jsonLd: jsonLdText.map((text) => JSON.parse(text) as Record<string, unknown>),
  };
}

/** Every HTML page of an artifact (Gatsby's slice fragments under _gatsby/ are not pages). */
function builtPages(dir: string): BuiltPage[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter(
      (file) =>
        (file.endsWith("/index.html") || file === "index.html" || file === "404.html") &&
        !file.startsWith("_gatsby/"),
    )
    .map((file) => readPage(dir, file));
}

/** The markets of data/countries/, each with its artifact (__tests__/e2e/artifacts.ts). */
const MARKETS = ARTIFACTS.map((artifact) => artifact.market);
const origin = (market: Market) => `https://${data.countries[market].domains[0]}`;
const artifactDir = (market: Market) =>
  path.join(ROOT, ARTIFACTS.find((artifact) => artifact.market === market)?.dir ?? "");
const pagesByMarket = new Map<Market, BuiltPage[]>();
const pagesOf = (market: Market) => {
  if (!pagesByMarket.has(market)) pagesByMarket.set(market, builtPages(artifactDir(market)));
  return pagesByMarket.get(market) ?? [];
};
const pageAt = (market: Market, pagePath: string) =>
  pagesOf(market).find((page) => page.path === pagePath);

/** The URLs of a domain's sitemap, through its index, with their lastmod. */
function sitemapUrls(dir: string, market: Market): Map<string, string | undefined> {
  const index = fs.readFileSync(path.join(dir, "sitemap-index.xml"), "utf8");
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  expect(files.length).toBeGreaterThan(0);
  const urls = new Map<string, string | undefined>();
  for (const file of files) {
    expect(file.startsWith(`${origin(market)}/`), file).toBe(true);
    const sitemap = fs.readFileSync(path.join(dir, new URL(file).pathname), "utf8");
    for (const [, entry] of sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "";
      expect(urls.has(loc), `${loc} listed twice`).toBe(false);
      urls.set(loc, /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1]);
    }
  }
  return urls;
}

/** The /de/… pages a market has in content/dynamic/<market>/ (gatsby-node checks them the same way). */
const dynamicPaths = (market: Market) =>
  loadDynamicPages(ROOT, market, new Set()).pages.map((page) => page.path);
const productionArticles = fs.readdirSync(path.join(ROOT, "content/blog")).sort();
const typeOf = (node: Record<string, unknown>) => node["@type"];

for (const { market, dir } of ARTIFACTS) {
  test.describe(`search engines on the ${market} artifact`, () => {
    test(`the sitemap lists exactly the pages whose canonical link is themselves, and no page marked noindex${contentWalk(dir)}`, () => {
      const urls = sitemapUrls(path.join(ROOT, dir), market);
      // Collected first and compared once: one expect per URL would make the test slow.
      const wrong = [...urls.keys()].flatMap((url) => {
        const page = pageAt(market, new URL(url).pathname);
        if (!page) return [`${url}: not a page of the artifact`];
        if (page.canonical !== url) return [`${url}: canonical ${page.canonical}`];
        return page.noindex ? [`${url}: marked noindex`] : [];
      });
      expect(wrong).toEqual([]);
      const selfCanonical = pagesOf(market).filter(
        (page) => page.canonical === `${origin(market)}${page.path}` && !page.noindex,
      );
      expect(selfCanonical.length).toBeGreaterThanOrEqual(
        marketRoutes(data, market).filter(
          (route) => route.kind !== "NOT_FOUND" && route.kind !== "LANGUAGES",
        ).length,
      );
      expect(
        selfCanonical
          .filter((page) => !urls.has(`${origin(market)}${page.path}`))
          .map((page) => page.path),
      ).toEqual([]);
      // The dynamic /de/… pages of content/dynamic/ are real pages.
      expect(
        dynamicPaths(market).filter((dynamicPath) => !urls.has(`${origin(market)}${dynamicPath}`)),
      ).toEqual([]);
    });

    test(`no page is marked noindex in production but the not-found pages, the blog's tag pages and the page naming the languages${contentWalk(dir)}`, () => {
      const marked = pagesOf(market)
        .filter((page) => page.noindex && !/^(\/de)?\/blog\/tag\//.test(page.path))
        .map((page) => page.path);
      // A market with several languages: one not-found page for all of them, and / naming them.
      expect(marked.sort()).toEqual(
        (severalLanguages(market)
          ? ["/404.html", "/404/", "/"]
          : ["/404.html", "/404/", "/de/404/"]
        ).sort(),
      );
      // Every tag page is: a way through the articles, not a page to rank.
      expect(
        pagesOf(market)
          .filter((page) => /\/blog\/tag\//.test(page.path) && !page.noindex)
          .map((page) => page.path),
      ).toEqual([]);
    });

    // In each language of the market: its pages say the company's name and address in it.
    for (const language of languagesOf(market))
      test(`every page in ${language.locale} carries the business with its stable @id and the properties search engines read${contentWalk(dir)}`, () => {
        const country = countryOf(market, language);
        const businessOf = (page: BuiltPage) =>
          page.jsonLd.find((node) => typeOf(node) === "Organization");
        const home = pagePath(pathsOf(market, language), "HOME", contentOf(language));
        const business = businessOf(pageAt(market, home) as BuiltPage);
        expect(business).toMatchObject({
          "@context": "https://schema.org",
          "@id": `${origin(market)}/#organization`,
          name: country.companyName,
          url: `${origin(market)}/`,
          email: country.email,
          address: {
            "@type": "PostalAddress",
            streetAddress: country.address.street,
            postalCode: country.address.postalCode,
            addressLocality: country.address.city,
          },
          sameAs: country.socialLinks.map((link) => link.to),
        });
        expect(String(business?.logo)).toMatch(new RegExp(`^${origin(market)}/`));
        const points = business?.contactPoint as Array<Record<string, unknown>>;
        expect(points.map((point) => point.telephone)).toEqual(
          country.regions.map((key) => data.regions.find((region) => region.key === key)?.number),
        );
        for (const point of points)
          expect(Object.keys(point)).toEqual(
            expect.arrayContaining([
              "telephone",
              "areaServed",
              "hoursAvailable",
              "availableLanguage",
            ]),
          );
        expect(points.map((point) => point.availableLanguage)).toEqual(
          points.map(() => language.locale),
        );
        // Every page of the language, the not-found and dynamic ones included, carries the same
        // node; no script holds a raw "<". The not-found page and / of a market with several
        // languages are in its first.
        const expected = JSON.stringify(business);
        const ofLanguage = pagesOf(market).filter(
          (page) => languageOfPath(languagesOf(market), page.path).locale === language.locale,
        );
        expect(
          ofLanguage
            .filter((page) => JSON.stringify(businessOf(page)) !== expected)
            .map((page) => page.path),
        ).toEqual([]);
        expect(
          ofLanguage
            .filter((page) => page.jsonLdText.some((text) => text.includes("<")))
            .map((page) => page.path),
        ).toEqual([]);
      });

    test(`the home page describes the web site, and each service page its service and breadcrumb${contentWalk(dir)}`, () => {
      const homes = marketRoutes(data, market).filter((route) => route.kind === "HOME");
      expect(homes).toHaveLength(languagesOf(market).length);
      for (const home of homes)
        expect(
          pageAt(market, home.primaryPath)?.jsonLd.find((node) => typeOf(node) === "WebSite"),
        ).toMatchObject({
          url: `${origin(market)}/`,
          name: data.brand.name,
          inLanguage: home.locale,
        });
      const services = marketRoutes(data, market).filter((route) => route.kind === "SERVICE");
      expect(services.length).toBeGreaterThan(0);
      for (const route of services) {
        const language = languageOf(market, route.locale);
        const t = catalog(market, language);
        const page = pageAt(market, route.primaryPath);
        const service = page?.jsonLd.find((node) => typeOf(node) === "Service");
        const found = data.services.find((candidate) => candidate.key === route.serviceKey);
        const name = found && String(valueIn(found.names, language));
        expect(service, route.primaryPath).toMatchObject({
          name,
          provider: { "@id": `${origin(market)}/#organization` },
        });
        const description = tagsOf(page?.head ?? "", "meta").find(
          (meta) => meta.name === "description",
        )?.content;
        expect(service?.description).toBe(description);
        expect((service?.areaServed as unknown[]).length).toBeGreaterThan(0);
        const crumbs = page?.jsonLd.find((node) => typeOf(node) === "BreadcrumbList")
          ?.itemListElement as Array<{ name: string; item: string; position: number }>;
        expect(crumbs.map((crumb) => crumb.name)).toEqual([t("nav.HOME"), t("nav.SERVICES"), name]);
        expect(crumbs.at(-1)?.item).toBe(page?.canonical);
      }
    });
  });
}

test.describe("hreflang across the five domains and their languages", () => {
  const domainMarket = (url: string) =>
    MARKETS.find((market) => new URL(url).origin === origin(market));

  test("every page with alternates is canonical, lists itself, and is listed back by each page it names", () => {
    let linked = 0;
    for (const market of MARKETS) {
      for (const page of pagesOf(market).filter((candidate) => candidate.alternates.length > 0)) {
        linked += 1;
        const own = `${origin(market)}${page.path}`;
        expect(page.canonical, page.path).toBe(own);
        const codes = page.alternates.map((link) => link.hreflang);
        expect(new Set(codes).size, page.path).toBe(codes.length);
        // Regional codes, a generic code per language, x-default.
        expect(
          codes.every((code) => code === "x-default" || /^[a-z]{2}(-[A-Z]{2})?$/.test(code)),
          codes.join(),
        ).toBe(true);
        expect(codes).not.toContain("en-UK");
        const regional = page.alternates.filter((link) =>
          /^[a-z]{2}-[A-Z]{2}$/.test(link.hreflang),
        );
        const language = languageOfPath(languagesOf(market), page.path);
        expect(page.alternates, own).toContainEqual({
          hreflang: language.ogLocale.replace("_", "-"),
          href: own,
        });
        // Each language the regional codes name has its generic code, at one of their pages.
        for (const code of new Set(regional.map((link) => link.hreflang.slice(0, 2))))
          expect(
            regional.map((link) => link.href),
            `${own}: generic ${code}`,
          ).toContain(page.alternates.find((link) => link.hreflang === code)?.href);
        // One x-default: the default market's page, else the cluster's first.
        const xDefault = page.alternates.filter((link) => link.hreflang === "x-default");
        const defaultLink = regional.find(
          (link) => domainMarket(link.href) === data.brand.defaultMarket,
        );
        expect(xDefault, own).toEqual([
          { hreflang: "x-default", href: (defaultLink ?? regional[0]).href },
        ]);
        for (const link of page.alternates) {
          const target = domainMarket(link.href);
          expect(target, link.href).toBeDefined();
          const other = pageAt(target as Market, new URL(link.href).pathname);
          expect(other?.alternates, `${link.href} does not list ${own} back`).toEqual(
            expect.arrayContaining(page.alternates),
          );
          expect(other?.alternates.length).toBe(page.alternates.length);
        }
      }
    }
    // Home, services, the skip service, the how-to, the regions page and four legal pages in each
    // of the eight languages (FR, DE, EN; BE's two, CH's three); the big bags in FR, BE and CH (six
    // languages); Berlin's page in DE and EN; the three regions of BE in two languages and of CH in
    // three; the three visitor tools in FR, DE and EN, the markets that have them.
    const languages = MARKETS.reduce((count, market) => count + languagesOf(market).length, 0);
    expect(languages).toBe(8);
    expect(linked).toBe(9 * languages + 6 + 2 + 3 * 2 + 3 * 3 + 3 * 3);
  });

  test("every page of a market with several languages but the one naming them has alternates", () => {
    for (const market of MARKETS.filter(severalLanguages))
      expect(
        pagesOf(market)
          .filter((page) => page.alternates.length === 0 && !page.noindex)
          .map((page) => page.path),
        market,
      ).toEqual([]);
  });

  test("the home pages name the five domains in each of their languages, a generic code per language and x-default at the default market", () => {
    for (const [market, home] of [
      ["FR", "/"],
      ["BE", "/nl/"],
      ["CH", "/it/"],
    ] as const)
      expect(pageAt(market, home)?.alternates).toEqual([
        { hreflang: "fr-FR", href: "https://www.debrix.fr/" },
        { hreflang: "de-DE", href: "https://www.debrix.de/" },
        { hreflang: "en-GB", href: "https://www.debrix.co.uk/" },
        { hreflang: "fr-BE", href: "https://www.debrix.be/fr/" },
        { hreflang: "nl-BE", href: "https://www.debrix.be/nl/" },
        { hreflang: "de-CH", href: "https://www.debrix.ch/de/" },
        { hreflang: "fr-CH", href: "https://www.debrix.ch/fr/" },
        { hreflang: "it-CH", href: "https://www.debrix.ch/it/" },
        { hreflang: "fr", href: "https://www.debrix.fr/" },
        { hreflang: "de", href: "https://www.debrix.de/" },
        { hreflang: "en", href: "https://www.debrix.co.uk/" },
        { hreflang: "nl", href: "https://www.debrix.be/nl/" },
        { hreflang: "it", href: "https://www.debrix.ch/it/" },
        { hreflang: "x-default", href: `${origin(data.brand.defaultMarket)}/` },
      ]);
  });

  test("alias paths, /de/ twins, articles, dynamic pages and the page naming the languages carry no hreflang", () => {
    for (const market of MARKETS.filter(severalLanguages))
      expect(pageAt(market, "/")?.alternates, market).toEqual([]);
    for (const market of MARKETS) {
      for (const route of marketRoutes(data, market)) {
        for (const pagePath of [...route.aliases, ...route.twins])
          expect(pageAt(market, pagePath)?.alternates, `${market} ${pagePath}`).toEqual([]);
      }
    }
    expect(pageAt("FR", `/blog/${productionArticles[0]}/`)?.alternates).toEqual([]);
    for (const market of MARKETS) {
      for (const dynamicPath of dynamicPaths(market))
        expect(pageAt(market, dynamicPath)?.alternates, dynamicPath).toEqual([]);
    }
  });
});

test.describe("the FR blog's structured data and feed", () => {
  test(`each article describes itself as a BlogPosting matching its h1, and its breadcrumb as shown${contentWalk("dist/fr")}`, () => {
    for (const slug of productionArticles) {
      const page = pageAt("FR", `/blog/${slug}/`);
      if (!page) throw new Error(`no page for ${slug}`);
      const posting = page.jsonLd.find((node) => typeOf(node) === "BlogPosting");
      const h1 = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)?.[1] ?? "");
      const description = tagsOf(page.head, "meta").find(
        (meta) => meta.name === "description",
      )?.content;
      expect(posting, slug).toMatchObject({
        headline: h1,
        description,
        inLanguage: languageOf("FR").locale,
        mainEntityOfPage: page.canonical,
        author: { "@id": `${origin("FR")}/#organization` },
        publisher: { "@id": `${origin("FR")}/#organization` },
      });
      for (const key of ["datePublished", "dateModified", "image"])
        expect(posting?.[key], `${slug} ${key}`).toBeTruthy();
      expect(String(posting?.dateModified) >= String(posting?.datePublished)).toBe(true);
      const visible = [
        ...(
          /<nav[^>]*class="breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(page.html)?.[1] ?? ""
        ).matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g),
      ].map(([, item]) => textOf(item));
      const crumbs = page.jsonLd.find((node) => typeOf(node) === "BreadcrumbList")
        ?.itemListElement as Array<{ name: string }>;
      expect(visible.length).toBe(3);
      expect(
        crumbs.map((crumb) => crumb.name),
        slug,
      ).toEqual(visible);
    }
  });

  test(`the sitemap gives each article its last change as lastmod${contentWalk("dist/fr")}`, () => {
    const urls = sitemapUrls(artifactDir("FR"), "FR");
    for (const slug of productionArticles) {
      const posting = pageAt("FR", `/blog/${slug}/`)?.jsonLd.find(
        (node) => typeOf(node) === "BlogPosting",
      );
      expect(urls.get(`${origin("FR")}/blog/${slug}/`)?.slice(0, 10), slug).toBe(
        posting?.dateModified,
      );
    }
  });

  test(`/blog/rss.xml lists the production articles, newest first, each a canonical article page; the blog's pages link it${contentWalk("dist/fr")}`, () => {
    const feed = fs.readFileSync(path.join(artifactDir("FR"), "blog/rss.xml"), "utf8");
    const items = [...feed.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => ({
      title: /<title>/.test(item),
      link: /<link>([^<]+)<\/link>/.exec(item)?.[1] ?? "",
      guid: /<guid[^>]*>([^<]+)<\/guid>/.exec(item)?.[1] ?? "",
      date: Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(item)?.[1] ?? ""),
      description: /<description>/.test(item),
    }));
    expect(items.map((item) => new URL(item.link).pathname).sort()).toEqual(
      productionArticles.map((slug) => `/blog/${slug}/`).sort(),
    );
    for (const item of items) {
      const page = pageAt("FR", new URL(item.link).pathname);
      expect(page?.canonical, item.link).toBe(item.link);
      expect(
        page?.jsonLd.some((node) => typeOf(node) === "BlogPosting"),
        item.link,
      ).toBe(true);
      expect(item.guid).toBe(item.link);
      expect(item.title && item.description, item.link).toBe(true);
      expect(Number.isNaN(item.date)).toBe(false);
    }
    const dates = items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const feedLink = (page: BuiltPage | undefined) =>
      tagsOf(page?.head ?? "", "link").filter(
        (link) => link.rel === "alternate" && link.type === "application/rss+xml",
      );
    for (const pagePath of ["/blog/", "/blog/2/", `/blog/${productionArticles[0]}/`])
      expect(
        feedLink(pageAt("FR", pagePath)).map((link) => link.href),
        pagePath,
      ).toEqual(["/blog/rss.xml"]);
    for (const pagePath of ["/", "/services/"])
      expect(feedLink(pageAt("FR", pagePath)), pagePath).toEqual([]);
    expect(fs.existsSync(path.join(artifactDir("DE"), "blog/rss.xml"))).toBe(false);
  });

  test("the staging feed holds no testing article", () => {
    const feed = fs.readFileSync(path.join(ROOT, STAGING_FR.dir, "blog/rss.xml"), "utf8");
    expect(feed).not.toContain("/blog-testing/");
  });
});

test.describe("robots.txt and staging", () => {
  test("production lets crawlers in and names its own sitemap; staging shuts them out and has no sitemap", async ({
    request,
  }) => {
    for (const market of MARKETS) {
      const response = await request.get(`${baseUrl(market)}/robots.txt`);
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(text).not.toMatch(/^Disallow: \/\s*$/m);
      expect(text).toContain(`Sitemap: ${origin(market)}/sitemap-index.xml`);
      expect((await request.get(`${baseUrl(market)}/sitemap-index.xml`)).status()).toBe(200);
    }
    const staging = await request.get(`${stagingUrl}/robots.txt`);
    expect(staging.status()).toBe(200);
    const text = await staging.text();
    expect(text).toMatch(/^User-agent: \*\s*\nDisallow: \/\s*$/m);
    expect(text).not.toContain("Sitemap");
    expect(fs.existsSync(path.join(ROOT, STAGING_FR.dir, "sitemap-index.xml"))).toBe(false);
  });

  test("every staging page, the dynamic ones included, is marked noindex", () => {
    const pages = builtPages(path.join(ROOT, STAGING_FR.dir));
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.filter((page) => !page.noindex).map((page) => page.path)).toEqual([]);
    expect(pages.some((page) => page.path.startsWith("/blog-testing/"))).toBe(true);
  });
});

/** The head tags this file checks, as the browser holds them: hreflang links, robots meta, JSON-LD. */
async function searchTags(page: Page) {
  return page.evaluate(() => ({
    alternates: [...document.head.querySelectorAll("link[hreflang]")]
      .map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`)
      .sort(),
    robots: [...document.head.querySelectorAll('meta[name="robots"]')].map((meta) =>
      meta.getAttribute("content"),
    ),
    jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "null") as unknown,
    ),
  }));
}

test("client-side navigation replaces hreflang links and JSON-LD with the target page's own", async ({
  browser,
  page,
}) => {
  const base = baseUrl("FR");
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const serverPage = await noScript.newPage();
  const serverTags = async (pagePath: string) => {
    await serverPage.goto(`${base}${pagePath}`);
    return searchTags(serverPage);
  };
  const t = catalog("FR");
  const primary = expectedPages("FR").filter(
    (expected) => expected.path === expected.route.primaryPath,
  );
  const services = primary.find((expected) => expected.route.kind === "SERVICES");
  const service = primary.find((expected) => expected.route.kind === "SERVICE");
  if (!services || !service) throw new Error("no services pages");
  await page.goto(`${base}/`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await searchTags(page)).toEqual(await serverTags("/"));
  await page
    .getByRole("navigation", { name: t("site.mainNavLabel") })
    .getByRole("link", { name: t("nav.SERVICES") })
    .click();
  await expect(page.locator("h1")).toHaveText(services.heading);
  const servicesTags = await serverTags(services.path);
  await expect.poll(() => searchTags(page)).toEqual(servicesTags);
  await page
    .locator(".service-cards")
    .getByRole("link", { name: service.heading, exact: true })
    .click();
  await expect(page.locator("h1")).toHaveText(service.heading);
  const serviceTags = await serverTags(service.path);
  expect(serviceTags.jsonLd.length).toBe(3);
  await expect.poll(() => searchTags(page)).toEqual(serviceTags);
  await noScript.close();
});

test("a first load leaves the head as the server wrote it: hydration neither removes nor re-adds a tag", async ({
  page,
}) => {
  const base = baseUrl("FR");
  const found = data.regions.find(
    (candidate) => candidate.key === data.countries.FR.regions.at(-1),
  );
  const region = found && regionOf(found, languageOf("FR"));
  const category = data.blogCategories[0];
  if (!region || !category) throw new Error("no FR region or blog category");
  const pages = [
    regionPath(pathsOf("FR"), region, "fr"),
    `/blog/${String(category.slugs.fr)}/`,
    pagePath(pathsOf("FR"), "SERVICES", "fr"),
  ];
  // At a phone's speed hydration runs in many slices, with frames between them.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // Every head tag react-helmet-async manages (data-rh) that leaves or enters, from the first parsed element on.
  await page.addInitScript(() => {
    const changes: string[] = [];
    Object.assign(window, { headChanges: changes });
    const describe = (sign: string, node: Node) =>
      node instanceof Element && node.hasAttribute("data-rh")
        ? [`${sign} ${node.outerHTML.slice(0, 120)}`]
        : [];
    new MutationObserver((records) => {
      for (const record of records)
        changes.push(
          ...[...record.removedNodes].flatMap((node) => describe("-", node)),
          ...[...record.addedNodes].flatMap((node) =>
            document.readyState === "loading" ? [] : describe("+", node),
          ),
        );
    }).observe(document, { subtree: true, childList: true });
  });
  for (const pagePathname of pages) {
    await open(page, `${base}${pagePathname}`);
    // react-helmet-async writes the head at the animation frame after its last change.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(
      await page.evaluate(() => (window as unknown as { headChanges: string[] }).headChanges),
      pagePathname,
    ).toEqual([]);
    expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(
      `https://www.debrix.fr${pagePathname}`,
    );
  }
});
