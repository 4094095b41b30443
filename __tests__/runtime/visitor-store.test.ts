import { createVisitorStore } from "../../src/runtime/visitor-store";
import type { KeyValueStorage } from "../../src/runtime/visitor-state";
import type { DirectoryMarket } from "../../src/runtime/site-config";

const MARKETS: DirectoryMarket[] = [
  {
    key: "FR",
    domains: ["www.debrix.fr"],
    services: ["UTILITY", "DUMPSTER", "BIGBAG"],
    regions: ["FR_IDF", "FR_LYON"],
  },
  {
    key: "DE",
    domains: ["www.debrix.de"],
    services: ["DUMPSTER"],
    regions: ["DE_BERLIN"],
  },
  {
    key: "EN",
    domains: ["www.debrix.co.uk"],
    services: ["DUMPSTER"],
    regions: ["DE_BERLIN"],
  },
];
const NAMES = { region: "debrix_region", tracking: "debrix_tracking" };

function memory(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => store.get(key) ?? null,
    setItem: (key, value) => void store.set(key, value),
  };
  return { store, storage };
}

function storeFor(market: "FR" | "DE" | "EN", storage: KeyValueStorage | null, log = jest.fn()) {
  return createVisitorStore({
    markets: MARKETS,
    market,
    defaultRegion: "FR_IDF",
    names: NAMES,
    storage: () => storage,
    log,
  });
}

