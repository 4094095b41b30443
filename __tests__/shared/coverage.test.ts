import { effectiveServices, isUnnamedZone, marketRegions } from "../../src/shared/coverage";

describe("the rules derived from the regions", () => {
  it("count a zone as unnamed only when both its names are blank", () => {
    expect(isUnnamedZone({ name: "", nameShort: "" })).toBe(true);
    expect(isUnnamedZone({ name: "  ", nameShort: "\t" })).toBe(true);
    expect(isUnnamedZone({ name: "", nameShort: "Zone 2" })).toBe(false);
    expect(isUnnamedZone({ name: "Toulouse zone 2", nameShort: "" })).toBe(false);
  });

  it("give a zone its own services, or its region's when it lists none", () => {
    const region = {
      services: ["DUMPSTER", "BIGBAG"],
      zones: [
        { id: "A", services: ["DUMPSTER"] },
        { id: "B", services: null },
      ],
    };
    expect(effectiveServices(region, region.zones[0])).toEqual(["DUMPSTER"]);
    expect(effectiveServices(region, region.zones[1])).toEqual(["DUMPSTER", "BIGBAG"]);
    expect(effectiveServices(region, undefined)).toEqual(["DUMPSTER", "BIGBAG"]);
  });

  it("give a market the regions its country file lists, in that order, skipping unknown keys", () => {
    const regions = [{ key: "FR_LYON" }, { key: "DE_BERLIN" }, { key: "FR_IDF" }];
    expect(
      marketRegions(regions, ["FR_IDF", "FR_LYON", "FR_NOWHERE"]).map((region) => region.key),
    ).toEqual(["FR_IDF", "FR_LYON"]);
  });
});
