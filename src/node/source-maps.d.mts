/** Types of src/node/source-maps.mjs. */
export const SOURCE_MAPS_VARIABLE: "SITE_SOURCE_MAPS";
export function sourceMapsWanted(value?: string): boolean;
