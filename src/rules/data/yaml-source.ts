/**
 * YAML text as the content team writes it, parsed with messages a non-developer can act on: the
 * real line in the file, one message per mistake (a tab, a ": " in a text, a "#" that cuts a
 * text) instead of the parser's chain of follow-up errors.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar, visit, type Document, type Node } from "yaml";
import type { DataIssue, FieldPath } from "./issues";
import { lineOf } from "./issues";

export interface ScalarAt {
  path: FieldPath;
  line: number;
  /** The value exactly as written in the file, quotes included. */
  source: string;
  quoted: boolean;
}

export interface ParsedYaml {
  doc: Document;
  value: unknown;
  /** Real line (counted from line 1 of the file) of the field at a path, or of its nearest parent. */
  locate: (fieldPath: FieldPath) => number | undefined;
  /** The scalar value at a path, as written. */
  scalarAt: (fieldPath: FieldPath) => ScalarAt | undefined;
}

/** The name of the field written on a line (`  - title: …` gives `title`), to name it in a message. */
function fieldOnLine(line: string): string | undefined {
  return /^\s*(?:-\s+)?([^\s:#'"][^:#]*?):(\s|$)/.exec(line)?.[1];
}

/**
 * For a quote or bracket left open, the parser stops where it gives up, lines later: the line that
 * opened it is the one to show.
 */
function openingLine(lines: readonly string[], errorLine: number, message: string): number {
  const opened = (line: string): boolean => {
    if (/quote/.test(message)) return ((line.match(/"/g) ?? []).length % 2 === 1) || /:\s+'[^']*$/.test(line);
    if (/^Flow|end with/.test(message)) return (line.match(/[[{]/g) ?? []).length > (line.match(/[\]}]/g) ?? []).length;
    return false;
  };
  for (let line = Math.min(errorLine, lines.length); line >= 1; line -= 1) {
    if (opened(lines[line - 1])) return line;
  }
  return errorLine;
}

/** What a line holds after its field name, as written, to show the value a YAML error is about. */
function writtenValue(line: string): string | undefined {
  const field = fieldOnLine(line);
  const value = field === undefined ? line.trim() : line.slice(line.indexOf(":") + 1).trim();
  return value === "" ? undefined : value;
}

function describeParseError(code: string, message: string, lineText: string): { field?: string; message: string } {
  const field = fieldOnLine(lineText);
  // `number:"+33…"`: YAML needs a space after the colon that ends a field name.
  const noSpace = /^\s*(?:-\s+)?([A-Za-z_][\w-]*):(\S.*)$/.exec(lineText);
  if (noSpace && (code === "BLOCK_AS_IMPLICIT_KEY" || code === "MULTILINE_IMPLICIT_KEY")) {
    return { field: noSpace[1], message: `a space is missing after the colon of the field name: write ${lineText.trim().replace(":", ": ")}` };
  }
  // `- key FR_LYON`: a field name without its colon.
  const noColon = /^\s*(-\s+)?([A-Za-z_][\w-]*)\s+([^:#\s][^:#]*)$/.exec(lineText);
  if (noColon && (code === "BLOCK_AS_IMPLICIT_KEY" || code === "MULTILINE_IMPLICIT_KEY")) {
    return { field: noColon[2], message: `the colon after the field name is missing: write ${noColon[1] ?? ""}${noColon[2]}: ${noColon[3].trim()}` };
  }
  if (/^Flow (sequence|mapping)|end with an? [\]}]/.test(message)) {
    return { field, message: "a list in [ ] or a group in { } is not closed: close every [ with ] and every { with }, on the same line" };
  }
  switch (code) {
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return {
        field,
        message:
          'this text contains ": " (a colon and a space), which YAML reads as the start of a new field; ' +
          `put the whole text in quotes, e.g. ${field ?? "title"}: "${lineText.slice(lineText.indexOf(":") + 1).trim().replace(/"/g, "'")}"`,
      };
    case "DUPLICATE_KEY":
      return { field, message: `the field ${field ? `"${field}" ` : ""}appears twice here; keep only one` };
    case "MISSING_CHAR":
      return /quote/.test(message)
        ? { field, message: "a quoted text is not closed: add the missing closing quote (\" or ')" }
        : { field, message: `a closing bracket is missing (${message}); close every [ with ] and every { with }` };
    case "BAD_INDENT":
    case "BAD_SCALAR_START":
      return { field, message: "the indentation is wrong: fields at the same level must start in the same column (use spaces)" };
    default:
      return {
        field,
        message: `is not valid YAML (${message.split("\n")[0]}); check the indentation (spaces), the quotes and the ": " after each field name`,
      };
  }
}

/** The aliases (`*name`) and anchors (`&name`) of a document, where they are written. */
function referencesOf(doc: Document): Array<{ offset: number; written: string }> {
  const found: Array<{ offset: number; written: string }> = [];
  visit(doc, {
    Alias: (_key, node) => {
      if (node.range) found.push({ offset: node.range[0], written: `*${node.source}` });
    },
    Node: (_key, node) => {
      if (node.anchor && node.range) found.push({ offset: node.range[0], written: `&${node.anchor}` });
    },
  });
  return found;
}

/** Every scalar value of the document with its path, for the checks that need the text as written. */
function scalarsOf(doc: Document, text: string, lineOfOffset: (offset: number) => number): ScalarAt[] {
  const found: ScalarAt[] = [];
  const walk = (node: Node | null | undefined, path: FieldPath) => {
    if (!node) return;
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        walk(pair.value as Node | null, [...path, key]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item as Node, [...path, index]));
    } else if (isScalar(node) && node.range) {
      found.push({
        path,
        line: lineOfOffset(node.range[0]),
        source: text.slice(node.range[0], node.range[1]),
        quoted: node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE,
      });
    }
  };
  walk(doc.contents as Node | null, []);
  return found;
}

/**
 * Parses YAML `text` that starts on line `firstLine` of `file`. Problems go to `issues`; the
 * parsed value is returned only when there are none.
 */
export function parseYamlSource(text: string, file: string, issues: DataIssue[], firstLine = 1): ParsedYaml | undefined {
  const lines = text.split(/\r?\n/);
  const realLine = (line: number) => line + firstLine - 1;

  // A tab in the indentation derails the parser into a message per following token: say "tab" once per line.
  const tabs = lines.flatMap((line, index) => (/^[ ]*\t/.test(line) || /^\s*-\t/.test(line) ? [index + 1] : []));
  if (tabs.length > 0) {
    for (const line of tabs) {
      const spaced = lines[line - 1].replace(/\t/g, " ");
      const field = fieldOnLine(spaced);
      issues.push({
        file,
        line: realLine(line),
        path: field === undefined ? [] : [field],
        value: writtenValue(spaced),
        message: "a tab is not allowed for indentation in YAML; use spaces",
      });
    }
    return undefined;
  }

  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineOfOffset = (offset: number) => realLine(lineCounter.linePos(offset).line);
  if (doc.errors.length > 0) {
    // The first error is the mistake; the next ones are the parser losing its way after it.
    const [first] = doc.errors;
    const line = openingLine(lines, lineCounter.linePos(first.pos[0]).line, first.message);
    const described = describeParseError(first.code, first.message, lines[line - 1] ?? "");
    issues.push({ file, line: realLine(line), path: described.field ? [described.field] : [], value: writtenValue(lines[line - 1] ?? ""), message: described.message });
    return undefined;
  }

  // `*Lyon*` or `&Lyon` unquoted: YAML reads a reference to, or the name of, a repeated block
  // (an alias, an anchor); the content never uses them, so it is a text that needs quotes.
  const references = referencesOf(doc);
  if (references.length > 0) {
    for (const { offset, written } of references) {
      const line = lineOfOffset(offset);
      const lineText = lines[line - firstLine] ?? "";
      const at = Math.max(0, lineText.indexOf(written));
      // In a group in { } the field is the name right before the value.
      const field = /([A-Za-z_][\w-]*):\s*$/.exec(lineText.slice(0, at))?.[1] ?? fieldOnLine(lineText);
      const rest = lineText.slice(at).replace(/\s*[,}\]]*\s*$/, "").replace(/"/g, "'");
      issues.push({
        file,
        line,
        path: field === undefined ? [] : [field],
        value: written,
        message: `starts with "${written[0]}", which YAML reads as a ${written[0] === "*" ? "reference to a repeated block" : "name for a repeated block"}, not as text; put the text in quotes: ${field ?? "name"}: "${rest}"`,
      });
    }
    return undefined;
  }

  const scalars = scalarsOf(doc, text, lineOfOffset);
  // An unquoted " #" starts a comment: `porte #3` is read as "porte". A comment is "# text", with a space.
  let cutTexts = 0;
  const byLine = new Map(scalars.filter((scalar) => !scalar.quoted).map((scalar) => [scalar.line, scalar]));
  lines.forEach((lineText, index) => {
    const scalar = byLine.get(realLine(index + 1));
    if (!scalar) return;
    const at = lineText.indexOf(scalar.source);
    if (at < 0) return;
    const rest = lineText.slice(at + scalar.source.length);
    const cut = /^\s+#([^\s#].*)$/.exec(rest);
    if (!cut) return;
    cutTexts += 1;
    issues.push({
      file,
      line: realLine(index + 1),
      path: scalar.path,
      value: scalar.source,
      message: `is cut at "#": in YAML " #" starts a comment, so "#${cut[1]}" is dropped; put the whole text in quotes: "${scalar.source}${rest.trimEnd().replace(/"/g, "'")}"`,
    });
  });
  if (cutTexts > 0) return undefined;

  return {
    doc,
    value: doc.toJS() as unknown,
    locate: (fieldPath) => {
      const line = lineOf(doc, lineCounter, fieldPath);
      return line === undefined ? undefined : realLine(line);
    },
    scalarAt: (fieldPath) => scalars.find((scalar) => scalar.path.length === fieldPath.length && scalar.path.every((part, index) => part === fieldPath[index])),
  };
}

/**
 * Rewrites a type error on a value YAML read as a number or a yes/no (`+33465710101`, `0612`,
 * `true`) into "put it in quotes", showing the value as it is written.
 */
export function explainUnquoted(issue: DataIssue, parsed: Pick<ParsedYaml, "scalarAt">): DataIssue {
  const wrongType = /^has the wrong type: expected string, got (number|boolean|date)/.exec(issue.message);
  if (!wrongType) return issue;
  const scalar = parsed.scalarAt(issue.path);
  if (!scalar) return issue;
  const kind = wrongType[1] === "boolean" ? "a yes/no value" : `a ${wrongType[1]}`;
  return { ...issue, value: scalar.source, message: `must be a text, but YAML reads ${scalar.source} as ${kind}; put it in quotes: "${scalar.source}"` };
}
