/**
 * The visitor's cookie choice (docs/rules.md#consent), owned here: the rules, the cookie, the `has-consent` class on <html>
 * and what the tag manager is told. Nothing else writes any of them; the banner's hook
 * (src/hooks/use-consent.ts) and the wiring (visitor.ts) call this module, and the inline head
 * script (src/runtime/head-script.ts) includes the part of it that must run before the first paint.
 *
 * One cookie: `true` kept for the accepted duration, `false` for the declined one (365 and 6 days in
 * data/business.yaml). The banner shows while there is no valid cookie and the page is not embedded.
 * Consent Mode v2: every signal is denied until the visitor accepts.
 */
import Cookies from "js-cookie";
import type { TagManager } from "./tag-manager";

/** On <html> while a choice exists: the stylesheet then hides the server-rendered banner. */
export const HAS_CONSENT_CLASS = "has-consent";

const ACCEPTED = "true";
const DECLINED = "false";

export interface ConsentDurations {
  acceptedDays: number;
  declinedDays: number;
}

export type ConsentChoice = boolean;

/** What to write for a choice. */
export function consentCookie(
  choice: ConsentChoice,
  durations: ConsentDurations,
): { value: "true" | "false"; expiresDays: number } {
  return choice
    ? { value: ACCEPTED, expiresDays: durations.acceptedDays }
    : { value: DECLINED, expiresDays: durations.declinedDays };
}

/** The stored choice; any other value counts as no choice. */
export function readConsent(value: string | undefined | null): ConsentChoice | null {
  if (value === ACCEPTED) return true;
  if (value === DECLINED) return false;
  return null;
}

/** The banner asks while there is no choice, or again when the visitor reopened it (footer "Cookie settings"); never embedded. */
export function bannerVisible(
  choice: ConsentChoice | null,
  embedded: boolean,
  reopened = false,
): boolean {
  return (choice === null || reopened) && !embedded;
}

/** Google Consent Mode v2 signals for a choice (the defaults, before any choice, are all denied). */
export function consentModeUpdate(
  choice: ConsentChoice | null,
): Record<
  "ad_storage" | "ad_user_data" | "ad_personalization" | "analytics_storage",
  "granted" | "denied"
> {
  const state = choice === true ? "granted" : "denied";
  return {
    ad_storage: state,
    ad_user_data: state,
    ad_personalization: state,
    analytics_storage: state,
  };
}

/** How long the tag manager waits for an update of the defaults before it sends anything. */
const WAIT_FOR_UPDATE_MS = 500;

/**
 * The consent part of the inline head script, run before the first paint inside its function,
 * where `w` is the window and `h` is <html>: it reads the cookie, marks
 * <html> when there is a choice, and, with a tag manager, sets the Consent Mode defaults before any
 * tag script and applies a stored accept. The cookie name is reduced to [a-z0-9_] so that nothing
 * in it can end the script.
 */
export function consentBeforePaint({
  cookieName,
  tagManager,
}: {
  cookieName: string;
  tagManager: boolean;
}): string {
  const cookiePattern = `(?:^|; )${cookieName.replace(/[^a-z0-9_]/gi, "")}=([^;]*)`;
  const signals = tagManager
    ? `w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments)};` +
      `w.gtag("consent","default",${JSON.stringify({ ...consentModeUpdate(null), wait_for_update: WAIT_FOR_UPDATE_MS })});` +
      `if(c==="${ACCEPTED}")w.gtag("consent","update",${JSON.stringify(consentModeUpdate(true))});`
    : "";
  return (
    `var c=null;try{var m=document.cookie.match(/${cookiePattern}/);c=m?m[1]:null}catch(e){}` +
    `if(c==="${ACCEPTED}"||c==="${DECLINED}")h.classList.add("${HAS_CONSENT_CLASS}");` +
    signals
  );
}

/** On the banner's two buttons: the choice each makes, which the head script reads before React listens. */
export const CONSENT_CHOICE_ATTRIBUTE = "data-consent-choice";

export interface EarlyChoiceOptions {
  cookieName: string;
  durations: ConsentDurations;
  tagManager: boolean;
  /** Where focus goes when it was in the banner, which the choice hides. */
  fallbackFocusId: string;
}

