/** Types of scripts/build-cache.mjs. */
export const WEBPACK_CACHE_DONOR_VARIABLE: string;
export function pluginsFingerprint(sourceMaps: boolean, dir: string): string;
export function seedWebpackCacheFrom(
  root: string,
  dir: string,
  filter: { plugins: string; siteEnv?: string },
): string | undefined;
