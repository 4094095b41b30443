/**
 * The pure rules of the visitor's state (docs/rules.md#visitor-state): which market a host name means, which
 * region a visitor starts with, and what a country change does to the region. No browser API
 * here: storage is passed in, so every rule is a table to test.
 */
import type { Market } from "../shared/keys";
import { TRACKING_FIELDS, type TrackingData } from "../shared/app-link";

export interface MarketDomains {
  key: Market;
  domains: readonly string[];
}

/** The market whose domains include the host, falling back to the current one (docs/rules.md#market-by-host). */
export function marketForHost(host: string, markets: readonly MarketDomains[], current: Market): Market {
  const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return markets.find((market) => market.domains.includes(name))?.key ?? current;
}

/** The storage the rules read and write; any call may throw (blocked storage, private modes). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

export interface RegionStartInput {
  /** The `_region` query value, if any. */
  queryRegion: string | null;
  knownRegions: readonly string[];
  /** The brand's default region (FR_IDF). */
  defaultRegion: string;
  storage: KeyValueStorage | null;
  storageKey: string;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The region at start (docs/rules.md#region-at-start):
 * - `_region` naming a known region: use it and save it;
 * - otherwise a saved region that is known;
 * - a saved region that is unknown: the first known region;
 * - nothing saved: the default region.
 * Storage errors are only logged.
 */
export function startRegion({ queryRegion, knownRegions, defaultRegion, storage, storageKey, log = () => undefined }: RegionStartInput): string {
  if (queryRegion && knownRegions.includes(queryRegion)) {
    saveRegion(storage, storageKey, queryRegion, log);
    return queryRegion;
  }
  let saved: string | null = null;
  try {
    saved = storage?.getItem(storageKey) ?? null;
  } catch (error) {
    log("Could not read the saved region", error);
  }
  if (saved === null || saved === "") return defaultRegion;
  if (knownRegions.includes(saved)) return saved;
  return knownRegions[0] ?? defaultRegion;
}

export function saveRegion(storage: KeyValueStorage | null, storageKey: string, region: string, log: (message: string, error?: unknown) => void = () => undefined): void {
  try {
    storage?.setItem(storageKey, region);
  } catch (error) {
    log("Could not save the region", error);
  }
}

/**
 * The region within a country (docs/rules.md#region-change): the region if
 * the country has it, else the country's first region; `changed` says it must be saved.
 */
export function regionInCountry(region: string, countryRegions: readonly string[]): { region: string; changed: boolean } {
  if (countryRegions.includes(region) || countryRegions.length === 0) return { region, changed: false };
  return { region: countryRegions[0], changed: true };
}

/**
 * Tracking on landing (docs/rules.md#tracking-data): the utm fields and gclid of the query, saved
 * as one entry. A landing without any of them keeps what an earlier landing saved.
 */
export function captureTracking(search: string, storage: KeyValueStorage | null, storageKey: string, log: (message: string, error?: unknown) => void = () => undefined): void {
  const query = new URLSearchParams(search);
  const found: TrackingData = {};
  for (const field of TRACKING_FIELDS) {
    const value = query.get(field);
    if (value) found[field] = value.slice(0, MAX_TRACKING_VALUE);
  }
  if (Object.keys(found).length === 0) return;
  try {
    storage?.setItem(storageKey, JSON.stringify(found));
  } catch (error) {
    log("Could not save the tracking data", error);
  }
}

/** The saved tracking fields; `null` when storage fails, so links carry base address and path only. */
export function readTracking(storage: KeyValueStorage | null, storageKey: string): TrackingData | null {
  let raw: string | null;
  try {
    if (!storage) return null;
    raw = storage.getItem(storageKey);
  } catch {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    return {}; // an entry this code did not write: as if nothing were saved
  }
  const tracking: TrackingData = {};
  if (parsed === null || typeof parsed !== "object") return tracking;
  for (const field of TRACKING_FIELDS) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === "string" && value !== "") tracking[field] = value.slice(0, MAX_TRACKING_VALUE);
  }
  return tracking;
}

/** Longer values are cut: a link stays a usable length whatever a campaign URL carries. */
export const MAX_TRACKING_VALUE = 200;
