/**
 * The date rule over every zone of every market and every placement: on own land the earliest day
 * is today plus the delivery time; on the road never before today plus the permit's lead time;
 * Berlin's exemption at its limits (10 m² and 10 days pass, 11 days need the permit); a wished day
 * before the earliest is said so. Days come from the visitor's time zone.
 */
import path from "node:path";
import fc from "fast-check";
import { loadSiteData } from "../../../src/node/data/load";
import { addDays, deliveryDays, isDay, todayIn } from "../../../src/rules/placement/dates";
import { permitNeed, placementAnswer } from "../../../src/rules/placement/answer";
import { ruleForZone } from "../../../src/rules/placement/rules";
import { PLACEMENTS } from "../../../src/rules/placement/schemas";
import { effectiveServices } from "../../../src/shared/coverage";

const ROOT = path.resolve(__dirname, "../../..");
const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);
const rules = data.streetPermits.rules;
const sizes = data.tools.containers.sizes;

/**
 * Every zone of every market that has the page, with its rule and the sizes and delivery times it
 * offers (a market without the page needs no street rules: src/rules/placement/check.ts).
 */
const places = Object.values(data.countries)
  .filter((country) => country.pages.includes("WHERE_CAN_IT_STAND"))
  .flatMap((country) =>
    data.regions
      .filter((region) => country.regions.includes(region.key))
      .flatMap((region) =>
        region.zones.map((zone) => {
          const services = effectiveServices(region, zone);
          const offered = sizes.filter(
            (size) =>
              size.markets.includes(country.key) &&
              size.services.some((service) => services.includes(service)),
          );
          const rule = ruleForZone(rules, {
            market: country.key,
            regionKey: region.key,
            zoneId: zone.id,
          });
          if (!rule) throw new Error(`zone ${zone.id} has no rule`);
          const hours = (service: string) =>
            country.services.find((candidate) => candidate.key === service)?.timingHours ?? 0;
          return { market: country.key, zone: zone.id, rule, offered, hours };
        }),
      ),
  );

