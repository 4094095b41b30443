/**
 * Per-route page data (SPEC §7): after the build, every route gets
 * /assets/data/<route path>/index.json (the home page at /assets/data/index.json) holding the
 * build's content hash, the route's identity, its title and description as the HTML shows them,
 * and the data its template renders. The browser loader compares `hash` with the page's
 * <meta name="debrix:hash"> and falls back to a full page load when they differ.
 */
import fs from "node:fs";
import path from "node:path";

export const ROUTE_DATA_DIR = "assets/data";
export const HASH_META_NAME = "debrix:hash";

export interface RouteData {
  hash: string;
  path: string;
  market: string;
  locale: string;
  kind: string;
  routeId: string;
  title: string;
  description: string;
  canonicalUrl: string;
  content: { data: Record<string, unknown>; context: Record<string, unknown> };
}

/** Where Gatsby wrote a page's data: page-data/index/… for "/", page-data/x/y/… for "/x/y/". */
function gatsbyPageDataFile(publicDir: string, pagePath: string): string {
  const trimmed = pagePath.replace(/^\/|\/$/g, "");
  return path.join(publicDir, "page-data", trimmed === "" ? "index" : trimmed, "page-data.json");
}

export function routeDataFile(publicDir: string, pagePath: string): string {
  return path.join(publicDir, ROUTE_DATA_DIR, pagePath.replace(/^\//, ""), "index.json");
}

const decode = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** Title and description exactly as the server-rendered page carries them. */
export function headOf(html: string): { title: string; description: string } {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta[^>]*name="description"[^>]*content="([^"]*)"/.exec(html)?.[1] ?? "";
  return { title: decode(title), description: decode(description) };
}

interface BuildRouteDataArgs {
  publicDir: string;
  pagePath: string;
  hash: string;
  market: string;
  locale: string;
}

export function buildRouteData({ publicDir, pagePath, hash, market, locale }: BuildRouteDataArgs): RouteData {
  const pageData = JSON.parse(fs.readFileSync(gatsbyPageDataFile(publicDir, pagePath), "utf8")) as {
    result: { data?: Record<string, unknown>; pageContext?: Record<string, unknown> };
  };
  // The catalog (`locales`) is the same on every page and the i18n plugin's context is internal.
  const { locales: _locales, ...data } = pageData.result.data ?? {};
  const { i18n: _i18n, ...context } = pageData.result.pageContext ?? {};
  const html = fs.readFileSync(path.join(publicDir, pagePath.replace(/^\//, ""), "index.html"), "utf8");
  return {
    hash,
    path: pagePath,
    market,
    locale,
    kind: String(context.kind ?? ""),
    routeId: String(context.routeId ?? ""),
    ...headOf(html),
    canonicalUrl: String(context.canonicalUrl ?? ""),
    content: { data, context },
  };
}

/** Writes index.json for every path; returns how many were written. */
export function writeRouteData(args: Omit<BuildRouteDataArgs, "pagePath"> & { paths: readonly string[] }): number {
  for (const pagePath of args.paths) {
    const file = routeDataFile(args.publicDir, pagePath);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(buildRouteData({ ...args, pagePath })));
  }
  return args.paths.length;
}
