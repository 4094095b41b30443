/** Types of src/serving/pages.mjs. */

/** The pages of an artifact: its .html files (absolute paths, sorted), without Gatsby's slice fragments. */
export function htmlPages(dir: string): string[];
