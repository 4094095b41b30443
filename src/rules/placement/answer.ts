/**
 * The answer of "where can it stand?" for a place, a placement, a size, a stay and a wished day:
 * whether a permit is needed (or the place's exemption lifts it), whether the size may stand there
 * at all, the handling fee that applies, and the earliest realistic day (dates.ts). Pure: the page
 * computes it in the browser, the tests over every zone.
 */
import { earliestDay, type EarliestDay } from "./dates";
import type { Placement } from "./schemas";

/** What the answer needs of a street rule (the model's view of it, or the data's rule). */
export interface RuleFacts {
  permit: Record<Placement, boolean>;
  leadDays: number;
  exemption: {
    maxAreaM2: number;
    maxDays: number;
    placements: readonly Placement[];
  } | null;
}

/** What the answer needs of a container size. */
export interface SizeFacts {
  footprintM2: number;
  allowedOnRoad: boolean;
}

/** The handling fee variant of data/catalogue.yaml a placement bills. */
export type HandlingVariant = "private-property" | "public-roadway";

export const handlingVariant = (placement: Placement): HandlingVariant =>
  placement === "private" ? "private-property" : "public-roadway";

export type PermitNeed =
  /** Own land or a closed site: no road-use permit. */
  | { kind: "none" }
  /** The rule says this placement needs no permit. */
  | { kind: "not-needed" }
  /** Within the exemption's area and days: no permit, under its condition. */
  | { kind: "exempt" }
  /** A permit is needed; `overExemption` says why an exemption of the place does not cover it. */
  | { kind: "needed"; overExemption: null | "area" | "days" | "unknown-days" | "placement" };

/**
 * Whether the container needs a permit. `days` is how long it stays (null when the visitor did not
 * say): an exemption limited in days covers only a stay known to be within it.
 */
export function permitNeed(
  rule: RuleFacts,
  placement: Placement,
  size: SizeFacts,
  days: number | null,
): PermitNeed {
  if (placement === "private") return { kind: "none" };
  if (!rule.permit[placement]) return { kind: "not-needed" };
  const exemption = rule.exemption;
  if (!exemption) return { kind: "needed", overExemption: null };
  if (!exemption.placements.includes(placement))
    return { kind: "needed", overExemption: "placement" };
  if (size.footprintM2 > exemption.maxAreaM2) return { kind: "needed", overExemption: "area" };
  if (days === null) return { kind: "needed", overExemption: "unknown-days" };
  if (days > exemption.maxDays) return { kind: "needed", overExemption: "days" };
  return { kind: "exempt" };
}

export type PlacementAnswer =
  /** The size may not stand on the public road: private land, or a smaller size. */
  | { kind: "not-on-road" }
  | {
      kind: "date";
      permit: PermitNeed;
      handling: HandlingVariant;
      earliest: EarliestDay;
      /** The wished day, when the visitor gave one. */
      wished: string | null;
      /** Whether the wished day is before the earliest one (then the earliest is proposed). */
      tooEarly: boolean;
    };

export interface PlacementQuestion {
  rule: RuleFacts;
  placement: Placement;
  size: SizeFacts;
  days: number | null;
  deliveryHours: number;
  today: string;
  wished: string | null;
}

export function placementAnswer(question: PlacementQuestion): PlacementAnswer {
  const { rule, placement, size, days, deliveryHours, today, wished } = question;
  if (placement !== "private" && !size.allowedOnRoad) return { kind: "not-on-road" };
  const permit = permitNeed(rule, placement, size, days);
  const earliest = earliestDay({
    today,
    deliveryHours,
    permitLeadDays: permit.kind === "needed" ? rule.leadDays : null,
  });
  return {
    kind: "date",
    permit,
    handling: handlingVariant(placement),
    earliest,
    wished,
    tooEarly: wished !== null && wished < earliest.day,
  };
}
