/**
 * The JavaScript a page's first load fetches, chunk by chunk, read from the artifact: the bundles
 * its HTML loads after the first paint (framework and app, src/node/deferred-bundles.ts), then the
 * chunks of its template as Gatsby's chunk mapping lists them (the template's own and the chunks it
 * shares with other templates). Sizes are those of the .br files the servers send.
 * Chunks loaded on demand (the blog search's panel, the locale switcher) are not part of it.
 */
import fs from "node:fs";
import path from "node:path";

/** The kind of a bundle file, for the report: framework, app, page (a template's own chunk) or shared. */
export function chunkKind(file) {
  const name = path.basename(file);
  if (name.startsWith("framework-")) return "framework";
  if (name.startsWith("app-")) return "app";
  if (name.startsWith("component---")) return "page";
  return "shared";
}

function brotliBytes(artifactDir, file) {
  const compressed = path.join(artifactDir, `${file}.br`);
  if (!fs.existsSync(compressed))
    throw new Error(
      `${path.relative(process.cwd(), compressed)} is missing: every bundle of the artifact should have its brotli file`,
    );
  return fs.statSync(compressed).size;
}

/**
 * @returns {{ files: { file: string, kind: string, brotliBytes: number }[], byKind: Record<string, number>, brotliBytes: number }}
 */
export function scriptsOf(artifactDir, pagePath) {
  const html = fs.readFileSync(path.join(artifactDir, pagePath, "index.html"), "utf8");
  const pageData = JSON.parse(
    fs.readFileSync(
      path.join(
        artifactDir,
        "page-data",
        pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, ""),
        "page-data.json",
      ),
      "utf8",
    ),
  );
  const startup = html.match(/\[((?:"\/[^"]+\.js",?)+)\]\.forEach\(function\(src\)/);
  if (!startup) throw new Error(`${pagePath}: no list of deferred bundles in its HTML`);
  const mapping = html.match(/___chunkMapping="((?:[^"\\]|\\.)*)"/);
  if (!mapping) throw new Error(`${pagePath}: no ___chunkMapping in its HTML`);
  const chunks = JSON.parse(JSON.parse(`"${mapping[1]}"`));
  const template = chunks[pageData.componentChunkName];
  if (!template)
    throw new Error(
      `${pagePath}: its template ${pageData.componentChunkName} is not in the chunk mapping`,
    );
  const files = [...new Set([...JSON.parse(`[${startup[1]}]`), ...template])].map((file) => ({
    file,
    kind: chunkKind(file),
    brotliBytes: brotliBytes(artifactDir, file),
  }));
  const byKind = {};
  for (const { kind, brotliBytes: bytes } of files) byKind[kind] = (byKind[kind] ?? 0) + bytes;
  return {
    files,
    byKind,
    brotliBytes: files.reduce((sum, { brotliBytes: bytes }) => sum + bytes, 0),
  };
}
