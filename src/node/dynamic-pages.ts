/**
 * The /de/{slug+} pages (docs/rules.md#dynamic-pages): one YAML file per page under
 * content/dynamic/<market>/, for example content/dynamic/de/aktion/fruehjahr.yaml is
 * /de/aktion/fruehjahr/ in the DE artifact. The build checks each file (file, line, field, value
 * and what is allowed) and writes it as that route's index.json; the browser renders it through
 * the client-only catch-all page.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { Market } from "../shared/keys";
import { TWIN_PREFIX } from "../shared/paths";
import type { DataIssue } from "./data/issues";
import { readYamlFile } from "./data/load";
import { typeset } from "./typography";

export const DYNAMIC_CONTENT_DIR = "content/dynamic";

const text = z.string().trim().min(1, { message: "must be a non-empty text" });

export const DYNAMIC_ACTIONS = ["order", "call", "none"] as const;

export const dynamicPageSchema = z
  .object({
    /** The page's title: <title>, og:title and, unless `heading` is given, its h1. */
    title: text,
    /** The search-engine description (required, docs/rules.md#page-image). */
    description: text,
    heading: text.optional(),
    /** A lead paragraph under the heading. */
    intro: text.optional(),
    sections: z
      .array(
        z
          .object({
            title: text,
            paragraphs: z.array(text).min(1, { message: "must have at least one paragraph" }),
          })
          .strict(),
      )
      .default([]),
    /** What the page ends with: the order-or-call buttons, the call button only, or nothing. */
    action: z.enum(DYNAMIC_ACTIONS).default("order"),
  })
  .strict();

export type DynamicPageContent = z.infer<typeof dynamicPageSchema>;

export interface DynamicPage {
  /** The source file, relative to the project root. */
  file: string;
  /** The page's path: /de/<slug path>/. */
  path: string;
  content: DynamicPageContent;
}

const SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

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
export function loadDynamicPages(root: string, market: Market, takenPaths: ReadonlySet<string>): { pages: DynamicPage[]; issues: DataIssue[] } {
  const dir = path.join(root, DYNAMIC_CONTENT_DIR, market.toLowerCase());
  const issues: DataIssue[] = [];
  const pages: DynamicPage[] = [];
  for (const relativeFile of yamlFilesUnder(dir)) {
    const file = path.posix.join(DYNAMIC_CONTENT_DIR, market.toLowerCase(), relativeFile);
    const segments = relativeFile.replace(/\.ya?ml$/, "").split("/");
    const pagePath = `${TWIN_PREFIX}/${segments.join("/")}/`;
    const badSegment = segments.find((segment) => !SEGMENT.test(segment));
    if (badSegment !== undefined) {
      issues.push({ file, path: ["file name"], value: badSegment, message: "must be a lower-case slug such as fruehjahr-aktion (a-z, 0-9, -); the file's path is the page's path" });
      continue;
    }
    if (takenPaths.has(pagePath)) {
      issues.push({ file, path: ["file name"], value: pagePath, message: "is already a page of this market; choose another file name" });
      continue;
    }
    const source = readYamlFile(path.join(root, file), dynamicPageSchema, file, issues);
    if (source) pages.push({ file, path: pagePath, content: source.value });
  }
  return { pages, issues };
}

/**
 * A dynamic page's texts with the typography of its market's language, as the page data carries
 * them (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text); the file keeps what
 * the team typed. `action` is a keyword, not a text.
 */
export function typesetDynamicPage(page: DynamicPage, language: string): DynamicPage {
  const text = (value: string) => typeset(value, language);
  const { title, description, heading, intro, sections, action } = page.content;
  return {
    ...page,
    content: {
      title: text(title),
      description: text(description),
      ...(heading === undefined ? {} : { heading: text(heading) }),
      ...(intro === undefined ? {} : { intro: text(intro) }),
      sections: sections.map((section) => ({ title: text(section.title), paragraphs: section.paragraphs.map(text) })),
      action,
    },
  };
}
