import fs from "node:fs";
import path from "node:path";
import { FOOTER_LINK_KEYS, NAV_KEYS, PAGE_KEYS } from "../../src/shared/keys";
import { BLOG_CATEGORIES } from "../../src/shared/blog";
import { COMBAT_SECTIONS, HOME_STEPS, HOW_TO_STEPS, LEGAL_SECTIONS, sectionKeys } from "../../src/shared/copy-keys";
import { loadSiteData } from "../../src/node/data/load";

const ROOT = path.resolve(__dirname, "../..");
type Catalog = { [key: string]: string | Catalog };
/** Every catalog of content/locales/: the markets' languages and the switcher's other locales. */
const LOCALES = fs.readdirSync(path.join(ROOT, "content/locales")).sort();

const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(fs.readFileSync(path.join(ROOT, "content/locales", locale, "translation.json"), "utf8")) as Catalog,
  ]),
);

function flatten(catalog: Catalog, prefix = ""): Record<string, string> {
  return Object.entries(catalog).reduce<Record<string, string>>((flat, [key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? { ...flat, [full]: value } : { ...flat, ...flatten(value, full) };
  }, {});
}

const flat = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(catalogs[locale])]));
const allKeys = [...new Set(LOCALES.flatMap((locale) => Object.keys(flat[locale])))].sort();
/** Legal texts may cite an article or paragraph of a law ("article 6 du RGPD", "§ 5 DDG"); nothing else. */
const LEGAL_CITATION = /(§|\bArt\.|\bart\.|\b[Aa]rticle|\bArtikel|\bsection)\s*\d+[a-z]?/g;
function withoutAllowedNumbers(key: string, text: string): string {
  const bare = text.replace(/\{\{\s*\w+\s*\}\}/g, "");
  return key.startsWith("legal.") ? bare.replace(LEGAL_CITATION, "") : bare;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Keys the source code asks for: t("literal") calls, plus the keys it builds from closed lists. */
function keysUsedBySource(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full);
    }
  };
  walk(path.join(ROOT, "src"));
  const literal = files.flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(/\bt\(\s*"([^"]+)"/g)].map((match) => match[1]),
  );
  const textPageKeys = [...PAGE_KEYS, "HOW_TO_DUMPSTER", "BLOG_TESTING"].flatMap((page) => ["title", "description", "heading", "intro"].map((part) => `pages.${page}.${part}`));
  const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);
  const { catalogue } = data;
  const countries = Object.values(data.countries);
  const dataKeys = [
    ...data.services.flatMap((service) => [`services.${service.key}.summary`, `services.${service.key}.body`]),
    ...catalogue.wastes.flatMap((waste) => [`catalogue.wastes.${waste.key}`, ...(waste.variants ?? []).map((variant) => `catalogue.variants.${waste.key}.${variant}`)]),
    ...catalogue.gearRental.map((gear) => `catalogue.gear.${gear.key}`),
    ...catalogue.handlingFees.flatMap((fee) => [`catalogue.fees.${fee.key}`, ...fee.variants.map((variant) => `catalogue.feeVariants.${fee.key}.${variant}`)]),
    ...countries.flatMap((country) => country.partners.flatMap((partner) => [`partners.items.${partner}.name`, `partners.items.${partner}.body`])),
    ...countries.flatMap((country) => country.byExperts.flatMap((value) => [`experts.${value}.title`, `experts.${value}.body`])),
  ];
  const sectionCopy = [
    ...sectionKeys("home.how.steps", HOME_STEPS),
    ...sectionKeys("howTo.steps", HOW_TO_STEPS),
    ...sectionKeys("combat.sections", COMBAT_SECTIONS),
    ...Object.entries(LEGAL_SECTIONS).flatMap(([page, sections]) => sectionKeys(`legal.${page}.sections`, sections)),
  ];
  return [
    ...literal,
    ...dataKeys,
    ...sectionCopy,
    ...NAV_KEYS.map((key) => `nav.${key}`),
    ...FOOTER_LINK_KEYS.map((key) => `footer.${key}`),
    ...textPageKeys,
    ...BLOG_CATEGORIES.map((category) => `blog.categories.${category}`),
    "nav.BLOG_TESTING",
  ];
}

describe.each(LOCALES)("the %s catalog", (locale) => {
  it("has every key that any catalog has", () => {
    expect(allKeys.filter((key) => !(key in flat[locale]))).toEqual([]);
  });

  it("has no empty text", () => {
    expect(Object.entries(flat[locale]).filter(([, text]) => text.trim() === "")).toEqual([]);
  });

  it("uses the same placeholders as the French catalog", () => {
    const differing = allKeys.filter((key) => placeholders(flat[locale][key] ?? "").join() !== placeholders(flat["fr-fr"][key] ?? "").join());
    expect(differing).toEqual([]);
  });

  it("writes no number itself: business facts come from data/ through placeholders", () => {
    expect(Object.entries(flat[locale]).filter(([key, text]) => /\d/.test(withoutAllowedNumbers(key, text)))).toEqual([]);
  });

  it("has every key the source code uses", () => {
    expect(keysUsedBySource().filter((key) => !(key in flat[locale]))).toEqual([]);
  });
});
