/**
 * A fourth market from data files alone: NL, in English, with three regions and its own domain, is
 * added to a copy of the project by writing two files under data/ and naming it among the markets
 * of a container size in data/containers.yaml (nothing else), then built with
 * scripts/build.mjs as `npm run build -- --market NL` does. If adding a market needed a code edit,
 * this build or one of its checks would fail.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { parseDocument } from "yaml";
import { projectCopy } from "./project";
import { NEAR_DUPLICATE, shingleSimilarity } from "../e2e/shingles";

const NL_COUNTRY = `# Market NL (www.debrix.nl), in English.
key: NL
order: 6
languages:
  - locale: en-NL
    prefix: ""
    content: en
    catalog: en-gb
    ogLocale: en_NL
    name: English
    numbers: { group: ",", decimal: "." }
domains: [www.debrix.nl, debrix.nl]
companyName: Debrix Nederland B.V.
email: hello@debrix.nl
address:
  street: Havenstraat 7
  postalCode: 1013 AB
  city: Amsterdam
openingHours: Monday to Friday, 8am to 5pm (5 days a week)
logo: DE
appUrl: https://app.debrix.eu
appRegisterPath: /register/
tagManagerId: ""
mainNav: [HOME, SERVICES]
pages: [HOME, SERVICES, REGIONS, NOT_FOUND, LEGAL]
services:
  - { key: DUMPSTER, timingHours: 48 }
regions: [NL_AMSTERDAM, NL_ROTTERDAM, NL_UTRECHT]
partners: []
byExperts: [reuse, recycling]
footerLinks: [LEGAL]
socialLinks:
  - { label: LinkedIn, to: https://www.linkedin.com/company/debrix }
supportedBy: []
legal:
  registration: KvK 00000000
  director: Sanne de Vries, Director
  host: { name: Example Hosting B.V., address: "Serverweg 1, 1012 AB Amsterdam, Netherlands" }
`;

const NL_REGIONS = `- key: NL_AMSTERDAM
  name: Amsterdam
  nameInText: in Amsterdam
  number: "+31205550177"
  numberFormatted: 020 555 0177
  services: [DUMPSTER]
  zones:
    - { id: AMSTERDAM, name: Amsterdam (all districts), nameShort: Amsterdam }
    - { id: AMSTELVEEN, name: Amstelveen, nameShort: Amstelveen }
  slug: amsterdam
  intro:
    en: >-
      In Amsterdam most jobs are in narrow canal houses and 1930s flats, where a skip stands on the
      street because there is no yard; loading bays are short and bridges limit the size of trucks
      in the old centre. We deliver skips across the city's districts and in Amstelveen, and the
      driver places each one where the permit from the city allows.
  neighbours: [NL_ROTTERDAM]
- key: NL_ROTTERDAM
  name: Rotterdam
  nameInText: in Rotterdam
  number: "+31105550188"
  numberFormatted: 010 555 0188
  services: [DUMPSTER]
  zones:
    - { id: ROTTERDAM, name: Rotterdam (all districts), nameShort: Rotterdam }
  slug: rotterdam
  intro:
    en: >-
      Rotterdam rebuilt its centre after 1940, so jobs here range from post-war terraces and port
      warehouses turned into lofts to new towers on the Kop van Zuid. Streets are wider than in the
      old cities, yet parking is paid and checked: we deliver skips in every district of the city
      and tell you when the municipality wants a permit for the street.
  # A size of data/containers.yaml, named by its id; the price is the region's own.
  containers:
    - { size: chain-6, fromPriceEur: 189 }
- key: NL_UTRECHT
  name: Utrecht
  nameInText: in Utrecht
  number: "+31305550199"
  numberFormatted: 030 555 0199
  services: [DUMPSTER]
  # Amsterdam's page copied under another name: what the near-duplicate check is there to catch.
  zones:
    - { id: UTRECHT_1, name: Amsterdam (all districts), nameShort: Amsterdam }
    - { id: UTRECHT_2, name: Amstelveen, nameShort: Amstelveen }
  slug: utrecht
  intro:
    en: >-
      In Amsterdam most jobs are in narrow canal houses and 1930s flats, where a skip stands on the
      street because there is no yard; loading bays are short and bridges limit the size of trucks
      in the old centre. We deliver skips across the city's districts and in Amstelveen, and the
      driver places each one where the permit from the city allows.
  neighbours: [NL_ROTTERDAM]
`;

/** The only way this test changes the copy: a file under data/. */
function writeDataFile(dir: string, relative: string, text: string) {
  if (!relative.startsWith("data/"))
    throw new Error(`${relative}: a new market may only need files under data/`);
  fs.writeFileSync(path.join(dir, relative), text);
}

