/**
 * The blog's search index (Pagefind, https://pagefind.app), written after the pages into
 * public/pagefind/. Only what a page marks is indexed: an article's body (`data-pagefind-body`, on
 * its own address, not its /de/ twin), its h1 as the result's title, its category as a filter
 * (docs/rules.md#blog-search). A market whose pages mark nothing gets no index. The stemming
 * follows each page's <html lang>.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Where the index is served from, below the site's root: the search code loads /pagefind/pagefind.js. */
export const SEARCH_INDEX_DIR = "pagefind";

/** The marker of an indexed body, as Pagefind reads it. */
const BODY_MARKER = "data-pagefind-body";

/** Pagefind's command-line entry in a project, which runs the indexer binary of its platform package. */
const pagefindCli = (root: string) =>
  path.join(root, "node_modules", "pagefind", "lib", "runner", "bin.cjs");

/** What Pagefind writes that the site does not use: its ready-made interfaces (the site has its own). */
const UNUSED_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

/** The pages of public/ (page-data/404.html/ is a folder of Gatsby's, not a page). */
function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export interface SearchIndexResult {
  pages: number;
  /** Bytes of the index as written (public/pagefind/), 0 when nothing was indexed. */
  bytes: number;
  ms: number;
}

/** Writes public/pagefind/ for the pages that mark a body; removes an index left by an earlier build. */
export function writeSearchIndex(publicDir: string, root: string): SearchIndexResult {
  const started = Date.now();
  const outputDir = path.join(publicDir, SEARCH_INDEX_DIR);
  fs.rmSync(outputDir, { recursive: true, force: true });
  if (!htmlFiles(publicDir).some((file) => fs.readFileSync(file, "utf8").includes(BODY_MARKER)))
    return { pages: 0, bytes: 0, ms: Date.now() - started };
  // Pagefind's own command (its package is an ES module only, which the compiled gatsby-node cannot require).
  const result = spawnSync(
    process.execPath,
    [pagefindCli(root), "--site", publicDir, "--output-subdir", SEARCH_INDEX_DIR, "--quiet"],
    { encoding: "utf8" },
  );
  if (result.status !== 0)
    throw new Error(
      `Pagefind could not index ${publicDir} (exit ${result.status ?? result.signal}): ${result.stderr || result.stdout}`,
    );
  for (const file of fs.readdirSync(outputDir))
    if (UNUSED_FILES.test(file)) fs.rmSync(path.join(outputDir, file));
  const files = fs
    .readdirSync(outputDir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(outputDir, file))
    .filter((file) => fs.statSync(file).isFile());
  const pages = files.filter((file) => file.endsWith(".pf_fragment")).length;
  return {
    pages,
    bytes: files.reduce((sum, file) => sum + fs.statSync(file).size, 0),
    ms: Date.now() - started,
  };
}
