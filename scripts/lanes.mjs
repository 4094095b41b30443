/**
 * The pipeline's choice of lane (npm run changes, scripts/changes.mjs): the code's fingerprint,
 * the markets a content change touches, and the decision. See scripts/changes.mjs for the rules.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { listYamlFiles, marketKeys } from "../src/node/market-files.mjs";

/** What the content team edits: a change within these alone may take the content lane. */
export const CONTENT_DIRS = ["content/", "data/"];

/** The artifact built beside the markets in the code lane: the staging sample the browser tests serve. */
export const STAGING_SAMPLE_BUILD = "fr-staging";

const isContent = (file) => CONTENT_DIRS.some((dir) => file.startsWith(dir));

/** Runs git in `dir`: whether it succeeded, and its output. */
export function git(dir, ...args) {
  const result = spawnSync("git", args, { cwd: dir, encoding: "utf8", maxBuffer: 1 << 28 });
  return { ok: result.status === 0, out: (result.stdout ?? "").trim() };
}

/**
 * The code's fingerprint at `commit`: a SHA-256 of the path, mode and blob id of every tracked
 * file outside content/ and data/, as git records them (so it is the same on any clone).
 */
export function codeFingerprint(dir, commit = "HEAD") {
  const tree = git(dir, "ls-tree", "-r", "--full-tree", commit);
  if (!tree.ok) throw new Error(`git ls-tree ${commit} failed in ${dir}`);
  const lines = tree.out
    .split("\n")
    .filter((line) => line && !isContent(line.slice(line.indexOf("\t") + 1)));
  return crypto.createHash("sha256").update(lines.join("\n")).digest("hex");
}

/** Each market's key, language and pages, from data/countries/ (read as the content check leaves it). */
function marketsOf(dir) {
  const keys = marketKeys(dir);
  const byKey = new Map(
    listYamlFiles(path.join(dir, "data", "countries"))
      .map((file) => {
        try {
          return parse(fs.readFileSync(file, "utf8")) ?? {};
        } catch {
          return {};
        }
      })
      .map((market) => [market.key, market]),
  );
  return keys.map((key) => ({
    key,
    language: byKey.get(key)?.language,
    pages: Array.isArray(byKey.get(key)?.pages) ? byKey.get(key).pages : [],
  }));
}

/**
 * The production markets a change of these content files may alter, in build order. What a
 * file is known to reach narrows the list: an article reaches the markets with a blog, a market's
 * dynamic pages, regions or texts reach that market; any other file under content/ or data/ (the
 * brand, the services, the pictures, a market's own file, which every market links to) reaches
 * them all. The testing blog is built outside production only.
 */
export function marketsTouched(files, dir) {
  const markets = marketsOf(dir);
  const all = markets.map((market) => market.key);
  const touched = new Set();
  const byLowerKey = (segment) => markets.find((market) => market.key.toLowerCase() === segment);
  for (const file of files) {
    const parts = file.split("/");
    if (file.startsWith("content/blog/"))
      for (const market of markets) {
        if (market.pages.includes("BLOG")) touched.add(market.key);
      }
    else if (file.startsWith("content/blog-testing/")) continue;
    else if (file.startsWith("content/locales/")) {
      const speaking = markets.filter((market) => market.language === parts[2]);
      for (const key of speaking.length > 0 ? speaking.map((market) => market.key) : all)
        touched.add(key);
    } else if (file.startsWith("content/dynamic/") || file.startsWith("data/regions/")) {
      const segment =
        (file.startsWith("data/") ? parts[2].replace(/\.ya?ml$/, "") : parts[2]) ?? "";
      const market = byLowerKey(segment);
      for (const key of market ? [market.key] : all) touched.add(key);
    } else for (const key of all) touched.add(key);
  }
  return all.filter((key) => touched.has(key));
}

/** The dist/ folder names of the code lane's artifacts: every market, then the staging sample. */
export function allBuilds(dir) {
  return [...marketKeys(dir).map((key) => key.toLowerCase()), STAGING_SAMPLE_BUILD];
}

/** Each market to deploy with the artifact it deploys: { market: "FR", build: "fr" }. */
export function deploysOf(markets) {
  return markets.map((market) => ({ market, build: market.toLowerCase() }));
}

/**
 * The lane of HEAD in the git checkout `dir`, against `base` (a commit, or empty when there is
 * none), with the fingerprints of the green full runs as file names in `testedDir`.
 */
export function decide(dir, { base, testedDir }) {
  const fingerprint = codeFingerprint(dir);
  const code = (reason, files = []) => ({
    lane: "code",
    reason,
    markets: marketKeys(dir),
    builds: allBuilds(dir),
    deploys: deploysOf(marketKeys(dir)),
    fingerprint,
    base: base || null,
    files,
  });
  if (!base || /^0+$/.test(base)) return code("no base to compare with");
  if (git(dir, "rev-parse", "--is-shallow-repository").out === "true")
    return code("the history is shallow: the base may be missing from it");
  if (!git(dir, "cat-file", "-e", `${base}^{commit}`).ok)
    return code(`the base ${base} is not in the history`);
  const diff = git(dir, "diff", "--name-only", "--no-renames", "-z", base, "HEAD");
  if (!diff.ok) return code(`git diff ${base} HEAD failed`);
  const files = diff.out.split("\0").filter(Boolean);
  const outside = files.filter((file) => !isContent(file));
  if (outside.length > 0)
    return code(
      `${outside.length} changed file${outside.length === 1 ? "" : "s"} outside ${CONTENT_DIRS.join(" and ")}: ${outside.slice(0, 5).join(", ")}${outside.length > 5 ? ", …" : ""}`,
      files,
    );
  if (!testedDir || !fs.existsSync(path.join(testedDir, fingerprint)))
    return code(
      `the code's fingerprint ${fingerprint.slice(0, 12)} was not recorded by a green full run`,
      files,
    );
  const markets = marketsTouched(files, dir);
  return {
    lane: "content",
    reason: `${files.length} changed file${files.length === 1 ? "" : "s"}, all under ${CONTENT_DIRS.join(" or ")}, on code a green full run passed`,
    markets,
    builds: markets.map((key) => key.toLowerCase()),
    deploys: deploysOf(markets),
    fingerprint,
    base,
    files,
  };
}

/** Records HEAD's code as passed by a green full run: a file named by its fingerprint in `dir`. */
export function recordTested(dir, testedDir) {
  const fingerprint = codeFingerprint(dir);
  fs.mkdirSync(testedDir, { recursive: true });
  const commit = git(dir, "rev-parse", "HEAD").out;
  fs.writeFileSync(path.join(testedDir, fingerprint), `${commit}\n`);
  return fingerprint;
}
