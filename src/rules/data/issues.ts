/**
 * A data problem, located precisely enough that the content team can fix it without reading code:
 * file, line, field path, the bad value and what is allowed.
 */
import type { Document, LineCounter } from "yaml";
import { isMap, isSeq, isScalar } from "yaml";
import { z } from "zod";

export type FieldPath = ReadonlyArray<string | number>;

export interface DataIssue {
  file: string;
  path: FieldPath;
  value: unknown;
  message: string;
  line?: number;
}

export class DataValidationError extends Error {
  constructor(readonly issues: DataIssue[]) {
    super(
      `${issues.length} problem${issues.length === 1 ? "" : "s"} in data files:\n` +
        issues.map((issue) => `  - ${formatIssue(issue)}`).join("\n"),
    );
    this.name = "DataValidationError";
  }
}

export function formatPath(path: FieldPath): string {
  if (path.length === 0) return "(whole file)";
  return path
    .map((part, index) => (typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join("");
}

export function formatValue(value: unknown): string {
  if (value === undefined) return "(missing)";
  const json = JSON.stringify(value);
  if (json === undefined) return String(value);
  return json.length > 80 ? `${json.slice(0, 77)}...` : json;
}

export function formatIssue(issue: DataIssue): string {
  const where = issue.line ? `${issue.file}:${issue.line}` : issue.file;
  // A problem of the file itself (empty, not readable as YAML or JSON) has no field to show.
  if (issue.path.length === 0 && issue.value === undefined) return `${where}: ${issue.message}`;
  return `${where}: field ${formatPath(issue.path)} = ${formatValue(issue.value)}: ${issue.message}`;
}

export function valueAt(root: unknown, path: FieldPath): unknown {
  let current: unknown = root;
  for (const part of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

/** 1-based line of the YAML node at `path`, or of its nearest existing parent. */
export function lineOf(doc: Document, lineCounter: LineCounter, path: FieldPath): number | undefined {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (node && (isMap(node) || isSeq(node) || isScalar(node)) && node.range) {
      return lineCounter.linePos(node.range[0]).line;
    }
  }
  return undefined;
}

/** The schema of the value at `path` in `schema`, its optional, nullable and refined wrappers taken off. */
function schemaAt(schema: z.ZodTypeAny, path: FieldPath): z.ZodTypeAny | undefined {
  const unwrap = (s: z.ZodTypeAny): z.ZodTypeAny =>
    s instanceof z.ZodOptional || s instanceof z.ZodNullable ? unwrap(s.unwrap()) : s instanceof z.ZodEffects ? unwrap(s.innerType()) : s;
  let current: z.ZodTypeAny | undefined = schema;
  for (const part of path) {
    current = unwrap(current);
    if (current instanceof z.ZodArray && typeof part === "number") current = current.element;
    else if (current instanceof z.ZodObject && typeof part === "string") current = current.shape[part];
    else if (current instanceof z.ZodRecord) current = current.valueSchema;
    else return undefined;
    if (!current) return undefined;
  }
  return unwrap(current);
}

/** Field names an object schema accepts at `path`, to say what is allowed instead of an unknown field. */
function allowedFields(schema: z.ZodTypeAny, path: FieldPath): string[] {
  const current = schemaAt(schema, path);
  return current instanceof z.ZodObject ? Object.keys(current.shape) : [];
}

/** What YAML made of a value zod did not take for a list, as the team wrote it. */
const READ_AS: Readonly<Record<string, string>> = {
  string: "YAML reads this as one text",
  number: "YAML reads this as a number",
  boolean: "YAML reads this as a yes/no value",
  date: "YAML reads this as a date",
  object: "this holds fields",
  null: "this is empty",
};

/**
 * A list field that holds something else, most often a text (`tags: lyon, rhone`, which YAML reads
 * as one text): says how a list is written. A list of single words gets the field written back in
 * brackets with the text's own entries; a list of texts or of entries with fields, one "- " line
 * an entry.
 */
function notAList(issue: z.ZodInvalidTypeIssue, schema: z.ZodTypeAny, data: unknown): string {
  const value = valueAt(data, issue.path);
  const list = schemaAt(schema, issue.path);
  const element = list instanceof z.ZodArray ? schemaAt(list.element, []) : undefined;
  const ofWords = element !== undefined && !(element instanceof z.ZodObject || element instanceof z.ZodArray || element instanceof z.ZodRecord);
  const words = typeof value === "string" ? value.split(",").map((part) => part.trim()) : [];
  const read = READ_AS[issue.received] ?? `YAML reads this as ${issue.received}`;
  if (ofWords && words.length > 0 && words.every((word) => /^[^\s[\]{}]+$/.test(word))) {
    const field = [...issue.path].reverse().find((part) => typeof part === "string");
    return `must be a list, but ${read}; put its entries in brackets: ${field === undefined ? "" : `${field}: `}[${words.join(", ")}]`;
  }
  return `must be a list, but ${read}; write each entry on a line of its own, starting with "- "`;
}

function describeZodIssue(issue: z.ZodIssue, schema: z.ZodTypeAny, data: unknown): string {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_enum_value:
      return `is not allowed; allowed: ${issue.options.join(", ")}`;
    case z.ZodIssueCode.invalid_literal:
      return `is not allowed; allowed: ${JSON.stringify(issue.expected)}`;
    case z.ZodIssueCode.invalid_type:
      if (issue.received === "undefined") return `is required (${issue.expected})`;
      return issue.expected === "array" ? notAList(issue, schema, data) : `has the wrong type: expected ${issue.expected}, got ${issue.received}`;
    case z.ZodIssueCode.too_small:
      return issue.type === "array"
        ? issue.message.startsWith("must") ? issue.message : `must have at least ${String(issue.minimum)} entr${issue.minimum === 1 ? "y" : "ies"}`
        : issue.message.startsWith("must")
          ? issue.message
          : `must be ${issue.inclusive ? "at least" : "greater than"} ${String(issue.minimum)}`;
    case z.ZodIssueCode.too_big:
      return `must be ${issue.inclusive ? "at most" : "less than"} ${String(issue.maximum)}`;
    case z.ZodIssueCode.invalid_union: {
      // A value of the wrong type for every member (a text, or one per language): name them all.
      const firsts = issue.unionErrors.map((error) => error.issues[0]);
      const types = firsts.flatMap((first) =>
        first?.code === z.ZodIssueCode.invalid_type && first.path.length === issue.path.length
          ? [first]
          : [],
      );
      if (types.length === firsts.length && new Set(types.map((type) => type.received)).size === 1)
        return describeZodIssue(
          { ...types[0], expected: types.map((type) => type.expected).join(" or ") as z.ZodParsedType },
          schema,
          data,
        );
      return describeZodIssue(issue.unionErrors[issue.unionErrors.length - 1].issues[0], schema, data);
    }
    default:
      return issue.message;
  }
}

/** Turns a zod failure into one DataIssue per problem, unknown fields split out one by one. */
export function zodIssues(
  error: z.ZodError,
  schema: z.ZodTypeAny,
  file: string,
  data: unknown,
  locate: (path: FieldPath) => number | undefined,
): DataIssue[] {
  return error.issues.flatMap((issue): DataIssue[] => {
    if (issue.code === z.ZodIssueCode.unrecognized_keys) {
      const allowed = allowedFields(schema, issue.path);
      return issue.keys.map((unknownKey) => {
        const path = [...issue.path, unknownKey];
        return {
          file,
          path,
          value: valueAt(data, path),
          line: locate(path),
          message: `is not a known field here; allowed fields: ${allowed.join(", ")}`,
        };
      });
    }
    if (issue.code === z.ZodIssueCode.invalid_union) {
      const inner = issue.unionErrors[issue.unionErrors.length - 1].issues[0];
      const path = inner?.path.length ? inner.path : issue.path;
      return [{ file, path, value: valueAt(data, path), line: locate(path), message: describeZodIssue(issue, schema, data) }];
    }
    return [
      {
        file,
        path: issue.path,
        value: valueAt(data, issue.path),
        line: locate(issue.path),
        message: describeZodIssue(issue, schema, data),
      },
    ];
  });
}

/** A parsed file, with a way to find the line of any field in it. */
export interface SourceFile<T> {
  file: string;
  value: T;
  locate: (fieldPath: FieldPath) => number | undefined;
}
