/**
 * "Which container?": from a waste, a volume and the services of a zone, the weight as a range and
 * how many of which size — drawn only from what the zone offers. The rules, each one a property
 * the unit tests hold over all the data (__tests__/rules/tools/recommend.test.ts):
 * - a heavy waste only goes in a size allowed heavy waste;
 * - no container carries more than its payload, even at the waste's high density: a quantity too
 *   heavy or too large for one container is split over several, never overloaded;
 * - only sizes of services the zone offers and that take the waste;
 * - a larger quantity never gets less room in total than a smaller one;
 * - a hazardous waste, or one with asbestos, gets no container: the page of the service that takes it.
 */
import type { Hazard, ServiceAnswer } from "./schemas";

/** A waste as the tool computes with it. */
export interface RecommendWaste {
  id: string;
  heavy: boolean;
  hazard: Hazard;
  /** t/m³ */
  density: { low: number; typical: number; high: number };
  /** What each service that names it answers (data/wastes.yaml). */
  services: Readonly<Partial<Record<string, ServiceAnswer>>>;
}

/** A container size as the tool computes with it. */
export interface RecommendSize {
  id: string;
  services: readonly string[];
  volumeM3: number;
  maxPayloadT: number;
  heavyAllowed: boolean;
  /** The most of this size one order gets, if there is a limit. */
  maxCount?: number | null;
}

export interface WeightRange {
  low: number;
  typical: number;
  high: number;
}

export type Recommendation =
  | {
      kind: "containers";
      size: RecommendSize;
      /** The service rented, one of the size's that the zone offers and that takes the waste. */
      service: string;
      count: number;
      /** count × the size's volume. */
      capacityM3: number;
      /** What one container carries at the waste's high density. */
      loadPerContainerT: number;
      /** Why there is more than one: the volume, or the payload at the high density. */
      splitBy: "volume" | "payload" | null;
      /** The waste goes in a container of its own (the service takes it only kept apart). */
      apart: boolean;
      /** Services of the zone that take it without a container (the bag pickup). */
      alsoServices: string[];
    }
  /** No container for it: these services of the zone take it (a hazardous waste's, the bag pickup). */
  | { kind: "services"; services: string[]; reason: "hazard" | "noContainer" }
  /** No service of the zone takes it. */
  | { kind: "refused" }
  /** It would need more containers than one order gets: a call, not a sign-up. */
  | { kind: "tooMuch" };

/** Whether a service's answer lets it take the waste. */
const accepts = (answer: ServiceAnswer | undefined) => answer === "takes" || answer === "separate";

/** The weight of `volumeM3` of the waste, at its low, typical and high density. */
export function weightRange(waste: RecommendWaste, volumeM3: number): WeightRange {
  return {
    low: volumeM3 * waste.density.low,
    typical: volumeM3 * waste.density.typical,
    high: volumeM3 * waste.density.high,
  };
}

/** ⌈value⌉, forgiving the last bits of a float (3 / 0.1 is 30.000000000000004). */
const ceil = (value: number) => Math.ceil(value - 1e-9);

/** How many of `size` hold `volumeM3` of the waste without passing its payload at the high density. */
export function containersNeeded(
  size: RecommendSize,
  volumeM3: number,
  highDensity: number,
): { count: number; splitBy: "volume" | "payload" | null } {
  const byVolume = Math.max(1, ceil(volumeM3 / size.volumeM3));
  const byPayload = Math.max(1, ceil((volumeM3 * highDensity) / size.maxPayloadT));
  const count = Math.max(byVolume, byPayload);
  return {
    count,
    splitBy: count === 1 ? null : byPayload > byVolume ? "payload" : "volume",
  };
}

/**
 * The sizes the waste may go in, in a zone offering `offered`: a service of the size that the zone
 * offers takes the waste, and a heavy waste only in a size allowed heavy waste. Each with the
 * service it would be rented from (the first of the size's that fits).
 */
export function sizesFor(
  waste: RecommendWaste,
  sizes: readonly RecommendSize[],
  offered: ReadonlySet<string>,
): { size: RecommendSize; service: string }[] {
  if (waste.hazard !== "none") return [];
  return sizes.flatMap((size) => {
    if (waste.heavy && !size.heavyAllowed) return [];
    const service = size.services.find(
      (candidate) => offered.has(candidate) && accepts(waste.services[candidate]),
    );
    return service ? [{ size, service }] : [];
  });
}

