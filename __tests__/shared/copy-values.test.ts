import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { copyValues, parkingExceptions, regionsOffering } from "../../src/shared/copy-values";
import { timingHoursOf } from "../../src/shared/coverage";
import { buildAppLink } from "../../src/shared/app-link";
import { storageNames } from "../../src/shared/storage-names";

const { data } = loadSiteData(path.resolve(__dirname, "../../data"));
const frRegions = data.regions.filter((region) => data.countries.FR.regions.includes(region.key));

describe("the values page copy interpolates", () => {
  it("come from data/: company, address, legal entries and business constants", () => {
    const values = copyValues({
      brand: data.brand,
      business: data.business,
      country: data.countries.DE,
      region: frRegions[0],
    });
    expect(values).toMatchObject({
      company: data.countries.DE.companyName,
      street: data.countries.DE.address.street,
      registration: data.countries.DE.legal.registration,
      hostName: data.countries.DE.legal.host.name,
      deliveryHours: data.business.deliveryHours,
      surcharge: data.business.longRental.surchargeEurosPerMonth,
      acceptedDays: data.business.consentCookie.acceptedDays,
      declinedDays: data.business.consentCookie.declinedDays,
      phone: frRegions[0].numberFormatted,
    });
  });

  it("name the consent cookie and storage entries after the brand", () => {
    expect(storageNames("Debrix")).toEqual({
      consentCookie: "debrix_consent",
      tracking: "debrix_tracking",
      region: "debrix_region",
    });
    expect(storageNames("Bennes & Co")).toEqual({
      consentCookie: "bennes_co_consent",
      tracking: "bennes_co_tracking",
      region: "bennes_co_region",
    });
  });
});

describe("the business facts of the copy", () => {
  it("list the one French region with a shorter parking time", () => {
    expect(
      parkingExceptions(frRegions, data.business.parkingMinutes).map((region) => [
        region.key,
        region.parkingMinutes,
      ]),
    ).toEqual([["FR_COTE_AZUR", 40]]);
  });

  it("give the delivery time of a service in the market, or null when it is not offered", () => {
    expect(timingHoursOf(data.countries.FR.services, "UTILITY")).toBe(3);
    expect(timingHoursOf(data.countries.FR.services, "ASBESTOS")).toBe(72);
    expect(timingHoursOf(data.countries.DE.services, "BIGBAG")).toBeNull();
  });

  it("list where a service is offered, with the zones that offer it", () => {
    const bigBags = regionsOffering(frRegions, "BIGBAG");
    expect(bigBags.map(({ region }) => region.key)).toEqual(
      expect.arrayContaining(["FR_IDF", "FR_LILLE", "FR_LYON", "FR_LORRAINE", "FR_TOULOUSE"]),
    );
    expect(bigBags.map(({ region }) => region.key)).not.toContain("FR_BORDEAUX");
    const idf = bigBags.find(({ region }) => region.key === "FR_IDF");
    expect(idf?.zones.map((zone) => zone.id)).toContain("IDF_78_EXTRA_FRANCILIENNE");
    const utility = regionsOffering(frRegions, "UTILITY").find(
      ({ region }) => region.key === "FR_IDF",
    );
    // The zones outside the Francilienne narrow the region's list and leave out bag pickup.
    expect(utility?.zones.map((zone) => zone.id)).not.toContain("IDF_EXTRA_FRANCILIENNE");
  });
});

describe("a link into the app", () => {
  it("puts the region first, then the tracking fields in their documented order", () => {
    expect(
      buildAppLink("https://app.debrix.eu/", "/register/", {
        regionKey: "FR_LYON",
        tracking: { gclid: "abc", utm_source: "google", utm_campaign: "skips" },
      }),
    ).toBe(
      "https://app.debrix.eu/register/?_region=FR_LYON&utm_source=google&utm_campaign=skips&gclid=abc",
    );
  });

  it("carries a visitor tool's choices between the region and the tracking, encoded, empty ones left out", () => {
    expect(
      buildAppLink("https://app.debrix.eu/", "/register/", {
        regionKey: "FR_IDF",
        choices: [
          ["service", "DUMPSTER"],
          ["waste", "rubble.with-tiles"],
          ["size", "chain-3"],
          ["count", "2"],
          ["zone", ""],
          ["note", "a&b=c"],
        ],
        tracking: { gclid: "abc" },
      }),
    ).toBe(
      "https://app.debrix.eu/register/?_region=FR_IDF&service=DUMPSTER&waste=rubble.with-tiles&size=chain-3&count=2&note=a%26b%3Dc&gclid=abc",
    );
  });

  it("is the base address and path alone without region or tracking", () => {
    expect(buildAppLink("https://app.debrix.eu", "/")).toBe("https://app.debrix.eu/");
  });

  it("encodes hostile tracking values instead of passing them through", () => {
    expect(
      buildAppLink("https://app.debrix.eu", "/", {
        tracking: { utm_source: '"><script>alert(1)</script>' },
      }),
    ).toBe("https://app.debrix.eu/?utm_source=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E");
  });
});
