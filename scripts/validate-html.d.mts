/** Types of scripts/validate-html.mjs, for the tests that walk an artifact's pages as the HTML gate does. */

/** The artifacts the HTML gate validates by default. */
export const DEFAULT_ARTIFACTS: string[];
/** The pages of an artifact: its .html files (absolute paths, sorted), without Gatsby's slice fragments. */
export function htmlPages(dir: string): string[];
