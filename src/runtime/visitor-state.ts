/**
 * The pure rules of the visitor's state (docs/rules.md#visitor-state): which market a host name means, which
 * region a visitor starts with, and what a country change does to the region. No browser API
 * here: storage is passed in, so every rule is a table to test.
 */
import type { Market } from "../shared/keys";
import { TRACKING_FIELDS, type TrackingData } from "../shared/app-link";

/** On a region page's wrapper (PageTransition): the region's key, which start-up makes the visitor's region. */
export const PAGE_REGION_ATTRIBUTE = "data-page-region";

export interface MarketDomains {
  key: Market;
  domains: readonly string[];
}

/** The market whose domains include the host, falling back to the current one (docs/rules.md#market-by-host). */
export function marketForHost(
  host: string,
  markets: readonly MarketDomains[],
  current: Market,
): Market {
  const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return markets.find((market) => market.domains.includes(name))?.key ?? current;
}

/** Every region a `_region` may name: the regions of all markets, each once. */
export function knownRegionKeys(markets: readonly { regions: readonly string[] }[]): string[] {
  return [...new Set(markets.flatMap((market) => market.regions))];
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
export function startRegion({
  queryRegion,
  knownRegions,
  defaultRegion,
  storage,
  storageKey,
  log = () => undefined,
}: RegionStartInput): string {
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

export function saveRegion(
  storage: KeyValueStorage | null,
  storageKey: string,
  region: string,
  log: (message: string, error?: unknown) => void = () => undefined,
): void {
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
export function regionInCountry(
  region: string,
  countryRegions: readonly string[],
): { region: string; changed: boolean } {
  if (countryRegions.includes(region) || countryRegions.length === 0)
    return { region, changed: false };
  return { region: countryRegions[0], changed: true };
}

/** The saved tracking fields; `null` when storage fails, so links carry base address and path only. */
export function readTracking(
  storage: KeyValueStorage | null,
  storageKey: string,
): TrackingData | null {
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
    if (typeof value === "string" && value !== "")
      tracking[field] = value.slice(0, MAX_TRACKING_VALUE);
  }
  return tracking;
}

/** Longer values are cut: a link stays a usable length whatever a campaign URL carries. */
export const MAX_TRACKING_VALUE = 200;

export interface VisitorBeforePaintOptions {
  names: { region: string; tracking: string };
  /** Every market's region keys: the regions `_region` may name. */
  knownRegions: readonly string[];
  /** The built market's region keys. */
  marketRegions: readonly string[];
  /** The separate application's base address (the market's `appUrl`). */
  appUrl: string;
}

/**
 * The visitor's part of the inline head script (docs/rules.md#early-taps), run before the first
 * paint inside its function, where `w` is the window and `E` the early-events state:
 *
 * - Tracking on landing (docs/rules.md#tracking-data): the utm fields and gclid of the query,
 *   each cut to MAX_TRACKING_VALUE characters, saved as one entry; a landing without any keeps
 *   what an earlier one saved. A `_region` naming a known region is saved, as start-up saves it
 *   (startRegion). So a visitor who leaves before the bundles have run has lost neither.
 * - Links into the app, before React renders them: the server wrote them with the region the page
 *   was rendered with and no tracking. When the visitor follows one (click, Enter, middle click,
 *   Ctrl/⌘-click, the context menu, a drag) and once the markup is parsed, its query is made again
 *   as appLinks makes it: the saved region where the market has it (the page's own on a region
 *   page), the link's own other parameters in their order (the page's language `_lang` in a market
 *   with several, what a visitor tool hands over), the saved tracking in TRACKING_FIELDS order;
 *   when storage fails, base address and path with the link's own other parameters only. Once React listens, it renders them itself from the same storage.
 *
 * Storage failures are tolerated, quietly. The unit tests hold this part to the rules' own functions
 * (startRegion, readTracking, appLinks), case by case.
 */
export function visitorBeforePaint({
  names,
  knownRegions,
  marketRegions,
  appUrl,
}: VisitorBeforePaintOptions): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  const appPrefix = `${appUrl.replace(/\/+$/, "")}/`;
  // One list, the market's regions first: K.indexOf(key) < M says the market has the key.
  const regions = [...marketRegions, ...knownRegions.filter((key) => !marketRegions.includes(key))];
  return (
    `var S=function(){return w.localStorage},F=${json(TRACKING_FIELDS)},T=${json(names.tracking)},R=${json(names.region)},` +
    `K=${json(regions)},M=${marketRegions.length};` +
    `try{var q=new URLSearchParams(w.location.search),f={},n=0,g=q.get("_region");` +
    `F.forEach(function(k){var v=q.get(k);if(v){f[k]=v.slice(0,${MAX_TRACKING_VALUE});n=1}});` +
    `if(n)S().setItem(T,JSON.stringify(f));if(K.indexOf(g)>=0)S().setItem(R,g)}catch(e){}` +
    `function L(a){var u,p,r,o,i,c;if(!E.on||a.href.indexOf(${json(appPrefix)})!==0)return;` +
    `u=new URL(a.href);p=new URLSearchParams();r=u.searchParams.get("_region");` +
    `c=function(){u.searchParams.forEach(function(v,k){if(k!=="_region"&&F.indexOf(k)<0)p.set(k,v)})};` +
    `try{o=S().getItem(T);i=S().getItem(R)}catch(e){c();u.search=p.toString();a.href=u.href;return}` +
    `i=K.indexOf(i);if(!document.querySelector("[${PAGE_REGION_ATTRIBUTE}]")&&i>=0&&i<M)r=K[i];if(r)p.set("_region",r);c();` +
    `try{o=JSON.parse(o)}catch(e){o=null}` +
    `F.forEach(function(k){var v=o&&typeof o==="object"&&o[k];if(typeof v==="string"&&v)p.set(k,v.slice(0,${MAX_TRACKING_VALUE}))});` +
    `u.search=p.toString();a.href=u.href}` +
    `["mousedown","click","auxclick","contextmenu","dragstart","focusin"].forEach(function(t){document.addEventListener(t,function(e){var a=e.target.closest&&e.target.closest("a[href]");if(a)L(a)},true)});` +
    `document.addEventListener("DOMContentLoaded",function(){[].forEach.call(document.querySelectorAll("a[href]"),L)});`
  );
}
