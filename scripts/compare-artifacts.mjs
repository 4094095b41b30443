#!/usr/bin/env node
/**
 * Compares two built artifacts of one market, e.g. before and after a refactoring, and lists every
 * text file that differs for visitors or hosts: pages, page data and Gatsby's page-data, sitemap,
 * feed, robots.txt, serving rules, and the nginx configuration of the deploy folder beside the
 * artifact (`dist/fr.deploy/`). What a rebuild changes by itself is set aside first:
 * the build hash (<meta name="debrix:hash">, index.json), webpack's compilation hash, the content
 * hashes in bundle names (in texts and file names), the Content-Security-Policy's script hashes,
 * the feed's build time, Gatsby's node ids, and the ids of static queries (Gatsby names their result files after the
 * query text, so results are paired by content).
 *
 *   node scripts/compare-artifacts.mjs /tmp/before-de dist/de [--without-styles]
 *
 * --without-styles also sets aside the pages' inlined stylesheet and their class attributes: what a
 * refactoring of the styles changes by design, so that what is left is text, links, other
 * attributes, head tags and structured data.
 *
 * --without-hreflang also sets aside the pages' hreflang links and the alternates of their page
 * data: what a new market or language adds to every market's shared pages by design, so that what
 * is left shows the rest unchanged.
 *
 * Exits 1 when a file differs, is missing, or is new.
 */
import fs from "node:fs";
import path from "node:path";

const STATIC_QUERY_DIR = "page-data/sq/d";
/** How files of the deploy folder are named in the report. */
const DEPLOY = "<deploy>";

/**
 * The files a visitor or a host reads as text: pages, JSON (page data, Gatsby's page-data, the
 * manifest), the sitemap and feeds, robots.txt, the serving rules (_headers, _redirects,
 * _serving.json) and the nginx configuration. Bundles, images and compressed copies are left out:
 * their names carry their content hash, and the pages that name them are compared.
 */
const TEXT_FILE = /(\.(html|json|xml|txt|conf|webmanifest)|^_headers|^_redirects)$/;

/** The text files of an artifact and of its deploy folder beside it (`<artifact>.deploy/`, named so here). */
function listFiles(root) {
  const files = [...listTextFiles(root)];
  const deploy = `${root}.deploy`;
  if (fs.existsSync(deploy))
    files.push(...listTextFiles(deploy).map((file) => `${DEPLOY}/${file}`));
  return files;
}

function listTextFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEXT_FILE.test(entry.name))
        files.push(path.relative(root, full).split(path.sep).join("/"));
    }
  };
  walk(root);
  return files.sort();
}

function read(root, file) {
  const inDeploy = file.startsWith(`${DEPLOY}/`);
  return fs.readFileSync(
    inDeploy ? path.join(`${root}.deploy`, file.slice(DEPLOY.length + 1)) : path.join(root, file),
    "utf8",
  );
}

/** The hashes one build gives itself, to be replaced by placeholders. */
function buildHashes(root) {
  const home = read(root, "index.html");
  const buildHash = /name="debrix:hash" content="([^"]+)"/.exec(home)?.[1];
  if (!buildHash)
    throw new Error(
      `${root}/index.html has no <meta name="debrix:hash">; is ${root} a built artifact?`,
    );
  const compilationHash = JSON.parse(read(root, "page-data/app-data.json")).webpackCompilationHash;
  return { buildHash, compilationHash };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Bundle names: app-<hash>.js, 452-<hash>.js, <sha1>-<hash>.js, styles.<hash>.css (and their .LICENSE.txt). */
const withoutBundleHashes = (text) =>
  text
    .replace(/([A-Za-z0-9_-]+?)-[0-9a-f]{20}(\.js|\.css)/g, "$1-<hash>$2")
    .replace(/styles\.[0-9a-f]{20}\.css/g, "styles.<hash>.css");

/** The pages' hreflang links and their page data's alternates, set aside by --without-hreflang. */
const withoutHreflang = (text) =>
  text
    .replace(/<link data-rh="true" rel="alternate" hreflang="[^"]*" href="[^"]*"\/>/g, "")
    .replace(/"alternates":\[[^\]]*\]/g, '"alternates":[]');

/** The pages' inlined stylesheets and class attributes, set aside by --without-styles. */
const withoutStyles = (text) =>
  text
    .replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/g, "$1<stylesheet>$2")
    .replace(/\sclass="[^"]*"/g, "");

