/**
 * A market with three languages from data and fixtures alone: LU, in French, German and English,
 * is added to a copy of the project by writing its market and regions files under data/ and three
 * catalogs holding only what Luxembourg says otherwise (each falls back to its language's) under
 * content/locales/, then built with scripts/build.mjs as `npm run build -- --market LU` does.
 * Every page is checked: it exists in each language at its prefix, in its language, canonical to
 * itself, with a picker to its other languages and its full hreflang cluster; the sitemaps list
 * each language's pages; the typography is each language's. If a market with several languages
 * needed a code edit, this build or one of its checks would fail.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { projectCopy } from "./project";
import { loadSiteData } from "../../src/node/data/load";
import type { SiteData } from "../../src/rules/data/site-data";
import { marketRoutes } from "../../src/rules/market";
import { alternatesTable } from "../../src/node/search/alternates";
import { hreflangOf } from "../../src/shared/languages";
import type { RouteEntry } from "../../src/shared/route-table";
import { marketRules, pageTypographyFaults } from "../../scripts/check-typography";

const FIXTURES = path.join(__dirname, "fixtures/three-languages");

/** The files of the new market: its data, and a catalog for each of its languages. */
const FILES: ReadonlyArray<[fixture: string, target: string]> = [
  ["lu.yaml", "data/countries/lu.yaml"],
  ["lu-regions.yaml", "data/regions/lu.yaml"],
  ["locales/fr-lu.json", "content/locales/fr-lu/translation.json"],
  ["locales/de-lu.json", "content/locales/de-lu/translation.json"],
  ["locales/en-lu.json", "content/locales/en-lu/translation.json"],
];

const fileOf = (pagePath: string) => (pagePath === "/404/" ? "404.html" : `${pagePath}index.html`);
const attributesOf = (tag: string) =>
  Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );
const tagsOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))].map(([source]) => attributesOf(source));

/** What the tests read of a built page. */
interface Built {
  html: string;
  lang: string | undefined;
  canonical: string | undefined;
  ogLocale: string | undefined;
  alternates: string[];
  /** The language picker's items: `name lang href|current`. */
  picker: string[];
}

function read(publicDir: string, pagePath: string): Built {
  const html = fs.readFileSync(path.join(publicDir, fileOf(pagePath)), "utf8");
  const head = html.slice(0, html.indexOf("</head>"));
  const links = tagsOf(head, "link");
  const picker = /<nav class="language-picker"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
  return {
    html,
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    canonical: links.find((link) => link.rel === "canonical")?.href,
    ogLocale: tagsOf(head, "meta").find((meta) => meta.property === "og:locale")?.content,
    alternates: links
      .filter((link) => link.rel === "alternate" && link.hreflang)
      .map((link) => `${link.hreflang} ${link.href}`),
    picker: [...picker.matchAll(/<(a|span) ([^>]*)>([^<]*)</g)].map(([, tag, source, name]) => {
      const attributes = attributesOf(source);
      return `${name} ${attributes.lang} ${tag === "a" ? attributes.href : `current:${attributes["aria-current"]}`}`;
    }),
  };
}

