/**
 * The HTML the server sends, page by page, read in Chromium without loading any of it: each path
 * is fetched from a page of the artifact's origin and parsed by the browser's own HTML parser
 * (DOMParser: no script runs, no image, style sheet or font loads, as with JavaScript turned off).
 * A walk over hundreds of pages then costs a fetch and a parse each, not a page load and a round
 * trip per assertion; `read` returns all a test needs of a page at once, and the test asserts in
 * Node.
 */
import type { Page } from "@playwright/test";

export interface ServerPage<T> {
  path: string;
  /** The HTTP status the server answered. */
  status: number;
  /** What `read` found in the page. */
  value: T;
}

/** Requests in flight at once: the server's latency overlaps, the parses stay one after another. */
const IN_FLIGHT = 6;

/** What `read` gets beside the document: the page's path, and the helpers below, defined in the page. */
export interface ServerHtmlContext {
  path: string;
  accessibleText: typeof accessibleText;
}

/**
 * Fetches every path from `base` (redirects not followed) and returns what `read` finds in each
 * parsed document, in the order of `paths`. `read` runs in the page: it must be self-contained
 * (no closure, no import), taking only the document, the JSON value `arg` and the context. It may
 * be async, to fetch what the page names (same origin).
 */
export async function readServerHtml<A, T>(
  page: Page,
  base: string,
  paths: readonly string[],
  read: (doc: Document, arg: A, context: ServerHtmlContext) => T | Promise<T>,
  arg: A,
): Promise<ServerPage<T>[]> {
  // A page of the origin, so that the fetches are same-origin; the text file loads nothing else.
  await page.goto(`${base}/robots.txt`);
  return page.evaluate(`(async () => {
    const read = ${read.toString()};
    const arg = ${JSON.stringify(arg)};
    const accessibleText = ${accessibleText.toString()};
    const paths = ${JSON.stringify(paths)};
    const results = new Array(paths.length);
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < paths.length; index = next++) {
        const response = await fetch(paths[index], { redirect: "manual", cache: "no-store" });
        const doc = new DOMParser().parseFromString(await response.text(), "text/html");
        results[index] = { path: paths[index], status: response.status, value: await read(doc, arg, { path: paths[index], accessibleText }) };
      }
    };
    await Promise.all(Array.from({ length: ${IN_FLIGHT} }, worker));
    return results;
  })()`);
}

/**
 * The accessible name of a link or button from its content (what a screen reader reads when it
 * has no aria-label): its text without the parts hidden from assistive technology. A `read`
 * function finds it in its helpers.
 */
export function accessibleText(element: Element): string {
  const label = element.getAttribute("aria-label");
  if (label !== null) return label.trim();
  const text = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (
      node instanceof Element &&
      (node.getAttribute("aria-hidden") === "true" || node.hasAttribute("hidden"))
    )
      return "";
    return [...node.childNodes].map(text).join("");
  };
  return text(element).replace(/\s+/g, " ").trim();
}
