/**
 * A build's text output (pages, data files, feeds, sitemaps) must never hold a NUL byte: browsers
 * skip it, but validators reject the page, and crawlers and feed readers may cut the text there.
 * The build ends by looking for one in every such file and stops if it finds any.
 */
import fs from "node:fs";
import path from "node:path";

/** The text files a build writes: HTML pages, JSON data, XML sitemaps and feeds. */
export const TEXT_OUTPUT = /\.(html|json|xml)$/;

export interface NulByteFinding {
  /** The file, relative to the folder searched, with forward slashes. */
  file: string;
  count: number;
  /** The text around the first NUL byte, the NUL shown as `\0`. */
  context: string;
}

function nulFinding(file: string, content: Buffer): NulByteFinding | undefined {
  const first = content.indexOf(0);
  if (first < 0) return undefined;
  let count = 0;
  for (let index = first; index !== -1; index = content.indexOf(0, index + 1)) count += 1;
  const context = content
    .subarray(Math.max(0, first - 30), first + 30)
    .toString("utf8")
    .replace(/\0/g, "\\0")
    .replace(/\s+/g, " ");
  return { file, count, context };
}

/** Every text output file under `dir` that holds a NUL byte, in path order. */
export function findNulBytes(dir: string): NulByteFinding[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_OUTPUT.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .flatMap(
      (file) =>
        nulFinding(path.relative(dir, file).split(path.sep).join("/"), fs.readFileSync(file)) ?? [],
    );
}

/** The build's error message: which files, how many NUL bytes, and where the first one is. */
export function nulBytesMessage(findings: readonly NulByteFinding[], dirName: string): string {
  const lines = findings.map(
    (finding) =>
      `  - ${dirName}/${finding.file}: ${finding.count} NUL byte${finding.count === 1 ? "" : "s"}, first in "…${finding.context}…"`,
  );
  return `${findings.length} output file${findings.length === 1 ? " holds" : "s hold"} NUL bytes, the build stops (see src/node/render-body.ts for how React 18 made them):\n${lines.join("\n")}`;
}
