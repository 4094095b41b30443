import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { samePhoneNumber } from "../../src/rules/data/cross-check";
import { DataValidationError } from "../../src/rules/data/issues";
import { SERVICE_KEYS } from "../../src/shared/keys";
import { selectMarket } from "../../src/node/market";
import { copyData, type DataCopy } from "./data-fixture";

const REAL_DATA = path.resolve(__dirname, "../../data");

function errorOf(copy: DataCopy): DataValidationError {
  try {
    loadSiteData(copy.dataDir, copy.root);
  } catch (error) {
    if (error instanceof DataValidationError) return error;
    throw error;
  }
  throw new Error("expected the data to be rejected");
}

describe("the data in data/", () => {
  const { data, warnings } = loadSiteData(REAL_DATA);

  it("passes validation", () => {
    expect(Object.keys(data.countries).sort()).toEqual(["BE", "CH", "DE", "EN", "FR"]);
  });

  it("has the 15 French regions and Berlin, and EN repeats Berlin", () => {
    expect(data.countries.FR.regions).toHaveLength(15);
    expect(data.countries.DE.regions).toEqual(["DE_BERLIN"]);
    expect(data.countries.EN.regions).toEqual(["DE_BERLIN"]);
  });

  it("offers all nine services in France and only skips in Germany and the UK", () => {
    expect(data.countries.FR.services.map((service) => service.key).sort()).toEqual(
      [...SERVICE_KEYS].sort(),
    );
    expect(data.countries.DE.services).toEqual([{ key: "DUMPSTER", timingHours: 24 }]);
    expect(data.countries.EN.services).toEqual([{ key: "DUMPSTER", timingHours: 24 }]);
  });

  it("gives Île-de-France 8 zones and all nine services", () => {
    const idf = data.regions.find((region) => region.key === "FR_IDF");
    expect(idf?.zones).toHaveLength(8);
    expect(idf?.services).toHaveLength(9);
  });

  it("loads without a warning: a warning is about an edit, never about the data as shipped", () => {
    expect(warnings).toEqual([]);
  });

  it("tolerates a zone id repeated with empty names, as the old data had, with a warning, and drops the copy", () => {
    const copy = copyData();
    try {
      copy.write(
        "regions/fr.yaml",
        copy
          .read("regions/fr.yaml")
          .replace(
            /( +)- \{ id: TOULOUSE_ZONE_2, .*\n/,
            (line, indent: string) =>
              `${line}${indent}- { id: TOULOUSE_ZONE_2, name: "", nameShort: "" }\n`,
          ),
      );
      const loaded = loadSiteData(copy.dataDir, copy.root);
      expect(loaded.warnings).toEqual([expect.stringContaining("TOULOUSE_ZONE_2 appears twice")]);
      const toulouse = loaded.data.regions.find((region) => region.key === "FR_TOULOUSE");
      expect(toulouse?.zones.map((zone) => zone.id)).toEqual([
        "TOULOUSE_ZONE_1",
        "TOULOUSE_ZONE_2",
      ]);
    } finally {
      copy.cleanup();
    }
  });

  it("has exactly one French region with 40 minutes of parking", () => {
    expect(data.regions.filter((region) => region.parkingMinutes === 40)).toHaveLength(1);
    expect(data.business.parkingMinutes).toBe(45);
  });
});

describe("a bad edit to a data file", () => {
  let copy: DataCopy;
  beforeEach(() => {
    copy = copyData();
  });
  afterEach(() => copy.cleanup());

  interface Case {
    name: string;
    edit: (copy: DataCopy) => void;
    /** Every fragment must appear in the one message about this problem. */
    says: string[];
  }

  const cases: Case[] = [
    {
      name: "a region naming an unknown service",
      edit: (c) => c.set("regions/fr.yaml", [1, "services", 0], "DUMPTSER"),
      says: [
        "data/regions/fr.yaml:",
        "field [1].services[0]",
        '"DUMPTSER"',
        "allowed: UTILITY, DUMPSTER, BIGBAG",
      ],
    },
    {
      name: "a phone number not in international form",
      edit: (c) => c.set("regions/fr.yaml", [0, "number"], "01 99 00 01 01"),
      says: [
        "data/regions/fr.yaml:",
        "field [0].number",
        '"01 99 00 01 01"',
        "must be in international form",
      ],
    },
    {
      name: "two markets with the same order",
      edit: (c) => c.set("countries/en.yaml", ["order"], 2),
      says: ["data/countries/en.yaml:", "field order", "2", "is already the order of market DE"],
    },
    {
      name: "a default market without a file in data/countries/",
      edit: (c) => c.set("brand.yaml", ["defaultMarket"], "NL"),
      says: [
        "data/brand.yaml:",
        "field defaultMarket",
        '"NL"',
        "is not a market; markets (the keys of data/countries/*.yaml): FR, DE, EN",
      ],
    },
    {
      name: "a market whose language has no catalog in content/locales/",
      edit: (c) => c.set("countries/en.yaml", ["languages", 0, "catalog"], "nl-nl"),
      says: [
        "data/countries/en.yaml:",
        "field languages[0].catalog",
        '"nl-nl"',
        "has no catalog: add content/locales/nl-nl/translation.json",
      ],
    },
    {
      name: "a switcher locale without a catalog",
      edit: (c) => c.set("brand.yaml", ["i18n", "locales", 3], "it-it"),
      says: [
        "data/brand.yaml:",
        "field i18n.locales[3]",
        '"it-it"',
        "has no catalog: add content/locales/it-it/translation.json",
      ],
    },
    {
      name: "a market in a new content language that the services have no slug for",
      edit: (c) => c.set("countries/en.yaml", ["languages", 0, "content"], "sv"),
      says: [
        "data/services.yaml:",
        "field [0].slugs",
        "has no sv entry; market EN is in sv, so the service needs one",
        "languages it needs: fr, de, sv",
      ],
    },
    {
      name: "a market key that is not upper-case letters",
      edit: (c) => c.set("countries/en.yaml", ["key"], "uk"),
      says: [
        "data/countries/en.yaml:",
        "field key",
        '"uk"',
        "must be an upper-case market key of 2 or 3 letters such as FR",
      ],
    },
    {
      name: "a main-navigation entry naming a page the market does not have",
      edit: (c) => c.set("countries/de.yaml", ["mainNav"], ["HOME", "SERVICES", "BLOG"]),
      says: [
        "data/countries/de.yaml:",
        "field mainNav[2]",
        '"BLOG"',
        "names a page this market does not have; its pages: HOME, SERVICES",
      ],
    },
    {
      name: "a footer link naming a page the market does not have",
      edit: (c) =>
        c.set(
          "countries/de.yaml",
          ["pages"],
          ["HOME", "SERVICES", "NOT_FOUND", "CGU", "CGV", "PRIVACY"],
        ),
      says: [
        "data/countries/de.yaml:",
        "field footerLinks[0]",
        '"LEGAL"',
        "names a page this market does not have",
      ],
    },
    {
      name: "a footer link that is not a footer link",
      edit: (c) => c.set("countries/fr.yaml", ["footerLinks", 0], "COMBAT"),
      says: [
        "data/countries/fr.yaml:",
        "field footerLinks[0]",
        '"COMBAT"',
        "allowed: LEGAL, PRIVACY, CGU, CGV, RECRUITING",
      ],
    },
    {
      name: "the recruiting link without its address",
      edit: (c) => c.set("countries/de.yaml", ["footerLinks"], ["LEGAL", "RECRUITING"]),
      says: [
        "data/countries/de.yaml:",
        "field footerLinks[1]",
        '"RECRUITING"',
        "needs recruitingUrl",
      ],
    },
    {
      name: "a duplicate region key",
      edit: (c) => c.set("regions/fr.yaml", [2, "key"], "FR_IDF"),
      says: ["data/regions/fr.yaml:", "field [2].key", '"FR_IDF"', "duplicate region key"],
    },
    {
      name: "a duplicate zone id that has names",
      edit: (c) => c.set("regions/fr.yaml", [0, "zones", 1, "id"], "IDF_PARIS"),
      says: ["data/regions/fr.yaml:", "field [0].zones[1].id", '"IDF_PARIS"', "duplicate zone id"],
    },
    {
      name: "a zone offering a service its region does not offer",
      edit: (c) => c.set("regions/fr.yaml", [4, "zones", 0, "services"], ["ASBESTOS"]),
      says: [
        "data/regions/fr.yaml:",
        "field [4].zones[0].services[0]",
        '"ASBESTOS"',
        "is not offered by region FR_LORRAINE; allowed: DUMPSTER, BIGBAG",
      ],
    },
    {
      name: "a market listing an unknown region",
      edit: (c) => c.set("countries/fr.yaml", ["regions", 3], "FR_NOWHERE"),
      says: [
        "data/countries/fr.yaml:",
        "field regions[3]",
        '"FR_NOWHERE"',
        "is not a region of data/regions/; known regions: BE_BRUSSELS, BE_ANTWERP, BE_LIEGE, CH_ZURICH",
      ],
    },
    {
      name: "a region offering a service its market does not offer",
      edit: (c) => c.set("regions/de.yaml", [0, "services"], ["DUMPSTER", "BIGBAG"]),
      says: [
        "data/regions/de.yaml:",
        "field [0].services[1]",
        '"BIGBAG"',
        "is not offered by market DE",
        "allowed: DUMPSTER",
      ],
    },
    {
      name: "a region's size that data/containers.yaml does not have",
      edit: (c) => c.set("regions/fr.yaml", [2, "containers"], [{ size: "chain-7" }]),
      says: [
        "data/regions/fr.yaml:",
        "field [2].containers[0].size",
        '"chain-7"',
        "is not a size of data/containers.yaml; allowed: chain-3, chain-4-5, chain-6, chain-9, chain-12, hook-15, hook-20, hook-30, bigbag-1",
      ],
    },
    {
      name: "a region's size not offered in a market that lists the region",
      edit: (c) => c.set("regions/de.yaml", [0, "containers"], [{ size: "chain-12" }]),
      says: [
        "data/regions/de.yaml:",
        "field [0].containers[0].size",
        '"chain-12"',
        "is not offered in market DE, EN, which lists region DE_BERLIN",
        "allowed: chain-3, chain-4-5, chain-6, chain-9, hook-36",
      ],
    },
    {
      name: "a region's size rented by no service the region offers",
      edit: (c) => c.set("regions/fr.yaml", [3, "containers"], [{ size: "bigbag-1" }]),
      says: [
        "data/regions/fr.yaml:",
        "field [3].containers[0].size",
        '"bigbag-1"',
        "is rented by BIGBAG (data/containers.yaml), none of which region FR_OISE_SOMME offers",
        "allowed: chain-3, chain-4-5",
      ],
    },
    {
      name: "a region's size listed twice",
      edit: (c) =>
        c.set(
          "regions/fr.yaml",
          [2, "containers"],
          [{ size: "chain-6" }, { size: "chain-6", fromPriceEur: 289 }],
        ),
      says: [
        "data/regions/fr.yaml:",
        "field [2].containers[1].size",
        '"chain-6"',
        "is listed twice in this region",
      ],
    },
    {
      name: "a region's size written with figures of its own",
      edit: (c) =>
        c.set("regions/fr.yaml", [2, "containers"], [{ service: "DUMPSTER", volumeM3: 6 }]),
      says: [
        "data/regions/fr.yaml:",
        "field [2].containers[0].service",
        "allowed fields: size, fromPriceEur",
      ],
    },
    {
      name: "a misspelt field name",
      edit: (c) =>
        c.write(
          "countries/fr.yaml",
          c.read("countries/fr.yaml").replace("companyName:", "companyname:"),
        ),
      says: [
        "data/countries/fr.yaml:",
        "field companyname",
        "is not a known field here; allowed fields: key, order, languages, domains, companyName",
        "companyName",
      ],
    },
    {
      name: "a missing required field",
      edit: (c) => c.remove("countries/de.yaml", ["email"]),
      says: ["data/countries/de.yaml", "field email", "(missing)", "is required (string)"],
    },
    {
      name: "a delivery timing that is not a positive number",
      edit: (c) => c.set("countries/fr.yaml", ["services", 0, "timingHours"], -3),
      says: [
        "data/countries/fr.yaml:",
        "field services[0].timingHours",
        "-3",
        "must be greater than 0",
      ],
    },
    {
      name: "an unknown social network",
      edit: (c) => c.set("countries/en.yaml", ["socialLinks", 0, "label"], "Myspace"),
      says: [
        "data/countries/en.yaml:",
        "field socialLinks[0].label",
        '"Myspace"',
        "allowed: Twitter, Facebook, LinkedIn",
      ],
    },
    {
      name: "two services with the same slug in one language",
      edit: (c) => c.set("services.yaml", [2, "slugs", "fr"], "bennes"),
      says: [
        "data/services.yaml:",
        "field [2].slugs.fr",
        '"bennes"',
        "is already the fr slug of DUMPSTER",
      ],
    },
    {
      name: "a YAML syntax error",
      edit: (c) => c.write("business.yaml", "deliveryHours: 24\nlongRental: [unclosed\n"),
      says: ["data/business.yaml:", "field longRental", "is not closed: close every [ with ]"],
    },
    {
      name: "a tag-manager id of the wrong shape",
      edit: (c) => c.set("countries/fr.yaml", ["tagManagerId"], "UA-1234"),
      says: [
        "data/countries/fr.yaml:",
        "field tagManagerId",
        '"UA-1234"',
        "must be empty or a container id such as GTM-ABC123",
      ],
    },
    {
      name: "a language of a market with several that has no prefix",
      edit: (c) => c.set("countries/be.yaml", ["languages", 1, "prefix"], ""),
      says: [
        "data/countries/be.yaml:",
        "field languages[1].prefix",
        "must be two or three letters: in a market with several languages every language has its prefix",
      ],
    },
    {
      name: "two languages of a market with the same prefix",
      edit: (c) => c.set("countries/ch.yaml", ["languages", 2, "prefix"], "fr"),
      says: [
        "data/countries/ch.yaml:",
        "field languages[2].prefix",
        '"fr"',
        "is already the prefix of another language of this market",
      ],
    },
    {
      name: "a language whose content language is not its locale's",
      edit: (c) => c.set("countries/be.yaml", ["languages", 1, "content"], "de"),
      says: [
        "data/countries/be.yaml:",
        "field languages[1].content",
        "is not the language of locale nl-BE; write nl",
      ],
    },
    {
      name: "a regional catalog falling back to another language's",
      edit: (c) => c.set("countries/be.yaml", ["languages", 0, "catalogFallback"], "en-gb"),
      says: [
        "data/countries/be.yaml:",
        "field languages[0].catalogFallback",
        '"en-gb"',
        "a text never falls back to another language",
      ],
    },
    {
      name: "a locale that another market already has",
      edit: (c) => c.set("countries/ch.yaml", ["languages", 1, "locale"], "fr-BE"),
      says: [
        "data/countries/ch.yaml:",
        "field languages[1].locale",
        "makes locale fr-BE a second time (already in market BE)",
      ],
    },
    {
      name: "a market's text with no value in one of its languages",
      edit: (c) => c.set("countries/be.yaml", ["openingHours"], { fr: "Du lundi au vendredi" }),
      says: [
        "data/countries/be.yaml:",
        "field openingHours",
        "has no nl entry (nor nl-BE); it is shown in nl-BE, so it needs one",
      ],
    },
    {
      name: "a region's name with no value in a language of its market",
      edit: (c) => c.set("regions/ch.yaml", [2, "nameInText"], { de: "in Lugano", it: "a Lugano" }),
      says: ["data/regions/ch.yaml:", "field [2].nameInText", "has no fr entry (nor fr-CH)"],
    },
    {
      name: "a blog in a market with several languages",
      edit: (c) => c.set("countries/be.yaml", ["pages"], ["HOME", "SERVICES", "BLOG", "NOT_FOUND"]),
      says: [
        "data/countries/be.yaml:",
        "field pages",
        "includes BLOG, which a market with several languages cannot have yet",
      ],
    },
  ];

  it.each(cases)("is rejected with a specific message: $name", ({ edit, says }) => {
    edit(copy);
    const error = errorOf(copy);
    const match = error.message
      .split("\n")
      .find((line) => says.every((fragment) => line.includes(fragment)));
    if (!match)
      throw new Error(`no single line says all of ${JSON.stringify(says)}; got:\n${error.message}`);
  });

  it("names the line of the bad field", () => {
    copy.set("regions/fr.yaml", [0, "number"], "0199000101");
    const { line } = errorOf(copy).issues[0];
    expect(copy.read("regions/fr.yaml").split("\n")[(line ?? 0) - 1]).toContain("0199000101");
  });

  it("reports every problem at once, not only the first", () => {
    copy.set("regions/fr.yaml", [0, "number"], "0199000101");
    copy.set("countries/en.yaml", ["email"], "not-an-address");
    expect(errorOf(copy).issues).toHaveLength(2);
  });
});

describe("the two forms of a region's phone number", () => {
  it.each([
    ["+33465710101", "04 65 71 01 01"],
    ["+33465710101", "+33 4 65 71 01 01"],
    ["+442079460123", "020 7946 0123"],
    ["+4930120045678", "030 120045678"],
  ])("accepts %s shown as %s", (international, display) => {
    expect(samePhoneNumber(international, display)).toBe(true);
  });

  it.each([
    ["+33465710101", "04 65 71 01 02"],
    ["+33465710101", "4 65 71 01 01"],
    ["+442079460123", "+44 20 7946 0124"],
  ])("refuses %s shown as %s", (international, display) => {
    expect(samePhoneNumber(international, display)).toBe(false);
  });
});

describe("the market of a build", () => {
  const { data } = loadSiteData(REAL_DATA);

  it("is defaultMarket of data/brand.yaml when SITE_MARKET is not set", () => {
    expect(selectMarket(data, undefined)).toBe("DE");
    expect(selectMarket({ ...data, brand: { ...data.brand, defaultMarket: "EN" } }, "")).toBe("EN");
  });

  it("is any market of data/countries/, in any case, and nothing else", () => {
    expect(selectMarket(data, "fr")).toBe("FR");
    expect(() => selectMarket(data, "NL")).toThrow(
      'SITE_MARKET="NL" is not a market; allowed: FR, DE, EN',
    );
  });
});