/** The market added to the `markets` of a size of data/containers.yaml: the market rents it. */
function offerSizeIn(dir: string, sizeId: string, market: string) {
  const file = "data/containers.yaml";
  const doc = parseDocument(fs.readFileSync(path.join(dir, file), "utf8"));
  const sizes = (doc.toJS() as { sizes: { id: string; markets: string[] }[] }).sizes;
  const index = sizes.findIndex((size) => size.id === sizeId);
  if (index < 0) throw new Error(`${file} has no size ${sizeId}`);
  doc.setIn(["sizes", index, "markets"], [...sizes[index].markets, market]);
  writeDataFile(dir, file, doc.toString());
}

const page = (dir: string, pagePath: string) =>
  fs.readFileSync(path.join(dir, "public", pagePath, "index.html"), "utf8");
const exists = (dir: string, pagePath: string) =>
  fs.existsSync(path.join(dir, "public", pagePath, "index.html"));
/** The text of a page's <main>, its scripts and tags left out, as the browser test's `innerText` reads it. */
const mainTextOf = (html: string) =>
  (/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "")
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
const canonicalOf = (html: string) =>
  /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1];

/** The links of the header's main navigation (the <nav> labelled "Main navigation" in en-gb). */
function mainNavLinks(html: string): string[] {
  const start = html.indexOf('aria-label="Main navigation"');
  if (start < 0) return [];
  const nav = html.slice(start, html.indexOf("</nav>", start));
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
}

