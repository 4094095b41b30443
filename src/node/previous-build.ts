/**
 * An artifact holds one build, not the leftovers of the builds before it in the same folder.
 *
 * Gatsby keeps public/ between builds and deletes the HTML and page-data of a page that is gone,
 * but two kinds of files would outlive the build that wrote them:
 * - webpack's bundles: a changed bundle gets a new content-hashed name and the old file stays;
 * - this site's own outputs (page data, the dynamic pages' HTML, the switcher's catalogs), which
 *   Gatsby does not know: a page or locale removed from the content would still be served.
 * So each build removes them before it writes anything (onPreBuild), and records its own outputs
 * once written (onPostBuild) for the next build to remove. Visitors whose open tab still names an
 * old bundle are served by the deploy, which carries the previous release's bundles
 * (src/serving/releases.mjs), not by the artifact.
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
    const outputs: unknown = JSON.parse(fs.readFileSync(path.join(cacheDir, OWN_OUTPUTS_FILE), "utf8"));
    return Array.isArray(outputs) ? outputs.filter((output): output is string => typeof output === "string") : [];
  } catch {
    return [];
  }
}

/** Removes `target` and then each parent left empty, up to (not including) `root`. */
function removeUpTo(root: string, target: string): void {
  fs.rmSync(target, { recursive: true, force: true });
  for (let dir = path.dirname(target); dir.startsWith(`${root}${path.sep}`); dir = path.dirname(dir)) {
    if (!fs.existsSync(dir) || fs.readdirSync(dir).length > 0) break;
    fs.rmdirSync(dir);
  }
}

/**
 * Removes from public/ every bundle file (webpack writes the ones of this build again) and what
 * the last build recorded as its own outputs. Returns how many of each were removed.
 */
export function removePreviousOutputs(publicDir: string, cacheDir: string): { bundles: number; own: number } {
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
