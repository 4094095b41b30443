/**
 * The text files the content team edits must be UTF-8. Some Windows editors save Windows-1252 (or
 * UTF-16) by default; read as UTF-8, every accented letter of such a file becomes "�" on the pages,
 * without a word from the parsers. Each file is decoded strictly first, and one that is not UTF-8
 * is named with the line and column of its first bad byte and what to do.
 */
import fs from "node:fs";
import path from "node:path";
import type { DataIssue } from "../../rules/data/issues";

/** The files the content team edits, by folder, and the endings of those read as text. */
const TEXT_FILES: ReadonlyArray<{ dir: string; ending: RegExp }> = [
  { dir: "data", ending: /\.ya?ml$/i },
  { dir: "content/blog", ending: /\.(mdx?|markdown)$/i },
  { dir: "content/blog-testing", ending: /\.(mdx?|markdown)$/i },
  { dir: "content/dynamic", ending: /\.ya?ml$/i },
  { dir: "content/locales", ending: /\.json$/i },
];

const SAVE_AS_UTF8 =
  'save it as UTF-8 (in the editor: "Save with encoding", or "Encoding: UTF-8"), then type the letters that look wrong again';

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    });
}

/**
 * Where a byte sequence stops being UTF-8: the offset of its first bad byte, or -1. Decodes the
 * bytes before it to count lines and columns as an editor shows them.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index];
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte <= 0xdf
          ? 2
          : byte >= 0xe0 && byte <= 0xef
            ? 3
            : byte >= 0xf0 && byte <= 0xf4
              ? 4
              : 0;
    if (length === 0 || index + length > bytes.length) return index;
    for (let next = 1; next < length; next += 1) {
      if ((bytes[index + next] & 0xc0) !== 0x80) return index;
    }
    // Overlong forms, surrogates and values past U+10FFFF are not UTF-8 either.
    const second = bytes[index + 1];
    if (
      (byte === 0xe0 && second < 0xa0) ||
      (byte === 0xed && second > 0x9f) ||
      (byte === 0xf0 && second < 0x90) ||
      (byte === 0xf4 && second > 0x8f)
    )
      return index;
    index += length;
  }
  return -1;
}

/** The issue of one file's bytes, if they are not UTF-8 text. */
export function encodingIssue(file: string, bytes: Uint8Array): DataIssue | undefined {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return {
      file,
      path: ["encoding"],
      value: "UTF-16",
      line: 1,
      message: `is not read: the file is saved as UTF-16; ${SAVE_AS_UTF8}`,
    };
  }
  const bad = firstInvalidUtf8(bytes);
  if (bad < 0) return undefined;
  const before = Buffer.from(bytes.subarray(0, bad)).toString("utf8");
  const lines = before.split("\n");
  const line = lines.length;
  const column = lines[line - 1].length + 1;
  const byte = `0x${bytes[bad].toString(16).toUpperCase().padStart(2, "0")}`;
  const lineText = before.slice(before.lastIndexOf("\n") + 1);
  const where = lineText.trim() === "" ? "" : ` after "${lineText.trim().slice(-30)}"`;
  return {
    file,
    path: ["encoding"],
    value: byte,
    line,
    message: `is not UTF-8 text: byte ${byte} at column ${column}${where} is a letter of another encoding (a file saved as Windows-1252 or Latin-1 by some editors); ${SAVE_AS_UTF8}`,
  };
}

/** Every file the content team edits that is not UTF-8, named with its first bad byte's line. */
export function checkEncodings(root: string): DataIssue[] {
  return TEXT_FILES.flatMap(({ dir, ending }) =>
    filesUnder(path.join(root, dir))
      .filter((file) => ending.test(file))
      .flatMap(
        (file) =>
          encodingIssue(
            path.relative(root, file).split(path.sep).join("/"),
            fs.readFileSync(file),
          ) ?? [],
      ),
  );
}
