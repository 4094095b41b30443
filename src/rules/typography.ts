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
 * Those are the rules of a language by default; a market's language may set others in its data
 * (`typography` of data/countries/*.yaml, `typographyOf`): Swiss French puts no space before
 * `: ; ! ?` nor inside `«»` (the typed ones go), Swiss German writes `«»` and ss for ß, Belgian
 * Dutch `‘…’`.
 *
 * Never changed, in any language: i18next placeholders (`{{name}}`, `$t(key)`), HTML and JSX tags
 * (`<strong>`, `<1>`), character references (`&amp;`), URLs and e-mail addresses. Keys, slugs,
 * paths and phone `number` fields are not texts: the callers do not pass them here.
 */

export const NARROW_NBSP = "\u202F";
export const NBSP = "\u00A0";

/** How a language's texts are typeset. */
export interface TypographyRules {
  /** What a pair of straight double quotes becomes (the opening and closing marks); none: kept. */
  quotes?: readonly [open: string, close: string];
  /**
   * The space before `: ; ! ?` and inside `« »`: `french` makes a typed one no-break (narrow but
   * before `:`), and adds the narrow one inside the quotes it makes; `none` removes it;
   * `as-typed` leaves it.
   */
  punctuation: "french" | "none" | "as-typed";
  /** A number keeps its unit and its digit groups on its line (French). */
  numberSpaces: boolean;
  /** A spaced dash stays at the end of its line. */
  dashes: boolean;
  /** The sharp s written ss (Swiss German). */
  sharpS: "keep" | "ss";
}

const AS_WRITTEN: TypographyRules = {
  punctuation: "as-typed",
  numberSpaces: false,
  dashes: false,
  sharpS: "keep",
};

/** The rules each language has by default. */
const LANGUAGE_RULES: Readonly<Record<string, TypographyRules>> = {
  fr: {
    quotes: ["«", "»"],
    punctuation: "french",
    numberSpaces: true,
    dashes: true,
    sharpS: "keep",
  },
  de: {
    quotes: ["„", "“"],
    punctuation: "as-typed",
    numberSpaces: false,
    dashes: true,
    sharpS: "keep",
  },
  en: {
    quotes: ["“", "”"],
    punctuation: "as-typed",
    numberSpaces: false,
    dashes: true,
    sharpS: "keep",
  },
};

/** The default rules of a language or locale code (fr, fr-fr, de_DE); a language without any: the text as written. */
function rulesOf(language: string | TypographyRules): TypographyRules {
  if (typeof language !== "string") return language;
  const code = /^([a-z]{2})(?:\b|[-_])/i.exec(language.trim())?.[1]?.toLowerCase() ?? "";
  return LANGUAGE_RULES[code] ?? AS_WRITTEN;
}

/** Whether rules change anything. */
const changesText = (rules: TypographyRules) =>
  rules.quotes !== undefined ||
  rules.punctuation !== "as-typed" ||
  rules.numberSpaces ||
  rules.dashes ||
  rules.sharpS !== "keep";

/** Whether a language gets any typography here. */
export function hasTypography(language: string | TypographyRules): boolean {
  return changesText(rulesOf(language));
}

/** What a market's language says of its typography in data/ (data/countries/*.yaml `typography`). */
export interface LanguageTypography {
  locale: string;
  typography?: {
    quotes?: string;
    punctuation?: TypographyRules["punctuation"];
    dashes?: boolean;
    sharpS?: TypographyRules["sharpS"];
  };
}

/** The rules of a market's language: its locale's language's, with what its data changes. */
export function typographyOf({ locale, typography = {} }: LanguageTypography): TypographyRules {
  const base = rulesOf(locale);
  const marks = typography.quotes ? [...typography.quotes] : undefined;
  return {
    quotes: marks ? [marks[0], marks[1]] : base.quotes,
    punctuation: typography.punctuation ?? base.punctuation,
    numberSpaces: base.numberSpaces,
    dashes: typography.dashes ?? base.dashes,
    sharpS: typography.sharpS ?? base.sharpS,
  };
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
function edits(masked: string, rules: TypographyRules): Map<number, string> {
  const out = new Map<number, string>();
  /** Replaces a run of spaces [start, end) by one character (or none). */
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

  if (rules.quotes) quotes(masked, rules, rules.quotes, out, runBefore, runAfter);
  // A German pair typed as such („Wort“, in a catalog another language falls back to) takes the
  // language's marks: Swiss German quotes «Wort».
  if (rules.quotes && rules.quotes[0] !== "„") {
    for (let open = masked.indexOf("„"); open >= 0; open = masked.indexOf("„", open + 1)) {
      const close = masked.indexOf("“", open + 1);
      if (close < 0) break;
      out.set(open, rules.quotes[0]);
      out.set(close, rules.quotes[1]);
      open = close;
    }
  }
  // A spaced dash stays at the end of its line, never starts the next one.
  if (rules.dashes) {
    for (let index = 0; index < masked.length; index += 1) {
      if (masked[index] !== "–" && masked[index] !== "—") continue;
      const start = runBefore(index);
      if (start > 0 && start < index && !out.has(start)) replaceRun(start, index, NBSP);
    }
  }
  if (rules.sharpS === "ss") {
    for (let index = 0; index < masked.length; index += 1) {
      if (masked[index] === "ß") out.set(index, "ss");
      else if (masked[index] === "ẞ") out.set(index, "SS");
    }
  }
  if (rules.punctuation !== "as-typed") {
    const french = rules.punctuation === "french";
    for (let index = 0; index < masked.length; index += 1) {
      const char = masked[index];
      if (char === ";" || char === "!" || char === "?" || char === ":" || char === "»") {
        const start = runBefore(index);
        if (start < index && !out.has(start))
          replaceRun(start, index, !french ? "" : char === ":" ? NBSP : NARROW_NBSP);
      }
      if (char === "«") {
        const end = runAfter(index);
        if (end > index + 1 && !out.has(index + 1))
          replaceRun(index + 1, end, french ? NARROW_NBSP : "");
      }
    }
  }
  if (!rules.numberSpaces) return out;
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

/**
 * Straight double quotes, in pairs: an opening one follows a space, a punctuation mark or the start
 * and has a character after it; a closing one has a character before it and a space, a punctuation
 * mark or the end after it. Where the rules set the space inside quotes (French: a narrow one;
 * Swiss French: none), authors may type them with spaces inside (`" mot "`); those spaces go. A
 * quote left without its pair (an inch sign, a typo) stays as typed.
 */
function quotes(
  masked: string,
  rules: TypographyRules,
  [openMark, closeMark]: readonly [string, string],
  out: Map<number, string>,
  runBefore: (index: number) => number,
  runAfter: (index: number) => number,
) {
  const spaced = rules.punctuation !== "as-typed";
  const inner = rules.punctuation === "french" ? NARROW_NBSP : "";
  const open = `${openMark}${inner}`;
  const close = `${inner}${closeMark}`;
  const blank = (char: string | undefined) => char !== undefined && /\s/.test(char);
  const boundary = (char: string | undefined) =>
    char === undefined || blank(char) || /[\p{P}\p{S}\uFFFC\uE000]/u.test(char);
  let opening: number | undefined;
  const pairs: [number, number][] = [];
  for (let index = 0; index < masked.length; index += 1) {
    if (masked[index] !== '"') continue;
    if (opening === undefined) {
      const next = masked[spaced ? runAfter(index) : index + 1];
      if (next !== undefined && !blank(next) && next !== '"' && boundary(masked[index - 1]))
        opening = index;
    } else {
      const previousIndex = (spaced ? runBefore(index) : index) - 1;
      if (previousIndex > opening && !blank(masked[previousIndex]) && boundary(masked[index + 1])) {
        pairs.push([opening, index]);
        opening = undefined;
      }
    }
  }
  for (const [start, end] of pairs) {
    out.set(start, open);
    out.set(end, close);
    if (spaced) {
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
export function typesetParts<P extends TextPart>(
  parts: readonly P[],
  language: string | TypographyRules,
): P[] {
  const rules = rulesOf(language);
  if (!changesText(rules)) return [...parts];
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

/** A text with the typography of its language, or with a language's rules (see the top of this file). */
export function typeset(text: string, language: string | TypographyRules): string {
  return typesetParts([text], language)[0];
}

/** Typesets the texts of a tree of objects and arrays (a catalog), skipping the subtrees `skip` names. */
export function typesetTree<T>(
  tree: T,
  language: string | TypographyRules,
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

/** A fault and a few words around it. */
function faultsOf(text: string, pattern: RegExp, describe: (match: string) => string): string[] {
  return [...text.matchAll(pattern)].map((match) => {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const before = text.slice(Math.max(0, start - 30), start);
    const after = text.slice(end, end + 30);
    const context =
      `${start > 30 ? "…" : ""}${before}${match[0]}${after}${end + 30 < text.length ? "…" : ""}`
        .replace(/\s+/g, " ")
        .trim();
    return `${describe(match[0])} in "${context}"`;
  });
}

/**
 * What a text shows that its language's typography would have replaced, each with a few words
 * around it: with French spacing, an ordinary space (U+0020) before `:`, `;`, `!`, `?`, after `«`
 * or before `»`; with none (Swiss French), any space there; a sharp s where ss is written; a double
 * quote mark of another convention than the language's own (`„` or `“` in a text quoted « »).
 */
export function typographyFaults(text: string, language: string | TypographyRules): string[] {
  const rules = rulesOf(language);
  const side = (match: string) => (match.trim().startsWith("«") ? "after" : "before");
  const sign = (match: string) => match.trim();
  const faults: string[] = [];
  if (rules.punctuation === "french")
    faults.push(
      ...faultsOf(
        text,
        / +[:;!?»]|« +/g,
        (match) => `ordinary space ${side(match)} "${sign(match)}"`,
      ),
    );
  if (rules.punctuation === "none")
    faults.push(
      ...faultsOf(
        text,
        /[ \u00A0\u202F\u2009]+[:;!?»]|«[ \u00A0\u202F\u2009]+/g,
        (match) => `space ${side(match)} "${sign(match).replace(/[\u00A0\u202F\u2009]/g, "")}"`,
      ),
    );
  if (rules.sharpS === "ss")
    faults.push(...faultsOf(text, /[ßẞ]/g, () => "sharp s (ß) where ss is written"));
  if (rules.quotes?.[0] === "«")
    faults.push(
      ...faultsOf(text, /[„“]/g, (match) => `quote mark ${match} where « » are the language's`),
    );
  if (rules.quotes?.[0] === "‘")
    faults.push(
      ...faultsOf(text, /[„“”«»]/g, (match) => `quote mark ${match} where ‘ ’ are the language's`),
    );
  return faults;
}