/**
 * The banner's buttons before React listens (docs/rules.md#early-taps), as part of the inline head
 * script, where `w` is the window, `h` is <html> and `E` the early-events state
 * (early-events.ts): a choice is made at once, as `choose` makes it — the cookie, the class that
 * hides the banner, and with a tag manager the Consent Mode update and the event, queued in the data
 * layer for its script. The script itself loads once the page has hydrated (`start`), which reads
 * the cookie. Once React listens, `choose` answers instead.
 */
export function consentEarlyChoice({
  cookieName,
  durations,
  tagManager,
  fallbackFocusId,
}: EarlyChoiceOptions): string {
  const name = cookieName.replace(/[^a-z0-9_]/gi, "");
  const focusId = fallbackFocusId.replace(/[^a-z0-9_-]/gi, "");
  const tell = tagManager
    ? `w.gtag("consent","update",a?${JSON.stringify(consentModeUpdate(true))}:${JSON.stringify(consentModeUpdate(false))});` +
      `w.dataLayer.push({event:"cookie_consent",consent:a?"accepted":"declined"});`
    : "";
  return (
    `document.addEventListener("click",function(e){var b=E.on&&e.target.closest&&e.target.closest("[${CONSENT_CHOICE_ATTRIBUTE}]"),a,f;if(!b)return;` +
    `a=b.getAttribute("${CONSENT_CHOICE_ATTRIBUTE}")==="${ACCEPTED}";` +
    `try{document.cookie="${name}="+(a?"${ACCEPTED}":"${DECLINED}")+"; path=/; expires="+new Date(Date.now()+(a?${durations.acceptedDays}:${durations.declinedDays})*864e5).toUTCString()+"; SameSite=Lax"+(w.location.protocol==="https:"?"; Secure":"")}catch(x){}` +
    `h.classList.add("${HAS_CONSENT_CLASS}");` +
    tell +
    `if(b.closest("[role=dialog]").contains(document.activeElement)&&(f=document.getElementById("${focusId}")))f.focus({preventScroll:true})},true);`
  );
}

export interface ConsentStore {
  /** The choice in the cookie (or made on this page), null when there is none. */
  getChoice(): ConsentChoice | null;
  /** Whether the visitor reopened the banner to change their choice. */
  isReopened(): boolean;
  subscribe(listener: () => void): () => void;
  /** Writes the cookie, marks <html>, and tells the tag manager (which loads its script after an accept). */
  choose(choice: ConsentChoice): void;
  /** "Cookie settings": ask again; the current choice holds until a new one is made. */
  reopen(): void;
  /** At the tab's start: a visitor who accepted earlier gets the tag manager's script at once. */
  start(): void;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(
    name: string,
    value: string,
    attributes: { expires: number; path: string; sameSite: "Lax"; secure: boolean },
  ): unknown;
}

export interface ConsentDeps {
  name: string;
  durations: ConsentDurations;
  tagManager: () => Pick<TagManager, "gtag" | "push" | "load">;
  /** <html>, asked for only when a choice changes it (never during server rendering). */
  root: () => Element;
  cookies?: CookieJar;
  secure?: () => boolean;
}

/**
 * A browser that refuses cookies still gets a working banner: the choice is kept for the page's
 * life and the site goes on.
 */
export function createConsentStore({
  name,
  durations,
  tagManager,
  root,
  cookies = Cookies,
  secure = () => window.location.protocol === "https:",
}: ConsentDeps): ConsentStore {
  let made: ConsentChoice | null = null;
  let reopened = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const stored = (): ConsentChoice | null => {
    try {
      return readConsent(cookies.get(name));
    } catch {
      return null;
    }
  };
  const getChoice = () => made ?? stored();
  return {
    getChoice,
    isReopened: () => reopened,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(choice) {
      const { value, expiresDays } = consentCookie(choice, durations);
      try {
        cookies.set(name, value, {
          expires: expiresDays,
          path: "/",
          sameSite: "Lax",
          secure: secure(),
        });
      } catch {
        // Cookies blocked: the choice holds for this page only.
      }
      made = choice;
      reopened = false;
      root().classList.add(HAS_CONSENT_CLASS);
      const tags = tagManager();
      tags.gtag("consent", "update", consentModeUpdate(choice));
      tags.push({ event: "cookie_consent", consent: choice ? "accepted" : "declined" });
      if (choice) tags.load();
      notify();
    },
    reopen() {
      // The class hides the banner by CSS; asking again lifts it.
      root().classList.remove(HAS_CONSENT_CLASS);
      reopened = true;
      notify();
    },
    start() {
      if (getChoice() === true) tagManager().load();
    },
  };
}