describe("a market added with data files alone (NL, English, three regions)", () => {
  let dir = "";
  let build = { status: null as number | null, output: "" };

  beforeAll(() => {
    // A market without a blog: one article stands for the content it sources but makes no page of.
    dir = projectCopy({ articles: ["location-benne-lyon"] });
    writeDataFile(dir, "data/countries/nl.yaml", NL_COUNTRY);
    writeDataFile(dir, "data/regions/nl.yaml", NL_REGIONS);
    offerSizeIn(dir, "chain-6", "NL");
    const result = spawnSync(
      process.execPath,
      [path.join(dir, "scripts/build.mjs"), "--market", "NL"],
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
  }, 900_000);

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("builds", () => {
    expect(build.output).toContain("market NL");
    expect(build.status).toBe(0);
  });

  it("has the pages it lists at their English paths, with /de/ twins, and none it does not list", () => {
    for (const pagePath of [
      "",
      "services",
      "services/skip-hire",
      "services/how-to-hire-a-skip",
      "legal-notice",
      "404",
      "de",
      "de/services/skip-hire",
      "de/impressum",
      "areas-we-cover",
      "areas-we-cover/amsterdam",
      "de/areas-we-cover/rotterdam",
    ]) {
      expect([pagePath, exists(dir, pagePath)]).toEqual([pagePath, true]);
    }
    for (const pagePath of [
      "terms-of-sale",
      "privacy-policy",
      "services/big-bags",
      "notre-combat",
      "blog",
    ]) {
      expect([pagePath, exists(dir, pagePath)]).toEqual([pagePath, false]);
    }
  });

  it("points every canonical link at its own domain, in English", () => {
    expect(canonicalOf(page(dir, ""))).toBe("https://www.debrix.nl/");
    expect(canonicalOf(page(dir, "de/dienstleistungen/container"))).toBe(
      "https://www.debrix.nl/services/skip-hire/",
    );
    expect(page(dir, "")).toMatch(/<html[^>]* lang="en-NL"/);
  });

  it("shows its region's phone number, company and timing", () => {
    const home = page(dir, "");
    expect(home).toContain('href="tel:+31205550177"');
    // Displayed with no-break spaces: a phone number never breaks across two lines.
    expect(home).toContain("020\u00A0555\u00A00177");
    expect(home).toContain("Debrix Nederland B.V.");
    expect(home).not.toContain("+493055501234");
    expect(page(dir, "services/skip-hire")).toContain("within 48 hours");
  });

  it("has the navigation of its data: home and services", () => {
    expect(mainNavLinks(page(dir, ""))).toEqual(["/", "/services/"]);
  });

  it("is linked with the other markets' pages it shares (hreflang)", () => {
    const home = page(dir, "");
    for (const href of [
      "https://www.debrix.nl/",
      "https://www.debrix.de/",
      "https://www.debrix.fr/",
      "https://www.debrix.co.uk/",
    ]) {
      expect(home).toMatch(
        new RegExp(`<link[^>]*rel="alternate"[^>]*href="${href.replace(/\./g, "\\.")}"`),
      );
    }
  });

  it("gives each of its regions a page from their data alone: number, zones, neighbours, a place in the regions page and the sitemap", () => {
    const amsterdam = page(dir, "areas-we-cover/amsterdam");
    expect(canonicalOf(amsterdam)).toBe("https://www.debrix.nl/areas-we-cover/amsterdam/");
    expect(amsterdam).toMatch(/<h1[^>]*>Skip hire in Amsterdam<\/h1>/);
    expect(amsterdam).toContain('href="tel:+31205550177"');
    expect(amsterdam).toContain("Amstelveen");
    expect(amsterdam).toContain("canal houses");
    expect(amsterdam).toContain('href="/areas-we-cover/rotterdam/"');
    // The company's service in the region, with the region's phone (docs/decisions.md, D79).
    expect(amsterdam).toContain(
      '"@type":"Service","@id":"https://www.debrix.nl/areas-we-cover/amsterdam/#service"',
    );
    expect(amsterdam).toContain(
      '"servicePhone":{"@type":"ContactPoint","telephone":"+31205550177"',
    );
    const hub = page(dir, "areas-we-cover");
    expect(hub).toContain('href="/areas-we-cover/amsterdam/"');
    expect(hub).toContain('href="/areas-we-cover/rotterdam/"');
    const sitemap = fs.readFileSync(path.join(dir, "public/sitemap-0.xml"), "utf8");
    for (const pagePath of [
      "/areas-we-cover/",
      "/areas-we-cover/amsterdam/",
      "/areas-we-cover/rotterdam/",
    ]) {
      expect(sitemap).toContain(`<loc>https://www.debrix.nl${pagePath}</loc>`);
    }
    expect(sitemap).not.toContain("/de/areas-we-cover/");
  });

  it("tells a region page copied from another under a new name from pages written for their place, by the browser test's near-duplicate measure", () => {
    const text = (pagePath: string) => mainTextOf(page(dir, pagePath));
    const copied = shingleSimilarity(
      text("areas-we-cover/amsterdam"),
      text("areas-we-cover/utrecht"),
    );
    const written = shingleSimilarity(
      text("areas-we-cover/amsterdam"),
      text("areas-we-cover/rotterdam"),
    );
    expect(text("areas-we-cover/utrecht")).toContain("canal houses");
    expect([copied, copied >= NEAR_DUPLICATE]).toEqual([copied, true]);
    expect([written, written < NEAR_DUPLICATE]).toEqual([written, true]);
  });

  it("shows the sizes a region names, with the figures of data/containers.yaml and the region's own price, in the server HTML and its structured data", () => {
    const rotterdam = page(dir, "areas-we-cover/rotterdam");
    const table =
      rotterdam.match(/<table class="[^"]*container-table[^"]*"[\s\S]*?<\/table>/)?.[0] ?? "";
    const cells = [...table.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) =>
      cell[1].replace(/<!-- -->/g, "").replace(/\s/g, " "),
    );
    // The figures of chain-6 in data/containers.yaml, with the decimal separator of the market's
    // htmlLang (en-NL writes a decimal comma, as European English does), and the region's price.
    const { sizes } = parseDocument(
      fs.readFileSync(path.join(dir, "data/containers.yaml"), "utf8"),
    ).toJS() as { sizes: Record<string, number | string>[] };
    const size = sizes.find((candidate) => candidate.id === "chain-6") ?? {};
    const decimal =
      new Intl.NumberFormat("en-NL").formatToParts(1.5).find((part) => part.type === "decimal")
        ?.value ?? ".";
    const figure = (value: number | string | undefined) => String(value).replace(".", decimal);
    expect(cells).toEqual([
      `${figure(size.volumeM3)} m³`,
      `${figure(size.lengthM)} × ${figure(size.widthM)} × ${figure(size.heightM)} m`,
      `${figure(size.maxPayloadT)} t`,
      "from €189 excl. VAT",
    ]);
    expect(rotterdam).toContain('"@type":"Offer"');
    expect(rotterdam).toContain('"price":189');
    expect(rotterdam).toContain(
      '"itemOffered":{"@id":"https://www.debrix.nl/areas-we-cover/rotterdam/#service-dumpster"}',
    );
    expect(page(dir, "areas-we-cover/amsterdam")).not.toMatch(/<table class="[^"]*container-table/);
  });
});
