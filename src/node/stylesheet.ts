/**
 * The site's stylesheet as one text: src/styles/global.css with the files it imports in place, in
 * their order, then src/styles/languages.css, which the build adds for a market with several
 * languages only (gatsby-browser.tsx) (esbuild's CSS bundler, unminified). The build gets the same
 * through webpack; the studio's previews, which show every market, and the tests read it here.
 */
import path from "node:path";
import { buildSync } from "esbuild";

export const STYLESHEET_ENTRY = "src/styles/global.css";
/** The styles of what only a market with several languages shows: its language picker and language page. */
export const LANGUAGES_STYLESHEET_ENTRY = "src/styles/languages.css";

export function siteStylesheet(root: string): string {
  return [STYLESHEET_ENTRY, LANGUAGES_STYLESHEET_ENTRY]
    .map((entry) => {
      const [output] = buildSync({
        entryPoints: [path.join(root, entry)],
        bundle: true,
        write: false,
        logLevel: "silent",
        charset: "utf8",
      }).outputFiles;
      return output.text;
    })
    .join("\n");
}
