/**
 * The site's stylesheet as one text: src/styles/global.css with the files it imports in place, in
 * their order, its tokens and breakpoints written in place, unminified: what the build's PostCSS
 * step gives webpack (style-tokens.ts); then src/styles/languages.css the same way, which the build
 * adds for a market with several languages only (gatsby-browser.tsx). The studio's previews, which
 * show every market, and the tests read it here.
 */
import path from "node:path";
import { resolvedStylesheet, TOKENS_FILE } from "./style-tokens";

export const STYLESHEET_ENTRY = "src/styles/global.css";
/** The styles of what only a market with several languages shows: its language picker and language page. */
export const LANGUAGES_STYLESHEET_ENTRY = "src/styles/languages.css";

export function siteStylesheet(root: string): string {
  return [STYLESHEET_ENTRY, LANGUAGES_STYLESHEET_ENTRY]
    .map((entry) => resolvedStylesheet(path.join(root, entry), path.join(root, TOKENS_FILE)))
    .join("\n");
}
