import {
  MAX_TRACKING_VALUE,
  marketForHost,
  readTracking,
  regionInCountry,
  startRegion,
  type KeyValueStorage,
} from "../../src/runtime/visitor-state";

const MARKETS = [
  { key: "FR" as const, domains: ["www.debrix.fr", "debrix.fr"] },
  { key: "DE" as const, domains: ["www.debrix.de"] },
  { key: "EN" as const, domains: ["www.debrix.co.uk"] },
];

function memory(
  initial: Record<string, string> = {},
): KeyValueStorage & { store: Map<string, string> } {
  const store = new Map(Object.entries(initial));
  return {
    store,
    getItem: (key) => store.get(key) ?? null,
    setItem: (key, value) => void store.set(key, value),
  };
}

const blocked: KeyValueStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("SecurityError");
  },
};

describe("the market by host name", () => {
  it.each([
    ["www.debrix.fr", "DE", "FR"],
    ["debrix.fr", "EN", "FR"],
    ["WWW.DEBRIX.DE:443", "FR", "DE"],
    ["www.debrix.co.uk.", "DE", "EN"],
    ["127.0.0.1", "FR", "FR"],
    ["preview.example.com", "DE", "DE"],
  ] as const)("%s with current %s → %s", (host, current, expected) => {
    expect(marketForHost(host, MARKETS, current)).toBe(expected);
  });
});

describe("the region at start", () => {
  const known = ["FR_IDF", "FR_LYON", "DE_BERLIN"];
  const base = { knownRegions: known, defaultRegion: "FR_IDF", storageKey: "debrix_region" };

  it("uses and saves a known _region from the query", () => {
    const storage = memory({ debrix_region: "FR_IDF" });
    expect(startRegion({ ...base, queryRegion: "FR_LYON", storage })).toBe("FR_LYON");
    expect(storage.store.get("debrix_region")).toBe("FR_LYON");
  });

  it("ignores an unknown _region and uses the saved one", () => {
    const storage = memory({ debrix_region: "DE_BERLIN" });
    expect(startRegion({ ...base, queryRegion: "<script>", storage })).toBe("DE_BERLIN");
    expect(storage.store.get("debrix_region")).toBe("DE_BERLIN");
  });

  it("replaces an unknown saved region by the first known region", () => {
    expect(
      startRegion({ ...base, queryRegion: null, storage: memory({ debrix_region: "FR_GONE" }) }),
    ).toBe("FR_IDF");
    expect(
      startRegion({
        ...base,
        knownRegions: ["DE_BERLIN"],
        queryRegion: null,
        storage: memory({ debrix_region: "FR_GONE" }),
      }),
    ).toBe("DE_BERLIN");
  });

  it("starts from the default region when nothing is saved", () => {
    expect(
      startRegion({ ...base, knownRegions: ["DE_BERLIN"], queryRegion: null, storage: memory() }),
    ).toBe("FR_IDF");
  });

  it("only logs storage errors", () => {
    const log = jest.fn();
    expect(startRegion({ ...base, queryRegion: "FR_LYON", storage: blocked, log })).toBe("FR_LYON");
    expect(startRegion({ ...base, queryRegion: null, storage: blocked, log })).toBe("FR_IDF");
    expect(startRegion({ ...base, queryRegion: null, storage: null, log })).toBe("FR_IDF");
    expect(log).toHaveBeenCalledTimes(2);
  });
});

describe("the region within a country", () => {
  it("keeps a region the country has", () => {
    expect(regionInCountry("FR_LYON", ["FR_IDF", "FR_LYON"])).toEqual({
      region: "FR_LYON",
      changed: false,
    });
  });

  it("resets to the country's first region otherwise, to be saved", () => {
    expect(regionInCountry("FR_IDF", ["DE_BERLIN"])).toEqual({
      region: "DE_BERLIN",
      changed: true,
    });
  });
});

describe("the saved tracking fields", () => {
  it("reads the utm fields and gclid of the saved entry", () => {
    const storage = memory({
      debrix_tracking:
        '{"utm_source":"news","utm_medium":"mail","utm_campaign":"spring","utm_term":"benne","utm_content":"a","gclid":"G1"}',
    });
    expect(readTracking(storage, "debrix_tracking")).toEqual({
      utm_source: "news",
      utm_medium: "mail",
      utm_campaign: "spring",
      utm_term: "benne",
      utm_content: "a",
      gclid: "G1",
    });
  });

  it("cuts very long values and ignores what is not a tracking field", () => {
    const storage = memory({
      debrix_tracking: `{"utm_source":"${"x".repeat(5000)}","evil":"<script>","gclid":7}`,
    });
    expect(readTracking(storage, "debrix_tracking")).toEqual({
      utm_source: "x".repeat(MAX_TRACKING_VALUE),
    });
  });

  it("answers null when storage fails, and {} for nothing or garbage saved", () => {
    expect(readTracking(blocked, "debrix_tracking")).toBeNull();
    expect(readTracking(null, "debrix_tracking")).toBeNull();
    expect(readTracking(memory(), "debrix_tracking")).toEqual({});
    expect(readTracking(memory({ debrix_tracking: "not json" }), "debrix_tracking")).toEqual({});
  });
});
