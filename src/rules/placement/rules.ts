/**
 * Which rule of data/street-permits.yaml a place follows: a rule whose `scope.zones` lists the
 * zone; otherwise the rule whose `scope.regions` lists the zone's region; otherwise the rule whose
 * `scope.markets` lists the market. A postcode a commune's rule lists wins over the zone's rule
 * (Lyon, Bordeaux and Nantes are communes inside larger zones). The content check makes sure every
 * zone finds exactly one rule this way.
 */
import type { StreetRule } from "./schemas";

export interface Place {
  market: string;
  regionKey: string;
  zoneId: string;
}

/** The rules of each level that name the place: the check wants exactly one at the first level found. */
export function rulesNaming(rules: readonly StreetRule[], place: Place): StreetRule[] {
  const byZone = rules.filter((rule) => rule.scope.zones?.includes(place.zoneId));
  if (byZone.length > 0) return byZone;
  const byRegion = rules.filter((rule) => rule.scope.regions?.includes(place.regionKey));
  if (byRegion.length > 0) return byRegion;
  return rules.filter((rule) => rule.scope.markets?.includes(place.market));
}

/** The rule of a zone, or undefined when none names it (the check refuses such data). */
export function ruleForZone(rules: readonly StreetRule[], place: Place): StreetRule | undefined {
  return rulesNaming(rules, place)[0];
}

/** A postcode as a visitor may type it ("75 011", " 69003 "): its digits, or "" if it is not five. */
export function normalisePostcode(typed: string): string {
  const digits = typed.replace(/[\s.-]/g, "");
  return /^\d{5}$/.test(digits) ? digits : "";
}

/** The commune rule listing the postcode, if any. */
export function ruleForPostcode(
  rules: readonly StreetRule[],
  postcode: string,
): StreetRule | undefined {
  if (postcode === "") return undefined;
  return rules.find((rule) => rule.scope.postcodes?.includes(postcode));
}
