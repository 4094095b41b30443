/**
 * The pages of a built artifact, as the HTML and link gates and the serving tests walk them. Kept
 * apart from the gates' scripts, with no import of the project's own modules, so that a Playwright
 * test can import it without pulling in modules that Playwright has already compiled as CommonJS.
 */
import fs from "node:fs";
import path from "node:path";

/** The pages of an artifact: its .html files, without Gatsby's slice fragments (_gatsby/slices/). */
export function htmlPages(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).includes("_gatsby"))
    .sort();
}
