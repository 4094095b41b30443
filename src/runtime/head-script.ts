/**
 * The one inline script at the top of every page's head. It runs before the first paint, so that
 * nothing flashes:
 * - `?_iframe` marks the page embedded (`is-embedded`, plus `is-embedded-true` for `_iframe=true`),
 *   which hides the header, footer, banner and contact actions by CSS (docs/rules.md#embedded-mode);
 * - the consent part (written by src/runtime/consent.ts, which owns the choice) hides the
 *   server-rendered cookie banner at once when there is a choice, and with a tag-manager container
 *   sets the Consent Mode defaults before any tag script
 *   (docs/decisions.md#d11-tag-manager-only-after-consent);
 * - the page is first painted once its markup is parsed up to `paintAfterId`, the end of the page's
 *   intro: a `<link rel="expect" blocking="render">` in the head tells Chromium to hold its frames
 *   until then (other browsers ignore it), so the header, with its menu button and contact
 *   actions, and the intro show whole in the first frame; what follows is parsed below them and
 *   moves nothing on screen. A frame painted between two parser slices of the header showed, on
 *   slow phones, a button still empty, which then grew
 *   (docs/decisions.md#d62-the-first-paint-waits-for-the-whole-markup); waiting for the whole
 *   markup, as D62 did, held the first paint for the parse, style and layout of the whole page
 *   (docs/decisions.md#d95-the-first-paint-waits-for-the-first-screen). The script adds the link
 *   because the HTML checker does not know yet that the standard allows `blocking` on it;
 * - `is-parsing` on <html> until the markup is parsed (DOMContentLoaded) keeps the cookie banner,
 *   fixed to the bottom of the screen and the page's last element, out of sight until it is whole:
 *   a half-parsed banner grows upwards, a layout shift (PARSING_CLASS);
 * - the bars' heights are registered as lengths (PINNED_HEIGHTS);
 * - `has-script` on <html> says scripts run: a control that only a script can answer (the region
 *   picker, the cookie banner, the blog's search: NEEDS_SCRIPT_ATTRIBUTE) shows only then
 *   (docs/rules.md#without-javascript);
 * - what a visitor brings or does before the bundles have run is kept (docs/rules.md#early-taps):
 *   the tracking fields and `_region` of the landing address are saved, links into the app carry
 *   them, the cookie banner's buttons answer at once, and other taps on buttons and selects are
 *   recorded, to be replayed once the page has hydrated (early-events.ts).
 * The classes stay on <html> for the life of the document, so embedded mode persists across
 * client-side navigation. Each part runs in a function of its own, so their names never meet; they
 * share `w` (the window), `h` (<html>) and `E` (the early-events state).
 */
import { consentBeforePaint, consentEarlyChoice, type ConsentDurations } from "./consent";
import { earlyEventsBeforePaint } from "./early-events";
import { visitorBeforePaint, type VisitorBeforePaintOptions } from "./visitor-state";

export const EMBEDDED_CLASS = "is-embedded";
export const EMBEDDED_TRUE_CLASS = "is-embedded-true";
/** On <html> from the first byte when scripts run. */
export const HAS_SCRIPT_CLASS = "has-script";
/** On <html> from the first byte until the markup is parsed, when scripts run (exceptions.css). */
export const PARSING_CLASS = "is-parsing";
/** On a control only a script can answer: the stylesheet hides it unless <html> has HAS_SCRIPT_CLASS. */
export const NEEDS_SCRIPT_ATTRIBUTE = "data-needs-script";
/**
 * The `id` of the empty element that ends every page's intro band (src/components/standard-page.tsx),
 * the first thing of its main content: the first paint waits until the parser reaches it, so the
 * header and the whole intro show in one frame and the rest of the page follows below them as it
 * is parsed (docs/decisions.md#d95-the-first-paint-waits-for-the-first-screen). An element of its
 * own, empty, rather than the intro itself: Chromium lets the frame through once the element named
 * is inserted, which for the intro is at its start.
 */
export const INTRO_END_ID = "intro-end";
/** The attribute as JSX props: `<section {...needsScript}>`. */
export const needsScript = { [NEEDS_SCRIPT_ATTRIBUTE]: "" } as const;

/**
 * The heights of the bars that stay on screen, which usePinnedHeight keeps on <html>. Registered as
 * lengths, they compute to pixels, which it compares with what it measures, so it writes only a
 * height the stylesheet does not already give; the header's and the cookie banner's are read by
 * <html> alone, so a change of either restyles <html>, not every element of the page
 * (docs/decisions.md#d75-the-bars-heights-are-lengths-written-only-when-the-stylesheets-are-wrong).
 * Registered here, before the body is parsed, rather than by `@property` in the stylesheet, which
 * the HTML checker's CSS validator does not know yet: a registration after the first style pass
 * would restyle the whole page, and without scripts nothing writes the heights.
 */
export const PINNED_HEIGHTS = [
  { name: "--header-pinned", inherits: false },
  // The cookie banner stands on the contact bar: it reads the contact bar's height too.
  { name: "--contact-bar-pinned", inherits: true },
  { name: "--consent-banner-pinned", inherits: false },
] as const;

export type PinnedHeight = (typeof PINNED_HEIGHTS)[number]["name"];

const registerPinnedHeights = `try{${PINNED_HEIGHTS.map(({ name, inherits }) => `w.CSS.registerProperty(${JSON.stringify({ name, syntax: "<length>", inherits, initialValue: "0px" })})`).join(";")}}catch(e){}`;

export interface HeadScriptOptions {
  consentCookie: string;
  consentDays: ConsentDurations;
  tagManagerId: string;
  /** The `id` of the element of every page the first paint waits for: the end of its intro. */
  paintAfterId: string;
  /** Where focus goes when the element that had it goes away (the main content). */
  fallbackFocusId: string;
  visitor: VisitorBeforePaintOptions;
}

export function headScript({
  consentCookie,
  consentDays,
  tagManagerId,
  paintAfterId,
  fallbackFocusId,
  visitor,
}: HeadScriptOptions): string {
  const target = `#${paintAfterId.replace(/[^a-z0-9_-]/gi, "")}`;
  const tagManager = tagManagerId !== "";
  const parts = [
    `h.classList.add("${HAS_SCRIPT_CLASS}","${PARSING_CLASS}");var l=document.createElement("link");` +
      `l.rel="expect";l.href="${target}";l.setAttribute("blocking","render");document.head.appendChild(l);` +
      `document.addEventListener("DOMContentLoaded",function(){h.classList.remove("${PARSING_CLASS}")})`,
    `try{var q=new URLSearchParams(w.location.search);if(q.has("_iframe")){h.classList.add("${EMBEDDED_CLASS}");` +
      `if(q.get("_iframe")==="true")h.classList.add("${EMBEDDED_TRUE_CLASS}")}}catch(e){}`,
    consentBeforePaint({ cookieName: consentCookie, tagManager }),
    registerPinnedHeights,
    visitorBeforePaint(visitor),
    consentEarlyChoice({
      cookieName: consentCookie,
      durations: consentDays,
      tagManager,
      fallbackFocusId,
    }),
  ];
  return `(function(w,h,E){${earlyEventsBeforePaint()}${parts.map((part) => `(function(){${part}})();`).join("")}})(window,document.documentElement);`;
}

/** Whether this document was opened embedded (the head script decided, before React). */
export function isEmbedded(doc: Document = document): boolean {
  return doc.documentElement.classList.contains(EMBEDDED_CLASS);
}