/** One way to hold the waste: `count` of one size. */
interface Option {
  size: RecommendSize;
  service: string;
  count: number;
  capacityM3: number;
  /** What the option costs in the choice: its volume, plus `extraContainerM3` per container. */
  weight: number;
  splitBy: "volume" | "payload" | null;
}

/** Every size's option for `volumeM3`, within the size's `maxCount`. */
function optionsFor(
  candidates: readonly { size: RecommendSize; service: string }[],
  volumeM3: number,
  highDensity: number,
  extraContainerM3: number,
): Option[] {
  return candidates.flatMap(({ size, service }) => {
    const { count, splitBy } = containersNeeded(size, volumeM3, highDensity);
    if (size.maxCount != null && count > size.maxCount) return [];
    const capacityM3 = count * size.volumeM3;
    return [
      { size, service, count, capacityM3, weight: capacityM3 + count * extraContainerM3, splitBy },
    ];
  });
}

/** The lightest option holding at least `floorM3` in all; ties go to less room, then fewer containers. */
function lightest(options: readonly Option[], floorM3: number): Option | undefined {
  let best: Option | undefined;
  for (const option of options) {
    if (option.capacityM3 < floorM3 - 1e-9) continue;
    const better =
      !best ||
      option.weight < best.weight - 1e-9 ||
      (Math.abs(option.weight - best.weight) <= 1e-9 &&
        (option.capacityM3 < best.capacityM3 - 1e-9 ||
          (Math.abs(option.capacityM3 - best.capacityM3) <= 1e-9 && option.count < best.count)));
    if (better) best = option;
  }
  return best;
}

/**
 * The quantities below `volumeM3` where some size's count changes (a multiple of its volume, or of
 * its payload over the high density), in increasing order: between two of them every option stays
 * the same.
 */
function breakpoints(
  candidates: readonly { size: RecommendSize }[],
  volumeM3: number,
  highDensity: number,
): number[] {
  const points = new Set<number>();
  for (const { size } of candidates) {
    for (const step of [size.volumeM3, size.maxPayloadT / highDensity]) {
      for (let multiple = 1; multiple * step < volumeM3 - 1e-9; multiple += 1)
        points.add(multiple * step);
    }
  }
  return [...points].sort((a, b) => a - b);
}

/**
 * What the tool recommends for `volumeM3` (> 0) of the waste in a zone offering `offered`.
 *
 * Among the sizes the waste may go in, the choice weighs each option's room plus
 * `extraContainerM3` per container, so that one larger container wins over several small ones
 * holding little less (a company rule, data/containers.yaml). Weighing containers alone could give
 * a larger quantity less room in all (one 30 m³ container for 20 m³, two of 12 m³ for 21 m³): so
 * the choice for a quantity never holds less than the choice for any smaller one. The sweep over
 * the smaller quantities where an option changes makes that hold by construction.
 */
export function recommend(
  waste: RecommendWaste,
  volumeM3: number,
  sizes: readonly RecommendSize[],
  offered: ReadonlySet<string>,
  extraContainerM3: number,
): Recommendation {
  const takers = [...offered].filter((service) => accepts(waste.services[service]));
  if (waste.hazard !== "none")
    return takers.length > 0
      ? { kind: "services", services: takers, reason: "hazard" }
      : { kind: "refused" };
  const candidates = sizesFor(waste, sizes, offered);
  const rented = new Set(candidates.map(({ service }) => service));
  const containerServices = new Set(sizes.flatMap((size) => size.services));
  if (candidates.length === 0)
    return takers.length > 0
      ? { kind: "services", services: takers, reason: "noContainer" }
      : { kind: "refused" };

  const high = waste.density.high;
  let floorM3 = 0;
  for (const point of breakpoints(candidates, volumeM3, high)) {
    const chosen = lightest(optionsFor(candidates, point, high, extraContainerM3), floorM3);
    if (!chosen) return { kind: "tooMuch" };
    floorM3 = Math.max(floorM3, chosen.capacityM3);
  }
  const chosen = lightest(optionsFor(candidates, volumeM3, high, extraContainerM3), floorM3);
  if (!chosen) return { kind: "tooMuch" };
  return {
    kind: "containers",
    size: chosen.size,
    service: chosen.service,
    count: chosen.count,
    capacityM3: chosen.capacityM3,
    loadPerContainerT: (volumeM3 / chosen.count) * high,
    splitBy: chosen.splitBy,
    apart: waste.services[chosen.service] === "separate",
    // Services of the zone that take it without a container (the bag pickup).
    alsoServices: takers.filter(
      (service) => !containerServices.has(service) && !rented.has(service),
    ),
  };
}
