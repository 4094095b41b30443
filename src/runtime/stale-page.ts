/**
 * The stale-hash reload, decided here and nowhere else. A route's index.json carries the hash of
 * the build that wrote it; when it differs from the hash of the HTML this tab loaded, a deploy
 * happened since, and the page is loaded afresh from the server instead of rendering new data with
 * old code. Navigation (route-guard.ts) hands its failures here.
 */
import { outcomeOf } from "./page-data-loader";
import { routeKey } from "./route-guard";

export interface StalePageLocation {
  readonly pathname: string;
  assign(url: string): void;
  reload(): void;
}

export interface StalePageDeps {
  /** The hash of the HTML this tab loaded. */
  pageHash: () => string | null;
  /** Where the tab remembers which targets it has reloaded for (sessionStorage), or null. */
  storage: () => Pick<Storage, "getItem" | "setItem"> | null;
  location: StalePageLocation;
}

/**
 * Whether to reload for a stale target, remembering that it did. The mark is kept per page hash:
 * after a reload that brought fresh HTML, the page has a new hash and a later deploy reloads again;
 * if the reloaded HTML is stale too (a CDN still serving old HTML), the hash is unchanged and a
 * second mismatch for the same target is not reloaded again, so there is never a reload loop.
 */
export function shouldReload(
  target: string,
  pageHash: string | null,
  storage: Pick<Storage, "getItem" | "setItem"> | null,
): boolean {
  const key = `debrix:reloaded:${pageHash ?? ""}:${target}`;
  try {
    if (storage?.getItem(key)) return false;
    storage?.setItem(key, "1");
  } catch {
    // Blocked storage: reload anyway; the server's fresh HTML ends the mismatch.
  }
  return true;
}

/**
 * Returns `reloadIfStale(error, rawPath)`: when `error` says the data of `rawPath` belongs to
 * another build and the tab has not reloaded for it yet, it starts the full page load and returns
 * true (the caller then waits for the page to go); otherwise it returns false and the caller
 * handles the error as any other.
 */
export function createStalePageReload({
  pageHash,
  storage,
  location,
}: StalePageDeps): (error: unknown, rawPath: string) => boolean {
  const safeStorage = () => {
    try {
      return storage();
    } catch {
      return null;
    }
  };
  return (error, rawPath) => {
    if (outcomeOf(error) !== "full-reload") return false;
    const target = routeKey(rawPath);
    if (!shouldReload(target, pageHash(), safeStorage())) return false;
    // Back/forward has the target in the address bar already:
    // reload that history entry, which keeps its scroll position; a link click loads the target
    // as a new entry.
    if (routeKey(location.pathname) === target) location.reload();
    else location.assign(rawPath);
    return true;
  };
}
