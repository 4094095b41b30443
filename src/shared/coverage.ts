/**
 * Rules derived from the regions of data/, written once for the build and the browser: which
 * zones count, where a service is offered and how fast it is delivered, and which regions a market
 * has (docs/rules.md#zone-services).
 */

/** A zone's names: texts, or per language in a market with several (they are never empty then). */
interface ZoneNames {
  name: unknown;
  nameShort: unknown;
}

/**
 * A zone with neither a name nor a short name is a leftover copy of a zone listed earlier in its
 * region (data/regions/fr.yaml repeats TOULOUSE_ZONE_2 that way): the data loader drops it with a
 * warning, so no page or query ever sees it.
 */
export function isUnnamedZone(zone: ZoneNames): boolean {
  const blank = (name: unknown) => typeof name === "string" && name.trim() === "";
  return blank(zone.name) && blank(zone.nameShort);
}

export interface CoverageRegion {
  services: readonly string[];
  zones: readonly { id: string; services?: readonly string[] | null }[];
}

/** The services of a zone: its own list when it has one, else its region's. */
export function effectiveServices(
  region: CoverageRegion,
  zone: CoverageRegion["zones"][number] | undefined,
): readonly string[] {
  return zone?.services ?? region.services;
}

export function zoneServices(region: CoverageRegion, zoneId: string): readonly string[] {
  return effectiveServices(
    region,
    region.zones.find((candidate) => candidate.id === zoneId),
  );
}

/** Whether a region offers the service anywhere: in its own list or in one of its zones' lists. */
export function regionOffers(region: CoverageRegion, serviceKey: string): boolean {
  return (
    region.services.includes(serviceKey) ||
    region.zones.some((zone) => zone.services?.includes(serviceKey) ?? false)
  );
}

/** A market's regions: those its country file lists, in that order (the first is its default). */
export function marketRegions<R extends { key: string }>(
  regions: Iterable<R>,
  regionKeys: readonly string[],
): R[] {
  const byKey = new Map([...regions].map((region) => [region.key, region]));
  return regionKeys.flatMap((key) => byKey.get(key) ?? []);
}

/** Delivery time of a service in this market (data/countries/*.yaml `services[].timingHours`). */
export function timingHoursOf(
  offered: readonly { key: string; timingHours: number }[],
  serviceKey: string,
): number | null {
  return offered.find((service) => service.key === serviceKey)?.timingHours ?? null;
}
