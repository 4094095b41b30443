/**
 * The "which container?" rules, as properties over all the data of data/ (every waste, every size
 * of every market, every zone's services) and any quantity up to the largest order: fast-check
 * draws the waste, the zone and the quantities, and shrinks a failure to the smallest case.
 */
import path from "node:path";
import fc from "fast-check";
import { loadSiteData } from "../../../src/node/data/load";
import { effectiveServices } from "../../../src/shared/coverage";
import {
  containersNeeded,
  recommend,
  sizesFor,
  weightRange,
  type RecommendSize,
  type RecommendWaste,
} from "../../../src/rules/tools/recommend";
import { recommendWaste } from "../../../src/rules/tools/model";

const ROOT = path.resolve(__dirname, "../../..");
const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);
const { containers } = data.tools;
const { largestOrderM3, extraContainerM3 } = containers;

const wastes: RecommendWaste[] = data.tools.wastes.wastes.map(recommendWaste);

/** Every market with what each of its zones offers, and the market as a whole (no zone given). */
const offers = Object.values(data.countries).flatMap((country) => {
  const sizes: RecommendSize[] = containers.sizes.filter((size) =>
    size.markets.includes(country.key),
  );
  const whole = {
    market: country.key,
    zone: "(any)",
    sizes,
    offered: country.services.map((service) => service.key),
  };
  const zones = country.regions.flatMap((key) => {
    const region = data.regions.find((candidate) => candidate.key === key);
    return (region?.zones ?? []).map((zone) => ({
      market: country.key,
      zone: zone.id,
      sizes,
      offered: [...effectiveServices(region!, zone)],
    }));
  });
  return [whole, ...zones];
});

const waste = fc.constantFrom(...wastes);
const offer = fc.constantFrom(...offers);
/** A quantity in m³, from a shovelful to the largest order. */
const quantity = fc.double({ min: 0.01, max: largestOrderM3, noNaN: true });
const RUNS = { numRuns: 2_000 };

const advise = (w: RecommendWaste, volume: number, o: (typeof offers)[number]) =>
  recommend(w, volume, o.sizes, new Set(o.offered), extraContainerM3);

