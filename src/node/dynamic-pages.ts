/**
 * The /de/{slug+} pages (docs/rules.md#dynamic-pages): one YAML file per page under
 * content/dynamic/<market>/, for example content/dynamic/de/aktion/fruehjahr.yaml is
 * /de/aktion/fruehjahr/ in the DE artifact. The build checks each file (file, line, field, value
 * and what is allowed), and gatsby-node creates the page from it, rendered at build time like any
 * other page (src/node/pages.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { Market } from "../shared/keys";
import type { DataIssue } from "../rules/data/issues";
import { readYamlFile } from "./data/load";
import type { TypographyRules } from "../rules/typography";
import {
  DYNAMIC_CONTENT_DIR,
  dynamicPagePath,
  dynamicPageSchema,
  typesetDynamicContent,
  type DynamicPageContent,
} from "../rules/dynamic-page-content";

export interface DynamicPage {
  /** The source file, relative to the project root. */
  file: string;
  /** The page's path: /de/<slug path>/. */
  path: string;
  content: DynamicPageContent;
}

function yamlFilesUnder(dir: string, relative = ""): string[] {
  const full = path.join(dir, relative);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) return yamlFilesUnder(dir, child);
      return /\.ya?ml$/.test(entry.name) ? [child] : [];
    });
}

/**
 * Reads and checks the dynamic pages of a market. `takenPaths` are the market's other pages, which
 * a dynamic page may not shadow.
 */
export function loadDynamicPages(
  root: string,
  market: Market,
  takenPaths: ReadonlySet<string>,
): { pages: DynamicPage[]; issues: DataIssue[] } {
  const dir = path.join(root, DYNAMIC_CONTENT_DIR, market.toLowerCase());
  const issues: DataIssue[] = [];
  const pages: DynamicPage[] = [];
  for (const relativeFile of yamlFilesUnder(dir)) {
    const file = path.posix.join(DYNAMIC_CONTENT_DIR, market.toLowerCase(), relativeFile);
    const { path: pagePath, issue } = dynamicPagePath(file, relativeFile);
    if (issue) {
      issues.push(issue);
      continue;
    }
    if (takenPaths.has(pagePath)) {
      issues.push({
        file,
        path: ["file name"],
        value: pagePath,
        message: "is already a page of this market; choose another file name",
      });
      continue;
    }
    const source = readYamlFile(path.join(root, file), dynamicPageSchema, file, issues);
    if (source) pages.push({ file, path: pagePath, content: source.value });
  }
  return { pages, issues };
}

/** A dynamic page with the typography of its market's language (typesetDynamicContent), as the page data carries it. */
export function typesetDynamicPage(
  page: DynamicPage,
  language: string | TypographyRules,
): DynamicPage {
  return { ...page, content: typesetDynamicContent(page.content, language) };
}
