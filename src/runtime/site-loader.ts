/**
 * The one page-data loader of the browser tab, shared by navigation (route-guard.ts), link
 * prefetch and the /de/{slug+} page, so each route's index.json is requested at most once.
 */
import { createPageDataLoader, currentHashFromDocument, type PageDataLoader } from "./page-data-loader";
import { installRouteGuard, type GatsbyLoader } from "./route-guard";
import { installLinkPrefetch } from "./link-prefetch";

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
  loader ??= createPageDataLoader({ fetch: (input, init) => window.fetch(input, init), currentHash: tabHash });
  return loader;
}

declare global {
  interface Window {
    ___loader?: GatsbyLoader;
    /** The page Gatsby rendered this HTML for (404.html for an unknown path). */
    pagePath?: string;
  }
}

/** Called once from gatsby-browser's onClientEntry, before Gatsby loads the first page. */
export function guardNavigation(): void {
  const gatsbyLoader = window.___loader;
  if (!gatsbyLoader) {
    console.error("Gatsby's loader is missing: navigation is not checked against the page data");
    return;
  }
  installRouteGuard({
    gatsbyLoader,
    pageData: sitePageDataLoader(),
    pageHash: tabHash(),
    location: window.location,
    servedPagePath: window.pagePath,
    storage: tabSessionStorage,
    report: (error) => console.error(error),
  });
}

let linkPrefetch: { scan: (root?: ParentNode) => void } | undefined;

/**
 * Starts the dwell-based link prefetch (link-prefetch.ts). Gatsby's Link asks `enqueue` the moment
 * a link is seen; that request is dropped, and `enqueue` (still guarded, so it also prefetches the
 * route's index.json) runs once the link has stayed in view.
 */
export function prefetchLinksOnDwell(options: { rootMarginPx: number; threshold: number; delayMs: number }): void {
  const gatsbyLoader = window.___loader;
  if (!gatsbyLoader || linkPrefetch) return;
  const enqueue = gatsbyLoader.enqueue.bind(gatsbyLoader);
  gatsbyLoader.enqueue = () => ({ abort: () => undefined });
  linkPrefetch = installLinkPrefetch({ ...options, prefetch: (path) => enqueue(path) });
}

/** After each page render: watch the links it added. */
export function watchNewLinks(): void {
  linkPrefetch?.scan();
}
