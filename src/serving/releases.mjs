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
 * the previous release's own hashed bundles and /static/ files that it does not have itself, but
 * not what the previous release had carried in turn, so a release holds at most two builds'
 * files however many deploys came before (<root>/releases/.<hash>.carried.json lists what a
 * release carried). A tab older than the previous release loads its next page afresh, since the
 * page data's hash no longer matches its own. The deploy keeps the newest KEEP releases.
 */
import fs from "node:fs";
import path from "node:path";
import process from "node:process";
import { isBuildInternal, isBundleFile } from "./rules.mjs";

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
  throw new Error(
    `${file} holds no build hash: is ${dir} a built artifact (npm run build -- --out ${dir})?`,
  );
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

/** What a release carried from the one before it (relative paths), kept beside it, outside what is served. */
function carriedFile(release) {
  return path.join(path.dirname(release), `.${path.basename(release)}.carried.json`);
}

function carriedInto(release) {
  try {
    const files = JSON.parse(fs.readFileSync(carriedFile(release), "utf8"));
    return new Set(Array.isArray(files) ? files : []);
  } catch {
    return new Set();
  }
}

/**
 * Copies into `release` what `previous` serves to open tabs and `release` lacks: its own hashed
 * bundles (with their .br and licence files) and /static/ files, not those it had carried itself. `recordAs` is the
 * release whose record lists them (the temporary folder is renamed to it).
 */
function carryOver(previous, release, recordAs = release) {
  const inherited = carriedInto(previous);
  const carried = [];
  const carry = (relative) => {
    const to = path.join(release, relative);
    if (inherited.has(relative) || fs.existsSync(to)) return;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(path.join(previous, relative), to);
    carried.push(relative);
  };
  for (const name of fs.readdirSync(previous)) {
    if (isBundleFile(name)) carry(name);
  }
  const staticDir = path.join(previous, "static");
  if (fs.existsSync(staticDir)) {
    for (const entry of fs.readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile())
        carry(
          path
            .relative(previous, path.join(entry.parentPath, entry.name))
            .split(path.sep)
            .join("/"),
        );
    }
  }
  // A rollback carries into a release that may have carried before: the record keeps both.
  fs.writeFileSync(carriedFile(recordAs), JSON.stringify([...carriedInto(recordAs), ...carried]));
  return carried.length;
}

/** Deletes the oldest releases beyond KEEP, never the current or the previous one. */
function prune(root) {
  const releasesDir = path.join(root, "releases");
  const inUse = new Set([
    releaseOf(path.join(root, "current")),
    releaseOf(path.join(root, "previous")),
  ]);
  const releases = fs
    .readdirSync(releasesDir)
    .filter((name) => !name.startsWith("."))
    .map((name) => ({ name, time: fs.statSync(path.join(releasesDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of releases.slice(KEEP)) {
    if (inUse.has(name)) continue;
    fs.rmSync(path.join(releasesDir, name), { recursive: true, force: true });
    fs.rmSync(carriedFile(path.join(releasesDir, name)), { force: true });
  }
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
    fs.cpSync(dir, temporary, {
      recursive: true,
      filter: (source) =>
        !isBuildInternal(`/${path.relative(dir, source).split(path.sep).join("/")}`),
    });
    if (current) carried = carryOver(path.join(releasesDir, current), temporary, release);
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
  if (current)
    carryOver(path.join(root, "releases", current), path.join(root, "releases", previous));
  switchLink(root, "current", path.join("releases", previous));
  if (current) switchLink(root, "previous", path.join("releases", current));
  return { release: previous };
}
