/**
 * The browser's copy of Gatsby's match-paths.json (docs/decisions.md#d67-the-browser-knows-only-the-dynamic-pages-addresses).
 *
 * Gatsby lists, for the browser's router, every client-only page with its pattern (the /de/{slug+}
 * catch-all is `/de/*`) and also every ordinary page whose path such a pattern would capture, each
 * as `{ path, matchPath: path }`, so that the router prefers the page to the pattern. With the
 * catch-all at `/de/*`, that is every `/de/` twin of the market: one entry per page, in the `app`
 * bundle every page loads, so the JavaScript of every page grew with every article, tag and region.
 *
 * The build knows every address the catch-all serves: one per file of content/dynamic/<market>/;
 * any other address under /de/ is answered 404 by the server and by the page-data check. So the
 * browser gets the catch-all's pattern replaced by those addresses, and the ordinary pages that no
 * remaining pattern captures need no entry. Webpack loader (build-javascript only), options
 * `{ expand: { [pattern]: addresses } }`.
 */

/** Whether a reach-router pattern matches a path: `/x/*` by prefix, an exact path by equality; null when it cannot tell. */
function captures(pattern, pagePath) {
  if (pattern.endsWith("/*")) return pagePath.startsWith(pattern.slice(0, -1));
  if (/[*:]/.test(pattern)) return null;
  return pattern.replace(/\/?$/, "/") === pagePath.replace(/\/?$/, "/");
}

/**
 * @param {{ path: string, matchPath: string }[]} entries Gatsby's list, most specific first
 * @param {Record<string, string[]>} expand patterns to replace by the addresses they serve
 * @returns {{ path: string, matchPath: string }[]}
 */
function browserMatchPaths(entries, expand) {
  for (const pattern of Object.keys(expand)) {
    if (!entries.some((entry) => entry.matchPath === pattern && entry.path !== pattern)) {
      throw new Error(
        `match-paths.json has no client-only page with the pattern ${pattern}; found ${
          entries
            .filter((entry) => entry.matchPath !== entry.path)
            .map((entry) => entry.matchPath)
            .join(", ") || "none"
        }`,
      );
    }
  }
  const patterns = entries
    .filter((entry) => entry.matchPath !== entry.path)
    .flatMap((entry) =>
      expand[entry.matchPath]
        ? expand[entry.matchPath].map((address) => ({ path: entry.path, matchPath: address }))
        : [entry],
    );
  // An ordinary page keeps its entry while a remaining pattern could still capture it.
  const stillCaptured = (page) =>
    patterns.some((entry) => captures(entry.matchPath, page.path) !== false);
  const pages = entries.filter((entry) => entry.matchPath === entry.path && stillCaptured(entry));
  return [...pages, ...patterns];
}

module.exports = function matchPathsLoader(source) {
  const { expand } = this.getOptions();
  return JSON.stringify(browserMatchPaths(JSON.parse(source), expand));
};
module.exports.browserMatchPaths = browserMatchPaths;
