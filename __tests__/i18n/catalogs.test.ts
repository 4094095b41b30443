import fs from "node:fs";
import path from "node:path";
import { FOOTER_LINK_KEYS, LOCALES, NAV_KEYS, PAGE_KEYS } from "../../src/shared/keys";
import { BLOG_CATEGORIES } from "../../src/shared/blog";

const ROOT = path.resolve(__dirname, "../..");
type Catalog = { [key: string]: string | Catalog };

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
  return [
    ...literal,
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
    expect(Object.entries(flat[locale]).filter(([, text]) => /\d/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, "")))).toEqual([]);
  });

  it("has every key the source code uses", () => {
    expect(keysUsedBySource().filter((key) => !(key in flat[locale]))).toEqual([]);
  });
});
