/**
 * The page-data check in front of every navigation (docs/rules.md#page-data-errors).
 *
 * Gatsby asks its loader for a page's resources on every route change: a link click or navigate()
 * calls loadPage before the address changes; back/forward changes the address first and then asks
 * loadPageSync, falling back to loadPage. The guard's hooks (wired to Gatsby's loader by
 * gatsby-internals.ts) check the target's index.json first:
 * - data with this page's hash: Gatsby renders the target as usual;
 * - "Could not find": the not-found page is rendered at the target's address;
 * - data of another build: stale-page.ts decides on a full page load of the target;
 * - any other failure is reported and handed to Gatsby's router, which renders the page it has.
 * Prefetching a route also prefetches its data into the same cache.
 */
import { outcomeOf, type PageDataLoader } from "./page-data-loader";
import { GATSBY_NOT_FOUND_PAGE, isGatsbyErrorPage, type LoaderHooks } from "./gatsby-internals";
import { withTrailingSlash } from "../shared/paths";

export interface RouteGuardDeps {
  pageData: Pick<PageDataLoader, "load" | "prefetch">;
  /** The address the tab opened. */
  openedPath: string;
  /** The page the server's HTML was rendered for: /404.html for an unknown path. */
  servedPagePath: string | undefined;
  /** stale-page.ts: true when it has started a full page load for this failure. */
  reloadIfStale: (error: unknown, rawPath: string) => boolean;
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

/** Never settles: the page stays as it is until the full page load replaces it. */
const untilUnload = () => new Promise<never>(() => undefined);

export function createRouteGuard({
  pageData,
  openedPath,
  servedPagePath,
  reloadIfStale,
  report,
}: RouteGuardDeps): LoaderHooks {
  const verdicts = new Map<string, Verdict>();
  // The page the visitor opened came with its own hash, so it needs no check. When the server
  // answered with its 404 page (an unknown path), that page is what must hydrate, without a look
  // for the path's own data.
  const initialPath = routeKey(openedPath);
  const servedNotFound =
    servedPagePath !== undefined &&
    isGatsbyErrorPage(servedPagePath) &&
    routeKey(servedPagePath) !== initialPath;
  verdicts.set(initialPath, servedNotFound ? "not-found" : "ok");

  const pageFor = (rawPath: string, verdict: Verdict) =>
    verdict === "ok" ? rawPath : GATSBY_NOT_FOUND_PAGE;

  return {
    async loadPage(rawPath, gatsby) {
      const key = routeKey(rawPath);
      const known = verdicts.get(key);
      if (known) return gatsby(pageFor(rawPath, known));
      try {
        await pageData.load(rawPath);
        verdicts.set(key, "ok");
        return gatsby(rawPath);
      } catch (error) {
        if (outcomeOf(error) === "not-found") {
          verdicts.set(key, "not-found");
          return gatsby(GATSBY_NOT_FOUND_PAGE);
        }
        if (reloadIfStale(error, rawPath)) return untilUnload();
        report(error);
        return gatsby(rawPath);
      }
    },
    // Without a verdict, answer "not loaded yet": Gatsby then calls loadPage, which checks first.
    loadPageSync(rawPath, options, gatsby) {
      const verdict = verdicts.get(routeKey(rawPath));
      return verdict ? gatsby(pageFor(rawPath, verdict), options) : undefined;
    },
    beforePrefetch(rawPath) {
      if (!verdicts.has(routeKey(rawPath))) pageData.prefetch(rawPath);
    },
  };
}
