/**
 * A market's languages (src/shared/languages.ts): which language a page is in, and a value of
 * data/ in that language, for build and browser code alike.
 */
import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import {
  countryIn,
  hasSeveralLanguages,
  hreflangOf,
  isPerLanguage,
  languageOfPath,
  localizedIn,
  prefixedPath,
  regionIn,
  textIn,
  textInOrFirst,
} from "../../src/shared/languages";

const { data } = loadSiteData(path.resolve(__dirname, "../../data"));
const [frBE, nlBE] = data.countries.BE.languages;
const [deCH, frCH, itCH] = data.countries.CH.languages;

describe("a value of data/ in a language", () => {
  it("is the value itself when it is one for every language", () => {
    expect(isPerLanguage("Lugano")).toBe(false);
    expect(localizedIn("Lugano", itCH, "name")).toBe("Lugano");
    // An object of other keys (a street permit) is a value, not a value per language.
    expect(isPerLanguage({ summary: "x", points: [] })).toBe(false);
  });

  it("is its language's when there is one per language, the locale's before the language's", () => {
    const names = { fr: "bennes", de: "Container", "fr-BE": "conteneurs", "de-CH": "Mulden" };
    expect(isPerLanguage(names)).toBe(true);
    expect(localizedIn(names, frBE, "slug")).toBe("conteneurs");
    expect(localizedIn(names, frCH, "slug")).toBe("bennes");
    expect(localizedIn(names, deCH, "slug")).toBe("Mulden");
    expect(textIn({ fr: "Bruxelles", nl: "Brussel" }, nlBE, "city")).toBe("Brussel");
  });

  it("is an error naming the value, the language and what there is, rather than another language's", () => {
    expect(() => localizedIn({ fr: "Bruxelles" }, nlBE, "city of the market")).toThrow(
      "city of the market has no value in nl-BE (nl); it has: fr",
    );
  });

  it("of another market, which the visitor's state may hold, is its first where this language has none", () => {
    expect(textInOrFirst({ de: "Zürich", fr: "Zurich" }, nlBE)).toBe("Zürich");
    expect(textInOrFirst({ de: "Zürich", fr: "Zurich" }, frBE)).toBe("Zurich");
  });
});

describe("a region and a market in a language", () => {
  const region = data.regions.find((candidate) => candidate.key === "BE_BRUSSELS");
  if (!region) throw new Error("no BE_BRUSSELS");

  it("name the region, its slug and its zones in the language", () => {
    const dutch = regionIn(region, nlBE);
    expect([dutch.name, dutch.nameInText, dutch.slug]).toEqual([
      "Brussel",
      "in Brussel",
      "brussel",
    ]);
    expect(dutch.zones[0].nameShort).toBe("Vijfhoek");
    expect(regionIn(region, frBE).zones[0].nameShort).toBe("Pentagone");
    expect(dutch.number).toBe(region.number);
  });

  it("give the market's company, address, hours and legal entries in the language, with its fields", () => {
    const dutch = countryIn(data.countries.BE, nlBE);
    expect(dutch).toMatchObject({
      language: "nl-be",
      contentLanguage: "nl",
      htmlLang: "nl-BE",
      ogLocale: "nl_BE",
      companyName: "Debrix Belgium BV",
      address: { city: "Brussel", postalCode: "1000" },
    });
    expect(dutch.openingHours).toMatch(/^Maandag/);
    // A market with one language: its texts as written.
    expect(countryIn(data.countries.FR, data.countries.FR.languages[0]).companyName).toBe(
      data.countries.FR.companyName,
    );
  });
});

describe("the language of a page", () => {
  it("is the only one of a market with one, whatever the path (a /de/ twin too)", () => {
    expect(hasSeveralLanguages(data.countries.FR)).toBe(false);
    expect(languageOfPath(data.countries.FR.languages, "/de/services/").locale).toBe("fr");
  });

  it("is the one whose prefix starts the path in a market with several, else its first", () => {
    const languages = data.countries.CH.languages;
    expect(hasSeveralLanguages(data.countries.CH)).toBe(true);
    expect(languageOfPath(languages, "/it/servizi/").locale).toBe(itCH.locale);
    expect(languageOfPath(languages, "/fr/").locale).toBe(frCH.locale);
    expect(languageOfPath(languages, "/").locale).toBe(deCH.locale);
    expect(languageOfPath(languages, "/404/").locale).toBe(deCH.locale);
    // A segment that only begins like a prefix is not one.
    expect(languageOfPath(languages, "/italiano/").locale).toBe(deCH.locale);
  });

  it("prefixes its paths, and gives its hreflang code from its Open Graph locale", () => {
    expect(prefixedPath("nl", "/diensten/")).toBe("/nl/diensten/");
    expect(prefixedPath("nl", "/")).toBe("/nl/");
    expect(prefixedPath("", "/services/")).toBe("/services/");
    expect(hreflangOf("de_CH")).toBe("de-CH");
  });
});
