/**
 * No text of the site promises a delivery time without saying when it holds: on private land. On
 * the pavement or the road the permit comes first, weeks later than the delivery time. A regional
 * catalog (fr-be) is read as the pages read it: over the catalog it falls back to.
 */
import fs from "node:fs";
import path from "node:path";
import { PROMISE_CONDITION_KEY, promiseProblems } from "../../src/node/content-check/catalogs";
import { loadSiteData } from "../../src/node/data/load";

const ROOT = path.resolve(__dirname, "../..");
const LOCALES = fs.readdirSync(path.join(ROOT, "content/locales")).sort();
const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);
/** A regional catalog → the catalog of its language it takes the texts it lacks from. */
const FALLBACKS = new Map(
  Object.values(data.countries)
    .flatMap((country) => country.languages)
    .flatMap((language) =>
      language.catalogFallback ? [[language.catalog, language.catalogFallback] as const] : [],
    ),
);

/** Every text of a catalog by its dotted key, over its fallback's. */
function textsOf(locale: string): Record<string, string> {
  const fallback = FALLBACKS.get(locale);
  return { ...(fallback ? ownTextsOf(fallback) : {}), ...ownTextsOf(locale) };
}

/** Every text of a catalog's own file by its dotted key. */
function ownTextsOf(locale: string): Record<string, string> {
  const texts: Record<string, string> = {};
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === "string") texts[prefix] = node;
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node))
        walk(value, prefix ? `${prefix}.${key}` : key);
  };
  walk(
    JSON.parse(
      fs.readFileSync(path.join(ROOT, "content/locales", locale, "translation.json"), "utf8"),
    ),
    "",
  );
  return texts;
}

describe.each(LOCALES)("the delivery promise in %s", (locale) => {
  const texts = textsOf(locale);

  it("has its condition, and every text with a delivery time says it", () => {
    expect(texts[PROMISE_CONDITION_KEY]).toEqual(expect.any(String));
    const promising = Object.entries(texts).filter(
      ([key, text]) =>
        /\{\{\s*(hours|deliveryHours)\s*\}\}/.test(text) && !key.startsWith("legal."),
    );
    // The home heading, the service and region texts and the how-to step at least.
    expect(promising.length).toBeGreaterThanOrEqual(8);
    expect(promiseProblems(texts)).toEqual([]);
  });

  it("is refused when a text drops the condition", () => {
    const condition = texts[PROMISE_CONDITION_KEY];
    const bare = { ...texts, "service.timing": texts["service.timing"].replace(condition, "") };
    expect(promiseProblems(bare)).toEqual([
      expect.objectContaining({
        key: "service.timing",
        message: expect.stringContaining(condition),
      }),
    ]);
  });
});
