/**
 * Typography from the text (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text):
 * the content team types ordinary spaces and straight quotes, and the build gives every text that
 * reaches a page the typography of its own language, once, before the text enters the page data.
 * Nothing here runs in the browser.
 *
 * - French (`fr…`): U+202F NARROW NO-BREAK SPACE replaces the space(s) typed before `;`, `!`, `?`
 *   and inside `« »`; U+00A0 NO-BREAK SPACE the space(s) typed before `:`. No space is added where
 *   none was typed (`https://`, `8:00`). `"mot"` becomes `« mot »` (with U+202F); the space between
 *   a number (or a `{{placeholder}}`, which stands for one) and a unit, currency or percent becomes
 *   U+00A0; digit groups typed with a space (`46 000`) get U+202F, as Intl.NumberFormat("fr")
 *   writes them, unless the number looks like a phone number (a leading 0 or +, or groups that are
 *   not thousands: `01 99 00 01 01`, `030 5550 1234`).
 * - German (`de…`): `"Wort"` becomes `„Wort“`. English (`en…`): `"word"` becomes `“word”`.
 * - French, German and English: the space typed before a dash (`–`, `—`) becomes U+00A0, so that
 *   no line starts with the dash.
 * - Any other language: the text as written.
 *
 * Never changed, in any language: i18next placeholders (`{{name}}`, `$t(key)`), HTML and JSX tags
 * (`<strong>`, `<1>`), character references (`&amp;`), URLs and e-mail addresses. Keys, slugs,
 * paths and phone `number` fields are not texts: the callers do not pass them here.
 */

/** The rules of one language, or none. */
type Rules = "fr" | "de" | "en";

export const NARROW_NBSP = "\u202F";
export const NBSP = "\u00A0";

function rulesOf(language: string): Rules | undefined {
  const code = language.trim().toLowerCase();
  if (/^fr(\b|[-_])/.test(code)) return "fr";
  if (/^de(\b|[-_])/.test(code)) return "de";
  if (/^en(\b|[-_])/.test(code)) return "en";
  return undefined;
}

/** Whether a language gets any typography here. */
export function hasTypography(language: string): boolean {
  return rulesOf(language) !== undefined;
}

/** Stands for a span the rules must not look into nor change (a tag, a URL, an element of code…). */
const OPAQUE = "\uFFFC";
/** Stands for an i18next placeholder: opaque too, but it may hold a number (`{{hours}} h`). */
const PLACEHOLDER = "\uE000";

/** Spans of a text that are never changed, in the order they are looked for. */
const PLACEHOLDERS = /\{\{[\s\S]*?\}\}|\$t\([^()]*\)/g;
const PROTECTED = new RegExp(
  [
    // HTML comments, tags (with their attributes) and i18next's Trans tags <0>…</0>.
    /<!--[\s\S]*?-->/.source,
    /<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>/.source,
    /<\/?\d+\s*\/?>/.source,
    // Character references.
    /&(?:#\d+|#x[\da-fA-F]+|[A-Za-z][\dA-Za-z]*);/.source,
    // URLs (without the punctuation that ends the sentence around them) and e-mail addresses.
    /\b(?:https?|ftp):\/\/[^\s<>"«»]*[^\s<>"«».,;:!?)\]]/.source,
    /\b(?:mailto|tel):[^\s<>"«»]*[^\s<>"«».,;:!?)\]]/.source,
    /\bwww\.[^\s<>"«»]*[^\s<>"«».,;:!?)\]]/.source,
    /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.source,
  ].join("|"),
  "g",
);

/** The text with every protected span replaced, character for character, by OPAQUE or PLACEHOLDER. */
function mask(text: string): string {
  const fill = (source: string, pattern: RegExp, by: string) =>
    source.replace(pattern, (match) => by.repeat(match.length));
  // Placeholders first: a tag-looking text inside one is the placeholder's.
  return fill(fill(text, PLACEHOLDERS, PLACEHOLDER), PROTECTED, OPAQUE);
}

/** Horizontal spaces an author may have typed (ordinary, no-break, narrow no-break, thin). */
const SPACE = "[ \\t\\u00A0\\u202F\\u2009]";
const ONE_SPACE = new RegExp(`^${SPACE}$`);
const isSpace = (char: string | undefined) => char !== undefined && ONE_SPACE.test(char);

