/**
 * The site's stylesheet as one text: src/styles/global.css with the files it imports in place, in
 * their order, its tokens and breakpoints written in place, unminified: what the build's PostCSS
 * step gives webpack (style-tokens.ts). The studio's previews and the tests read it here.
 */
import path from "node:path";
import { resolvedStylesheet, TOKENS_FILE } from "./style-tokens";

export const STYLESHEET_ENTRY = "src/styles/global.css";

export function siteStylesheet(root: string): string {
  return resolvedStylesheet(path.join(root, STYLESHEET_ENTRY), path.join(root, TOKENS_FILE));
}
