/**
 * An article's body compiled to its element tree (src/shared/article-tree.ts), the data its one
 * template renders (docs/decisions.md#d43-one-article-template-the-body-compiled-to-data), and that
 * tree typeset. No file access: the build (src/node/blog/article-tree.ts) and the content studio's
 * preview, which compiles the body being edited in the browser, run this same code.
 *
 * The body is compiled by @mdx-js/mdx with the options gatsby-plugin-mdx gives it, and the
 * compiled code is run with a JSX runtime that records `[type, props, children]` instead of
 * making React elements; the five live-data blocks are passed by name. What such a tree cannot
 * hold is an issue with its file and line: an import or export, an expression, a component that
 * is not a live-data block, an attribute that is not a literal text.
 */
import type { DataIssue } from "../data/issues";
import type { ArticleElement, ArticleNode, ArticlePropValue } from "../../shared/article-tree";
import { LIVE_BLOCKS } from "./live-blocks";
import { hasTypography, NUMBER_PART, typesetParts, type TextPart } from "../typography";

/** The mdast nodes this module looks at (remark-mdx's syntax tree). */
interface MdastNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: MdastAttribute[];
  children?: MdastNode[];
  position?: { start: { line: number } };
}

interface MdastAttribute {
  type: "mdxJsxAttribute" | "mdxJsxExpressionAttribute";
  name?: string;
  value?:
    | string
    | null
    | {
        type: string;
        value: string;
        data?: {
          estree?: {
            body?: Array<{ type: string; expression?: { type: string; value?: unknown } }>;
          };
        };
      };
}

const ALLOWED = `plain Markdown and the live-data blocks ${LIVE_BLOCKS.join(", ")} with attributes written name="value"`;

/** A string written as an attribute's expression, name={"value"}: a literal too. */
function literalExpression(
  value: Exclude<MdastAttribute["value"], string | null | undefined>,
): string | undefined {
  const body = value.data?.estree?.body;
  const expression =
    body?.length === 1 && body[0].type === "ExpressionStatement" ? body[0].expression : undefined;
  return expression?.type === "Literal" && typeof expression.value === "string"
    ? expression.value
    : undefined;
}

/** Every construct of the body that a recorded tree cannot hold, with the line of the file it is on. */
export function unrecordable(tree: MdastNode, file: string, firstLine: number): DataIssue[] {
  const issues: DataIssue[] = [];
  const lineOf = (node: MdastNode) =>
    node.position ? node.position.start.line + firstLine - 1 : undefined;
  const visit = (node: MdastNode) => {
    const line = lineOf(node);
    if (node.type === "mdxjsEsm") {
      issues.push({
        file,
        line,
        path: ["import/export"],
        value: String(node.value).split("\n")[0],
        message: `articles cannot import or export code; allowed: ${ALLOWED}`,
      });
    } else if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") {
      issues.push({
        file,
        line,
        path: ["expression"],
        value: `{${String(node.value)}}`,
        message: `is code, which an article cannot hold; write the braces as \\{ and \\}, or use ${ALLOWED}`,
      });
    } else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      const name = node.name ?? "";
      const tag = `<${name}>`;
      if (!name || /^[A-Z]/.test(name) || name.includes(".")) {
        if (!(LIVE_BLOCKS as readonly string[]).includes(name)) {
          issues.push({
            file,
            line,
            path: [tag],
            value: name || "<>",
            message: `is not a live-data block; allowed: ${ALLOWED}`,
          });
        }
      }
      for (const attribute of node.attributes ?? []) {
        if (attribute.type === "mdxJsxExpressionAttribute") {
          issues.push({
            file,
            line,
            path: [tag],
            value: `{${String(attribute.value)}}`,
            message: `spreads code into the block's attributes; allowed: ${ALLOWED}`,
          });
        } else if (
          typeof attribute.value !== "string" &&
          !(attribute.value && literalExpression(attribute.value) !== undefined)
        ) {
          const written = attribute.value ? `{${attribute.value.value}}` : "(no value)";
          issues.push({
            file,
            line,
            path: [`${tag} ${attribute.name}`],
            value: written,
            message: `is not a literal text; write ${attribute.name}="value"`,
          });
        }
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return issues;
}

/** Stand-in for React.Fragment while recording. */
const FRAGMENT = Symbol("fragment");

function propValue(value: unknown, where: string): ArticlePropValue {
  if (
    value === null ||
    typeof value === "string" ||
    typeof value === "number" ||
    typeof value === "boolean"
  )
    return value;
  if (Array.isArray(value)) return value.map((item) => propValue(item, where));
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, item]) => [
        name,
        propValue(item, `${where}.${name}`),
      ]),
    );
  }
  throw new Error(`${where} is a ${typeof value}, which an article's tree cannot hold`);
}

function childNodes(children: unknown, out: ArticleNode[] = []): ArticleNode[] {
  if (children === undefined || children === null || typeof children === "boolean") return out;
  // A recorded element is an array too: test it first.
  if (isRecorded(children)) {
    out.push(children as ArticleNode);
  } else if (Array.isArray(children)) {
    for (const child of children) childNodes(child, out);
  } else if (typeof children === "string" || typeof children === "number") {
    out.push(String(children));
  } else {
    throw new Error(
      `an element's child is a ${typeof children}, which an article's tree cannot hold`,
    );
  }
  return out;
}

