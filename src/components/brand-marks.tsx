import React from "react";
import type { SocialNetwork } from "../shared/keys";
import type { BrandMarks } from "../runtime/site-config";

/**
 * Brand marks drawn as inline SVG: no font, no image file, no external reference.
 * Palette: green #0B5D3B, ink #14231C, yellow #F2B705.
 */

/**
 * The marks this build's market shows (its logo, the networks of its socialLinks), `true` or
 * `false` member by member at build time (src/node/brand-marks.ts). Each mark below sits behind
 * its flag, so the minifier leaves the other markets' marks out of the bundle
 * (docs/decisions.md#d55-each-market-ships-only-its-own-brand-marks). Read it only as
 * `__DEBRIX_BRAND_MARKS__.<group>.<key>`: a copy of the object would keep every mark.
 */
declare const __DEBRIX_BRAND_MARKS__: BrandMarks;

/** A mark this build left out is a build fault (the market's data and the flags disagree): say so. */
function markOf<T>(marks: Partial<Record<string, T>>, key: string, what: string): T {
  const mark = marks[key];
  if (mark === undefined)
    throw new Error(
      `The ${what} "${key}" is not in this build's brand marks (src/node/brand-marks.ts: the market's logo and socialLinks in data/countries/)`,
    );
  return mark;
}

const GREEN = "#0B5D3B";
const INK = "#14231C";
const YELLOW = "#F2B705";

export type LogoVariant = "FR" | "DE";

export interface LogoProps {
  variant: LogoVariant;
  /** Accessible name of the logo (rendered as the SVG <title>). */
  title: string;
}

/** Colours of each market's logo: FR = yellow skip + green wordmark, DE = green skip + ink wordmark. */
const LOGO_COLOURS: Partial<Record<LogoVariant, { skip: string; word: string }>> = {
  FR: __DEBRIX_BRAND_MARKS__.logo.FR ? { skip: YELLOW, word: GREEN } : undefined,
  DE: __DEBRIX_BRAND_MARKS__.logo.DE ? { skip: GREEN, word: INK } : undefined,
};

/**
 * The wordmark "Debrix" as stroked centre-lines (stroke width 4) in a 92 × 36 box:
 * cap top y = 7, x-height top y = 13, baseline y = 29.
 */
const WORDMARK_D = "M2 9H7A9 9 0 0 1 7 27H2Z";
const WORDMARK_REST =
  "M23 21H35A6 6 0 1 0 33.24 25.24" + // e
  "M42 7V29M54 21A6 6 0 1 1 42 21A6 6 0 1 1 54 21" + // b
  "M61 13V29M61 21A6 6 0 0 1 67 15H70" + // r
  "M74 13V29" + // i (stem; the dot is a circle)
  "M79.5 14L90.5 28M90.5 14L79.5 28"; // x

/** Skip container pictogram with a heap of rubble, in a 40 × 36 box sharing the wordmark baseline. */
function SkipPictogram({ skip, detail }: { skip: string; detail: string }) {
  return (
    <g>
      <path d="M9 10.5L12 6.5L16 8L20 4.5L25 7.5L29 6L32 10.5Z" fill={detail} />
      <rect x="1" y="10" width="38" height="4" rx="1.2" fill={skip} />
      <path d="M3 14H37L32 29H8Z" fill={skip} />
      <path
        d="M15 16.5V26.5M20 16.5V26.5M25 16.5V26.5"
        stroke={detail}
        strokeOpacity="0.25"
        strokeWidth="1.6"
      />
      <circle cx="8" cy="18" r="1.6" fill={detail} />
      <circle cx="32" cy="18" r="1.6" fill={detail} />
    </g>
  );
}

/** Debrix logo: skip pictogram + "Debrix" wordmark drawn as paths, on a transparent background. */
export function Logo({ variant, title }: LogoProps) {
  const titleId = React.useId();
  const { skip, word } = markOf(LOGO_COLOURS, variant, "logo");
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="140"
      height="36"
      viewBox="0 0 140 36"
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{title}</title>
      <SkipPictogram skip={skip} detail={word} />
      <g transform="translate(46 0)">
        <path d={WORDMARK_D} fill="none" stroke={word} strokeWidth="4" strokeLinejoin="miter" />
        <path d={WORDMARK_REST} fill="none" stroke={word} strokeWidth="4" />
        <circle cx="74" cy="8.6" r="2.6" fill={word} />
      </g>
    </svg>
  );
}

