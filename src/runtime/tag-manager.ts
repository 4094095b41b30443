/**
 * The tag manager (docs/rules.md#tag-manager): its data layer and its script, for a market with a container id (an empty id
 * means no tag manager at all). What it is told about consent, and when its script may load, is
 * decided by consent.ts.
 */

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

export interface TagManager {
  /** Whether this market has a container id: without one nothing is pushed or loaded. */
  enabled: boolean;
  push(entry: Record<string, unknown>): void;
  /** A gtag() command, such as a Consent Mode update. */
  gtag(...args: unknown[]): void;
  pageView(path: string): void;
  /** Loads the container script once (consent.ts calls it only after an accept). */
  load(): void;
}

export function createTagManager(containerId: string, win: Window = window): TagManager {
  const enabled = containerId !== "";
  let loaded = false;
  const dataLayer = () => (win.dataLayer ??= []);
  const manager: TagManager = {
    enabled,
    push(entry) {
      if (enabled) dataLayer().push(entry);
    },
    gtag(...args) {
      if (!enabled) return;
      // Consent Mode reads `arguments` objects, as Google's gtag() (set by the head script) pushes them.
      if (win.gtag) win.gtag(...args);
      else dataLayer().push(args);
    },
    pageView(path) {
      manager.push({ event: "page_view", page_path: path });
    },
    load() {
      if (!enabled || loaded) return;
      loaded = true;
      dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
      const script = win.document.createElement("script");
      script.async = true;
      script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
      win.document.head.appendChild(script);
    },
  };
  return manager;
}
