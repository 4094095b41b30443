/**
 * The one inline script at the top of every page's head. It runs before the first paint, so that
 * nothing flashes:
 * - `?_iframe` marks the page embedded (`is-embedded`, plus `is-embedded-true` for `_iframe=true`),
 *   which hides the header, footer, banner and contact actions by CSS (docs/rules.md#embedded-mode);
 * - the consent part (written by src/runtime/consent.ts, which owns the choice) hides the
 *   server-rendered cookie banner at once when there is a choice, and with a tag-manager container
 *   sets the Consent Mode defaults before any tag script
 *   (docs/decisions.md#d11-tag-manager-only-after-consent).
 * The classes stay on <html> for the life of the document, so embedded mode persists across
 * client-side navigation.
 */
import { consentBeforePaint } from "../runtime/consent";

export const EMBEDDED_CLASS = "is-embedded";
export const EMBEDDED_TRUE_CLASS = "is-embedded-true";

export interface HeadScriptOptions {
  consentCookie: string;
  tagManagerId: string;
}

export function headScript({ consentCookie, tagManagerId }: HeadScriptOptions): string {
  return (
    `(function(w,h){var c=null,q;` +
    `try{q=new URLSearchParams(w.location.search);if(q.has("_iframe")){h.classList.add("${EMBEDDED_CLASS}");` +
    `if(q.get("_iframe")==="true")h.classList.add("${EMBEDDED_TRUE_CLASS}")}}catch(e){}` +
    consentBeforePaint({ cookieName: consentCookie, tagManager: tagManagerId !== "" }) +
    `})(window,document.documentElement);`
  );
}

/** Whether this document was opened embedded (the head script decided, before React). */
export function isEmbedded(doc: Document = document): boolean {
  return doc.documentElement.classList.contains(EMBEDDED_CLASS);
}
