/**
 * Everything the browser side of the site relies on in Gatsby's private runtime, in one place.
 * Gatsby documents none of it; __tests__/runtime/gatsby-internals.test.ts reads the installed
 * gatsby and gatsby-link and fails, naming what changed, when an upgrade moves any of it:
 *
 * - window.___loader: production-app.js sets it to the loader's `publicLoader` object before it runs
 *   onClientEntry, and its router (navigation.js, ensure-resources.js) and Gatsby's Link call the
 *   same object's methods. Replacing those methods on that object therefore puts the site in front
 *   of every page load and prefetch, including the first page's.
 * - window.pagePath: the page the server's HTML was rendered for (/404.html for an unknown path).
 * - `gatsby-focus-wrapper`: the element that holds the server-rendered page.
 *
 * The loader is wrapped once, by one call that receives every behaviour at the same time, so the
 * result never depends on which part of the site happens to be wired first.
 */

/** The methods of Gatsby's public loader (cache-dir/loader.js) that the site wraps. */
export const WRAPPED_LOADER_METHODS = [
  "loadPage",
  "loadPageSync",
  "enqueue",
  "prefetch",
  "hovering",
] as const;

export interface GatsbyLoader {
  loadPage(rawPath: string): Promise<unknown>;
  loadPageSync(rawPath: string, options?: unknown): unknown;
  /** Gatsby's Link calls it when a link comes into view and calls `abort()` on the result when it leaves. */
  enqueue(rawPath: string): unknown;
  prefetch(rawPath: string): unknown;
  hovering(rawPath: string): unknown;
}

declare global {
  interface Window {
    ___loader?: GatsbyLoader;
    pagePath?: string;
  }
}

/** The page Gatsby renders for a route it has no page for. */
export const GATSBY_NOT_FOUND_PAGE = "/404.html";

/** How production-app.js recognises a server HTML that is an error page rather than the route's own. */
const ERROR_PAGE = /^\/(404|500)(\/?|\.html)$/;

/** The id of the element Gatsby renders the page into (cache-dir/production-app.js, static-entry.js). */
export const FOCUS_WRAPPER_ID = "gatsby-focus-wrapper";

/** What the site does in front of Gatsby's loader; each method receives Gatsby's own to continue with. */
export interface LoaderHooks {
  /** A route change asks for a page's resources (before the address changes for a link, after it for back/forward). */
  loadPage(rawPath: string, gatsby: (rawPath: string) => Promise<unknown>): Promise<unknown>;
  /** The same, synchronously: `undefined` means "not loaded yet", and Gatsby then calls loadPage. */
  loadPageSync(
    rawPath: string,
    options: unknown,
    gatsby: (rawPath: string, options: unknown) => unknown,
  ): unknown;
  /** A route is about to be prefetched (a link stayed in view, a hover, an explicit prefetch). */
  beforePrefetch(rawPath: string): void;
}

/** What Gatsby's Link gets from `enqueue` while the site holds its prefetch back. */
const NOTHING_TO_ABORT = { abort: () => undefined };

/**
 * Wraps `loader` with `hooks`. Gatsby's Link asks `enqueue` the moment a link is seen; that request
 * is dropped, and the returned `prefetchRoute` is what the site calls instead once it decides a
 * route is worth prefetching (it runs beforePrefetch, then Gatsby's own prefetch).
 */
export function wrapGatsbyLoader(
  loader: GatsbyLoader,
  hooks: LoaderHooks,
): { prefetchRoute: (rawPath: string) => void } {
  const gatsby = {
    loadPage: loader.loadPage.bind(loader),
    loadPageSync: loader.loadPageSync.bind(loader),
    enqueue: loader.enqueue.bind(loader),
    prefetch: loader.prefetch.bind(loader),
    hovering: loader.hovering.bind(loader),
  };
  loader.loadPage = (rawPath) => hooks.loadPage(rawPath, gatsby.loadPage);
  loader.loadPageSync = (rawPath, options) =>
    hooks.loadPageSync(rawPath, options, gatsby.loadPageSync);
  loader.enqueue = () => NOTHING_TO_ABORT;
  loader.prefetch = (rawPath) => {
    hooks.beforePrefetch(rawPath);
    return gatsby.prefetch(rawPath);
  };
  loader.hovering = (rawPath) => {
    hooks.beforePrefetch(rawPath);
    return gatsby.hovering(rawPath);
  };
  return {
    prefetchRoute(rawPath) {
      hooks.beforePrefetch(rawPath);
      gatsby.enqueue(rawPath);
    },
  };
}

let wrapped = false;

/**
 * Wraps the tab's Gatsby loader (from onClientEntry, before Gatsby loads the first page). Returns
 * null, after saying why, when there is no loader to wrap; a second call is a wiring mistake.
 */
export function wrapTabLoader(
  hooks: LoaderHooks,
): { prefetchRoute: (rawPath: string) => void } | null {
  if (wrapped)
    throw new Error(
      "Gatsby's loader is already wrapped: wrapTabLoader must be called once, with every hook",
    );
  const loader = window.___loader;
  if (!loader) {
    console.error("Gatsby's loader is missing: navigation is not checked against the page data");
    return null;
  }
  wrapped = true;
  return wrapGatsbyLoader(loader, hooks);
}

/** Whether a page path is one of Gatsby's error pages (/404.html, /500/, …), as production-app.js tells them. */
export function isGatsbyErrorPage(pagePath: string): boolean {
  return ERROR_PAGE.test(pagePath);
}

/** The page the server's HTML was rendered for. */
export function servedPagePath(): string | undefined {
  return window.pagePath;
}

/** Whether the HTML holds a server-rendered page to hydrate (a client-only page's is empty). */
export function hasServerRenderedPage(doc: Document = document): boolean {
  return Boolean(doc.getElementById(FOCUS_WRAPPER_ID)?.children.length);
}
