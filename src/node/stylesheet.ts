/**
 * The site's stylesheet as one text: src/styles/global.css with the files it imports in place, in
 * their order (esbuild's CSS bundler, unminified). The build gets the same through webpack; the
 * studio's previews and the tests read it here.
 */
import path from "node:path";
import { buildSync } from "esbuild";

export const STYLESHEET_ENTRY = "src/styles/global.css";

export function siteStylesheet(root: string): string {
  const [output] = buildSync({
    entryPoints: [path.join(root, STYLESHEET_ENTRY)],
    bundle: true,
    write: false,
    logLevel: "silent",
    charset: "utf8",
  }).outputFiles;
  return output.text;
}
