/**
 * The one page-data loader of the browser tab, shared by navigation (route-guard.ts), link
 * prefetch and the /de/{slug+} page, so each route's index.json is requested at most once.
 */
import { createPageDataLoader, currentHashFromDocument, type PageDataLoader } from "./page-data-loader";
import { installRouteGuard, type GatsbyLoader } from "./route-guard";

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
