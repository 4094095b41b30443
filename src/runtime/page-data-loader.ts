/**
 * The browser's page-data loader (docs/rules.md#page-data-errors): fetches a route's
 * index.json, caches it per path, and turns every failure into the error the rules name, so the
 * caller can decide: show the not-found page, hand over to the router, or reload the page fully.
 */
import { HASH_META_NAME, pageDataUrl, type PageData } from "../shared/page-data";

export { pageDataUrl, type PageData };

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

export interface PageDataLoaderDeps {
  fetch: typeof fetch;
  /** The hash of the page the visitor has open (its <meta name="debrix:hash">). */
  currentHash: () => string | null;
}

export function currentHashFromDocument(doc: Document = document): string | null {
  return doc.querySelector(`meta[name="${HASH_META_NAME}"]`)?.getAttribute("content") ?? null;
}

export function createPageDataLoader({ fetch: fetchImpl, currentHash }: PageDataLoaderDeps) {
  const cache = new Map<string, Promise<PageData>>();

  async function fetchPageData(path: string): Promise<PageData> {
    let response: Response;
    try {
      response = await fetchImpl(pageDataUrl(path), { credentials: "include" });
    } catch {
      throw new PageDataError("Failed to fetch", "FETCH", path);
    }
    // A path the build never wrote (404) or took away (410) is a page that does not exist.
    if (response.status === 404 || response.status === 410)
      throw new PageDataError(`Could not find ${path}`, "NOT_FOUND", path);
    if (!response.ok) throw new PageDataError("Failed to fetch", "FETCH", path);
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch {
      throw new PageDataError("Failed to parse JSON", "PARSE", path);
    }
    const hash = (json as { hash?: unknown } | null)?.hash;
    if (typeof hash !== "string" || hash === "")
      throw new PageDataError("JSON data is missing a hash", "MISSING_HASH", path);
    if (hash !== currentHash()) throw new PageDataError("INVALID_HASH", "INVALID_HASH", path);
    return json as PageData;
  }

  /** The route's data; one request per path, a failed one may be retried. */
  function load(path: string): Promise<PageData> {
    const key = pageDataUrl(path);
    const cached = cache.get(key);
    if (cached) return cached;
    const pending = fetchPageData(path);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    return pending;
  }

  return {
    load,
    /** Starts loading a route's data without waiting (link prefetch shares this cache). */
    prefetch(path: string): void {
      load(path).catch(() => undefined);
    },
  };
}

export type PageDataLoader = ReturnType<typeof createPageDataLoader>;

/**
 * What a loader failure means for the visitor: a page that does not exist, data of another build
 * (stale-page.ts decides on the full page load), or a failure handed to Gatsby's router.
 */
export type NavigationOutcome = "not-found" | "full-reload" | "router";

export function outcomeOf(error: unknown): NavigationOutcome {
  if (!(error instanceof PageDataError)) return "router";
  if (error.code === "NOT_FOUND") return "not-found";
  if (error.code === "INVALID_HASH") return "full-reload";
  return "router";
}