const day = fc
  .date({
    min: new Date("2020-01-01T00:00:00Z"),
    max: new Date("2035-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const place = fc.constantFrom(...places.filter((candidate) => candidate.offered.length > 0));
const placement = fc.constantFrom(...PLACEMENTS);
const stay = fc.option(fc.integer({ min: 1, max: 60 }), { nil: null });

describe("the earliest day", () => {
  it("covers zones of every market that has the page", () => {
    expect(new Set(places.map((candidate) => candidate.market))).toEqual(
      new Set(
        Object.keys(data.countries).filter((market) =>
          data.countries[market].pages.includes("WHERE_CAN_IT_STAND"),
        ),
      ),
    );
    expect(places.map((candidate) => candidate.market)).toEqual(
      expect.arrayContaining(["FR", "DE", "EN"]),
    );
    expect(places.every((candidate) => candidate.offered.length > 0)).toBe(true);
  });

  it("is never before the delivery time, nor before the lead time when a permit is needed", () => {
    fc.assert(
      fc.property(place, placement, stay, day, fc.nat(), (where, how, days, today, pick) => {
        const size = where.offered[pick % where.offered.length];
        const deliveryHours = where.hours(size.services[0]);
        const answer = placementAnswer({
          rule: where.rule,
          placement: how,
          size,
          days,
          deliveryHours,
          today,
          wished: null,
        });
        if (how !== "private" && !size.allowedOnRoad) {
          expect(answer.kind).toBe("not-on-road");
          return;
        }
        if (answer.kind !== "date") throw new Error("expected a date");
        const earliest = answer.earliest.day;
        expect(isDay(earliest)).toBe(true);
        expect(earliest >= addDays(today, deliveryDays(deliveryHours))).toBe(true);
        if (how === "private") {
          expect(earliest).toBe(addDays(today, deliveryDays(deliveryHours)));
          expect(answer.handling).toBe("private-property");
        } else {
          expect(answer.handling).toBe("public-roadway");
          if (answer.permit.kind === "needed")
            expect(earliest >= addDays(today, where.rule.leadDays)).toBe(true);
          // The later of the two, exactly.
          const expected = [
            addDays(today, deliveryDays(deliveryHours)),
            ...(answer.permit.kind === "needed" ? [addDays(today, where.rule.leadDays)] : []),
          ].sort();
          expect(earliest).toBe(expected[expected.length - 1]);
        }
      }),
    );
  });

  it("says a wished day before the earliest is too early, and no other", () => {
    fc.assert(
      fc.property(
        place,
        placement,
        day,
        fc.integer({ min: -5, max: 60 }),
        (where, how, today, offset) => {
          const size =
            where.offered.find((candidate) => candidate.allowedOnRoad) ?? where.offered[0];
          const wished = addDays(today, offset);
          const answer = placementAnswer({
            rule: where.rule,
            placement: how,
            size,
            days: null,
            deliveryHours: 24,
            today,
            wished,
          });
          if (answer.kind !== "date") return;
          expect(answer.tooEarly).toBe(wished < answer.earliest.day);
        },
      ),
    );
  });

  it("in Paris: tomorrow on own land, 15 days ahead on the road", () => {
    const paris = places.find((candidate) => candidate.zone === "IDF_PARIS");
    if (!paris) throw new Error("no Paris zone");
    const size = paris.offered.find((candidate) => candidate.allowedOnRoad);
    if (!size) throw new Error("no road size in Paris");
    const ask = (how: "private" | "road") =>
      placementAnswer({
        rule: paris.rule,
        placement: how,
        size,
        days: null,
        deliveryHours: 24,
        today: "2026-11-30",
        wished: "2026-12-01",
      });
    expect(ask("private")).toMatchObject({ earliest: { day: "2026-12-01" }, tooEarly: false });
    expect(ask("road")).toMatchObject({
      earliest: { day: "2026-12-15", because: "permit" },
      tooEarly: true,
    });
  });
});

describe("Berlin's exemption at its limits", () => {
  const berlin = rules.find((rule) => rule.id === "BERLIN");
  if (!berlin) throw new Error("no Berlin rule");
  const small = { footprintM2: 10, allowedOnRoad: true };

  it("lets 10 m² for 10 days stand on the pavement without a permit", () => {
    expect(permitNeed(berlin, "pavement", small, 10)).toEqual({ kind: "exempt" });
    expect(permitNeed(berlin, "pavement", small, 1)).toEqual({ kind: "exempt" });
  });

  it("needs the permit from the 11th day, above 10 m², on the road, or for a stay not given", () => {
    expect(permitNeed(berlin, "pavement", small, 11)).toEqual({
      kind: "needed",
      overExemption: "days",
    });
    expect(permitNeed(berlin, "pavement", { ...small, footprintM2: 10.1 }, 5)).toEqual({
      kind: "needed",
      overExemption: "area",
    });
    expect(permitNeed(berlin, "road", small, 5)).toEqual({
      kind: "needed",
      overExemption: "placement",
    });
    expect(permitNeed(berlin, "pavement", small, null)).toEqual({
      kind: "needed",
      overExemption: "unknown-days",
    });
  });

  it("dates an exempt stay by the delivery time, an 11-day stay by the 42-day lead time", () => {
    const ask = (days: number) =>
      placementAnswer({
        rule: berlin,
        placement: "pavement",
        size: small,
        days,
        deliveryHours: 24,
        today: "2026-11-29",
        wished: null,
      });
    expect(ask(10)).toMatchObject({ earliest: { day: "2026-11-30", because: "delivery" } });
    expect(ask(11)).toMatchObject({ earliest: { day: "2027-01-10", because: "permit" } });
  });
});

describe("the visitor's today", () => {
  it("is the day in their time zone, not in UTC", () => {
    const lateUtc = new Date("2026-11-29T23:30:00Z");
    expect(todayIn(lateUtc, "Europe/Berlin")).toBe("2026-11-30");
    expect(todayIn(lateUtc, "UTC")).toBe("2026-11-29");
    expect(todayIn(new Date("2026-11-29T03:00:00Z"), "America/New_York")).toBe("2026-11-28");
  });

  it("moves by calendar days over month, year and daylight-saving changes", () => {
    expect(addDays("2026-12-25", 15)).toBe("2027-01-09");
    expect(addDays("2027-03-20", 15)).toBe("2027-04-04");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});
