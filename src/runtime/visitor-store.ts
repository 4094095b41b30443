/**
 * The visitor's global state (docs/rules.md#visitor-state): country, region and services, plus the
 * saved tracking fields and the non-production locale. One store per tab, outside React, so it
 * survives client-side navigation and is settled before the first page hydrates; components read
 * it with useSyncExternalStore (src/hooks/use-visitor.ts).
 */
import type { Market } from "../shared/keys";
import type { TrackingData } from "../shared/app-link";
import type { DirectoryMarket } from "./site-config";
import {
  knownRegionKeys,
  marketForHost,
  readTracking,
  regionInCountry,
  saveRegion,
  startRegion,
  type KeyValueStorage,
} from "./visitor-state";

export interface VisitorState {
  country: Market;
  region: string;
  services: readonly string[];
  /** The saved campaign fields; null when storage is blocked (links then carry no query but the region). */
  tracking: TrackingData | null;
  /** The locale the non-production switcher chose, or null for the page's own language. */
  locale: string | null;
}

export interface VisitorStoreOptions {
  markets: readonly DirectoryMarket[];
  /** The artifact's market: the initial country. */
  market: Market;
  defaultRegion: string;
  names: { region: string; tracking: string };
  /** Called for every access, so a storage that throws on access (blocked cookies) is tolerated. */
  storage: () => KeyValueStorage | null;
  log?: (message: string, error?: unknown) => void;
}

export interface VisitorStore {
  getState(): VisitorState;
  /**
   * The state a page's HTML was rendered with: the artifact's market, with the page's region on a
   * region page of the market, else the market's first region. The same object for the same
   * region, and the store's state is that very object while its values are the same, so a page
   * hydrates without a second render when start-up found nothing else.
   */
  renderedState(pageRegion: string | null): VisitorState;
  subscribe(listener: () => void): () => void;
  /**
   * Start-up (docs/rules.md#visitor-state): the saved tracking fields (the head script saved the
   * landing's before the first paint: visitor-state.ts, visitorBeforePaint), the region at start
   * (the page's own on a region page, as `_region`), then the country by host.
   */
  start(location: { search: string; host: string; pageRegion?: string | null }): void;
  /** The country by host name, again on mount (docs/rules.md#market-by-host). */
  syncHost(host: string): void;
  /** Country change by key; an unknown key changes nothing. */
  setCountry(key: string): void;
  /** Region change by key: within the country, or its first region; saved. */
  setRegion(key: string): void;
  setLocale(locale: string | null): void;
}

function sameTracking(a: TrackingData | null, b: TrackingData | null): boolean {
  if (a === null || b === null) return a === b;
  const fields = Object.keys(a) as (keyof TrackingData)[];
  return fields.length === Object.keys(b).length && fields.every((field) => a[field] === b[field]);
}

export function createVisitorStore({
  markets,
  market,
  defaultRegion,
  names,
  storage,
  log = () => undefined,
}: VisitorStoreOptions): VisitorStore {
  const marketOf = (key: string) => markets.find((candidate) => candidate.key === key);
  const home = marketOf(market);
  if (!home) throw new Error(`Market ${market} is not in the market directory`);
  const knownRegions = knownRegionKeys(markets);
  const safeStorage = () => {
    try {
      return storage();
    } catch (error) {
      log("Browser storage is not available", error);
      return null;
    }
  };

  const rendered = new Map<string, VisitorState>();
  const renderedState = (pageRegion: string | null) => {
    const region =
      pageRegion !== null && home.regions.includes(pageRegion)
        ? pageRegion
        : (home.regions[0] ?? defaultRegion);
    let value = rendered.get(region);
    if (!value)
      rendered.set(
        region,
        (value = {
          country: home.key,
          region,
          services: home.services,
          tracking: {},
          locale: null,
        }),
      );
    return value;
  };
  let state = renderedState(null);
  const listeners = new Set<() => void>();
  const sameValues = (a: VisitorState, b: VisitorState) =>
    (Object.keys(a) as (keyof VisitorState)[]).every((key) =>
      key === "tracking" ? sameTracking(a.tracking, b.tracking) : a[key] === b[key],
    );
  // Compared by value: start-up reads the saved tracking fields into a new object, and a new state
  // with the same values would re-render every reader of the store right after hydration, in one
  // task React cannot split (docs/decisions.md#d48-the-visitor-store-changes-only-when-a-value-does).
  // A state equal to the one a page was rendered with becomes that object, which is what React
  // compares with once the page has hydrated.
  const update = (next: Partial<VisitorState>) => {
    const candidate = { ...state, ...next };
    if (sameValues(candidate, state)) return;
    const asRendered = renderedState(candidate.region);
    state = sameValues(candidate, asRendered) ? asRendered : candidate;
    for (const listener of listeners) listener();
  };

  /** docs/rules.md#market-by-host: services of the country; a region outside it resets to the first one, saved. */
  const applyCountry = (key: string, region = state.region) => {
    const country = marketOf(key);
    if (!country) return;
    const inCountry = regionInCountry(region, country.regions);
    if (inCountry.changed) saveRegion(safeStorage(), names.region, inCountry.region, log);
    update({ country: country.key, services: country.services, region: inCountry.region });
  };

  const currentMarkets = () => markets.map(({ key, domains }) => ({ key, domains }));

  return {
    getState: () => state,
    renderedState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start({ search, host, pageRegion = null }) {
      const store = safeStorage();
      const region = startRegion({
        queryRegion: pageRegion ?? new URLSearchParams(search).get("_region"),
        knownRegions,
        defaultRegion,
        storage: store,
        storageKey: names.region,
        log,
      });
      update({ tracking: readTracking(safeStorage(), names.tracking) });
      applyCountry(marketForHost(host, currentMarkets(), state.country), region);
    },
    syncHost(host) {
      applyCountry(marketForHost(host, currentMarkets(), state.country));
    },
    setCountry(key) {
      applyCountry(key);
    },
    setRegion(key) {
      const country = marketOf(state.country);
      const regions = country?.regions ?? [];
      const region = regions.includes(key) ? key : (regions[0] ?? state.region);
      saveRegion(safeStorage(), names.region, region, log);
      update({ region });
    },
    setLocale(locale) {
      update({ locale });
    },
  };
}
