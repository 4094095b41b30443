/**
 * The tools' forms and addresses, and what they print: a quantity typed as a visitor of each
 * language writes it, the address a result can be refreshed and sent at, a value the address names
 * that the tool does not know, the search's matching, and numbers in each language's format.
 */
import fc from "fast-check";
import {
  addressOf,
  EMPTY_FORM,
  formFromAddress,
  readQuantity,
  type FormVocabulary,
} from "../../../src/rules/tools/which-container-form";
import { formatNumber, numberSymbols, parseDecimal } from "../../../src/rules/tools/number-format";
import { entrySearchKey, matchesQuery, searchKey } from "../../../src/rules/tools/search";

const vocabulary: FormVocabulary = {
  wastes: new Set(["rubble", "light-materials.plaster"]),
  units: new Set(["rubble-bag-100l", "wheelbarrow"]),
  zones: new Set(["IDF_PARIS"]),
  defaultUnit: "rubble-bag-100l",
  largestOrderM3: 60,
};
const units = new Map([
  ["rubble-bag-100l", 0.1],
  ["wheelbarrow", 0.09],
]);

describe("a quantity as typed", () => {
  it("reads a comma or a point as the decimal separator, and nothing else as a number", () => {
    expect(parseDecimal("1,5")).toBe(1.5);
    expect(parseDecimal(" 2.25 ")).toBe(2.25);
    expect(parseDecimal("1 500")).toBe(1500);
    for (const typed of ["", "abc", "1,5,2", "1e3", "--2", "0x10", "½"])
      expect(parseDecimal(typed)).toBeNaN();
  });

  it("gives a volume in each way, or a reason per field, never both", () => {
    expect(readQuantity({ ...EMPTY_FORM, m3: "3" }, units, 60)).toEqual({
      volumeM3: 3,
      errors: {},
    });
    expect(
      readQuantity(
        { ...EMPTY_FORM, mode: "pile", length: "2", width: "1,5", height: "0.5" },
        units,
        60,
      ).volumeM3,
    ).toBeCloseTo(1.5, 9);
    expect(
      readQuantity({ ...EMPTY_FORM, mode: "units", unit: "wheelbarrow", count: "20" }, units, 60)
        .volumeM3,
    ).toBeCloseTo(1.8, 9);
    expect(readQuantity({ ...EMPTY_FORM, m3: "" }, units, 60).errors).toEqual({ m3: "empty" });
    expect(readQuantity({ ...EMPTY_FORM, m3: "x" }, units, 60).errors).toEqual({ m3: "notNumber" });
    expect(readQuantity({ ...EMPTY_FORM, m3: "0" }, units, 60).errors).toEqual({
      m3: "notPositive",
    });
    expect(readQuantity({ ...EMPTY_FORM, m3: "-2" }, units, 60).errors).toEqual({
      m3: "notPositive",
    });
    expect(readQuantity({ ...EMPTY_FORM, m3: "61" }, units, 60).errors).toEqual({ m3: "tooLarge" });
    expect(
      readQuantity({ ...EMPTY_FORM, mode: "units", unit: "wheelbarrow", count: "2.5" }, units, 60)
        .errors,
    ).toEqual({ count: "notWhole" });
    // A pile of sides each possible but together beyond the largest order: the last side says so.
    expect(
      readQuantity(
        { ...EMPTY_FORM, mode: "pile", length: "10", width: "10", height: "1" },
        units,
        60,
      ),
    ).toEqual({ errors: { height: "tooLarge" } });
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const reading = readQuantity({ ...EMPTY_FORM, m3: typed }, units, 60);
        expect((reading.volumeM3 === undefined) === Object.keys(reading.errors).length > 0).toBe(
          true,
        );
        if (reading.volumeM3 !== undefined) {
          expect(reading.volumeM3).toBeGreaterThan(0);
          expect(reading.volumeM3).toBeLessThanOrEqual(60);
        }
      }),
    );
  });
});

describe("the address of a which-container result", () => {
  it("holds the waste, the quantity of its way and the zone, and gives the same form back", () => {
    const form = { ...EMPTY_FORM, waste: "rubble", m3: "3", zone: "IDF_PARIS", length: "9" };
    expect(addressOf(form)).toBe("waste=rubble&m3=3&zone=IDF_PARIS");
    expect(formFromAddress(`?${addressOf(form)}`, vocabulary)).toEqual({
      form: { ...EMPTY_FORM, waste: "rubble", m3: "3", zone: "IDF_PARIS" },
      problems: [],
    });
    const pile = {
      ...EMPTY_FORM,
      waste: "rubble",
      mode: "pile" as const,
      length: "2",
      width: "1",
      height: "1",
    };
    expect(formFromAddress(`?${addressOf(pile)}`, vocabulary).form).toEqual(pile);
  });

  it("leaves out what it does not know, and says which", () => {
    const { form, problems } = formFromAddress(
      "?waste=uranium&m3=-2&zone=MARS&unit=bucket&mode=teleport",
      vocabulary,
    );
    expect(form).toEqual(EMPTY_FORM);
    expect(problems).toEqual([
      { param: "waste", value: "uranium" },
      { param: "zone", value: "MARS" },
      { param: "unit", value: "bucket" },
      { param: "m3", value: "-2" },
      { param: "mode", value: "teleport" },
    ]);
  });

  it("reads whatever an address holds without throwing, and keeps only what the tool knows", () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const { form } = formFromAddress(search, vocabulary);
        expect(form.waste === "" || vocabulary.wastes.has(form.waste)).toBe(true);
        expect(form.zone === "" || vocabulary.zones.has(form.zone)).toBe(true);
      }),
    );
  });
});

describe("the search of can-it-go-in", () => {
  it("sets accents, case and punctuation aside, and finds every word of the query anywhere", () => {
    expect(searchKey("Plâtre / BA13")).toBe("platre ba13");
    expect(searchKey("Straßenaufbruch")).toBe("strassenaufbruch");
    const key = entrySearchKey(["Matériaux légers : Plâtre", "placo", "plaque de plâtre", "BA13"]);
    for (const query of ["PLACO", "plaque platre", "ba1", "légers", "platre placo"])
      expect(matchesQuery(key, searchKey(query))).toBe(true);
    expect(matchesQuery(key, searchKey("rigips"))).toBe(false);
    expect(matchesQuery(key, searchKey(""))).toBe(true);
  });
});

describe("numbers as each language writes them", () => {
  it("uses the separators Intl gives the language, rounded, trailing zeros dropped", () => {
    const fr = numberSymbols("fr");
    const de = numberSymbols("de");
    const en = numberSymbols("en-GB");
    expect(formatNumber(1.5, fr)).toBe("1,5");
    expect(formatNumber(2.3456, de, 1)).toBe("2,3");
    expect(formatNumber(2.3456, en, 1)).toBe("2.3");
    expect(formatNumber(3, fr)).toBe("3");
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (value) => {
        for (const lang of ["fr", "de", "en-GB"])
          expect(formatNumber(value, numberSymbols(lang), 1)).toBe(
            new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(
              Math.round(value * 10) / 10,
            ),
          );
      }),
      { numRuns: 300 },
    );
  });
});
