#!/usr/bin/env node
/**
 * npm run check:html [-- dir …]: every page of the built artifacts through the W3C Nu HTML checker
 * (vnu-jar, run on the machine's Java), in one run. Prints the errors grouped by page and exits 1
 * on any. Default artifacts: each market's dist/<market> and dist/fr-staging.
 *
 * A page is every .html file except Gatsby's slice fragments (_gatsby/slices/), which are pieces
 * the build stitches into the pages, not documents of their own.
 *
 * Every page inlines the site's stylesheet (the same 28 KB in each), and checking that CSS is more
 * than half of the checker's time. Each distinct <style> is therefore checked once, in the first
 * page that carries it; the other pages are checked as copies whose identical <style> is emptied
 * (the element stays, with its line breaks, so every other error keeps its line), and their errors
 * are reported under the page itself.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { marketKeys } from "../src/node/market-files.mjs";
import { htmlPages } from "../src/serving/pages.mjs";

export { htmlPages };

/** Every market's artifact (data/countries/), then the staging build of FR. */
export const DEFAULT_ARTIFACTS = [
  ...marketKeys(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")).map(
    (market) => `dist/${market.toLowerCase()}`,
  ),
  "dist/fr-staging",
];
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

/** Runs vnu once over `files`; returns its messages (errors only, and documents it could not read). */
export function runValidator(files) {
  const result = spawnSync(
    "java",
    [
      "-Xss4m",
      "-jar",
      VNU_JAR,
      "--errors-only",
      "--format",
      "json",
      "--stdout",
      "--exit-zero-always",
      ...files,
    ],
    {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (result.error)
    throw new Error(
      `Could not run Java for the Nu HTML checker (${result.error.message}); install a JRE, e.g. apt-get install openjdk-17-jre-headless`,
    );
  if (result.status !== 0)
    throw new Error(`The Nu HTML checker failed (exit ${result.status}):\n${result.stderr}`);
  return JSON.parse(result.stdout).messages;
}

const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi;

/**
 * The files to give the checker for `pages`: each page itself while its <style>s are all new, else a
 * copy in `tempDir` with the <style>s already seen emptied. Returns [file to check, page] pairs.
 */
export function withStylesOnce(pages, tempDir) {
  const seen = new Set();
  return pages.map((page, index) => {
    const html = fs.readFileSync(page, "utf8");
    let emptied = false;
    const stripped = html.replace(STYLE, (whole, open, css, close) => {
      const digest = crypto.createHash("sha256").update(css).digest("hex");
      if (!seen.has(digest)) {
        seen.add(digest);
        return whole;
      }
      emptied = true;
      return `${open}${css.replace(/[^\n]/g, "")}${close}`;
    });
    if (!emptied) return [page, page];
    const copy = path.join(tempDir, `${index}.html`);
    fs.writeFileSync(copy, stripped);
    return [copy, page];
  });
}

/** The messages grouped by file (relative to `root`), each as "line:column message «extract»". */
export function groupByFile(messages, root = process.cwd()) {
  const groups = new Map();
  for (const message of messages) {
    const file = message.url ? path.relative(root, fileURLToPath(message.url)) : "(unknown file)";
    const where = message.lastLine
      ? `${message.firstLine ?? message.lastLine}:${message.firstColumn ?? message.lastColumn}`
      : "-";
    const extract = message.extract
      ? ` «${message.extract.replace(/\s+/g, " ").trim().slice(0, 120)}»`
      : "";
    const kind = message.type === "error" ? "" : `${message.type}: `;
    groups.set(file, [...(groups.get(file) ?? []), `${where} ${kind}${message.message}${extract}`]);
  }
  return groups;
}

function main(argv) {
  const dirs = argv.length > 0 ? argv : DEFAULT_ARTIFACTS;
  const missing = dirs.filter((dir) => !fs.existsSync(dir));
  if (missing.length > 0) {
    console.error(
      `No artifact at ${missing.join(", ")}: build it first (npm run build:all; staging: node scripts/build.mjs --market FR --env staging --out dist/fr-staging).`,
    );
    return 2;
  }
  const started = Date.now();
  const pages = dirs.flatMap((dir) => htmlPages(dir));
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-html-"));
  let messages;
  try {
    const checked = withStylesOnce(pages, tempDir);
    // The checker names a file by a URL of its own spelling ("file:/tmp/…"): compared as paths.
    const pageOf = new Map(checked.map(([file, page]) => [path.resolve(file), page]));
    messages = runValidator(checked.map(([file]) => file)).map((message) => {
      const page = message.url && pageOf.get(fileURLToPath(message.url));
      return page ? { ...message, url: pathToFileURL(path.resolve(page)).href } : message;
    });
  } finally {
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
  const groups = groupByFile(messages);
  for (const [file, lines] of groups) {
    console.log(`\n${file} (${lines.length} error${lines.length === 1 ? "" : "s"})`);
    for (const line of lines) console.log(`  ${line}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = dirs.map((dir) => `${dir} ${htmlPages(dir).length}`).join(", ");
  if (messages.length > 0) {
    console.error(
      `\n✘ Nu HTML checker: ${messages.length} errors on ${groups.size} of ${pages.length} pages (${counts}) in ${seconds} s`,
    );
    return 1;
  }
  console.log(`✔ Nu HTML checker: ${pages.length} pages valid (${counts}) in ${seconds} s`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = main(process.argv.slice(2));
