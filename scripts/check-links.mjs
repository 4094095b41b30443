#!/usr/bin/env node
/**
 * npm run check:links [-- dir …]: serves each built artifact with the site's own server
 * (scripts/server.mjs, on 127.0.0.1) and crawls it with linkinator: every page of the artifact is a
 * starting point (aliases and /de/ twins are linked from nowhere), and every same-origin link,
 * image, source set, stylesheet and icon on it is requested. Links to other origins (the web app,
 * social networks, the market domains of canonical and alternate links) are skipped, never fetched.
 * Prints the broken links with the page that links to them and exits 1 on any, or when a page of
 * the artifact was not crawled. Default artifacts: each market's dist/<market> and dist/fr-staging.
 *
 * The server listens on a free port, or on E2E_PORT_BASE + 10, + 11, … when that is set.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LinkChecker, LinkState } from "linkinator";
import { createSiteServer, listen } from "./server.mjs";
import { DEFAULT_ARTIFACTS, htmlPages } from "./validate-html.mjs";

/** The address a page file is served at: x/index.html → /x/, 404.html → /404.html. */
export function pagePath(dir, file) {
  const relative = path.relative(dir, file).split(path.sep).join("/");
  const pathname =
    relative === "index.html"
      ? "/"
      : relative.endsWith("/index.html")
        ? `/${relative.slice(0, -"index.html".length)}`
        : `/${relative}`;
  return pathname.split("/").map(encodeURIComponent).join("/");
}

/** Crawls one artifact served at `origin`; returns its broken links and the pages it did not crawl. */
export async function checkArtifact(dir, origin) {
  const paths = htmlPages(dir).map((file) => pagePath(dir, file));
  const crawled = new Set();
  const checker = new LinkChecker();
  checker.on("pagestart", (url) => crawled.add(new URL(url).pathname));
  const { links } = await checker.check({
    path: paths.map((pathname) => `${origin}${pathname}`),
    recurse: true,
    concurrency: 16,
    timeout: 20_000,
    linksToSkip: async (link) => new URL(link).origin !== origin,
  });
  const broken = links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => ({
      url: link.url.replace(origin, ""),
      status: link.status ?? 0,
      parent: link.parent?.replace(origin, "") ?? "(start)",
    }));
  const notCrawled = paths.filter((pathname) => !crawled.has(pathname));
  return {
    pages: paths.length,
    checked: links.filter((link) => link.state !== LinkState.SKIPPED).length,
    skipped: links.length - links.filter((link) => link.state !== LinkState.SKIPPED).length,
    broken,
    notCrawled,
  };
}

async function main(argv) {
  const dirs = argv.length > 0 ? argv : DEFAULT_ARTIFACTS;
  const missing = dirs.filter((dir) => !fs.existsSync(path.join(dir, "index.html")));
  if (missing.length > 0) {
    console.error(
      `No built artifact at ${missing.join(", ")}: build it first (npm run build:all; staging: node scripts/build.mjs --market FR --env staging --out dist/fr-staging).`,
    );
    return 2;
  }
  const portBase = process.env.E2E_PORT_BASE ? Number(process.env.E2E_PORT_BASE) + 10 : 0;
  let failed = false;
  for (const [index, dir] of dirs.entries()) {
    const started = Date.now();
    const server = createSiteServer(path.resolve(dir));
    const { port } = await listen(server, portBase ? portBase + index : 0, "127.0.0.1");
    try {
      const result = await checkArtifact(dir, `http://127.0.0.1:${port}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      for (const link of result.broken)
        console.log(
          `  ${dir}: ${link.url} (${link.status || "no answer"}), linked from ${link.parent}`,
        );
      for (const pathname of result.notCrawled)
        console.log(`  ${dir}: page ${pathname} was not crawled`);
      const ok = result.broken.length === 0 && result.notCrawled.length === 0;
      failed ||= !ok;
      console.log(
        `${ok ? "✔" : "✘"} ${dir}: ${result.pages - result.notCrawled.length} of ${result.pages} pages crawled, ${result.checked} links checked (${result.skipped} to other origins skipped), ${result.broken.length} broken, in ${seconds} s`,
      );
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }
  return failed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  process.exitCode = await main(process.argv.slice(2));