describe("the recommendation of the which-container tool", () => {
  it("covers every waste and several zones of every market", () => {
    expect(wastes.length).toBe(data.tools.wastes.wastes.length);
    expect(new Set(offers.map((o) => o.market))).toEqual(new Set(Object.keys(data.countries)));
  });

  it("never gives a larger quantity less room in all", () => {
    fc.assert(
      fc.property(waste, offer, quantity, quantity, (w, o, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        const first = advise(w, small, o);
        const second = advise(w, large, o);
        if (first.kind !== "containers" || second.kind !== "containers") return;
        expect(second.capacityM3).toBeGreaterThanOrEqual(first.capacityM3 - 1e-9);
      }),
      RUNS,
    );
  });

  it("never gives a larger quantity less room in all, at every quantity where an answer can change", () => {
    // Between two quantities where some size's count changes (a multiple of its volume, or of its
    // payload over the waste's high density), every option, and so the answer, stays the same: the
    // answer at each such quantity stands for the whole stretch up to it. Checking them all, for
    // every waste and zone, covers every answer the tool can give, however narrow the stretch. A
    // waste and a zone that leave the same sizes at the same high density give the same answers:
    // each such pair is checked once.
    const seen = new Set<string>();
    let compared = 0;
    for (const o of offers) {
      for (const w of wastes) {
        const candidates = sizesFor(w, o.sizes, new Set(o.offered));
        const key = `${w.density.high}|${candidates.map((c) => `${c.size.id}:${c.service}`).join(",")}`;
        if (candidates.length === 0 || seen.has(key)) continue;
        seen.add(key);
        const points = new Set<number>([largestOrderM3]);
        for (const { size } of candidates)
          for (const step of [size.volumeM3, size.maxPayloadT / w.density.high])
            for (let multiple = 1; multiple * step < largestOrderM3; multiple += 1)
              points.add(multiple * step);
        let room = 0;
        for (const volume of [...points].sort((a, b) => a - b)) {
          const advice = advise(w, volume, o);
          if (advice.kind !== "containers") continue;
          if (advice.capacityM3 < room - 1e-9)
            throw new Error(
              `${w.id} in ${o.market} ${o.zone}: ${volume} m³ gets ${advice.capacityM3} m³ in all, less than the ${room} m³ a smaller quantity got`,
            );
          room = advice.capacityM3;
          compared += 1;
        }
      }
    }
    expect(seen.size).toBeGreaterThan(5);
    expect(compared).toBeGreaterThan(1_000);
  });

  it("holds the whole quantity, and no container carries more than its payload at the waste's high density", () => {
    fc.assert(
      fc.property(waste, offer, quantity, (w, o, volume) => {
        const advice = advise(w, volume, o);
        if (advice.kind !== "containers") return;
        expect(advice.capacityM3).toBeGreaterThanOrEqual(volume - 1e-9);
        expect((volume / advice.count) * w.density.high).toBeLessThanOrEqual(
          advice.size.maxPayloadT + 1e-9,
        );
        expect(advice.loadPerContainerT).toBeLessThanOrEqual(advice.size.maxPayloadT + 1e-9);
        if (advice.size.maxCount != null)
          expect(advice.count).toBeLessThanOrEqual(advice.size.maxCount);
      }),
      RUNS,
    );
  });

  it("never puts heavy waste in a size that may not take it", () => {
    const heavy = wastes.filter((w) => w.heavy);
    expect(heavy.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.constantFrom(...heavy), offer, quantity, (w, o, volume) => {
        const advice = advise(w, volume, o);
        if (advice.kind === "containers") expect(advice.size.heavyAllowed).toBe(true);
      }),
      RUNS,
    );
  });

  it("recommends only sizes of the market, rented by a service the zone offers and that takes the waste", () => {
    fc.assert(
      fc.property(waste, offer, quantity, (w, o, volume) => {
        const advice = advise(w, volume, o);
        if (advice.kind !== "containers") return;
        expect(o.sizes).toContain(advice.size);
        expect(o.offered).toContain(advice.service);
        expect(advice.size.services).toContain(advice.service);
        expect(["takes", "separate"]).toContain(w.services[advice.service]);
      }),
      RUNS,
    );
  });

  it("gives a hazardous waste or one with asbestos no container, only a service of the zone that takes it", () => {
    const hazardous = wastes.filter((w) => w.hazard !== "none");
    expect(hazardous.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.constantFrom(...hazardous), offer, quantity, (w, o, volume) => {
        const advice = advise(w, volume, o);
        expect(advice.kind === "services" || advice.kind === "refused").toBe(true);
        if (advice.kind === "services")
          for (const service of advice.services) {
            expect(o.offered).toContain(service);
            expect(["takes", "separate"]).toContain(w.services[service]);
          }
      }),
      RUNS,
    );
  });

  it("weighs the quantity at the waste's low, typical and high densities, in that order", () => {
    fc.assert(
      fc.property(waste, quantity, (w, volume) => {
        const weight = weightRange(w, volume);
        expect(weight.low).toBeLessThanOrEqual(weight.typical);
        expect(weight.typical).toBeLessThanOrEqual(weight.high);
        expect(weight.high).toBeCloseTo(volume * w.density.high, 9);
      }),
      RUNS,
    );
  });

  it("splits a load too heavy for one container over several, as the payload requires", () => {
    const skip = {
      id: "s",
      services: ["DUMPSTER"],
      volumeM3: 6,
      maxPayloadT: 7,
      heavyAllowed: false,
    };
    // 6 m³ at 1.9 t/m³ is 11.4 t: two containers of 7 t.
    expect(containersNeeded(skip, 6, 1.9)).toEqual({ count: 2, splitBy: "payload" });
    expect(containersNeeded(skip, 6, 0.5)).toEqual({ count: 1, splitBy: null });
    expect(containersNeeded(skip, 12.5, 0.5)).toEqual({ count: 3, splitBy: "volume" });
    // 3 / 0.1 is 30.000000000000004 in floating point: still 30, not 31.
    expect(containersNeeded({ ...skip, volumeM3: 0.1 }, 3, 0.1).count).toBe(30);
  });
});