describe("a market with three languages added with data and catalogs alone (LU: French, German, English)", () => {
  let dir = "";
  let publicDir = "";
  let build = { status: null as number | null, output: "" };
  let data: SiteData;
  let routes: RouteEntry[] = [];
  let pages: RouteEntry[] = [];

  beforeAll(() => {
    // A market without a blog: one article stands for the content it sources but makes no page of.
    dir = projectCopy({ articles: ["location-benne-lyon"] });
    publicDir = path.join(dir, "public");
    for (const [fixture, target] of FILES) {
      fs.mkdirSync(path.dirname(path.join(dir, target)), { recursive: true });
      fs.copyFileSync(path.join(FIXTURES, fixture), path.join(dir, target));
    }
    const result = spawnSync(
      process.execPath,
      [path.join(dir, "scripts/build.mjs"), "--market", "LU"],
      {
        cwd: dir,
        encoding: "utf8",
        env: {
          ...process.env,
          SITE_MARKET: "",
          SITE_ENV: "production",
          GATSBY_TELEMETRY_DISABLED: "1",
          CI: "true",
        },
        timeout: 880_000,
      },
    );
    build = {
      status: result.status,
      output: stripVTControlCharacters(`${result.stdout}\n${result.stderr}`),
    };
    data = loadSiteData(path.join(dir, "data"), dir).data;
    routes = marketRoutes(data, "LU");
    pages = routes.filter((route) => route.kind !== "LANGUAGES");
  }, 900_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("builds", () => {
    expect(build.output).toContain("market LU");
    expect(build.status).toBe(0);
  });

  it("has every page in each of its languages at its prefix, / naming them, and no page without a prefix nor a /de/ twin", () => {
    const idsOf = (locale: string) =>
      pages
        .filter((route) => route.locale === locale)
        .map((route) => route.id)
        .sort();
    expect(idsOf("de-LU")).toEqual(idsOf("fr-LU"));
    expect(idsOf("en-LU")).toEqual(idsOf("fr-LU"));
    expect(idsOf("fr-LU")).toEqual(
      expect.arrayContaining(["HOME", "SERVICES", "SERVICE:DUMPSTER", "REGION:LU_ESCH", "LEGAL"]),
    );
    const missing = routes.filter(
      (route) => !fs.existsSync(path.join(publicDir, fileOf(route.primaryPath))),
    );
    expect(missing.map((route) => route.primaryPath)).toEqual([]);
    for (const route of pages)
      expect(route.primaryPath).toMatch(new RegExp(`^/${route.locale.slice(0, 2)}/`));
    // French paths have no German twin; the German pages are the German language's own.
    for (const absent of ["services/", "de/services/", "de/zones-d-intervention/", "blog/"])
      expect([absent, fs.existsSync(path.join(publicDir, absent, "index.html"))]).toEqual([
        absent,
        false,
      ]);
    expect(read(publicDir, "/de/dienstleistungen/container/").lang).toBe("de-LU");
    const chooser = read(publicDir, "/");
    for (const home of ["/fr/", "/de/", "/en/"])
      expect(chooser.html).toMatch(new RegExp(`<a [^>]*href="${home}"`));
    expect(chooser.html).toContain('content="noindex, follow"');
    expect(chooser.alternates).toEqual([]);
  });

  it("gives every page its language, a canonical link to itself and a picker to the same page in each other language", () => {
    const domain = "https://www.debrix.lu";
    for (const route of pages) {
      const page = read(publicDir, route.primaryPath);
      const language = data.countries.LU.languages.find((each) => each.locale === route.locale);
      expect({
        path: route.primaryPath,
        lang: page.lang,
        canonical: page.canonical,
        ogLocale: page.ogLocale,
        picker: page.picker,
      }).toEqual({
        path: route.primaryPath,
        lang: route.locale,
        canonical: `${domain}${route.primaryPath}`,
        ogLocale: language?.ogLocale,
        picker: data.countries.LU.languages.map((each) => {
          if (each.locale === route.locale) return `${each.name} ${each.locale} current:true`;
          const other = pages.find(
            (candidate) => candidate.id === route.id && candidate.locale === each.locale,
          );
          return `${each.name} ${each.locale} ${other?.primaryPath}`;
        }),
      });
    }
  });

  it("puts every page in its hreflang cluster across the markets: each of its languages, the other markets' versions, a generic code per language and one x-default, the same on each member", () => {
    const table = alternatesTable(data);
    const domainOf = (market: string) => `https://${data.countries[market].domains[0]}`;
    for (const route of pages) {
      const page = read(publicDir, route.primaryPath);
      const cluster = (table.get(route.id) ?? []).map((link) => `${link.hreflang} ${link.href}`);
      expect([route.primaryPath, page.alternates]).toEqual([route.primaryPath, cluster]);
      // Its three languages, each at its own page.
      for (const language of data.countries.LU.languages) {
        const version = pages.find(
          (candidate) => candidate.id === route.id && candidate.locale === language.locale,
        );
        expect(page.alternates).toContain(
          `${hreflangOf(language.ogLocale)} ${domainOf("LU")}${version?.primaryPath}`,
        );
      }
      expect(page.alternates.filter((link) => link.startsWith("x-default "))).toHaveLength(1);
      const codes = page.alternates.map((link) => link.split(" ")[0]);
      expect(new Set(codes).size).toBe(codes.length);
    }
    // A page the other markets have too: theirs are in its cluster, each language once generically.
    const home = read(publicDir, "/de/");
    expect(home.alternates).toEqual(
      expect.arrayContaining([
        `fr-FR ${domainOf("FR")}/`,
        `de-DE ${domainOf("DE")}/`,
        `en-GB ${domainOf("EN")}/`,
        `fr-BE ${domainOf("BE")}/fr/`,
        `it-CH ${domainOf("CH")}/it/`,
        `fr-LU ${domainOf("LU")}/fr/`,
        `de-LU ${domainOf("LU")}/de/`,
        `en-LU ${domainOf("LU")}/en/`,
        `fr ${domainOf("FR")}/`,
        `de ${domainOf("DE")}/`,
        `x-default ${domainOf(data.brand.defaultMarket)}/`,
      ]),
    );
    // A page only this market has: its three languages, and x-default at its first.
    expect(read(publicDir, "/en/areas-we-cover/esch-sur-alzette/").alternates).toEqual([
      `fr-LU ${domainOf("LU")}/fr/zones-d-intervention/esch-sur-alzette/`,
      `de-LU ${domainOf("LU")}/de/liefergebiete/esch-sur-alzette/`,
      `en-LU ${domainOf("LU")}/en/areas-we-cover/esch-sur-alzette/`,
      `fr ${domainOf("LU")}/fr/zones-d-intervention/esch-sur-alzette/`,
      `de ${domainOf("LU")}/de/liefergebiete/esch-sur-alzette/`,
      `en ${domainOf("LU")}/en/areas-we-cover/esch-sur-alzette/`,
      `x-default ${domainOf("LU")}/fr/zones-d-intervention/esch-sur-alzette/`,
    ]);
  });

  it("lists each language's pages in its own sitemap, under one index, and neither / nor the not-found page", () => {
    const locs = (file: string) =>
      [...fs.readFileSync(path.join(publicDir, file), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        ([, loc]) => loc,
      );
    expect(locs("sitemap-index.xml")).toEqual([
      "https://www.debrix.lu/sitemap-fr.xml",
      "https://www.debrix.lu/sitemap-de.xml",
      "https://www.debrix.lu/sitemap-en.xml",
    ]);
    for (const language of data.countries.LU.languages)
      expect(locs(`sitemap-${language.prefix}.xml`).sort()).toEqual(
        pages
          .filter((route) => route.locale === language.locale)
          .map((route) => `https://www.debrix.lu${route.primaryPath}`)
          .sort(),
      );
    expect(fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8")).toContain(
      "Sitemap: https://www.debrix.lu/sitemap-index.xml",
    );
  });

  it("shows each language's texts: a regional catalog's own, its language's for the rest, never another language's", () => {
    const french = read(publicDir, "/fr/services/").html;
    expect(french).toContain("votre chantier au Luxembourg");
    expect(french).toMatch(/<h1[^>]*>Nos services<\/h1>/);
    const german = read(publicDir, "/de/dienstleistungen/").html;
    expect(german).toContain("Baustelle in Luxemburg");
    expect(german).toMatch(/<h1[^>]*>Unsere Leistungen<\/h1>/);
    expect(german).not.toContain("Nos services");
    const region = read(publicDir, "/de/liefergebiete/luxemburg-stadt/").html;
    expect(region).toContain("Oberstadt und Bahnhofsviertel");
    expect(region).toContain("Debrix Luxemburg S.à r.l.");
    expect(region).not.toContain("Ville-Haute");
    expect(read(publicDir, "/en/areas-we-cover/luxembourg-city/").html).toContain(
      "Upper Town and Station",
    );
  });

  it("shows the region's phone number in Luxembourg's national form, dialled in E.164", () => {
    const page = read(publicDir, "/fr/zones-d-intervention/luxembourg-ville/").html;
    expect(page).toContain('href="tel:+35227555010"');
    expect(page).toContain("27\u00A055\u00A050\u00A010");
  });

  it("has no typography fault against the rules of each page's language", () => {
    const rules = marketRules(data);
    const faults = routes.flatMap((route) =>
      pageTypographyFaults(read(publicDir, route.primaryPath).html, rules).map(
        (fault) => `${route.primaryPath}: ${fault}`,
      ),
    );
    expect(faults).toEqual([]);
  });
});
