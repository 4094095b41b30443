/**
 * The build's content hash: a digest of everything a build reads (data, content, code, static
 * files, locked dependencies) and of the market and environment it is built for. The same input
 * gives the same hash on any machine; any change of page data or code gives a new one.
 * Every HTML page carries it in <meta name="debrix:hash">, every per-route index.json in `hash`.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { HASH_META_NAME } from "../shared/page-data";
import { rewriteHtmlFiles } from "./html-files";

export const HASHED_INPUTS = [
  "data",
  "content",
  "src",
  "page-queries",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package-lock.json",
];

/**
 * Not inputs of a build: the query types are generated during the build itself, and the content
 * studio (`npm run cms`) is never part of an artifact, so editing it must not make open tabs reload.
 */
const NOT_INPUTS = new Set(["src/gatsby-types.d.ts", "src/studio"]);

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (NOT_INPUTS.has(relative) || !fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [relative];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.posix.join(relative, name)));
}

export interface BuildHashInput {
  root: string;
  market: string;
  siteEnv: string;
}

export function computeBuildHash({ root, market, siteEnv }: BuildHashInput): string {
  const hash = crypto.createHash("sha256");
  hash.update(`market=${market}\nenv=${siteEnv}\n`);
  for (const file of HASHED_INPUTS.flatMap((input) => filesUnder(root, input))) {
    hash.update(`${file}\n`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update("\n");
  }
  return hash.digest("hex").slice(0, 20);
}

const HASH_META = new RegExp(`<meta\\b[^>]*\\bname="${HASH_META_NAME}"[^>]*>`);

/**
 * `html` with the build's hash in its head: the tag put in place of the one an earlier build
 * stamped, or added before </head>. A page without a head is left as it is.
 *
 * The hash is stamped after the build rather than rendered by the pages: it changes with every
 * edit, and a value every page renders would make Gatsby render every page again after a
 * one-article edit, where it renders only the pages whose data changed.
 */
export function withBuildHash(html: string, hash: string): string {
  const tag = `<meta name="${HASH_META_NAME}" content="${hash}"/>`;
  if (HASH_META.test(html)) return html.replace(HASH_META, tag);
  const headEnd = html.indexOf("</head>");
  return headEnd < 0 ? html : `${html.slice(0, headEnd)}${tag}${html.slice(headEnd)}`;
}

/** Stamps `hash` into every HTML file under `publicDir`; returns how many it changed. */
export function stampBuildHashInDir(publicDir: string, hash: string): number {
  return rewriteHtmlFiles(publicDir, (html) => withBuildHash(html, hash));
}