/** Simplified 24 × 24 glyphs; `evenOdd` marks shapes whose inner parts are cut out. */
const SOCIAL_GLYPHS: Partial<Record<SocialNetwork, { d: string; evenOdd: boolean }>> = {
  Twitter: __DEBRIX_BRAND_MARKS__.social.Twitter
    ? {
        d: "M3 18.2C7 21.3 15 21.2 18.9 15.2C20.6 12.6 21 9.9 20.4 7.4L22.6 5.4L19.8 5.9C18.5 4.1 15.7 3.8 14.1 5.4C12.8 6.7 12.7 8.4 13.2 9.7C9.6 9.6 6.3 7.9 4.1 5.1C3 7.5 3.8 10.1 5.8 11.5C5 11.5 4.4 11.3 3.9 11C4.1 13.5 5.9 15.3 8.2 15.9C6.8 17.1 5 17.9 3 18.2Z",
        evenOdd: false,
      }
    : undefined,
  Facebook: __DEBRIX_BRAND_MARKS__.social.Facebook
    ? {
        d: "M4.5 2H19.5A2.5 2.5 0 0 1 22 4.5V19.5A2.5 2.5 0 0 1 19.5 22H4.5A2.5 2.5 0 0 1 2 19.5V4.5A2.5 2.5 0 0 1 4.5 2ZM13 22V13.4H10.4V10.2H13V7.9C13 5.4 14.5 4.2 16.7 4.2C17.6 4.2 18.3 4.3 18.6 4.3V7.1H17C15.9 7.1 16.3 7.7 16.3 8.5V10.2H18.9L18.5 13.4H16.3V22Z",
        evenOdd: true,
      }
    : undefined,
  LinkedIn: __DEBRIX_BRAND_MARKS__.social.LinkedIn
    ? {
        d: "M4.5 2H19.5A2.5 2.5 0 0 1 22 4.5V19.5A2.5 2.5 0 0 1 19.5 22H4.5A2.5 2.5 0 0 1 2 19.5V4.5A2.5 2.5 0 0 1 4.5 2ZM5.8 7.3A1.8 1.8 0 1 0 9.4 7.3A1.8 1.8 0 1 0 5.8 7.3ZM6 10H9.2V18.6H6ZM11 10H14V11.3C14.5 10.4 15.6 9.8 16.9 9.8C19.3 9.8 20 11.4 20 13.6V18.6H16.9V14.2C16.9 13.1 16.6 12.4 15.6 12.4C14.6 12.4 14.1 13.2 14.1 14.2V18.6H11Z",
        evenOdd: true,
      }
    : undefined,
  Instagram: __DEBRIX_BRAND_MARKS__.social.Instagram
    ? {
        d: "M7 2H17A5 5 0 0 1 22 7V17A5 5 0 0 1 17 22H7A5 5 0 0 1 2 17V7A5 5 0 0 1 7 2ZM7 4A3 3 0 0 0 4 7V17A3 3 0 0 0 7 20H17A3 3 0 0 0 20 17V7A3 3 0 0 0 17 4ZM12 7A5 5 0 1 1 12 17A5 5 0 1 1 12 7ZM12 9A3 3 0 1 0 12 15A3 3 0 1 0 12 9ZM17.3 5.4A1.3 1.3 0 1 1 17.3 8A1.3 1.3 0 1 1 17.3 5.4Z",
        evenOdd: true,
      }
    : undefined,
  Pinterest: __DEBRIX_BRAND_MARKS__.social.Pinterest
    ? {
        d: "M12 2A10 10 0 1 1 12 22A10 10 0 1 1 12 2ZM8.8 20.9L10.2 14.9C9.9 14.3 9.8 13.6 9.8 12.9C9.8 11.4 10.7 10.3 11.8 10.3C12.7 10.3 13.2 11 13.2 11.8C13.2 12.8 12.6 14.2 12.3 15.4C12 16.5 12.8 17.3 13.9 17.3C15.8 17.3 17.2 15.3 17.2 12.4C17.2 9.8 15.3 8 12.6 8C9.5 8 7.7 10.3 7.7 12.7C7.7 13.6 8 14.6 8.5 15.2C8.6 15.3 8.6 15.4 8.6 15.5L8.3 16.7C8.2 16.9 8.1 17 7.9 16.9C6.6 16.3 5.8 14.4 5.8 12.8C5.8 9.4 8.3 6.2 13 6.2C16.7 6.2 19.6 8.9 19.6 12.4C19.6 16.1 17.3 19.1 14 19.1C12.9 19.1 11.9 18.5 11.5 17.8L10.8 20.4C10.7 20.7 10.55 21 10.4 21.2Z",
        evenOdd: true,
      }
    : undefined,
  TikTok: __DEBRIX_BRAND_MARKS__.social.TikTok
    ? {
        d: "M13 3H16.1C16.4 5.3 17.9 6.9 20.6 7.2V10.3C18.9 10.3 17.4 9.8 16.1 8.9V15.5A5.6 5.6 0 1 1 10.5 9.9V13.1A2.4 2.4 0 1 0 13 15.5Z",
        evenOdd: false,
      }
    : undefined,
  YouTube: __DEBRIX_BRAND_MARKS__.social.YouTube
    ? {
        d: "M2.4 7.6C2.6 5.9 3.7 5 5.4 4.9C7.9 4.7 9.9 4.6 12 4.6C14.1 4.6 16.1 4.7 18.6 4.9C20.3 5 21.4 5.9 21.6 7.6C21.8 9.1 21.9 10.5 21.9 12C21.9 13.5 21.8 14.9 21.6 16.4C21.4 18.1 20.3 19 18.6 19.1C16.1 19.3 14.1 19.4 12 19.4C9.9 19.4 7.9 19.3 5.4 19.1C3.7 19 2.6 18.1 2.4 16.4C2.2 14.9 2.1 13.5 2.1 12C2.1 10.5 2.2 9.1 2.4 7.6ZM10 8.8V15.2L15.5 12Z",
        evenOdd: true,
      }
    : undefined,
};

