/**
 * Where a service is offered (docs/rules.md#zone-services): a zone's own list overrides its region's list.
 */
export interface CoverageRegion {
  services: readonly string[];
  zones: readonly { id: string; services?: readonly string[] | null }[];
}

export function zoneServices(region: CoverageRegion, zoneId: string): readonly string[] {
  const zone = region.zones.find((candidate) => candidate.id === zoneId);
  return zone?.services ?? region.services;
}

/** Whether a region offers the service anywhere: in its own list or in one of its zones' lists. */
export function regionOffers(region: CoverageRegion, serviceKey: string): boolean {
  return region.services.includes(serviceKey) || region.zones.some((zone) => zone.services?.includes(serviceKey) ?? false);
}
