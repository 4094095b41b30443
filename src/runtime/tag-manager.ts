/**
 * The tag manager (docs/rules.md#tag-manager): its data layer, Consent Mode v2 and its script. The
 * defaults (all denied) are set by the inline head script (src/shared/head-script.ts) before any of
 * this runs; the script itself loads only for a market with a container id, after consent.
 */
import { consentModeUpdate, type ConsentChoice } from "./consent";

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
  /** The visitor chose: Consent Mode update, the consent event, and the script after an accept. */
  consent(choice: ConsentChoice): void;
  pageView(path: string): void;
  /** Loads the container script once (only after consent). */
  load(): void;
}

export function createTagManager(containerId: string, win: Window = window): TagManager {
  const enabled = containerId !== "";
  let loaded = false;
  const dataLayer = () => (win.dataLayer ??= []);
  const gtag = (...args: unknown[]) => {
    // Consent Mode reads `arguments` objects, as Google's gtag() pushes them.
    if (win.gtag) win.gtag(...args);
    else dataLayer().push(args);
  };
  const manager: TagManager = {
    enabled,
    push(entry) {
      if (enabled) dataLayer().push(entry);
    },
    consent(choice) {
      if (!enabled) return;
      gtag("consent", "update", consentModeUpdate(choice));
      manager.push({ event: "cookie_consent", consent: choice ? "accepted" : "declined" });
      if (choice) manager.load();
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
