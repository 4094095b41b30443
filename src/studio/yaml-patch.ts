/**
 * What the studio writes when the content team saves a YAML file or an article's front matter:
 * the file as it is on disk with only the changed values replaced in place, so its comments, key
 * order, quoting and `[…]` / `{ … }` lists stay as written (docs/decisions.md#d32-the-studio-saves-values-in-place).
 * Decap's own YAML writer would rewrite the whole file and drop every comment.
 */
import {
  isCollection,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  type Document,
  type Node,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

/** One value to write at a place of the file: a scalar that exists (spliced) or anything else (rebuilt). */
type Change =
  { kind: "scalar"; node: Scalar; value: Json; inFlow: boolean } | { kind: "structure" };

const isObject = (value: unknown): value is { [key: string]: Json } =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value with inner values (a group or a list), which no scalar node can hold. */
const isStructure = (value: unknown): boolean => typeof value === "object" && value !== null;

/** A group of fields, not a date or another object with a value of its own. */
const isPlainObject = (value: unknown): value is { [key: string]: unknown } =>
  isObject(value) && Object.getPrototypeOf(value) === Object.prototype;

/** An optional field the studio sends back empty (a group of empty fields too): the same as leaving it out. */
const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlainObject(value) && Object.values(value).every(isEmpty));

/**
 * A value the studio sends without the fields it sends back empty, as a save writes a field the
 * file did not have: the studio's preview checks the entry in that form. (A text or number the
 * file already has is written even empty, and then refused as empty rather than as missing; a
 * group whose fields were all emptied goes, see `emptied`.)
 */
export function withoutEmptyFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyFields);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      isEmpty(inner) ? [] : [[key, withoutEmptyFields(inner)]],
    ),
  );
}

/** Plain (unquoted) text that YAML reads back as the same string, in a block or inside `[…]` / `{…}` (`inFlow`). */
function plainText(value: string, inFlow: boolean): string | undefined {
  if (
    !/^[^\s\-?:,[\]{}#&*!|>'"%@`]/.test(value) ||
    /:\s|\s#|\s$|\n/.test(value) ||
    (inFlow && /[,[\]{}]/.test(value))
  )
    return undefined;
  const reread = parseDocument(value).toJS();
  return reread === value ? value : undefined;
}

/** The text of a scalar with a new value, quoted as the old one was. */
function scalarText(node: Scalar, value: Json, inFlow: boolean): string | undefined {
  if (typeof value === "number" || typeof value === "boolean")
    return typeof node.value === typeof value ? String(value) : undefined;
  if (typeof value !== "string") return undefined;
  switch (node.type) {
    case Scalar.QUOTE_DOUBLE:
      return JSON.stringify(value);
    case Scalar.QUOTE_SINGLE:
      return `'${value.replace(/'/g, "''")}'`;
    case Scalar.PLAIN:
      return plainText(value, inFlow) ?? JSON.stringify(value);
    default:
      // Block scalars (| and >) are rebuilt with the rest of the document.
      return undefined;
  }
}

/**
 * A group the file fills that the studio sends back with every field empty (an exemption whose
 * fields were all cleared): it goes, as the preview's check reads it (withoutEmptyFields), rather
 * than being written as empty values the build would refuse one by one. A group that is empty in
 * the file too (`notes: { fr: [] }`) stays as written.
 */
const emptied = (node: unknown, value: Json | undefined): boolean =>
  isMap(node) && isPlainObject(value) && isEmpty(value) && !isEmpty(node.toJSON());

/** Walks the document and the new value together, noting what differs. */
function collectChanges(node: Node | null, value: Json, changes: Change[], inFlow = false): void {
  if (isScalar(node) && !isStructure(value)) {
    if (node.value !== value) changes.push({ kind: "scalar", node, value, inFlow });
    return;
  }
  const flow = inFlow || (isCollection(node) && Boolean(node.flow));
  if (isMap(node) && isObject(value)) {
    const keys = new Set<string>();
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      keys.add(key);
      if (!(key in value) || value[key] === undefined || emptied(pair.value, value[key])) {
        changes.push({ kind: "structure" });
        continue;
      }
      collectChanges(pair.value as Node | null, value[key], changes, flow);
    }
    if (Object.entries(value).some(([key, inner]) => !keys.has(key) && !isEmpty(inner)))
      changes.push({ kind: "structure" });
    return;
  }
  if (isSeq(node) && Array.isArray(value)) {
    if (node.items.length !== value.length) {
      changes.push({ kind: "structure" });
      return;
    }
    node.items.forEach((item, index) =>
      collectChanges(item as Node | null, value[index], changes, flow),
    );
    return;
  }
  changes.push({ kind: "structure" });
}

/** Fields that name an entry of a list (a region's key, a zone's id): entries are matched by them, not by position. */
const IDENTITY_FIELDS = ["key", "id"];

/** The field naming every entry of both lists once, if there is one (a list with a repeated id is matched by position). */
function identityField(node: YAMLSeq, value: Json[]): string | undefined {
  const unique = (names: unknown[]) => new Set(names).size === names.length;
  return IDENTITY_FIELDS.find(
    (field) =>
      node.items.every((item) => isMap(item) && isScalar(item.get(field, true))) &&
      value.every((entry) => isObject(entry) && typeof entry[field] === "string") &&
      unique(node.items.map((item) => String((item as YAMLMap).get(field)))) &&
      unique(value.map((entry) => (entry as { [key: string]: Json })[field])),
  );
}

