/**
 * The tab's visitor runtime, wired to the browser: one visitor store, one consent store and the
 * tag manager, created from the build's settings (site-config.ts). gatsby-browser starts it before
 * the first page hydrates; during server rendering the stores stay at their initial state.
 */
import { siteConfig } from "./site-config";
import { createVisitorStore, type VisitorStore } from "./visitor-store";
import { createConsentStore, type ConsentStore } from "./consent";
import { createTagManager, type TagManager } from "./tag-manager";
import { isEmbedded } from "./head-script";
import { cacheBustTarget } from "./cache-bust";
import { tabSessionStorage } from "./site-loader";
import { PAGE_REGION_ATTRIBUTE } from "./visitor-state";

const inBrowser = typeof window !== "undefined";

/** Storage problems are expected (private modes, blocked cookies): said once, never thrown. */
const logged = new Set<string>();
function logOnce(message: string, error?: unknown) {
  if (logged.has(message)) return;
  logged.add(message);
  console.info(`[visitor] ${message}`, error ?? "");
}

let visitor: VisitorStore | undefined;
export function visitorStore(): VisitorStore {
  visitor ??= createVisitorStore({
    markets: siteConfig.markets,
    market: siteConfig.market,
    defaultRegion: siteConfig.defaultRegion,
    names: siteConfig.names,
    storage: () => (inBrowser ? window.localStorage : null),
    log: logOnce,
  });
  return visitor;
}

let tags: TagManager | undefined;
export function tagManager(): TagManager {
  tags ??= createTagManager(inBrowser ? siteConfig.tagManagerId : "");
  return tags;
}

let consent: ConsentStore | undefined;
export function consentStore(): ConsentStore {
  consent ??= createConsentStore({
    name: siteConfig.names.consentCookie,
    durations: siteConfig.consentDays,
    tagManager,
    root: () => document.documentElement,
  });
  return consent;
}

/** From onClientEntry: tracking and region at start, country by host, and the tag manager if consented. */
export function startVisitorRuntime(): void {
  const pageRegion =
    document.querySelector(`[${PAGE_REGION_ATTRIBUTE}]`)?.getAttribute(PAGE_REGION_ATTRIBUTE) ??
    null;
  visitorStore().start({ search: window.location.search, host: window.location.host, pageRegion });
  consentStore().start();
}

const CACHE_BUST_MARK = "debrix:cache-bust";
let staleStylesChecked = false;

/** The cache-busting reload (docs/rules.md#stale-styles-reload), checked once per document when the first page mounts. */
export function checkStaleStyles(): void {
  if (staleStylesChecked) return;
  staleStylesChecked = true;
  const logo = document.querySelector(".site-header__logo svg, .site-header__logo img");
  const storage = tabSessionStorage();
  let alreadyReloaded = false;
  try {
    alreadyReloaded = storage?.getItem(CACHE_BUST_MARK) === window.location.pathname;
  } catch {
    // A tab without storage relies on the _cache parameter alone.
  }
  const target = cacheBustTarget({
    href: window.location.href,
    embedded: isEmbedded(),
    logoWidth: logo ? logo.getBoundingClientRect().width : null,
    alreadyReloaded,
    random: () => Math.random().toString(36).slice(2, 10),
  });
  if (!target) return;
  try {
    storage?.setItem(CACHE_BUST_MARK, window.location.pathname);
  } catch {
    // as above
  }
  window.location.replace(target);
}