/** Units, currencies and signs a number keeps on its line (French). */
const UNITS = [
  "%",
  "‰",
  "€",
  "\\$",
  "£",
  "°C",
  "°F",
  "°",
  "h",
  "min",
  "s",
  "ms",
  "j",
  "km²",
  "km",
  "cm",
  "mm",
  "m²",
  "m³",
  "m2",
  "m3",
  "m",
  "kg",
  "g",
  "t",
  "l",
  "L",
  "kWh",
  "kW",
  "Mo",
  "Go",
  "ko",
];
const NUMBER_UNIT = new RegExp(
  `([\\d${PLACEHOLDER}])(${SPACE}+)(?:${UNITS.join("|")})(?![\\p{L}\\p{N}'’])`,
  "gu",
);
/** Digits in groups separated by one space each, as a whole (not part of a word or a longer number). */
const DIGIT_RUN = new RegExp(
  `(?<![\\p{L}\\p{N}+,.])\\+?\\d+(?:${SPACE}\\d+)+(?![\\p{L}\\p{N}])`,
  "gu",
);

/**
 * The replacements of a masked text, index by index: what the character at that index becomes
 * (an empty string deletes it). Every rule replaces single characters, so that a text split in
 * parts (an article's paragraph between its inline elements) maps back to its parts.
 */
function edits(masked: string, rules: Rules): Map<number, string> {
  const out = new Map<number, string>();
  /** Replaces a run of spaces [start, end) by one character. */
  const replaceRun = (start: number, end: number, by: string) => {
    out.set(start, by);
    for (let index = start + 1; index < end; index += 1) out.set(index, "");
  };
  const runBefore = (index: number) => {
    let start = index;
    while (start > 0 && isSpace(masked[start - 1])) start -= 1;
    return start;
  };
  const runAfter = (index: number) => {
    let end = index + 1;
    while (end < masked.length && isSpace(masked[end])) end += 1;
    return end;
  };

  quotes(masked, rules, out, runBefore, runAfter);
  // In every language, a spaced dash stays at the end of its line, never starts the next one.
  for (let index = 0; index < masked.length; index += 1) {
    if (masked[index] !== "–" && masked[index] !== "—") continue;
    const start = runBefore(index);
    if (start > 0 && start < index && !out.has(start)) replaceRun(start, index, NBSP);
  }
  if (rules !== "fr") return out;

  for (let index = 0; index < masked.length; index += 1) {
    const char = masked[index];
    if (char === ";" || char === "!" || char === "?" || char === ":" || char === "»") {
      const start = runBefore(index);
      if (start < index && !out.has(start))
        replaceRun(start, index, char === ":" ? NBSP : NARROW_NBSP);
    }
    if (char === "«") {
      const end = runAfter(index);
      if (end > index + 1 && !out.has(index + 1)) replaceRun(index + 1, end, NARROW_NBSP);
    }
  }
  for (const match of masked.matchAll(NUMBER_UNIT)) {
    const start = (match.index ?? 0) + match[1].length;
    replaceRun(start, start + match[2].length, NBSP);
  }
  for (const match of masked.matchAll(DIGIT_RUN)) {
    const groups = match[0].split(new RegExp(`${SPACE}`));
    const thousands =
      !match[0].startsWith("+") &&
      !groups[0].startsWith("0") &&
      groups[0].length <= 3 &&
      groups.slice(1).every((group) => group.length === 3);
    if (!thousands) continue;
    let index = match.index ?? 0;
    for (const group of groups.slice(0, -1)) {
      index += group.length;
      out.set(index, NARROW_NBSP);
      index += 1;
    }
  }
  return out;
}

const QUOTES: Record<Rules, [open: string, close: string]> = {
  fr: [`«${NARROW_NBSP}`, `${NARROW_NBSP}»`],
  de: ["„", "“"],
  en: ["“", "”"],
};

/**
 * Straight double quotes, in pairs: an opening one follows a space, a punctuation mark or the start
 * and has a character after it; a closing one has a character before it and a space, a punctuation
 * mark or the end after it. French authors may type them with spaces inside (`" mot "`); those
 * spaces go. A quote left without its pair (an inch sign, a typo) stays as typed.
 */
