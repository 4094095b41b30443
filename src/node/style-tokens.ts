/**
 * The design's tokens and breakpoints, named once in src/styles/tokens.css and written in place by
 * the build (docs/decisions.md#d85-tokens-and-breakpoints-written-in-place-by-the-build).
 *
 * - A breakpoint is `@custom-media --desktop (min-width: 75rem);` and a block asks for it with
 *   `@media (--desktop)`, the syntax of CSS Media Queries level 5, which browsers do not read yet
 *   (and a custom property cannot stand in a media query).
 * - A token is a custom property of tokens.css's `:root`: `var(--color-brand)` becomes `#0b5d3b`.
 *   Its value is the same on every element, so writing it in place changes no computed value, and
 *   the stylesheet inlined in every page does not carry each name twice. Two kinds of custom
 *   properties are values that change, and stay custom properties: one that tokens.css declares
 *   again (a media query changes it) and one named `--…-pinned` (the page's scripts set it:
 *   src/hooks/use-pinned-height.ts). Any other custom property (a primitive's parameter such as
 *   `--grid-min`) is a block's, and stays.
 *
 * Every reader of the stylesheet runs it through the same two PostCSS plugins, `inlineImports` and
 * `writeStyleTokens`: Gatsby's PostCSS step over src/styles/global.css, in every stage (the build's
 * and `gatsby develop`'s), and `siteStylesheet` for the studio and the tests. A breakpoint or token asked for but not defined, or a token declared outside tokens.css,
 * stops the build with the file and line.
 */
import fs from "node:fs";
import path from "node:path";
import postcss, { type AtRule, type Declaration, type Plugin, type Root } from "postcss";

export const TOKENS_FILE = "src/styles/tokens.css";

/** `@custom-media --name (feature: value);`: one media feature, which stands in place of `(--name)` as it is. */
const BREAKPOINT = /^(--[\w-]+)\s+(\([^()]+\))$/;
/** A breakpoint asked for in a media query: `(--desktop)`. */
const BREAKPOINT_USE = /\((--[\w-]+)\)/g;
/** A custom property read: `var(--name)` or `var(--name, fallback)`, without nested parentheses in the fallback. */
const TOKEN_USE = /var\(\s*(--[\w-]+)\s*(?:,[^()]*)?\)/g;
/** Custom properties the page's scripts set: they stay custom properties. */
const SET_BY_SCRIPTS = /-pinned$/;

export interface StyleTokens {
  /** Breakpoint name to its media feature. */
  breakpoints: Map<string, string>;
  /** Token name to its value, other tokens written in it. */
  tokens: Map<string, string>;
}

/** The breakpoints and tokens of tokens.css's text or tree. */
export function styleTokens(css: string | Root): StyleTokens {
  const root = typeof css === "string" ? postcss.parse(css) : css;
  const breakpoints = new Map<string, string>();
  root.walkAtRules("custom-media", (rule) => {
    const match = BREAKPOINT.exec(rule.params.trim());
    if (!match)
      throw rule.error(
        `A breakpoint is written @custom-media --name (feature: value); found "@custom-media ${rule.params}"`,
      );
    breakpoints.set(match[1], match[2]);
  });
  const declared = new Map<string, Declaration[]>();
  root.walkDecls(
    /^--/,
    (decl) => void declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), decl]),
  );
  const raw = new Map<string, string>();
  for (const [name, decls] of declared) {
    const [decl] = decls;
    const onRoot =
      decl.parent?.type === "rule" && (decl.parent as { selector: string }).selector === ":root";
    if (decls.length === 1 && onRoot && !SET_BY_SCRIPTS.test(name)) raw.set(name, decl.value);
  }
  const tokens = new Map<string, string>();
  const resolve = (name: string, seen: string[]): string => {
    const known = tokens.get(name);
    if (known !== undefined) return known;
    if (seen.includes(name))
      throw new Error(`The tokens ${[...seen, name].join(" → ")} name each other in a circle`);
    const value = (raw.get(name) ?? "").replace(TOKEN_USE, (use, inner: string) =>
      raw.has(inner) ? resolve(inner, [...seen, name]) : use,
    );
    tokens.set(name, value);
    return value;
  };
  for (const name of raw.keys()) resolve(name, []);
  return { breakpoints, tokens };
}

/**
 * PostCSS plugin: the breakpoints and tokens of `tokensFile` written in place in a file of the
 * stylesheet (or in the whole of it); the definitions dropped, the custom properties that change kept.
 */
