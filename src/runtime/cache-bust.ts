/**
 * The cache-busting reload (docs/rules.md#stale-styles-reload): a page whose header logo is exactly 199 px wide was served
 * with stale styles; it reloads once with a random `_cache` parameter. The parameter (or, where
 * a host strips it, the tab's mark) stops any second reload, so it can never loop.
 */
export const STALE_LOGO_WIDTH = 199;
export const CACHE_PARAM = "_cache";

export interface CacheBustInput {
  href: string;
  embedded: boolean;
  /** The rendered width of the header logo, or null when there is none. */
  logoWidth: number | null;
  /** Whether this tab has already reloaded for this reason. */
  alreadyReloaded: boolean;
  random: () => string;
}

/** The address to reload, or null to stay. */
export function cacheBustTarget({
  href,
  embedded,
  logoWidth,
  alreadyReloaded,
  random,
}: CacheBustInput): string | null {
  if (embedded || alreadyReloaded || logoWidth !== STALE_LOGO_WIDTH) return null;
  const url = new URL(href);
  if (url.searchParams.has(CACHE_PARAM)) return null;
  url.searchParams.set(CACHE_PARAM, random());
  return url.toString();
}
