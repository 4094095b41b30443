/**
 * The tab's navigation, wired to the browser: one page-data loader shared by navigation and link
 * prefetch (so each route's index.json is requested at most once), the
 * route guard in front of Gatsby's loader, the stale-hash reload and the dwell-based link prefetch.
 */
import {
  createPageDataLoader,
  currentHashFromDocument,
  type PageDataLoader,
} from "./page-data-loader";
import { createRouteGuard } from "./route-guard";
import { createStalePageReload } from "./stale-page";
import { installLinkPrefetch } from "./link-prefetch";
import { servedPagePath, wrapTabLoader } from "./gatsby-internals";

let loader: PageDataLoader | undefined;
let pageHash: string | null = null;

/** The hash of the HTML this tab loaded: read once, as later head updates belong to the same build. */
export function tabHash(): string | null {
  pageHash ??= currentHashFromDocument();
  return pageHash;
}

/** The tab's sessionStorage, or null where the browser blocks it. */
export function tabSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function sitePageDataLoader(): PageDataLoader {
  loader ??= createPageDataLoader({
    fetch: (input, init) => window.fetch(input, init),
    currentHash: tabHash,
  });
  return loader;
}

let staleReload: ((error: unknown, rawPath: string) => boolean) | undefined;

/** The tab's stale-hash reload (stale-page.ts): true when it has started a full page load. */
export function reloadIfStale(error: unknown, rawPath: string): boolean {
  staleReload ??= createStalePageReload({
    pageHash: tabHash,
    storage: tabSessionStorage,
    location: window.location,
  });
  return staleReload(error, rawPath);
}

let linkPrefetch: { scan: (root?: ParentNode) => void } | undefined;

/**
 * Called once from gatsby-browser's onClientEntry, before Gatsby loads the first page: every
 * navigation checks the target's page data first, and a link has its route prefetched once it
 * has stayed in view (link-prefetch.ts) rather than when Gatsby's Link first sees it.
 */
export function startNavigation(prefetch: {
  rootMarginPx: number;
  threshold: number;
  delayMs: number;
}): void {
  // Read while the head is still the server's.
  tabHash();
  const guard = createRouteGuard({
    pageData: sitePageDataLoader(),
    openedPath: window.location.pathname,
    servedPagePath: servedPagePath(),
    reloadIfStale,
    report: (error) => console.error(error),
  });
  const wrapped = wrapTabLoader(guard);
  if (!wrapped) return;
  linkPrefetch = installLinkPrefetch({ ...prefetch, prefetch: wrapped.prefetchRoute });
}

/** After each page render: watch the links it added. */
export function watchNewLinks(): void {
  linkPrefetch?.scan();
}
