/**
 * Puts the page-data loader in front of every navigation (docs/rules.md#page-data-errors).
 *
 * Gatsby asks its loader (window.___loader) for a page's resources on every route change: a link
 * click or navigate() calls loadPage before the address changes; back/forward changes the address
 * first and then asks loadPageSync, falling back to loadPage. Wrapping those two methods makes
 * each of them check the target's index.json first:
 * - data with this page's hash: Gatsby renders the target as usual;
 * - "Could not find": the not-found page is rendered at the target's address;
 * - INVALID_HASH (a deploy happened since this tab loaded): a full page load of the target, once;
 * - any other failure is reported and handed to Gatsby's router, which renders the page it has.
 * Prefetching a link (enqueue, prefetch, hovering) also prefetches its data into the same cache.
 */
import { outcomeOf, shouldReload, type PageDataLoader } from "./page-data-loader";
import { withTrailingSlash } from "../shared/paths";

/** The methods of Gatsby's public loader (cache-dir/loader.js) that the guard wraps. */
export interface GatsbyLoader {
  loadPage(rawPath: string): Promise<unknown>;
  loadPageSync(rawPath: string, options?: unknown): unknown;
  enqueue(rawPath: string): unknown;
  prefetch(rawPath: string): unknown;
  hovering(rawPath: string): unknown;
}

export interface RouteGuardLocation {
  readonly pathname: string;
  assign(url: string): void;
  reload(): void;
}

export interface RouteGuardDeps {
  gatsbyLoader: GatsbyLoader;
  pageData: Pick<PageDataLoader, "load" | "prefetch">;
  /** The hash of the HTML this tab loaded. */
  pageHash: string | null;
  location: RouteGuardLocation;
  /** The page the server's HTML was rendered for (Gatsby's window.pagePath): /404.html for an unknown path. */
  servedPagePath: string | undefined;
  storage: () => Pick<Storage, "getItem" | "setItem"> | null;
  report: (error: unknown) => void;
}

type Verdict = "ok" | "not-found";

/**
 * The route a raw path names: its pathname with a trailing slash, without query or fragment, in
 * the spelling of Gatsby's router. The router's location (@gatsbyjs/reach-router) re-encodes the
 * address bar's path as encodeURI(decodeURI(pathname)), so `/caf%c3%a9/` becomes `/caf%C3%A9/`,
 * `/a%2Fb/` becomes `/a%252Fb/` and `/%70lomb/` becomes `/plomb/`. The page the tab opened is known
 * by its raw address and asked for by the router's spelling: both must name the same entry, or the
 * first render finds no resources and the page goes blank. The spelling is idempotent, so a path
 * that already went through the router keeps its key. A malformed escape (`/%e0%a4/`) stays as
 * it is: the router keeps no other spelling of it either.
 */
export function routeKey(rawPath: string): string {
  const pathname = rawPath.split(/[?#]/)[0] || "/";
  let spelled = pathname;
  try {
    spelled = encodeURI(decodeURI(pathname));
  } catch {
    // URIError: not decodable, used as it is
  }
  return withTrailingSlash(spelled);
}

const NOT_FOUND_DOCUMENT = /^\/(404|500)(\/?|\.html)$/;

/** Gatsby's not-found page, rendered at the address of a path that has no page. */
const NOT_FOUND_PAGE = "/404.html";

/** Never settles: the page stays as it is until the full page load replaces it. */
const untilUnload = () => new Promise<never>(() => undefined);

export function installRouteGuard({
  gatsbyLoader,
  pageData,
  pageHash,
  location,
  servedPagePath,
  storage,
  report,
}: RouteGuardDeps): void {
  const original = {
    loadPage: gatsbyLoader.loadPage.bind(gatsbyLoader),
    loadPageSync: gatsbyLoader.loadPageSync.bind(gatsbyLoader),
    enqueue: gatsbyLoader.enqueue.bind(gatsbyLoader),
    prefetch: gatsbyLoader.prefetch.bind(gatsbyLoader),
    hovering: gatsbyLoader.hovering.bind(gatsbyLoader),
  };
  const verdicts = new Map<string, Verdict>();
  // The page the visitor opened came with its own hash, so it needs no check. When the server
  // answered with its 404 page (an unknown /de/… path), that page is what must hydrate, not the
  // catch-all route the path would match.
  const initialPath = routeKey(location.pathname);
  const servedNotFound = servedPagePath !== undefined && NOT_FOUND_DOCUMENT.test(servedPagePath) && routeKey(servedPagePath) !== initialPath;
  verdicts.set(initialPath, servedNotFound ? "not-found" : "ok");

  const resourcesOf = (rawPath: string, verdict: Verdict) => original.loadPage(verdict === "ok" ? rawPath : NOT_FOUND_PAGE);

  async function loadPage(rawPath: string): Promise<unknown> {
    const key = routeKey(rawPath);
    const known = verdicts.get(key);
    if (known) return resourcesOf(rawPath, known);
    try {
      await pageData.load(rawPath);
      verdicts.set(key, "ok");
      return resourcesOf(rawPath, "ok");
    } catch (error) {
      switch (outcomeOf(error)) {
        case "not-found":
          verdicts.set(key, "not-found");
          return resourcesOf(rawPath, "not-found");
        case "full-reload":
          if (shouldReload(key, pageHash, safeStorage())) {
            // Back/forward has already put the target in the address bar: reload that history
            // entry, which keeps its scroll position; a link click loads the target as a new entry.
            if (routeKey(location.pathname) === key) location.reload();
            else location.assign(rawPath);
            return untilUnload();
          }
          report(error);
          return original.loadPage(rawPath);
        default:
          report(error);
          return original.loadPage(rawPath);
      }
    }
  }

  function safeStorage() {
    try {
      return storage();
    } catch {
      return null;
    }
  }

  function prefetchData(rawPath: string) {
    if (!verdicts.has(routeKey(rawPath))) pageData.prefetch(rawPath);
  }

  gatsbyLoader.loadPage = loadPage;
  // Without a verdict, answer "not loaded yet": Gatsby then calls loadPage, which checks first.
  gatsbyLoader.loadPageSync = (rawPath, options) => {
    const verdict = verdicts.get(routeKey(rawPath));
    if (!verdict) return undefined;
    return original.loadPageSync(verdict === "ok" ? rawPath : NOT_FOUND_PAGE, options);
  };
  gatsbyLoader.enqueue = (rawPath) => {
    prefetchData(rawPath);
    return original.enqueue(rawPath);
  };
  gatsbyLoader.prefetch = (rawPath) => {
    prefetchData(rawPath);
    return original.prefetch(rawPath);
  };
  gatsbyLoader.hovering = (rawPath) => {
    prefetchData(rawPath);
    return original.hovering(rawPath);
  };
}
