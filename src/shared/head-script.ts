/**
 * The one inline script at the top of every page's head. It runs before the first paint, so that
 * nothing flashes:
 * - `?_iframe` marks the page embedded (`is-embedded`, plus `is-embedded-true` for `_iframe=true`,
 *   docs/rules.md#embedded-mode), which hides the header, footer, banner and contact actions by CSS;
 * - an existing consent cookie (`has-consent`) hides the server-rendered cookie banner at once;
 * - with a tag-manager container, Consent Mode v2 defaults (all denied) are set before any tag
 *   script, and a stored "true" choice is applied (docs/decisions.md#d11-tag-manager-only-after-consent).
 * The classes stay on <html> for the life of the document, so embedded mode persists across
 * client-side navigation.
 */
export const EMBEDDED_CLASS = "is-embedded";
export const EMBEDDED_TRUE_CLASS = "is-embedded-true";
export const HAS_CONSENT_CLASS = "has-consent";

export interface HeadScriptOptions {
  consentCookie: string;
  tagManagerId: string;
}

const DENIED = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" };
const GRANTED = { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" };

export function headScript({ consentCookie, tagManagerId }: HeadScriptOptions): string {
  const cookiePattern = `(?:^|; )${consentCookie.replace(/[^a-z0-9_]/gi, "")}=([^;]*)`;
  const tagManager = tagManagerId
    ? `w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments)};` +
      `w.gtag("consent","default",${JSON.stringify({ ...DENIED, wait_for_update: 500 })});` +
      `if(c==="true")w.gtag("consent","update",${JSON.stringify(GRANTED)});`
    : "";
  return (
    `(function(w,h){var c=null,q;` +
    `try{q=new URLSearchParams(w.location.search);if(q.has("_iframe")){h.classList.add("${EMBEDDED_CLASS}");` +
    `if(q.get("_iframe")==="true")h.classList.add("${EMBEDDED_TRUE_CLASS}")}}catch(e){}` +
    `try{var m=document.cookie.match(/${cookiePattern}/);c=m?m[1]:null}catch(e){}` +
    `if(c==="true"||c==="false")h.classList.add("${HAS_CONSENT_CLASS}");` +
    tagManager +
    `})(window,document.documentElement);`
  );
}

/** Whether this document was opened embedded (the head script decided, before React). */
export function isEmbedded(doc: Document = document): boolean {
  return doc.documentElement.classList.contains(EMBEDDED_CLASS);
}
