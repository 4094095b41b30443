/**
 * Whether a build writes the source maps of its webpack bundles: only on request
 * (SITE_SOURCE_MAPS=1, or `npm run build -- --source-maps`), for bench:trace and
 * source-map-explorer, which read them from public/. Visitors never get them (the artifact leaves
 * them out), and writing them costs every cold build CPU time
 * (docs/decisions.md#d49-source-maps-only-on-request).
 */

import process from "node:process";

export const SOURCE_MAPS_VARIABLE = "SITE_SOURCE_MAPS";

/** @param {string | undefined} value */
export function sourceMapsWanted(value = process.env[SOURCE_MAPS_VARIABLE]) {
  if (value === undefined || value === "" || value === "0") return false;
  if (value === "1") return true;
  throw new Error(
    `${SOURCE_MAPS_VARIABLE}=${JSON.stringify(value)} is not allowed; allowed: 1 (write the bundles' source maps into public/) or 0, empty or unset (no source maps)`,
  );
}