function normaliser(root, { styles = true, hreflang = true } = {}) {
  const { buildHash, compilationHash } = buildHashes(root);
  const normalise = (text) =>
    withoutBundleHashes(
      text
        .replace(new RegExp(escape(buildHash), "g"), "<build-hash>")
        .replace(new RegExp(escape(compilationHash), "g"), "<compilation-hash>"),
    )
      // The Content-Security-Policy's script hashes (_headers, nginx): inline scripts carry the
      // build's hashes, so theirs change with every build; the scripts themselves are compared in
      // the pages, and the number of hashes stays visible.
      .replace(/'sha256-[A-Za-z0-9+/]{43}='/g, "'sha256-<script-hash>'")
      // The feed's <lastBuildDate> is the time of the build (the rss package writes new Date()).
      .replace(
        /<lastBuildDate>[^<]*<\/lastBuildDate>/g,
        "<lastBuildDate><build-time></lastBuildDate>",
      )
      // Gatsby node ids (UUID v5): those of files and articles depend on the checkout's absolute path.
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<node-id>");
  const normaliseStyles = styles ? normalise : (text) => withoutStyles(normalise(text));
  return hreflang ? normaliseStyles : (text) => withoutHreflang(normaliseStyles(text));
}

/** Pairs the static query result files of both builds by their normalised content. */
function staticQueryIds(before, after, normaliseBefore, normaliseAfter) {
  const ids = (root) =>
    fs.existsSync(path.join(root, STATIC_QUERY_DIR))
      ? fs.readdirSync(path.join(root, STATIC_QUERY_DIR)).map((name) => name.replace(/\.json$/, ""))
      : [];
  const afterByContent = new Map();
  for (const id of ids(after)) {
    const content = normaliseAfter(read(after, `${STATIC_QUERY_DIR}/${id}.json`));
    afterByContent.set(content, [...(afterByContent.get(content) ?? []), id]);
  }
  const pairs = new Map();
  for (const id of ids(before)) {
    const matches =
      afterByContent.get(normaliseBefore(read(before, `${STATIC_QUERY_DIR}/${id}.json`))) ?? [];
    if (matches.length === 1) pairs.set(id, matches[0]);
  }
  return pairs;
}

/** What changed between two texts: the span between their common start and common end, with some context. */
export function changedSpan(a, b, context = 60) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end += 1;
  const from = Math.max(0, start - context);
  return {
    at: start,
    before: a.slice(from, a.length - end + context),
    after: b.slice(from, b.length - end + context),
  };
}

export function compareArtifacts(before, after, { styles = true, hreflang = true } = {}) {
  const normaliseBefore = normaliser(before, { styles, hreflang });
  const normaliseAfterOnly = normaliser(after, { styles, hreflang });
  const pairs = staticQueryIds(before, after, normaliseBefore, normaliseAfterOnly);
  // Static query ids of the after build renamed to the before build's, everywhere they appear.
  const renamed = new Map([...pairs].map(([beforeId, afterId]) => [afterId, beforeId]));
  const renameIds = (text) =>
    renamed.size === 0
      ? text
      : text.replace(new RegExp(`\\b(${[...renamed.keys()].join("|")})\\b`, "g"), (id) =>
          renamed.get(id),
        );
  const normaliseAfter = (text) => renameIds(normaliseAfterOnly(text));
  const afterPath = (file) => {
    const match = new RegExp(`^${STATIC_QUERY_DIR}/(\\d+)\\.json$`).exec(file);
    return match && pairs.has(match[1]) ? `${STATIC_QUERY_DIR}/${pairs.get(match[1])}.json` : file;
  };

  const beforeFiles = listFiles(before);
  const afterFiles = new Set(listFiles(after));
  // Files named after their content (a bundle's .LICENSE.txt) are paired by their name without the hash.
  const afterByName = new Map([...afterFiles].map((file) => [withoutBundleHashes(file), file]));
  const missing = [];
  const differing = [];
  let same = 0;
  for (const file of beforeFiles) {
    const counterpart = afterFiles.has(afterPath(file))
      ? afterPath(file)
      : afterByName.get(withoutBundleHashes(file));
    if (!counterpart || !afterFiles.has(counterpart)) {
      missing.push(file);
      continue;
    }
    afterFiles.delete(counterpart);
    const a = normaliseBefore(read(before, file));
    const b = normaliseAfter(read(after, counterpart));
    if (a === b) {
      same += 1;
      continue;
    }
    differing.push({ file, ...changedSpan(a, b) });
  }
  return { same, missing, added: [...afterFiles], differing };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [before, after] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  if (!before || !after) {
    console.error(
      "usage: compare-artifacts.mjs <before-dir> <after-dir> [--without-styles] [--without-hreflang]",
    );
    process.exit(2);
  }
  const styles = !process.argv.includes("--without-styles");
  const hreflang = !process.argv.includes("--without-hreflang");
  const { same, missing, added, differing } = compareArtifacts(
    path.resolve(before),
    path.resolve(after),
    { styles, hreflang },
  );
  for (const file of missing) console.log(`only before: ${file}`);
  for (const file of added) console.log(`only after:  ${file}`);
  for (const { file, before: a, after: b } of differing)
    console.log(`differs: ${file}\n  before: …${a}…\n  after:  …${b}…`);
  console.log(
    `${same} files the same, ${differing.length} differ, ${missing.length} only before, ${added.length} only after`,
  );
  process.exit(missing.length + added.length + differing.length > 0 ? 1 : 0);
}
