/**
 * Links into the separate web application (SPEC §7): base address plus a path, then
 * `_region={region key}`, then the stored tracking fields in their SPEC order.
 */
export const TRACKING_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid"] as const;
export type TrackingField = (typeof TRACKING_FIELDS)[number];
export type TrackingData = Partial<Record<TrackingField, string>>;

export interface AppLinkOptions {
  regionKey?: string;
  tracking?: TrackingData;
}

export function buildAppLink(appUrl: string, path: string, { regionKey, tracking = {} }: AppLinkOptions = {}): string {
  const base = `${appUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  const query = new URLSearchParams();
  if (regionKey) query.set("_region", regionKey);
  for (const field of TRACKING_FIELDS) {
    const value = tracking[field];
    if (value) query.set(field, value);
  }
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}
