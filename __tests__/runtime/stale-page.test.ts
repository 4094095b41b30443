import { PageDataError } from "../../src/runtime/page-data-loader";
import { createStalePageReload, type StalePageLocation } from "../../src/runtime/stale-page";

function setup(
  pathname: string,
  storage: () => Pick<Storage, "getItem" | "setItem"> | null = memoryStorage(),
) {
  const location: StalePageLocation & { pathname: string } = {
    pathname,
    assign: jest.fn(),
    reload: jest.fn(),
  };
  return {
    location,
    reloadIfStale: createStalePageReload({ pageHash: () => "h1", storage, location }),
  };
}

function memoryStorage() {
  const store = new Map<string, string>();
  return () => ({
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
}

const stale = (path: string) => new PageDataError("INVALID_HASH", "INVALID_HASH", path);

describe("the stale-hash reload", () => {
  it("reloads a page that loads its own data in place, once, when that data belongs to another build", () => {
    const { location, reloadIfStale } = setup("/de/aktion/");
    expect(reloadIfStale(stale("/de/aktion/"), "/de/aktion/")).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(location.assign).not.toHaveBeenCalled();
    // The reload brought stale HTML again: the caller shows its error instead of reloading in a loop.
    expect(reloadIfStale(stale("/de/aktion/"), "/de/aktion/")).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it("loads a link's target as a new history entry, keeping its query", () => {
    const { location, reloadIfStale } = setup("/");
    expect(reloadIfStale(stale("/agb/"), "/agb/?utm_source=x")).toBe(true);
    expect(location.assign).toHaveBeenCalledWith("/agb/?utm_source=x");
    expect(location.reload).not.toHaveBeenCalled();
  });

  it("counts the router's spelling of a path as the same target", () => {
    const { location, reloadIfStale } = setup("/caf%c3%a9/");
    expect(reloadIfStale(stale("/caf%C3%A9/"), "/caf%C3%A9/")).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(reloadIfStale(stale("/café/"), "/café/")).toBe(false);
  });

  it.each([
    ["a missing page", new PageDataError("Could not find /agb/", "NOT_FOUND", "/agb/")],
    ["unreadable data", new PageDataError("Failed to parse JSON", "PARSE", "/agb/")],
    ["a network failure", new PageDataError("Failed to fetch", "FETCH", "/agb/")],
    ["an error of another kind", new Error("INVALID_HASH")],
  ])("leaves %s to the caller", (_, error) => {
    const { location, reloadIfStale } = setup("/");
    expect(reloadIfStale(error, "/agb/")).toBe(false);
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
  });

  it("still reloads when the browser refuses storage", () => {
    const { location, reloadIfStale } = setup("/", () => {
      throw new Error("SecurityError");
    });
    expect(reloadIfStale(stale("/agb/"), "/agb/")).toBe(true);
    expect(location.assign).toHaveBeenCalledTimes(1);
  });
});
