/**
 * A market in a language no market has yet (docs/decisions.md#d38-page-paths-are-in-the-catalogs):
 * files under data/ and one catalog with its route paths, on a copy of the content. Its route
 * table takes its paths from that catalog; the content check accepts it, and names the catalog,
 * the key and the page when a path is missing.
 */
import fs from "node:fs";
import path from "node:path";
import { copyContent, type ContentCopy } from "./content-copy";
import { loadSiteData } from "../../src/node/data/load";
import { marketRoutes } from "../../src/rules/market";
import { checkContent } from "../../src/node/content-check";
import { formatIssue } from "../../src/rules/data/issues";
import { parse, stringify } from "yaml";

const NL_COUNTRY = fs
  .readFileSync(path.resolve(__dirname, "../../data/countries/en.yaml"), "utf8")
  .replace(/^key: .*$/m, "key: NL")
  .replace(/^order: .*$/m, "order: 9")
  .replace(/^ {2}- locale: .*$/m, "  - locale: nl-NL")
  .replace(/^ {4}content: .*$/m, "    content: nl")
  .replace(/^ {4}catalog: .*$/m, "    catalog: nl-nl")
  .replace(/^ {4}ogLocale: .*$/m, "    ogLocale: nl_NL")
  .replace(/^ {4}name: .*$/m, "    name: Nederlands")
  .replace(/^ {4}numbers: .*$/m, '    numbers: { group: ".", decimal: "," }')
  .replace(/^domains: .*$/m, "domains: [www.debrix.nl, debrix.nl]");

const NL_ROUTES = {
  HOME: "/",
  SERVICES: "/diensten/",
  HOW_TO_DUMPSTER: "/diensten/hoe-huur-je-een-container/",
  COMBAT: "/notre-combat/",
  PARTNERS: "/partenaires/",
  BLOG: "/blog/",
  NOT_FOUND: "/404/",
  CGU: "/gebruiksvoorwaarden/",
  CGV: "/algemene-voorwaarden/",
  PRIVACY: "/privacybeleid/",
  LEGAL: "/colofon/",
  REGIONS: "/werkgebieden/",
  WHICH_CONTAINER: "/welke-container/",
  CAN_IT_GO_IN: "/wat-mag-in-de-container/",
  WHERE_CAN_IT_STAND: "/waar-mag-de-container-staan/",
};

/** The region texts of Berlin, which NL lists, in the new language too (here the English ones stand in). */
function withDutchRegionTexts(text: string): string {
  type Texts = Record<string, string>;
  const regions = parse(text) as { intro: Texts; faq?: { question: Texts; answer: Texts }[] }[];
  for (const region of regions) {
    region.intro.nl = region.intro.en;
    for (const entry of region.faq ?? []) {
      entry.question.nl = entry.question.en;
      entry.answer.nl = entry.answer.en;
    }
  }
  return stringify(regions);
}

/**
 * The visitor tools' files with NL beside EN wherever EN is (the sizes it offers, where refused
 * wastes go, the document it hands out) and every English text in the new language too: the content
 * check asks a market showing the tools for all of them.
 */
function withDutchToolTexts(text: string): string {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value))
      return value.includes("EN") ? [...value.map(visit), "NL"] : value.map(visit);
    if (value === null || typeof value !== "object") return value;
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([key, inner]) => [key, visit(inner)] as const,
    );
    const object = Object.fromEntries(entries);
    return "en" in object && !("nl" in object) ? { ...object, nl: object.en } : object;
  };
  return stringify(visit(parse(text)), { aliasDuplicateObjects: false });
}

let copy: ContentCopy;

beforeAll(() => {
  copy = copyContent();
  copy.write("data/countries/nl.yaml", NL_COUNTRY);
  copy.replace(
    "data/brand.yaml",
    "locales: [fr-fr, en-gb, de-de, es-es]",
    "locales: [fr-fr, en-gb, de-de, es-es, nl-nl]",
  );
  // Slug and name of every service in the new language (data/services.yaml).
  copy.write(
    "data/services.yaml",
    copy.read("data/services.yaml").replace(/en: ([^,}]+) \}/g, "en: $1, nl: $1 }"),
  );
  copy.write("data/regions/de.yaml", withDutchRegionTexts(copy.read("data/regions/de.yaml")));
  for (const file of [
    "data/containers.yaml",
    "data/wastes.yaml",
    "data/common-items.yaml",
    "data/street-permits.yaml",
  ])
    copy.write(file, withDutchToolTexts(copy.read(file)));
  const catalog = JSON.parse(copy.read("content/locales/en-gb/translation.json"));
  copy.write(
    "content/locales/nl-nl/translation.json",
    `${JSON.stringify({ ...catalog, routes: NL_ROUTES }, null, 2)}\n`,
  );
});

afterAll(() => copy.cleanup());

describe("a market in a new language", () => {
  it("takes its page paths from its catalog, and the other languages' paths as aliases", () => {
    const { data } = loadSiteData(path.join(copy.root, "data"), copy.root);
    const routes = marketRoutes(data, "NL");
    const byId = (id: string) => routes.find((route) => route.id === id);
    expect(byId("SERVICES")?.primaryPath).toBe("/diensten/");
    expect(byId("CGV")?.primaryPath).toBe("/algemene-voorwaarden/");
    expect(byId("HOW_TO_DUMPSTER")?.primaryPath).toBe("/diensten/hoe-huur-je-een-container/");
    expect(byId("SERVICE:DUMPSTER")?.primaryPath).toBe("/diensten/containers/");
    expect(byId("CGV")?.aliases).toEqual(
      expect.arrayContaining(["/agb/", "/terms-of-sale/", "/cgv/"]),
    );
    expect(byId("REGION:DE_BERLIN")?.primaryPath).toBe("/werkgebieden/berlin/");
  });

  it("passes the content check", () => {
    expect(checkContent(copy.root).issues.map(formatIssue)).toEqual([]);
  });

  it("is refused with the catalog, the key and the page when its catalog lacks a page path", () => {
    copy.replace(
      "content/locales/nl-nl/translation.json",
      /\n\s*"CGV": "\/algemene-voorwaarden\/",/,
      "",
    );
    const report = checkContent(copy.root).issues.map(formatIssue);
    copy.restore();
    expect(report).toEqual([
      expect.stringMatching(
        /^content\/locales\/nl-nl\/translation\.json.*routes\.CGV.*is missing: the path of page CGV in this language/,
      ),
    ]);
  });
});