/** Whether `value` cannot go into `node` in place: a group or list where a scalar was (null), or the reverse, or a list for a group. */
const replaces = (node: Node | null, value: Json): boolean =>
  isScalar(node)
    ? isStructure(value)
    : isMap(node)
      ? !isObject(value)
      : isSeq(node)
        ? !Array.isArray(value)
        : true;

/** Sets `value` into the document, keeping the nodes (and so their comments and styles) it can. */
function assign(doc: Document, node: Node | null, value: Json, path: Path): void {
  if (isScalar(node) && !isStructure(value)) {
    if (node.value !== value) node.value = value;
    return;
  }
  if (isMap(node) && isObject(value)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!(key in value) || value[key] === undefined || emptied(pair.value, value[key]))
        node.delete(key);
    }
    for (const [key, inner] of Object.entries(value)) {
      const existing = node.get(key, true) as Node | undefined;
      if (existing === undefined) {
        if (!isEmpty(inner)) node.set(key, doc.createNode(inner));
      } else if (replaces(existing, inner)) node.set(key, doc.createNode(inner));
      else assign(doc, existing, inner, [...path, key]);
    }
    return;
  }
  if (isSeq(node) && Array.isArray(value)) {
    const flowItems =
      node.items.length > 0 && node.items.every((item) => isCollection(item) && item.flow);
    const identity = identityField(node, value);
    if (identity) {
      // An entry added, removed or moved keeps the other entries' nodes, and so their comments.
      const byName = new Map(
        node.items.map((item) => [String((item as YAMLMap).get(identity)), item as Node]),
      );
      node.items = value.map((entry, index) => {
        const existing = byName.get(String((entry as { [key: string]: Json })[identity]));
        if (existing) {
          assign(doc, existing, entry, [...path, index]);
          return existing;
        }
        const created = doc.createNode(entry);
        if (flowItems && isCollection(created)) created.flow = true;
        return created;
      });
      return;
    }
    value.forEach((inner, index) => {
      const existing = node.items[index] as Node | null;
      if (index < node.items.length && replaces(existing, inner))
        node.items[index] = doc.createNode(inner);
      else if (index < node.items.length) assign(doc, existing, inner, [...path, index]);
      else {
        const created = doc.createNode(inner);
        if (flowItems && isCollection(created)) created.flow = true;
        node.items.push(created);
      }
    });
    node.items.splice(value.length);
    return;
  }
  if (path.length === 0) doc.contents = doc.createNode(value);
  else doc.setIn(path, doc.createNode(value));
}

/**
 * The text of a YAML file after the studio's save of `value`. When only existing values changed,
 * each is replaced where it stands and every other byte stays; when entries were added or removed,
 * the document is written again from its parsed form, which keeps comments and key order but may
 * change the spacing inside `{ … }` (docs/decisions.md#d32-the-studio-saves-values-in-place).
 */
export function patchYaml(original: string, value: unknown): string {
  const doc = parseDocument(original);
  if (doc.errors.length > 0)
    throw new Error(
      `cannot keep the file's layout: it is not valid YAML (${doc.errors[0].message})`,
    );
  const next = JSON.parse(JSON.stringify(value ?? null)) as Json;
  const changes: Change[] = [];
  collectChanges(doc.contents as Node | null, next, changes);
  const splices = changes.flatMap((change) => {
    if (change.kind !== "scalar" || !change.node.range) return [undefined];
    const text = scalarText(change.node, change.value, change.inFlow);
    return text === undefined
      ? [undefined]
      : [{ start: change.node.range[0], end: change.node.range[1], text }];
  });
  if (splices.every((splice) => splice !== undefined)) {
    return splices
      .sort((a, b) => b.start - a.start)
      .reduce(
        (text, splice) => text.slice(0, splice.start) + splice.text + text.slice(splice.end),
        original,
      );
  }
  assign(doc, doc.contents as Node | null, next, []);
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

const FRONT_MATTER = /^(---\r?\n)([\s\S]*?\r?\n)?(---[ \t]*(?:\r?\n|$))([\s\S]*)$/;

/** Front matter and body of an article; undefined when the text has no front matter. */
export function splitArticle(
  text: string,
): { opening: string; frontMatter: string; closing: string; body: string } | undefined {
  const match = FRONT_MATTER.exec(text);
  return match
    ? { opening: match[1], frontMatter: match[2] ?? "", closing: match[3], body: match[4] }
    : undefined;
}

/**
 * The text of an article after the studio's save: its front matter patched in place (as
 * `patchYaml`), and its body as the studio sent it, unless that body differs from the file's only
 * by the final line break, so that an article saved unchanged stays byte-identical.
 */
export function patchArticle(original: string, saved: string): string {
  const before = splitArticle(original);
  const after = splitArticle(saved);
  if (!before || !after) return saved;
  const frontMatter = patchYaml(before.frontMatter, parseDocument(after.frontMatter).toJS());
  const sameBody = before.body.replace(/\s+$/, "") === after.body.replace(/\s+$/, "");
  const body = sameBody ? before.body : after.body;
  return `${before.opening}${frontMatter}${before.closing}${body}`;
}
