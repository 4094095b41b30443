/**
 * Path helpers shared by build code (gatsby-node) and browser code, so both agree on every URL.
 */

/**
 * Every route of every market also answers under this prefix, with a canonical link to the page
 * itself: the URLs of the earlier site, which served its German locale there. It is a URL the site
 * keeps for links already out in the world, not a setting of the content team, so it lives here
 * rather than in data/ (which no longer carries the earlier site's `pathAliases`);
 * docs/decisions.md#d2-de-twins-exist-in-every-market.
 */
export const TWIN_PREFIX = "/de";

export function withTrailingSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}

export function twinPath(path: string): string {
  return `${TWIN_PREFIX}${path}`;
}

/** Absolute URL of a path on a market's primary domain. */
export function absoluteUrl(domain: string, path: string): string {
  return `https://${domain}${withTrailingSlash(path)}`;
}

/** Absolute URL of a file (an image) on a market's primary domain: no trailing slash added. */
export function assetUrl(domain: string, filePath: string): string {
  return `https://${domain}${filePath.startsWith("/") ? filePath : `/${filePath}`}`;
}
