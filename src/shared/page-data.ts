/**
 * The per-route page data both sides agree on (docs/rules.md#page-data-files): the build writes
 * {PAGE_DATA_ROOT}/{route path}/index.json for every route, the browser loader reads it and
 * compares its `hash` with the page's <meta name={HASH_META_NAME}>.
 */
import { withTrailingSlash } from "./paths";

/** The assets data path, as the browser requests it. */
export const PAGE_DATA_ROOT = "/assets/data";
export const HASH_META_NAME = "debrix:hash";

/** /dienstleistungen/ → /assets/data/dienstleistungen/index.json; / → /assets/data/index.json */
export function pageDataUrl(path: string): string {
  const clean = withTrailingSlash(path.split(/[?#]/)[0] || "/");
  return `${PAGE_DATA_ROOT}${clean}index.json`;
}

export interface PageData<Content = unknown> {
  /** The build's content hash. */
  hash: string;
  path: string;
  market: string;
  locale: string;
  /** The page kind (HOME, SERVICE, …, DYNAMIC). */
  kind: string;
  routeId: string;
  title: string;
  description: string;
  canonicalUrl: string;
  /** What the page's template renders. */
  content: Content;
}