function quotes(
  masked: string,
  rules: Rules,
  out: Map<number, string>,
  runBefore: (index: number) => number,
  runAfter: (index: number) => number,
) {
  const [open, close] = QUOTES[rules];
  const blank = (char: string | undefined) => char !== undefined && /\s/.test(char);
  const boundary = (char: string | undefined) =>
    char === undefined || blank(char) || /[\p{P}\p{S}\uFFFC\uE000]/u.test(char);
  let opening: number | undefined;
  const pairs: [number, number][] = [];
  for (let index = 0; index < masked.length; index += 1) {
    if (masked[index] !== '"') continue;
    if (opening === undefined) {
      const next = masked[rules === "fr" ? runAfter(index) : index + 1];
      if (next !== undefined && !blank(next) && next !== '"' && boundary(masked[index - 1]))
        opening = index;
    } else {
      const previousIndex = (rules === "fr" ? runBefore(index) : index) - 1;
      if (previousIndex > opening && !blank(masked[previousIndex]) && boundary(masked[index + 1])) {
        pairs.push([opening, index]);
        opening = undefined;
      }
    }
  }
  for (const [start, end] of pairs) {
    out.set(start, open);
    out.set(end, close);
    if (rules === "fr") {
      for (let index = start + 1; index < runAfter(start); index += 1) out.set(index, "");
      for (let index = runBefore(end); index < end; index += 1) out.set(index, "");
    }
  }
}

/**
 * Stands, in `typesetParts`, for a part written in later that holds a number (an article's
 * `<Fact>`), so that the unit after it keeps to it: `<Fact> €`.
 */
export const NUMBER_PART: unique symbol = Symbol("number part");

/** A part of a text: a text to typeset, `null` for a part left as it is (code), or `NUMBER_PART`. */
export type TextPart = string | null | typeof NUMBER_PART;

/**
 * One text split in parts (an article's paragraph between its inline elements), typeset as a
 * whole, so that a space typed before an element is seen with the `?` inside it. Returns the
 * parts typeset; `null` and `NUMBER_PART` come back as they are.
 */
export function typesetParts<P extends TextPart>(parts: readonly P[], language: string): P[] {
  const rules = rulesOf(language);
  if (!rules) return [...parts];
  const text = parts
    .map((part) => (part === null ? OPAQUE : part === NUMBER_PART ? PLACEHOLDER : part))
    .join("");
  const changes = edits(mask(text), rules);
  if (changes.size === 0) return [...parts];
  let offset = 0;
  return parts.map((part) => {
    if (typeof part !== "string") {
      offset += 1;
      return part;
    }
    let result = "";
    for (let index = 0; index < part.length; index += 1)
      result += changes.get(offset + index) ?? part[index];
    offset += part.length;
    return result as P;
  });
}

/** A text with the typography of its language (see the top of this file). */
export function typeset(text: string, language: string): string {
  return typesetParts([text], language)[0];
}

/** Typesets the texts of a tree of objects and arrays (a catalog), skipping the subtrees `skip` names. */
export function typesetTree<T>(
  tree: T,
  language: string,
  skip: (path: readonly string[]) => boolean = () => false,
): T {
  const visit = (value: unknown, path: string[]): unknown => {
    if (skip(path)) return value;
    if (typeof value === "string") return typeset(value, language);
    if (Array.isArray(value))
      return value.map((item, index) => visit(item, [...path, String(index)]));
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, visit(item, [...path, key])]),
      );
    }
    return value;
  };
  return visit(tree, []) as T;
}

/**
 * The ordinary spaces (U+0020) of a French text that its typography replaces: before `:`, `;`,
 * `!`, `?`, after `«` and before `»`. Each as the sign and a few words around it. Other languages:
 * none.
 */
export function typographyFaults(text: string, language: string): string[] {
  if (rulesOf(language) !== "fr") return [];
  const faults: string[] = [];
  for (const match of text.matchAll(/ +[:;!?»]|« +/g)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const sign = match[0].trim();
    const before = text.slice(Math.max(0, start - 30), start);
    const after = text.slice(end, end + 30);
    const context =
      `${start > 30 ? "…" : ""}${before}${match[0]}${after}${end + 30 < text.length ? "…" : ""}`
        .replace(/\s+/g, " ")
        .trim();
    faults.push(`ordinary space ${sign === "«" ? "after" : "before"} "${sign}" in "${context}"`);
  }
  return faults;
}
