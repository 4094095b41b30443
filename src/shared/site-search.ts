/**
 * The blog's search, as the pages and the servers agree on it: the attribute that marks a page
 * offering it (whose policy then allows WebAssembly, src/serving/rules.mjs), and where Pagefind's
 * index is served.
 */

/** Must stay equal to SEARCH_MARKER of src/serving/rules.mjs (a unit test compares them). */
export const SEARCH_MARKER_ATTRIBUTE = "data-site-search";

/** Pagefind's script, written by the build into public/pagefind/ (src/node/blog/search-index.ts). */
export const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";
