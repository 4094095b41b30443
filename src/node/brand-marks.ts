/**
 * The brand marks a market's bundles carry, compiled in as `__DEBRIX_BRAND_MARKS__` by
 * gatsby-node's onCreateWebpackConfig: its logo and the glyphs of its socialLinks
 * (data/countries/*.yaml), so no market ships another's marks
 * (docs/decisions.md#d55-each-market-ships-only-its-own-brand-marks).
 */
import type { Country } from "../shared/data-schema";
import { SOCIAL_NETWORKS } from "../shared/keys";
import type { BrandMarks } from "../runtime/site-config";

const LOGO_VARIANTS: ReadonlyArray<Country["logo"]> = ["FR", "DE"];

/** One flag per key. */
function flags<K extends string>(
  keys: readonly K[],
  shown: (key: K) => boolean,
): Record<K, boolean> {
  return Object.fromEntries(keys.map((key) => [key, shown(key)])) as Record<K, boolean>;
}

/** `true` for each mark the market shows. */
export function brandMarks(country: Pick<Country, "logo" | "socialLinks">): BrandMarks {
  const shown = new Set<string>(country.socialLinks.map((link) => link.label));
  return {
    logo: flags(LOGO_VARIANTS, (variant) => variant === country.logo),
    social: flags(SOCIAL_NETWORKS, (network) => shown.has(network)),
  };
}

/** Every mark: the unit tests render any market's footer and header. */
export function everyBrandMark(): BrandMarks {
  return { logo: flags(LOGO_VARIANTS, () => true), social: flags(SOCIAL_NETWORKS, () => true) };
}

/**
 * The marks as DefinePlugin definitions: a nested object defines each member expression
 * (`__DEBRIX_BRAND_MARKS__.social.Twitter` becomes `false`), so the minifier drops the marks behind
 * a `false`. A flat JSON string would leave every glyph in the bundle.
 */
export function brandMarkDefinitions(marks: BrandMarks): {
  __DEBRIX_BRAND_MARKS__: Record<keyof BrandMarks, Record<string, string>>;
} {
  const code = (flags: Record<string, boolean>) =>
    Object.fromEntries(Object.entries(flags).map(([key, flag]) => [key, JSON.stringify(flag)]));
  return { __DEBRIX_BRAND_MARKS__: { logo: code(marks.logo), social: code(marks.social) } };
}