export function writeStyleTokens({ tokensFile }: { tokensFile: string }): Plugin {
  return {
    postcssPlugin: "debrix-style-tokens",
    Once(root, { result }) {
      const { breakpoints, tokens } = styleTokens(
        postcss.parse(fs.readFileSync(tokensFile, "utf8")),
      );
      // gatsby develop reads each file again when the tokens change.
      result.messages.push({
        type: "dependency",
        plugin: "debrix-style-tokens",
        file: tokensFile,
        parent: result.opts.from,
      });
      root.walkAtRules("custom-media", (rule) => void rule.remove());
      root.walkDecls((decl) => {
        if (tokens.has(decl.prop)) {
          const onRoot =
            decl.parent?.type === "rule" &&
            (decl.parent as { selector: string }).selector === ":root";
          if (!onRoot)
            throw decl.error(
              `${decl.prop} is a token of ${tokensFile}, a value the same everywhere: set it there only, or give the block a property of its own`,
            );
          decl.remove();
          return;
        }
        decl.value = decl.value.replace(TOKEN_USE, (use, name: string) => tokens.get(name) ?? use);
      });
      root.walkAtRules("media", (rule: AtRule) => {
        rule.params = rule.params.replace(BREAKPOINT_USE, (_, name: string) => {
          const query = breakpoints.get(name);
          if (query === undefined)
            throw rule.error(
              `@media (${name}): no breakpoint of that name; the named ones are ${[...breakpoints.keys()].join(", ") || "none"} (${tokensFile})`,
            );
          return query;
        });
      });
      root.walkRules((rule) => {
        if (rule.nodes.length === 0) rule.remove();
      });
    },
  };
}

/**
 * PostCSS plugin: each `@import "./file.css";` of a file replaced by that file's rules, in order,
 * the files it imports in turn too. Gatsby's css-loader would import them itself, past the PostCSS
 * step (its rule does not pass `importLoaders` on), so the tokens would be written in the entry
 * alone; taken in here, the whole stylesheet goes through the step, in the build and in
 * `gatsby develop`, which is told to read it again when one of them changes.
 */
export function inlineImports(): Plugin {
  return {
    postcssPlugin: "debrix-inline-imports",
    Once(root, { result }) {
      const inline = (node: Root, file: string, seen: string[]) => {
        node.walkAtRules("import", (rule) => {
          const target = /^["'](\.{1,2}\/[^"']+\.css)["']$/.exec(rule.params.trim())?.[1];
          if (!target)
            throw rule.error(
              `@import ${rule.params}: the stylesheet imports its own files only, as "./file.css"`,
            );
          const imported = path.resolve(path.dirname(file), target);
          if (seen.includes(imported))
            throw rule.error(
              `@import ${rule.params}: ${imported} imports itself through ${seen.join(", ")}`,
            );
          const tree = postcss.parse(fs.readFileSync(imported, "utf8"), { from: imported });
          inline(tree, imported, [...seen, imported]);
          result.messages.push({
            type: "dependency",
            plugin: "debrix-inline-imports",
            file: imported,
            parent: file,
          });
          rule.replaceWith(tree.nodes);
        });
      };
      const from = result.opts.from;
      if (!from)
        throw new Error(
          "inlineImports needs the stylesheet's file (the `from` option) to find the files it imports",
        );
      inline(root, from, [from]);
    },
  };
}

/** The stylesheet of `entry` as one text: the files it imports in place, its breakpoints and tokens written in place. */
export function resolvedStylesheet(entry: string, tokensFile: string): string {
  return postcss([inlineImports(), writeStyleTokens({ tokensFile })]).process(
    fs.readFileSync(entry, "utf8"),
    { from: entry },
  ).css;
}

/** A whole stylesheet's breakpoints and tokens written in place (the text holds tokens.css). */
export function resolveStyleTokens(css: string, tokensFile: string): string {
  return postcss([writeStyleTokens({ tokensFile })]).process(css, { from: undefined }).css;
}

/** A webpack rule, as far as this file reads Gatsby's. */
interface Rule {
  oneOf?: Rule[];
  rules?: Rule[];
  use?: unknown;
}

interface PostcssLoader {
  loader: string;
  options: { postcssOptions?: unknown };
}

const isPostcssLoader = (use: unknown): use is PostcssLoader =>
  typeof use === "object" &&
  use !== null &&
  typeof (use as PostcssLoader).loader === "string" &&
  /[\\/]postcss-loader[\\/]/.test((use as PostcssLoader).loader) &&
  typeof (use as PostcssLoader).options === "object";

/**
 * Adds `plugins` after Gatsby's own PostCSS plugins (flexbugs, autoprefixer) in every postcss-loader
 * of the rules; the number of loaders changed, an error when there is none (a Gatsby upgrade
 * changed its CSS rules, and the tokens would not be written).
 */
export function withPostcssPlugins(rules: Rule[], plugins: readonly Plugin[]): number {
  let changed = 0;
  const visit = (rule: Rule) => {
    rule.oneOf?.forEach(visit);
    rule.rules?.forEach(visit);
    for (const use of Array.isArray(rule.use) ? rule.use : []) {
      if (!isPostcssLoader(use)) continue;
      const own = use.options.postcssOptions;
      use.options.postcssOptions = (loaderContext: unknown) => {
        const made = (typeof own === "function" ? own(loaderContext) : (own ?? {})) as {
          plugins?: unknown[];
        };
        return { ...made, plugins: [...(made.plugins ?? []), ...plugins] };
      };
      changed += 1;
    }
  };
  rules.forEach(visit);
  if (changed === 0)
    throw new Error(
      "Gatsby's webpack config has no postcss-loader in its CSS rules: the stylesheet's tokens and breakpoints (src/node/style-tokens.ts) cannot be written",
    );
  return changed;
}