const recorded = new WeakSet<object>();
const isRecorded = (value: unknown) =>
  typeof value === "object" && value !== null && recorded.has(value);

/** The JSX runtime the compiled body runs with: elements become `[type, props, children]`. */
function record(type: unknown, props: Record<string, unknown>): ArticleNode {
  if (type !== FRAGMENT && typeof type !== "string")
    throw new Error(`an element of type ${typeof type} cannot be recorded`);
  const { children, ...rest } = props;
  const element: ArticleNode = [
    type === FRAGMENT ? null : type,
    propValue(rest, String(type === FRAGMENT ? "fragment" : type)) as Record<
      string,
      ArticlePropValue
    >,
    childNodes(children),
  ];
  recorded.add(element);
  return element;
}

export interface CompiledArticle {
  tree?: ArticleNode;
  issues: DataIssue[];
}

/**
 * Compiles an article's body (the .mdx file without its front matter) to its element tree.
 * `file` names the article in messages, `firstLine` is the file's line on which the body starts.
 */
export async function compileArticleTree(
  body: string,
  file: string,
  firstLine = 1,
): Promise<CompiledArticle> {
  const [{ createProcessor, run }, { default: remarkUnwrapImages }] = await Promise.all([
    import("@mdx-js/mdx"),
    import("remark-unwrap-images"),
  ]);
  const issues: DataIssue[] = [];
  // What gatsby-plugin-mdx compiles an article with (its enhanceMdxOptions, for a site without a
  // path prefix or gatsby-remark plugins: its two other plugins change nothing then), in the
  // automatic JSX runtime and as a function body, so that it can be run here; no provider: the
  // live-data blocks are given as components.
  const processor = createProcessor({
    format: "mdx",
    outputFormat: "function-body",
    jsxRuntime: "automatic",
    development: false,
    remarkPlugins: [
      () => (tree: unknown) =>
        void issues.push(...unrecordable(tree as MdastNode, file, firstLine)),
      remarkUnwrapImages,
    ],
    remarkRehypeOptions: { passThrough: ["element"] },
  });
  let code: string;
  try {
    code = String(await processor.process(body));
  } catch (error) {
    // An import fails the compilation of a function body: the check above already said why.
    if (issues.length > 0) return { issues };
    const { line, reason } = error as { line?: number | null; reason?: string };
    issues.push({
      file,
      line: line ? line + firstLine - 1 : undefined,
      path: ["text"],
      value: reason ?? (error as Error).message,
      message: `is not valid MDX; allowed: ${ALLOWED}`,
    });
    return { issues };
  }
  if (issues.length > 0) return { issues };
  const { default: Content } = await run(code, { Fragment: FRAGMENT, jsx: record, jsxs: record });
  const components = Object.fromEntries(LIVE_BLOCKS.map((name) => [name, name]));
  const tree = (Content as unknown as (props: object) => ArticleNode)({ components });
  return { tree, issues };
}

/** Elements that flow inside a line of text: a paragraph is typeset with their text as one. */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "data",
  "del",
  "dfn",
  "em",
  "i",
  "ins",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "ServiceLink",
]);
/** Elements inside a line whose content is not typeset: inline code, and what writes no text of the author's. */
const INLINE_KEPT = new Set(["code", "kbd", "samp", "br", "wbr", "img", "RegionPhone"]);
/** Live-data blocks that write a number in the line: the unit after them keeps to it. */
const INLINE_NUMBER = new Set(["Fact", "Timing"]);

/**
 * An article's element tree with the typography of its language in its text nodes
 * (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text): each block's line of
 * text (a paragraph, a heading, a list item…) is typeset as a whole, across its inline elements;
 * code (inline or in blocks), attributes and the live-data blocks' values are left as they are.
 * Returns a new tree.
 */
export function typesetArticleTree(tree: ArticleNode, language: string): ArticleNode {
  if (typeof tree === "string") return typesetParts([tree], language)[0];
  if (!hasTypography(language)) return tree;
  const copy = structuredClone(tree);
  /** The text nodes of the current line, where they are, and the parts they make. */
  let slots: { children: ArticleNode[]; index: number }[] = [];
  let parts: TextPart[] = [];
  const flush = () => {
    const typeset = typesetParts(parts, language);
    let slot = 0;
    typeset.forEach((part) => {
      if (typeof part !== "string") return;
      const { children, index } = slots[slot];
      children[index] = part;
      slot += 1;
    });
    slots = [];
    parts = [];
  };
  const visit = (element: ArticleElement) => {
    element[2].forEach((child, index, children) => {
      if (typeof child === "string") {
        slots.push({ children, index });
        parts.push(child);
        return;
      }
      const type = child[0];
      if (type !== null && INLINE.has(type)) {
        visit(child); // its text is part of the line
      } else if (type !== null && INLINE_NUMBER.has(type)) {
        parts.push(NUMBER_PART);
      } else if (type !== null && INLINE_KEPT.has(type)) {
        parts.push(null);
      } else if (type === "pre") {
        flush(); // a code block: left as typed, and the end of a line
      } else {
        // A block, or a fragment: a line of its own.
        flush();
        visit(child);
        flush();
      }
    });
  };
  visit(copy);
  flush();
  return copy;
}
