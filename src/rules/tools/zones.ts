/**
 * The zone a visitor tool is asked about (the zone field: a zone id of the market, or none), and
 * what it offers. Zone ids are unique within a market (check.ts says so of the data).
 */
import { effectiveServices, type CoverageRegion } from "../../shared/coverage";

export interface ZoneOffer<R> {
  region: R;
  zone: R extends CoverageRegion ? R["zones"][number] : never;
  /** The services of the zone: its own list, or its region's. */
  services: readonly string[];
}

/** The zone `zoneId` among the market's regions, with its region and services; undefined for none. */
export function findZone<R extends CoverageRegion>(
  regions: readonly R[],
  zoneId: string,
): ZoneOffer<R> | undefined {
  if (zoneId === "") return undefined;
  for (const region of regions) {
    const zone = region.zones.find((candidate) => candidate.id === zoneId);
    if (zone)
      return {
        region,
        zone: zone as ZoneOffer<R>["zone"],
        services: effectiveServices(region, zone),
      };
  }
  return undefined;
}

/** Every zone id of the market's regions. */
export function zoneIds(regions: readonly CoverageRegion[]): string[] {
  return regions.flatMap((region) => region.zones.map((zone) => zone.id));
}
