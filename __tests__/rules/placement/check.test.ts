/**
 * The content check of data/street-permits.yaml: a rule without a source or a checked date, a lead
 * time that is not a whole number of days, a place that does not exist, a zone left without a rule
 * are refused with the file, line, field, value and what is allowed; a rule checked more than a
 * year before the build is a warning.
 */
import path from "node:path";
import { loadSiteData } from "../../../src/node/data/load";
import { DataValidationError } from "../../../src/rules/data/issues";
import { copyData, type DataCopy } from "../../node/data-fixture";
import { checkStreetPermits, daysBetween } from "../../../src/rules/placement/check";
import { ruleForPostcode, ruleForZone } from "../../../src/rules/placement/rules";

const ROOT = path.resolve(__dirname, "../../..");
const { data, sources } = loadSiteData(path.join(ROOT, "data"), ROOT);
const FILE = "street-permits.yaml";
const ruleIndex = (id: string) => data.streetPermits.rules.findIndex((rule) => rule.id === id);

function errorOf(copy: DataCopy): DataValidationError {
  try {
    loadSiteData(copy.dataDir, copy.root);
  } catch (error) {
    if (error instanceof DataValidationError) return error;
    throw error;
  }
  throw new Error("expected the data to be rejected");
}

describe("the street rules as shipped", () => {
  it("give every zone of every market that has the page one rule, with a source and a checked date", () => {
    const withPage = Object.values(data.countries).filter((country) =>
      country.pages.includes("WHERE_CAN_IT_STAND"),
    );
    expect(withPage.map((country) => country.key)).toEqual(
      expect.arrayContaining(["FR", "DE", "EN"]),
    );
    for (const country of withPage)
      for (const region of data.regions.filter((r) => country.regions.includes(r.key)))
        for (const zone of region.zones) {
          const rule = ruleForZone(data.streetPermits.rules, {
            market: country.key,
            regionKey: region.key,
            zoneId: zone.id,
          });
          expect(rule).toBeDefined();
          expect(rule?.sources.length).toBeGreaterThan(0);
          expect(rule?.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
  });

  it("let a commune's postcode pick the commune's rule", () => {
    expect(ruleForPostcode(data.streetPermits.rules, "69003")?.id).toBe("LYON");
    expect(ruleForPostcode(data.streetPermits.rules, "33000")?.id).toBe("BORDEAUX");
    expect(ruleForPostcode(data.streetPermits.rules, "99999")).toBeUndefined();
  });
});

describe("a bad edit of the street rules", () => {
  let copy: DataCopy;
  beforeEach(() => {
    copy = copyData();
  });
  afterEach(() => copy.cleanup());
  const lyon = ruleIndex("LYON");
  const paris = ruleIndex("PARIS");
  const france = ruleIndex("FR_DEFAULT");

  const cases: { name: string; edit: (copy: DataCopy) => void; says: string[] }[] = [
    {
      name: "a rule without a source",
      edit: (c) => c.remove(FILE, ["rules", lyon, "sources"]),
      says: [`data/${FILE}:`, `field rules[${lyon}].sources`, "must name at least one source"],
    },
    {
      name: "a rule with an empty list of sources",
      edit: (c) => c.set(FILE, ["rules", lyon, "sources"], []),
      says: [`field rules[${lyon}].sources`, "a rule without a source is not shown"],
    },
    {
      name: "a rule without a checked date",
      edit: (c) => c.remove(FILE, ["rules", lyon, "checked"]),
      says: [`field rules[${lyon}].checked`, "(missing)", "the day the rule was checked"],
    },
    {
      name: "a checked date that is not a day",
      edit: (c) => c.set(FILE, ["rules", lyon, "checked"], "2026-02-30"),
      says: [`field rules[${lyon}].checked`, '"2026-02-30"', "a real day"],
    },
    {
      name: "a lead time of half days",
      edit: (c) => c.set(FILE, ["rules", lyon, "leadDays"], 8.5),
      says: [`field rules[${lyon}].leadDays`, "8.5", "must be a whole number of days"],
    },
    {
      name: "a lead time written as text",
      edit: (c) => c.set(FILE, ["rules", lyon, "leadDays"], "8"),
      says: [`field rules[${lyon}].leadDays`, '"8"', "must be a whole number of days"],
    },
    {
      name: "an exemption's stay of half days",
      edit: (c) => c.set(FILE, ["rules", ruleIndex("BERLIN"), "exemption", "maxDays"], 10.5),
      says: [
        `field rules[${ruleIndex("BERLIN")}].exemption.maxDays`,
        "10.5",
        "the longest stay without a permit",
      ],
    },
    {
      name: "a zone that does not exist",
      edit: (c) => c.set(FILE, ["rules", paris, "scope", "zones", 0], "IDF_PARIS_CENTRE"),
      says: [
        `field rules[${paris}].scope.zones[0]`,
        '"IDF_PARIS_CENTRE"',
        "is not a zone; zones (the ids of the zones of data/regions/*.yaml): ",
        " BERLIN, IDF_PARIS,",
      ],
    },
    {
      name: "a region that does not exist",
      edit: (c) => c.set(FILE, ["rules", ruleIndex("FR_IDF"), "scope", "regions", 0], "FR_PARIS"),
      says: ['"FR_PARIS"', "is not a region", "FR_IDF"],
    },
    {
      name: "a zone left without a rule",
      edit: (c) => c.set(FILE, ["rules", france, "scope", "markets"], ["DE"]),
      says: ["zone LILLE_NORD_EXTERIEUR", "market FR) has no rule"],
    },
    {
      name: "a source the file does not have",
      edit: (c) => c.set(FILE, ["rules", lyon, "sources", 0], "nowhere"),
      says: [`field rules[${lyon}].sources[0]`, '"nowhere"', "is not the id of a source"],
    },
    {
      name: "a postcode of two communes",
      edit: (c) => c.set(FILE, ["rules", lyon, "scope", "postcodes", 0], "33000"),
      says: ['"33000"', "is already a postcode of rule", "one commune's rule"],
    },
    {
      name: "a Berlin rule without its English text",
      edit: (c) => c.remove(FILE, ["rules", ruleIndex("BERLIN"), "fee", "en"]),
      says: [`field rules[${ruleIndex("BERLIN")}].fee`, "has no en entry"],
    },
    {
      name: "a check dated after the build",
      edit: (c) => c.set(FILE, ["rules", lyon, "checked"], "2999-01-01"),
      says: [`field rules[${lyon}].checked`, "a check cannot be dated in the future"],
    },
  ];

  it.each(cases)("is refused with what is allowed: $name", ({ edit, says }) => {
    edit(copy);
    const error = errorOf(copy);
    const match = error.message
      .split("\n")
      .find((line) => says.every((fragment) => line.includes(fragment)));
    if (!match)
      throw new Error(`no single line says all of ${JSON.stringify(says)}; got:\n${error.message}`);
  });

  it("names the line of the bad field", () => {
    copy.set(FILE, ["rules", lyon, "leadDays"], 8.5);
    const issue = errorOf(copy).issues.find((candidate) => candidate.path.includes("leadDays"));
    expect(copy.read(FILE).split("\n")[(issue?.line ?? 0) - 1]).toContain("8.5");
  });

  it("warns, without refusing, about a rule checked more than a year before the build", () => {
    copy.set(FILE, ["rules", lyon, "checked"], "2020-01-15");
    const { warnings } = loadSiteData(copy.dataDir, copy.root);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /street-permits\.yaml:\d+: field rules\.\d+\.checked: rule LYON was checked on 2020-01-15/,
        ),
      ]),
    );
  });
});

describe("the age of a check", () => {
  const check = (buildDay: string) =>
    checkStreetPermits(sources.streetPermits, {
      countries: Object.values(data.countries),
      regions: data.regions,
      buildDay,
    });
  it("is fine up to a year, a warning from the day after", () => {
    const checked = data.streetPermits.rules[0].checked;
    const yearLater = new Date(Date.parse(`${checked}T00:00:00Z`) + 365 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(daysBetween(checked, yearLater)).toBe(365);
    expect(check(yearLater).warnings).toEqual([]);
    const dayAfter = new Date(Date.parse(`${yearLater}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(check(dayAfter).warnings.length).toBeGreaterThan(0);
    expect(check(dayAfter).issues).toEqual([]);
  });
});
