/**
 * The brand marks a market's bundles carry, compiled in as `__DEBRIX_BRAND_MARKS__` by
 * gatsby-node's onCreateWebpackConfig: its logo and the glyphs of its socialLinks
 * (data/countries/*.yaml), so no market ships another's marks
 * (docs/decisions.md#d55-each-market-ships-only-its-own-brand-marks).
 */
import type { Country } from "./data/schema";
import { SOCIAL_NETWORKS } from "../shared/keys";
import type { BrandMarks } from "../runtime/site-config";

const LOGO_VARIANTS: ReadonlyArray<Country["logo"]> = ["FR", "DE"];

/** `true` for each mark the market shows. */
export function brandMarks(country: Pick<Country, "logo" | "socialLinks">): BrandMarks {
  const shown = new Set<string>(country.socialLinks.map((link) => link.label));
  return {
    logo: Object.fromEntries(LOGO_VARIANTS.map((variant) => [variant, variant === country.logo])) as BrandMarks["logo"],
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, shown.has(network)])) as BrandMarks["social"],
  };
}

/** Every mark: the unit tests render any market's footer and header. */
export function everyBrandMark(): BrandMarks {
  return {
    logo: Object.fromEntries(LOGO_VARIANTS.map((variant) => [variant, true])) as BrandMarks["logo"],
    social: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, true])) as BrandMarks["social"],
  };
}

/**
 * The marks as DefinePlugin definitions: a nested object defines each member expression
 * (`__DEBRIX_BRAND_MARKS__.social.Twitter` becomes `false`), so the minifier drops the marks behind
 * a `false`. A flat JSON string would leave every glyph in the bundle.
 */
export function brandMarkDefinitions(marks: BrandMarks): { __DEBRIX_BRAND_MARKS__: Record<keyof BrandMarks, Record<string, string>> } {
  const code = (flags: Record<string, boolean>) => Object.fromEntries(Object.entries(flags).map(([key, flag]) => [key, JSON.stringify(flag)]));
  return { __DEBRIX_BRAND_MARKS__: { logo: code(marks.logo), social: code(marks.social) } };
}
