/**
 * An artifact holds one build, not the leftovers of the builds before it in the same folder.
 *
 * Gatsby keeps public/ between builds and deletes the HTML and page-data of a page that is gone,
 * but two kinds of files would outlive the build that wrote them:
 * - webpack's bundles: a changed bundle gets a new content-hashed name and the old file stays;
 * - this site's own outputs (page data, the blog's search index, the switcher's catalogs), which
 *   Gatsby does not know: a page or locale removed from the content would still be served.
 * So each build removes them before it writes anything (onPreBuild), and records its own outputs
 * once written (onPostBuild) for the next build to remove.
 *
 * A third kind cannot be removed beforehand: the files of public/static/ (gatsby-plugin-sharp's
 * image variants, gatsby-source-filesystem's copies, webpack's assets). A warm build does not make
 * again the variants its cache says exist, so it needs them where they are; but an image replaced
 * or removed from the content keeps its old files, which would still be served at their old
 * addresses. So once every output is written, a build removes each file of public/static/ that no
 * output names (removeUnreferencedStatic).
 *
 * Visitors whose open tab still names an old bundle or image are served by the deploy, which
 * carries the previous release's bundles and /static/ files (src/serving/releases.mjs), not by the
 * artifact.
 */
import fs from "node:fs";
import path from "node:path";
import { isBundleFile } from "../serving/rules.mjs";

/** In .cache/, which a build keeps with its public/ (scripts/build.mjs parks both together). */
export const OWN_OUTPUTS_FILE = "debrix-outputs.json";

/** Records the files and folders (relative to public/) this build wrote of its own. */
export function recordOwnOutputs(cacheDir: string, outputs: readonly string[]): void {
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(path.join(cacheDir, OWN_OUTPUTS_FILE), JSON.stringify(outputs));
}

function recordedOutputs(cacheDir: string): string[] {
  try {
    const outputs: unknown = JSON.parse(
      fs.readFileSync(path.join(cacheDir, OWN_OUTPUTS_FILE), "utf8"),
    );
    return Array.isArray(outputs)
      ? outputs.filter((output): output is string => typeof output === "string")
      : [];
  } catch {
    return [];
  }
}

/** Removes `target` and then each parent left empty, up to (not including) `root`. */
function removeUpTo(root: string, target: string): void {
  fs.rmSync(target, { recursive: true, force: true });
  for (
    let dir = path.dirname(target);
    dir.startsWith(`${root}${path.sep}`);
    dir = path.dirname(dir)
  ) {
    if (!fs.existsSync(dir) || fs.readdirSync(dir).length > 0) break;
    fs.rmdirSync(dir);
  }
}

/**
 * Removes from public/ every bundle file (webpack writes the ones of this build again) and what
 * the last build recorded as its own outputs. Returns how many of each were removed.
 */
export function removePreviousOutputs(
  publicDir: string,
  cacheDir: string,
): { bundles: number; own: number } {
  if (!fs.existsSync(publicDir)) return { bundles: 0, own: 0 };
  const root = path.resolve(publicDir);
  let bundles = 0;
  for (const name of fs.readdirSync(root)) {
    if (!isBundleFile(name)) continue;
    fs.rmSync(path.join(root, name), { force: true });
    bundles += 1;
  }
  let own = 0;
  for (const output of recordedOutputs(cacheDir)) {
    const target = path.resolve(root, output);
    // Only what lies inside public/, whatever the record says.
    if (!target.startsWith(`${root}${path.sep}`) || !fs.existsSync(target)) continue;
    removeUpTo(root, target);
    own += 1;
  }
  fs.rmSync(path.join(cacheDir, OWN_OUTPUTS_FILE), { force: true });
  return { bundles, own };
}

/** public/static/, where every file's name is content-hashed and served as immutable. */
const STATIC_DIR = "static";

/** The outputs that can name a file of public/static/: pages, data, bundles, feeds, serving rules. */
const NAMING_FILE = /\.(?:html|json|js|css|xml|txt|svg|webmanifest)$|^_(?:headers|redirects)$/;

/** Each `static/…` address in a text (also where a slash is escaped), as written and percent-decoded. */
function staticAddresses(text: string, into: Set<string>): void {
  for (const [address] of text.replaceAll("\\/", "/").matchAll(/static\/[^\s"'()<>\\,]+/g)) {
    const file = address.replace(/[?#].*$/, "");
    into.add(file);
    try {
      into.add(decodeURI(file));
    } catch {
      // Not percent-encoded after all: the address as written is enough.
    }
  }
}

/**
 * Removes each file of public/static/ that no output of the build outside it names (HTML, page
 * data, bundles, stylesheets, feeds, sitemaps, serving rules), with its compressed copies, and the
 * folders left empty. A file is kept when its own address is named, or any address in its
 * content-digest folder (static/<digest>/…), so a spelling the search misses keeps an image's
 * files rather than break it. Returns the paths removed, relative to public/.
 */
export function removeUnreferencedStatic(publicDir: string): string[] {
  const root = path.resolve(publicDir);
  const staticRoot = path.join(root, STATIC_DIR);
  if (!fs.existsSync(staticRoot)) return [];
  const named = new Set<string>();
  const files: string[] = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, file).split(path.sep).join("/");
    // A file of public/static/ does not keep another alive (nor itself): only the build's outputs do.
    if (relative.startsWith(`${STATIC_DIR}/`)) files.push(relative);
    else if (NAMING_FILE.test(entry.name)) staticAddresses(fs.readFileSync(file, "utf8"), named);
  }
  // static/<digest>/ for an image's variants or a copied file; the file itself for webpack's assets.
  const folderOf = (address: string) => address.split("/").slice(0, 2).join("/");
  const namedFolders = new Set([...named].map(folderOf));
  const removed: string[] = [];
  for (const relative of files) {
    const original = relative.replace(/\.(?:br|gz)$/, "");
    if (named.has(original) || namedFolders.has(folderOf(original))) continue;
    removeUpTo(staticRoot, path.join(root, relative));
    removed.push(relative);
  }
  return removed;
}
