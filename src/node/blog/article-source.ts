/**
 * An article's .mdx file read the way the content check needs it: the front matter parsed from the
 * text as written (with its real lines), and the body with the line it starts on, so every message
 * points at a line of the file itself.
 */
import matter from "gray-matter";
import type { DataIssue, FieldPath } from "../../rules/data/issues";
import { parseYamlSource, type ParsedYaml } from "../../rules/data/yaml-source";

export interface ArticleSource {
  frontmatter: unknown;
  /** Real line of a front-matter field in the file. */
  locate: (fieldPath: FieldPath) => number | undefined;
  /** A front-matter value as written, to tell "put it in quotes" when YAML read a text as a number. */
  scalarAt: ParsedYaml["scalarAt"];
  body: string;
  /** Line of the file on which the body starts. */
  bodyFirstLine: number;
}

const DELIMITER = /^---\s*$/;

/** Index (0-based) of the line closing the front matter, or -1. */
function closingLine(lines: readonly string[]): number {
  if (!DELIMITER.test(lines[0] ?? "")) return -1;
  return lines.findIndex((line, index) => index > 0 && DELIMITER.test(line));
}

/** The line of the file on which the body starts, as Gatsby's MDX plugin splits it (1 without front matter). */
export function bodyFirstLine(text: string): number {
  const closing = closingLine(text.replace(/^\uFEFF/, "").split(/\r?\n/));
  return closing < 0 ? 1 : closing + 2;
}

export function readArticleSource(
  rawText: string,
  file: string,
  issues: DataIssue[],
): ArticleSource | undefined {
  const text = rawText.replace(/^\uFEFF/, "");
  const lines = text.split(/\r?\n/);
  if (!DELIMITER.test(lines[0] ?? "")) {
    issues.push({
      file,
      line: 1,
      path: ["front matter"],
      value: lines[0] ?? "",
      message:
        "an article starts with its front matter: a line with only ---, the fields (title, description, …), then a line with only ---",
    });
    return undefined;
  }
  const closing = closingLine(lines);
  if (closing < 0) {
    issues.push({
      file,
      line: 1,
      path: ["front matter"],
      value: undefined,
      message:
        "the front matter opened by --- on line 1 is never closed: add a line with only --- after its last field",
    });
    return undefined;
  }
  const before = issues.length;
  const parsed = parseYamlSource(lines.slice(1, closing).join("\n"), file, issues, 2);
  if (!parsed) return undefined;
  // Gatsby's MDX plugin reads the front matter with another YAML parser (js-yaml, through
  // gray-matter): anything it refuses would crash the build with a stack trace, so it is said here.
  try {
    matter(text);
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? String(error);
    issues.push({
      file,
      line: mark?.line === undefined ? 1 : mark.line + 1,
      path: ["front matter"],
      value: undefined,
      message: `is not valid YAML (${reason}); check the indentation (spaces) and put texts with ":", "#" or quotes in quotes`,
    });
  }
  if (issues.length > before) return undefined;
  return {
    frontmatter: parsed.value ?? {},
    locate: parsed.locate,
    scalarAt: parsed.scalarAt,
    body: lines.slice(closing + 1).join("\n"),
    bodyFirstLine: closing + 2,
  };
}
