/**
 * Numbers the tools print, in the page's language, without Intl in the browser: a page's first
 * Intl.NumberFormat loads the language's number data, a long task at the moment the visitor types
 * (docs/decisions.md#d51-dates-and-numbers-are-formatted-at-build-time). The build reads the
 * language's separators once, with Intl (`numberSymbols`); the browser formats with them.
 */

export interface NumberSymbols {
  /** The decimal separator: "," in French and German, "." in English. */
  decimal: string;
  /** The digit-group separator: a narrow no-break space in French, "." in German, "," in English. */
  group: string;
  /** Whether a four-digit number is grouped (1 234) or not (1234). */
  groupsFourDigits: boolean;
}

/** The separators of a language, as Intl writes its numbers. Build time only. */
export function numberSymbols(htmlLang: string): NumberSymbols {
  const format = new Intl.NumberFormat(htmlLang, { maximumFractionDigits: 1 });
  const parts = format.formatToParts(12345.5);
  const decimal = parts.find((part) => part.type === "decimal")?.value ?? ".";
  const group = parts.find((part) => part.type === "group")?.value ?? "";
  return { decimal, group, groupsFourDigits: format.format(1234) !== "1234" };
}

/**
 * `value` rounded to at most `fractionDigits` decimals (trailing zeros dropped) and written with
 * the language's symbols: 1.5 → "1,5" in French, 2 → "2", 1234.56 → "1 234,6" with one decimal.
 */
export function formatNumber(value: number, symbols: NumberSymbols, fractionDigits = 2): string {
  const factor = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const [whole, fraction = ""] = rounded.toFixed(fractionDigits).split(".");
  const trimmed = fraction.replace(/0+$/, "");
  const grouped =
    whole.length > 4 || (whole.length === 4 && symbols.groupsFourDigits)
      ? whole.replace(/\B(?=(\d{3})+$)/g, symbols.group)
      : whole;
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${grouped}${trimmed ? `${symbols.decimal}${trimmed}` : ""}`;
}

/**
 * A number the visitor typed, as they may type it in their language: "1,5", "1.5", " 2 ". Digits
 * with one decimal separator (a comma or a point) and nothing else; NaN for anything else ("1,5,2",
 * "abc", "1e3", "").
 */
export function parseDecimal(typed: string): number {
  const text = typed.trim().replace(/[\s\u00A0\u202F]/g, "");
  if (!/^-?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return Number.NaN;
  return Number(text.replace(",", "."));
}
