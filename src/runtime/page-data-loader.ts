/**
 * The browser's page-data loader (SPEC §4 "Route navigation", §7, §8): fetches a route's
 * index.json, caches it per path, and turns every failure into the error the spec names, so the
 * caller can decide: show the not-found page, hand over to the router, or reload the page fully.
 */
import { withTrailingSlash } from "../shared/paths";

export const ROUTE_DATA_ROOT = "/assets/data";

export type PageDataErrorCode = "NOT_FOUND" | "PARSE" | "MISSING_HASH" | "INVALID_HASH" | "FETCH";

export class PageDataError extends Error {
  constructor(
    message: string,
    readonly code: PageDataErrorCode,
    readonly path: string,
  ) {
    super(message);
    this.name = "PageDataError";
  }
}

export interface RouteData {
  hash: string;
  path: string;
  [field: string]: unknown;
}

export interface PageDataLoaderDeps {
  fetch: typeof fetch;
  /** The hash of the page the visitor has open (its <meta name="debrix:hash">). */
  currentHash: () => string | null;
}

/** /dienstleistungen/ → /assets/data/dienstleistungen/index.json; / → /assets/data/index.json */
export function routeDataUrl(path: string): string {
  const clean = withTrailingSlash(path.split(/[?#]/)[0] || "/");
  return `${ROUTE_DATA_ROOT}${clean}index.json`;
}

export function currentHashFromDocument(doc: Document = document): string | null {
  return doc.querySelector('meta[name="debrix:hash"]')?.getAttribute("content") ?? null;
}

export function createPageDataLoader({ fetch: fetchImpl, currentHash }: PageDataLoaderDeps) {
  const cache = new Map<string, Promise<RouteData>>();

  async function fetchRouteData(path: string): Promise<RouteData> {
    let response: Response;
    try {
      response = await fetchImpl(routeDataUrl(path), { credentials: "include" });
    } catch {
      throw new PageDataError("Failed to fetch", "FETCH", path);
    }
    if (response.status === 404) throw new PageDataError(`Could not find ${path}`, "NOT_FOUND", path);
    if (!response.ok) throw new PageDataError("Failed to fetch", "FETCH", path);
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch {
      throw new PageDataError("Failed to parse JSON", "PARSE", path);
    }
    const hash = (json as { hash?: unknown } | null)?.hash;
    if (typeof hash !== "string" || hash === "") throw new PageDataError("JSON data is missing a hash", "MISSING_HASH", path);
    if (hash !== currentHash()) throw new PageDataError("INVALID_HASH", "INVALID_HASH", path);
    return json as RouteData;
  }

  return {
    /** The route's data; one request per path, a failed one may be retried. */
    load(path: string): Promise<RouteData> {
      const key = routeDataUrl(path);
      const cached = cache.get(key);
      if (cached) return cached;
      const pending = fetchRouteData(path);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
      return pending;
    },
    /** Starts loading a route's data without waiting (link prefetch shares this cache). */
    prefetch(path: string): void {
      this.load(path).catch(() => undefined);
    },
    isCached(path: string): boolean {
      return cache.has(routeDataUrl(path));
    },
  };
}

export type PageDataLoader = ReturnType<typeof createPageDataLoader>;

/** What navigation does with a loader failure (SPEC §8). */
export type NavigationOutcome = "render" | "not-found" | "full-reload" | "router";

export function outcomeOf(error: unknown): NavigationOutcome {
  if (!(error instanceof PageDataError)) return "router";
  if (error.code === "NOT_FOUND") return "not-found";
  if (error.code === "INVALID_HASH") return "full-reload";
  return "router";
}

/**
 * A stale tab reloads the target once; if the freshly loaded HTML is stale too (a CDN still
 * serving old HTML), a second mismatch for the same target is handed to the router instead, so
 * there is never a reload loop.
 */
export function shouldReload(targetUrl: string, storage: Pick<Storage, "getItem" | "setItem"> | null): boolean {
  const key = `debrix:reloaded:${targetUrl}`;
  try {
    if (storage?.getItem(key)) return false;
    storage?.setItem(key, "1");
  } catch {
    // Blocked storage: reload anyway; the server's fresh HTML ends the mismatch.
  }
  return true;
}
