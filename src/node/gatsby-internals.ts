/**
 * Everything the build side of the site relies on in what Gatsby writes, in one place. Gatsby
 * documents none of it; __tests__/node/gatsby-internals.test.ts reads the installed gatsby and
 * fails, naming what changed, when an upgrade moves any of it:
 *
 * - the page data of each page at public/page-data/<path>/page-data.json (`index` for "/"), whose
 *   `result` holds the page query's `data` and the page's `pageContext`;
 * - the bundle tags at the end of every page: `<script src="/…js" async></script>` tags in the
 *   `_gatsby-scripts` slice, which Gatsby stitches in with an HTML comment at its end;
 * - the generator meta tag Gatsby adds to every page's head;
 * - the inline script that tells Gatsby's browser runtime the page's path (`window.pagePath`).
 */
import fs from "node:fs";
import path from "node:path";
import React from "react";

/** Where Gatsby wrote a page's data: page-data/index/… for "/", page-data/x/y/… for "/x/y/". */
export function gatsbyPageDataFile(publicDir: string, pagePath: string): string {
  const trimmed = pagePath.replace(/^\/|\/$/g, "");
  return path.join(publicDir, "page-data", trimmed === "" ? "index" : trimmed, "page-data.json");
}

/** A page's query result and context, as Gatsby wrote them for its template. */
export function readGatsbyPageData(
  publicDir: string,
  pagePath: string,
): { data: Record<string, unknown>; pageContext: Record<string, unknown> } {
  const pageData = JSON.parse(fs.readFileSync(gatsbyPageDataFile(publicDir, pagePath), "utf8")) as {
    result: { data?: Record<string, unknown>; pageContext?: Record<string, unknown> };
  };
  return { data: pageData.result.data ?? {}, pageContext: pageData.result.pageContext ?? {} };
}

/** The comment that ends Gatsby's scripts slice in a built page. */
export const SCRIPTS_SLICE_END = '<!-- slice-end id="_gatsby-scripts-1" -->';

/** Gatsby's bundle tags, as its scripts slice renders them, right before the slice's end. */
const BUNDLE_TAGS = new RegExp(
  `((?:<script src="/[^"<>]+\\.js" async></script>)+)(${SCRIPTS_SLICE_END})`,
);
const BUNDLE_SRC = /<script src="([^"]+)" async><\/script>/g;

/**
 * A page's HTML with Gatsby's bundle tags replaced by what `replacement` returns for their
 * sources, in order; unchanged when the page has none (or they were replaced already).
 */
export function replaceBundleTags(
  html: string,
  replacement: (sources: string[]) => string,
): string {
  return html.replace(
    BUNDLE_TAGS,
    (_match, tags: string, sliceEnd: string) =>
      `${replacement([...tags.matchAll(BUNDLE_SRC)].map((match) => match[1]))}${sliceEnd}`,
  );
}

/** Gatsby's own generator tag, which the site's replaces. */
export function isGatsbyGeneratorTag(component: React.ReactNode): boolean {
  return (
    React.isValidElement<{ name?: string; content?: string }>(component) &&
    component.type === "meta" &&
    component.props.name === "generator" &&
    String(component.props.content).startsWith("Gatsby")
  );
}

/** The `id` of the inline script Gatsby adds to every page's body to set `window.pagePath`. */
export const PAGE_PATH_SCRIPT_ID = "gatsby-script-loader";

/** Gatsby's page-path script, which the site's replaces. */
export function isGatsbyPagePathScript(component: React.ReactNode): boolean {
  return (
    React.isValidElement<{ id?: string }>(component) &&
    component.type === "script" &&
    component.props.id === PAGE_PATH_SCRIPT_ID
  );
}

/** What the site's page-path script runs: the same text on every page, so one hash in the policy. */
export const PAGE_PATH_SCRIPT =
  'window.pagePath=document.currentScript.getAttribute("data-page-path");';

/**
 * The site's page-path script for one page. Gatsby writes the path into the script's text, so each
 * page's script has its own hash and the Content-Security-Policy must list one hash per page
 * (hundreds in a `_headers` file that applies one policy to every path); the site's script reads
 * the path from an attribute, which the hash does not cover.
 */
export function pagePathScript(pagePath: string): React.ReactElement {
  return React.createElement("script", {
    key: "script-loader",
    id: PAGE_PATH_SCRIPT_ID,
    "data-page-path": pagePath,
    dangerouslySetInnerHTML: { __html: PAGE_PATH_SCRIPT },
  });
}