/** Monochrome social-network glyph (takes the current text colour); decorative, so hidden from assistive tech. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  const { d, evenOdd } = markOf(SOCIAL_GLYPHS, network, "social glyph");
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        fillRule={evenOdd ? "evenodd" : undefined}
        clipRule={evenOdd ? "evenodd" : undefined}
      />
    </svg>
  );
}

export type AppStore = "ios" | "android";

/** Store glyphs in a 24 × 24 box: an apple-like fruit and a play triangle. */
const STORE_GLYPHS: Record<AppStore, string> = {
  ios: "M12 7.6C13.2 6.8 14.3 6.5 15.5 6.6C17 6.7 18.1 7.4 18.8 8.4C17.2 9.4 16.5 10.7 16.6 12.3C16.7 14 17.6 15.2 19.1 15.9C18.6 17.3 18 18.5 17.1 19.6C16.3 20.6 15.5 21.3 14.5 21.3C13.5 21.3 13.1 20.7 11.9 20.7C10.7 20.7 10.2 21.3 9.3 21.3C8.3 21.3 7.4 20.5 6.6 19.4C5.4 17.6 4.6 15.4 4.6 13.2C4.6 9.9 6.6 7.6 9.1 7.6C10.3 7.6 11.1 8.2 12 7.6ZM12.3 6.1C12.2 4.8 12.7 3.6 13.5 2.8C14.3 2 15.4 1.6 16.4 1.5C16.5 2.8 16 4 15.2 4.8C14.4 5.7 13.3 6.1 12.3 6.1Z",
  android:
    "M6.6 3.1C5.8 2.6 5 3.1 5 4V20C5 20.9 5.8 21.4 6.6 20.9L19.6 13C20.4 12.5 20.4 11.5 19.6 11Z",
};

/**
 * App-store badge. The black rounded 150 × 44 plate is the `.store-badge` box itself (see global.css); the SVG
 * is only the decorative store glyph, drawn in the current text colour, and the label is real HTML text.
 */
export function StoreBadge({ store, label }: { store: AppStore; label: string }) {
  return (
    <span className="store-badge">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d={STORE_GLYPHS[store]} />
      </svg>
      <span className="store-badge__label">{label}</span>
    </span>
  );
}
