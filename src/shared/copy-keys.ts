/**
 * The sections of the pages whose copy lives in the catalogs, in page order. Templates render
 * `…<section>.title` and `…<section>.body` for each; the catalog test checks that every one exists.
 */
import type { LegalKey } from "./route-table";

export const HOME_STEPS = [
  "order",
  "delivery",
  "parking",
  "receipt",
  "invoice",
  "tracking",
] as const;
export const HOW_TO_STEPS = [
  "choose",
  "place",
  "order",
  "delivery",
  "fill",
  "pickup",
  "invoice",
] as const;
export const COMBAT_SECTIONS = [
  "problem",
  "recycling",
  "sorting",
  "traceability",
  "local",
] as const;
export const LEGAL_SECTIONS: Record<LegalKey, readonly string[]> = {
  LEGAL: ["publisher", "contact", "hosting", "ip", "liability"],
  PRIVACY: ["controller", "data", "cookie", "storage", "measurement", "rights"],
  CGU: ["purpose", "access", "app", "ip", "liability", "law"],
  CGV: ["scope", "order", "delivery", "waste", "rental", "invoicing", "liability", "law"],
};

/** Catalog keys of a list of titled sections. */
export function sectionKeys(prefix: string, sections: readonly string[]): string[] {
  return sections.flatMap((section) => [`${prefix}.${section}.title`, `${prefix}.${section}.body`]);
}

/**
 * The texts of a market with several languages, in the `languages` section of each of its
 * catalogs (no other catalog needs them): the picker's name (`label`), and what `/` and the
 * not-found page say in each language.
 */
export const LANGUAGES_SECTION_KEYS = [
  "label",
  "title",
  "description",
  "heading",
  "intro",
  "notFoundIntro",
] as const;

/**
 * The catalog texts only the visitor tools' pages show, and a region page's street rules, which
 * come from the "where can it stand?" page's model: a market that lists none of those pages shows
 * none of them (the tool links list only the market's tools), so its catalogs need not hold them
 * (the content check; docs/content-team.md#a-market-with-several-languages).
 */
export const TOOL_TEXT_PREFIXES = [
  "tools.",
  "pages.WHICH_CONTAINER",
  "pages.CAN_IT_GO_IN",
  "pages.WHERE_CAN_IT_STAND",
  "regions.zoneRule",
] as const;

/** Whether a catalog key (or a namespace's key path) is one of the visitor tools' texts. */
export const isToolText = (key: string): boolean =>
  TOOL_TEXT_PREFIXES.some((prefix) => key === prefix.replace(/\.$/, "") || key.startsWith(prefix));
