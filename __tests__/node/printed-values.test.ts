import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { dataNodes, dataNodeSeed, marketResolvers } from "../../src/node/data-nodes";
import { factTexts, longDate, numberText } from "../../src/rules/data/texts";
import { FACT_NAMES } from "../../src/shared/facts";

describe("an article's date as a page prints it", () => {
  it("is the long date of the market's language", () => {
    expect(longDate("2026-03-14", "fr-FR")).toBe("14 mars 2026");
    expect(longDate("2026-03-14", "de-DE")).toBe("14. März 2026");
    expect(longDate("2026-03-01", "en-GB")).toBe("1 March 2026");
  });

  it("is the day written, whatever the time zone of the machine (the date is read in UTC)", () => {
    expect(longDate("2026-01-01", "fr-FR")).toBe("1 janvier 2026");
    expect(longDate("2026-01-01T00:00:00.000Z", "fr-FR")).toBe("1 janvier 2026");
  });

  it("refuses what is not a date", () => {
    expect(() => longDate("soon", "fr-FR")).toThrow('"soon" is not a date; expected YYYY-MM-DD');
  });
});

describe("a number as a page prints it", () => {
  it("is grouped and has the decimal mark of the market's language", () => {
    expect(numberText(1234.5, "fr-FR")).toBe("1\u202f234,5");
    expect(numberText(1234.5, "de-DE")).toBe("1.234,5");
    expect(numberText(1234.5, "en-GB")).toBe("1,234.5");
    expect(numberText(48, "fr-FR")).toBe("48");
  });

  it("gives every fact an article can quote", () => {
    const { data } = loadSiteData(path.resolve(__dirname, "../../data"));
    const texts = factTexts(data.business, "fr-FR");
    expect(Object.keys(texts).sort()).toEqual([...FACT_NAMES].sort());
    expect(texts.parkingMinutes).toBe(numberText(data.business.parkingMinutes, "fr-FR"));
    expect(texts.longRentalSurchargeEuros).toBe(
      numberText(data.business.longRental.surchargeEurosPerMonth, "fr-FR"),
    );
  });
});

describe("the printed fields of the market's data", () => {
  const { data } = loadSiteData(path.resolve(__dirname, "../../data"));
  const helpers = {
    createNodeId: (seed: string) => `id(${seed})`,
    createContentDigest: () => "digest",
  };
  const byId = new Map(dataNodes(data, helpers, "FR").map((node) => [node.id, node]));
  const context = {
    nodeModel: { getNodeById: ({ id }: { id: string }) => byId.get(id), getNodesByIds: () => [] },
  };
  const node = (type: string, key: string) =>
    byId.get(helpers.createNodeId(dataNodeSeed(type, key))) as never;

  it("are in the built market's language, whichever market the data belongs to", () => {
    const fr = marketResolvers("FR", helpers.createNodeId);
    const de = marketResolvers("DE", helpers.createNodeId);
    const gear = { sizesTonnes: [1.5, 2.5, 13] };
    expect(fr.CatalogueGearRental.sizesTonnesText.resolve(gear, {}, context)).toEqual([
      "1,5",
      "2,5",
      "13",
    ]);
    expect(de.CatalogueGearRental.sizesTonnesText.resolve(gear, {}, context)).toEqual([
      "1,5",
      "2,5",
      "13",
    ]);
    expect(
      marketResolvers("EN", helpers.createNodeId).CatalogueGearRental.sizesTonnesText.resolve(
        gear,
        {},
        context,
      ),
    ).toEqual(["1.5", "2.5", "13"]);
    expect(fr.CountryServices.timingHoursText.resolve({ timingHours: 1000 }, {}, context)).toBe(
      "1\u202f000",
    );
    expect(de.CountryServices.timingHoursText.resolve({ timingHours: 1000 }, {}, context)).toBe(
      "1.000",
    );
    expect(
      fr.BusinessConstants.factTexts.resolve(
        node("BusinessConstants", "BusinessConstants"),
        {},
        context,
      ),
    ).toEqual(factTexts(data.business, "fr-FR"));
  });

  it("leave a region's parking time out when the region has none of its own", () => {
    const { Region } = marketResolvers("FR", helpers.createNodeId);
    expect(Region.parkingMinutesText.resolve({ parkingMinutes: 40 }, {}, context)).toBe("40");
    expect(Region.parkingMinutesText.resolve({}, {}, context)).toBeNull();
  });
});
