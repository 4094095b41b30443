/**
 * Atomic deploys of a built artifact into a folder a web server serves through a `current` link
 * (the command: scripts/deploy.mjs, npm run deploy). Plain JavaScript, as the serving rules;
 * types in releases.d.mts.
 *
 * <root>/releases/<build hash>/  one folder per build, written under a temporary name and renamed
 *                                when complete;
 * <root>/current                 the link the server's root points through (nginx: root
 *                                <root>/current), switched by one rename(2), so each request sees
 *                                one release or the other, never a half-copied one;
 * <root>/previous                the release before, for --rollback.
 * Tabs opened before a deploy still ask for the bundles their HTML names: the new release carries
 * the previous release's hashed bundles and /static/ files that it does not have itself. The
 * deploy keeps the newest KEEP releases.
 */
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { HASHED_BUNDLE, isBuildInternal } from "./rules.mjs";

export const KEEP = 5;

/** The build hash an artifact carries in its page data (src/node/page-data.ts). */
export function buildHashOf(dir) {
  const file = path.join(dir, "assets", "data", "index.json");
  try {
    const { hash } = JSON.parse(fs.readFileSync(file, "utf8"));
    if (typeof hash === "string" && /^[0-9a-f]+$/.test(hash)) return hash;
  } catch {
    // reported below
  }
  throw new Error(`${file} holds no build hash: is ${dir} a built artifact (npm run build -- --out ${dir})?`);
}

/** The release a link points at, or undefined. */
function releaseOf(link) {
  try {
    return path.basename(fs.readlinkSync(link));
  } catch {
    return undefined;
  }
}

/** Points `link` at `target` (relative to the root) in one rename, so no request sees it missing. */
function switchLink(root, link, target) {
  const temporary = path.join(root, `.${link}.${process.pid}`);
  fs.rmSync(temporary, { force: true });
  fs.symlinkSync(target, temporary);
  fs.renameSync(temporary, path.join(root, link));
}

/** Copies into `release` what `previous` serves to open tabs and `release` lacks: hashed bundles (and their .br) and /static/ files. */
function carryOver(previous, release) {
  let carried = 0;
  for (const name of fs.readdirSync(previous)) {
    const bundle = name.replace(/\.br$/, "");
    if (!HASHED_BUNDLE.test(`/${bundle}`) || fs.existsSync(path.join(release, name))) continue;
    fs.copyFileSync(path.join(previous, name), path.join(release, name));
    carried += 1;
  }
  const staticDir = path.join(previous, "static");
  if (fs.existsSync(staticDir)) {
    for (const entry of fs.readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const to = path.join(release, "static", path.relative(staticDir, path.join(entry.parentPath, entry.name)));
      if (fs.existsSync(to)) continue;
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(entry.parentPath, entry.name), to);
      carried += 1;
    }
  }
  return carried;
}

/** Deletes the oldest releases beyond KEEP, never the current or the previous one. */
function prune(root) {
  const releasesDir = path.join(root, "releases");
  const inUse = new Set([releaseOf(path.join(root, "current")), releaseOf(path.join(root, "previous"))]);
  const releases = fs
    .readdirSync(releasesDir)
    .filter((name) => !name.startsWith("."))
    .map((name) => ({ name, time: fs.statSync(path.join(releasesDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of releases.slice(KEEP)) if (!inUse.has(name)) fs.rmSync(path.join(releasesDir, name), { recursive: true, force: true });
}

/** Deploys `dir` into `root`; returns the release's name and how many files it carried over. */
export function deploy({ dir, root }) {
  const hash = buildHashOf(dir);
  const releasesDir = path.join(root, "releases");
  const release = path.join(releasesDir, hash);
  fs.mkdirSync(releasesDir, { recursive: true });
  const current = releaseOf(path.join(root, "current"));
  let carried = 0;
  if (current === hash) return { release: hash, carried, switched: false };
  if (!fs.existsSync(release)) {
    const temporary = path.join(releasesDir, `.${hash}.${process.pid}`);
    fs.rmSync(temporary, { recursive: true, force: true });
    fs.cpSync(dir, temporary, { recursive: true, filter: (source) => !isBuildInternal(`/${path.relative(dir, source).split(path.sep).join("/")}`) });
    if (current) carried = carryOver(path.join(releasesDir, current), temporary);
    fs.renameSync(temporary, release);
  }
  if (current) switchLink(root, "previous", path.join("releases", current));
  switchLink(root, "current", path.join("releases", hash));
  prune(root);
  return { release: hash, carried, switched: true };
}

/** Switches `current` back to `previous` (and `previous` to what was current), carrying the left release's bundles over. */
export function rollback({ root }) {
  const current = releaseOf(path.join(root, "current"));
  const previous = releaseOf(path.join(root, "previous"));
  if (!previous) throw new Error(`${root} has no previous release to go back to`);
  // Tabs opened on the release being left ask for its bundles.
  if (current) carryOver(path.join(root, "releases", current), path.join(root, "releases", previous));
  switchLink(root, "current", path.join("releases", previous));
  if (current) switchLink(root, "previous", path.join("releases", current));
  return { release: previous };
}
