/**
 * Link prefetch (docs/rules.md#link-prefetch): same-host links are watched with an IntersectionObserver (20 px
 * root margin, 0.1 threshold); one that stays in view for the delay (250 ms) has its page
 * prefetched, once (dwell-prefetch.ts decides when). Gatsby's own Link prefetch, which fires at
 * first sight, gives way to this one (site-loader.ts).
 */
import { createDwellPrefetcher } from "./dwell-prefetch";

export interface LinkPrefetchOptions {
  rootMarginPx: number;
  threshold: number;
  delayMs: number;
  prefetch: (path: string) => void;
}

/** The in-site path a link leads to, or null for other hosts, downloads, new tabs and the current page. */
export function prefetchPathOf(anchor: HTMLAnchorElement, location: Location): string | null {
  const url = pageUrlOf(anchor, location);
  if (!url || url.pathname === location.pathname) return null;
  return url.pathname;
}

/**
 * The address of the in-site page a link may lead to, wherever the visitor is, or null for a link
 * that can never be prefetched: to a place on the page it is in (`#…`), to another host, to a file,
 * a download or a new tab.
 */
function pageUrlOf(anchor: HTMLAnchorElement, location: Location): URL | null {
  if (anchor.target && anchor.target !== "_self") return null;
  if (anchor.hasAttribute("download")) return null;
  if (anchor.getAttribute("href")?.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (!url.pathname.endsWith("/")) return null; // files (images, JSON), not pages
  return url;
}

/** Returns `scan`, to call after each render of a page: it starts watching links not yet watched. */
export function installLinkPrefetch({
  rootMarginPx,
  threshold,
  delayMs,
  prefetch,
}: LinkPrefetchOptions): { scan: (root?: ParentNode) => void } {
  if (typeof IntersectionObserver === "undefined") return { scan: () => undefined };
  const dwell = createDwellPrefetcher(delayMs, prefetch);
  const watched = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const path = prefetchPathOf(entry.target as HTMLAnchorElement, window.location);
        if (!path) continue;
        if (entry.isIntersecting && entry.intersectionRatio >= threshold) dwell.enter(path);
        else dwell.leave(path);
      }
    },
    { rootMargin: `${rootMarginPx}px`, threshold },
  );
  // Only the links that may lead to another page are watched: every watched link costs each
  // frame that moves it (a long list filtered as the visitor types moves hundreds).
  const scan = (root: ParentNode = document) => {
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      if (watched.has(anchor)) continue;
      watched.add(anchor);
      if (pageUrlOf(anchor, window.location)) observer.observe(anchor);
    }
  };
  // Links that appear later (a page whose data arrives after render) are watched too.
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      scan();
    }, 100);
  }).observe(document.documentElement, { childList: true, subtree: true });
  return { scan };
}
