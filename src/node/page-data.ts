/**
 * Per-route page data (docs/rules.md#page-data-files): after the build, every route gets
 * /assets/data/<route path>/index.json (the home page at /assets/data/index.json) holding the
 * build's content hash, the route's identity, its title and description as the HTML shows them,
 * and the data its template renders. The browser loader compares `hash` with the page's
 * <meta name="debrix:hash"> and falls back to a full page load when they differ.
 */
import fs from "node:fs";
import path from "node:path";
import { PAGE_DATA_ROOT, type PageData } from "../shared/page-data";
import { readGatsbyPageData } from "./gatsby-internals";
import { typesetCatalog } from "./catalog-namespaces";

/** The data root inside public/. */
export const PAGE_DATA_DIR = PAGE_DATA_ROOT.replace(/^\//, "");

/** A Gatsby page's data: its query result and context, as its template receives them. */
export type TemplateContent = { data: Record<string, unknown>; context: Record<string, unknown> };

export function pageDataFile(publicDir: string, pagePath: string): string {
  return path.join(publicDir, PAGE_DATA_DIR, pagePath.replace(/^\//, ""), "index.json");
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Title and description exactly as the server-rendered page carries them. */
export function headOf(html: string): { title: string; description: string } {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta[^>]*name="description"[^>]*content="([^"]*)"/.exec(html)?.[1] ?? "";
  return { title: decode(title), description: decode(description) };
}

interface BuildPageDataArgs {
  publicDir: string;
  pagePath: string;
  hash: string;
  market: string;
  /** The market's catalog, for a page whose context names none; a page's own language wins. */
  locale: string;
}

export function buildPageData({
  publicDir,
  pagePath,
  hash,
  market,
  locale,
}: BuildPageDataArgs): PageData<TemplateContent> {
  const gatsbyPageData = readGatsbyPageData(publicDir, pagePath);
  // The catalog (`locales`, the namespaces the page's query names) and the i18n plugin's context are internal.
  const { locales: _locales, ...data } = gatsbyPageData.data;
  const {
    i18n: _i18n,
    catalogNamespaces: _catalogNamespaces,
    ...context
  } = gatsbyPageData.pageContext;
  const html = fs.readFileSync(
    path.join(publicDir, pagePath.replace(/^\//, ""), "index.html"),
    "utf8",
  );
  return {
    hash,
    path: pagePath,
    market,
    locale: typeof context.language === "string" ? context.language : locale,
    kind: String(context.kind ?? ""),
    routeId: String(context.routeId ?? ""),
    ...headOf(html),
    canonicalUrl: String(context.canonicalUrl ?? ""),
    content: { data, context },
  };
}

function writeFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** Writes index.json for every path; returns how many were written. */
export function writePageData(
  args: Omit<BuildPageDataArgs, "pagePath"> & { paths: readonly string[] },
): number {
  for (const pagePath of args.paths) {
    writeFile(
      pageDataFile(args.publicDir, pagePath),
      JSON.stringify(buildPageData({ ...args, pagePath })),
    );
  }
  return args.paths.length;
}

/** Where the locale switcher's catalogs go inside public/ (src/runtime/locale-switch.ts asks for /locales/{code}.json). */
export const SWITCHER_CATALOGS_DIR = "locales";

/**
 * Non-production builds: each catalog as /locales/{code}.json, for the locale switcher, typeset for
 * its own locale as the pages' catalogs are (src/node/catalog-namespaces.ts). Returns the count.
 */
export function copySwitcherCatalogs(
  localesDir: string,
  publicDir: string,
  locales: readonly string[],
): number {
  for (const locale of locales) {
    const catalog: unknown = JSON.parse(
      fs.readFileSync(path.join(localesDir, locale, "translation.json"), "utf8"),
    );
    writeFile(
      path.join(publicDir, SWITCHER_CATALOGS_DIR, `${locale}.json`),
      JSON.stringify(typesetCatalog(catalog, locale)),
    );
  }
  return locales.length;
}
