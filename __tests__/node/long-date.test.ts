import { longDate } from "../../src/node/data-nodes";

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
