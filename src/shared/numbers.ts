/**
 * Numbers as a page prints them in a language: Intl's digits, grouping and currency sign for the
 * language's locale, with the group and decimal separators its data pins
 * (data/countries/*.yaml `numbers`), so that a Node or ICU upgrade that changes a locale's
 * separators changes no page, in the build and in the browser alike.
 */
import type { MarketLanguage } from "./data-schema";

/** The separators a language writes its numbers with: `{ group: "’", decimal: "." }` in Swiss German. */
export type NumberSeparators = MarketLanguage["numbers"];

/** A number in a language, e.g. 1234.5 → "1 234,5" in French, "1’234.5" in Swiss German. */
export function formatNumber(
  value: number,
  locale: string,
  separators: NumberSeparators,
  options: Intl.NumberFormatOptions = {},
): string {
  return new Intl.NumberFormat(locale, options)
    .formatToParts(value)
    .map((part) =>
      part.type === "group"
        ? separators.group
        : part.type === "decimal"
          ? separators.decimal
          : part.value,
    )
    .join("");
}