describe("the visitor store", () => {
  it("starts as the HTML was rendered: the artifact's market, its first region and its services", () => {
    const store = storeFor("FR", null);
    expect(store.getState()).toEqual({
      country: "FR",
      region: "FR_IDF",
      services: ["UTILITY", "DUMPSTER", "BIGBAG"],
      tracking: {},
      locale: null,
    });
    expect(store.renderedState(null)).toBe(store.getState());
  });

  it("renders a region page with its region, one object per region; a region outside the market renders as the first", () => {
    const store = storeFor("FR", null);
    expect(store.renderedState("FR_LYON")).toEqual({
      country: "FR",
      region: "FR_LYON",
      services: ["UTILITY", "DUMPSTER", "BIGBAG"],
      tracking: {},
      locale: null,
    });
    expect(store.renderedState("FR_LYON")).toBe(store.renderedState("FR_LYON"));
    expect(store.renderedState("DE_BERLIN")).toBe(store.renderedState(null));
  });

  it("on a region page, start-up makes the page's region the visitor's, saved, and its state is the object the page was rendered with", () => {
    const { store: stored, storage } = memory({ debrix_region: "FR_IDF" });
    const store = storeFor("FR", storage);
    const listener = jest.fn();
    store.subscribe(listener);
    store.start({ search: "?_region=FR_IDF", host: "www.debrix.fr", pageRegion: "FR_LYON" });
    expect(store.getState()).toBe(store.renderedState("FR_LYON"));
    expect(stored.get("debrix_region")).toBe("FR_LYON");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("a state that comes back to the values of a rendered page is that page's object again", () => {
    const store = storeFor("FR", memory().storage);
    store.setRegion("FR_LYON");
    const rendered = store.renderedState("FR_LYON");
    store.setRegion("FR_IDF");
    store.setRegion("FR_LYON");
    expect(store.getState()).toBe(rendered);
  });

  it("keeps the state the HTML was rendered with when start-up changes no value, so hydration needs no second render", () => {
    const { storage } = memory();
    const store = storeFor("FR", storage);
    const listener = jest.fn();
    store.subscribe(listener);
    store.start({ search: "", host: "www.debrix.fr" });
    expect(store.getState()).toBe(store.renderedState(null));
    expect(listener).not.toHaveBeenCalled();
  });

  it("changes the state when start-up finds saved tracking fields", () => {
    const { storage } = memory({ [NAMES.tracking]: JSON.stringify({ utm_source: "news" }) });
    const store = storeFor("FR", storage);
    store.start({ search: "", host: "www.debrix.fr" });
    expect(store.getState()).not.toBe(store.renderedState(null));
    expect(store.getState().tracking).toEqual({ utm_source: "news" });
  });

  it.each([
    // market, query, saved, host → region, saved afterwards
    ["FR", "?_region=FR_LYON", undefined, "www.debrix.fr", "FR_LYON", "FR_LYON"],
    ["FR", "?_region=NOPE", "FR_LYON", "www.debrix.fr", "FR_LYON", "FR_LYON"],
    ["FR", "", "FR_GONE", "www.debrix.fr", "FR_IDF", "FR_GONE"],
    ["FR", "", undefined, "127.0.0.1", "FR_IDF", undefined],
    // Nothing saved: FR_IDF, which the DE country rule resets to Berlin, saved.
    ["DE", "", undefined, "www.debrix.de", "DE_BERLIN", "DE_BERLIN"],
    // A French region on the DE artifact: known, saved, then reset by the country rule.
    ["DE", "?_region=FR_LYON", undefined, "127.0.0.1", "DE_BERLIN", "DE_BERLIN"],
    // The FR artifact served on the DE host becomes DE.
    ["FR", "?_region=FR_LYON", undefined, "www.debrix.de", "DE_BERLIN", "DE_BERLIN"],
  ] as const)(
    "%s artifact, query %j, saved %j, host %s → %s",
    (market, search, saved, host, region, savedAfter) => {
      const { store: stored, storage } = memory(saved ? { debrix_region: saved } : {});
      const store = storeFor(market, storage);
      store.start({ search, host });
      expect(store.getState().region).toBe(region);
      expect(stored.get("debrix_region")).toBe(savedAfter);
    },
  );

  it("the country by host sets the services, and notifies once per change", () => {
    const store = storeFor("FR", memory().storage);
    const listener = jest.fn();
    store.subscribe(listener);
    store.syncHost("www.debrix.de");
    expect(store.getState()).toMatchObject({
      country: "DE",
      services: ["DUMPSTER"],
      region: "DE_BERLIN",
    });
    expect(listener).toHaveBeenCalledTimes(1);
    store.syncHost("www.debrix.de");
    store.syncHost("localhost"); // unknown host: the current country stays
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("a country change by key behaves the same; an unknown key changes nothing", () => {
    const { store: stored, storage } = memory();
    const store = storeFor("DE", storage);
    store.setCountry("EN");
    // Berlin is in EN too: the region stays and nothing is saved.
    expect(store.getState()).toMatchObject({ country: "EN", region: "DE_BERLIN" });
    expect(stored.size).toBe(0);
    store.setCountry("ES");
    expect(store.getState().country).toBe("EN");
    store.setCountry("FR");
    expect(store.getState()).toMatchObject({ country: "FR", region: "FR_IDF" });
    expect(stored.get("debrix_region")).toBe("FR_IDF");
  });

  it("a region change by key stays within the country, else takes its first region; both are saved", () => {
    const { store: stored, storage } = memory();
    const store = storeFor("FR", storage);
    store.setRegion("FR_LYON");
    expect(store.getState().region).toBe("FR_LYON");
    expect(stored.get("debrix_region")).toBe("FR_LYON");
    store.setRegion("DE_BERLIN");
    expect(store.getState().region).toBe("FR_IDF");
    expect(stored.get("debrix_region")).toBe("FR_IDF");
  });

  it("start-up reads the tracking the head script saved; blocked storage leaves tracking null and logs, never throws", () => {
    const { storage } = memory({ debrix_tracking: '{"utm_source":"news","gclid":"abc"}' });
    const store = storeFor("FR", storage);
    store.start({ search: "", host: "www.debrix.fr" });
    expect(store.getState().tracking).toEqual({ utm_source: "news", gclid: "abc" });

    const log = jest.fn();
    const throwing = createVisitorStore({
      markets: MARKETS,
      market: "FR",
      defaultRegion: "FR_IDF",
      names: NAMES,
      storage: () => {
        throw new DOMException("denied", "SecurityError");
      },
      log,
    });
    expect(() =>
      throwing.start({ search: "?_region=FR_LYON&utm_source=x", host: "www.debrix.fr" }),
    ).not.toThrow();
    expect(throwing.getState()).toMatchObject({ region: "FR_LYON", tracking: null });
    expect(() => throwing.setRegion("FR_IDF")).not.toThrow();
    expect(log).toHaveBeenCalled();
  });
});
