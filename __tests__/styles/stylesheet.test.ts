/**
 * The stylesheet's structure (src/styles/): its layers declared once, first; every file imported
 * once and in one layer; each block in the file named after it; the layout primitives; the tokens
 * and the named breakpoints; and the minifier's step that joins the blocks of a layer again.
 */
import fs from "node:fs";
import path from "node:path";
import postcss, { type AtRule, type Root } from "postcss";
import { siteStylesheet } from "../../src/node/stylesheet";
import { styleTokens } from "../../src/node/style-tokens";
import { PINNED_HEIGHTS } from "../../src/runtime/head-script";
import { joinAdjacentLayers } from "../../src/node/stylesheet-layers.cjs";
import { withCssStep } from "../../src/node/bundle-weight";

const ROOT = path.resolve(__dirname, "../..");
const STYLES = path.join(ROOT, "src/styles");
const LAYERS = ["reset", "tokens", "base", "composition", "blocks", "utilities", "exceptions"];

const cssFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".css"))
    .map((name) => name.split(path.sep).join("/"));
const parse = (file: string): Root =>
  postcss.parse(fs.readFileSync(path.join(STYLES, file), "utf8"));
const topLevel = (root: Root) => root.nodes.filter((node) => node.type !== "comment");

/** What an entry imports, in its order; anything else it holds, named. */
const importsOf = (entry: string) =>
  topLevel(parse(entry)).map((node) =>
    node.type === "atrule" && node.name === "import"
      ? /^"\.\/(.+)"$/.exec(node.params)?.[1]
      : `(not an import: ${node.toString().slice(0, 40)})`,
  );

describe("the stylesheet's files", () => {
  // The site's entry, and the one only a market with several languages adds (gatsby-browser.tsx).
  const ENTRIES = ["global.css", "languages.css"];
  const imports = ENTRIES.flatMap(importsOf);

  it("declare the order of the layers once, in the first file the entry imports", () => {
    expect(imports[0]).toBe("layers.css");
    const statements = topLevel(parse("layers.css"));
    expect(statements).toHaveLength(1);
    expect((statements[0] as AtRule).params.split(/\s*,\s*/)).toEqual(LAYERS);
  });

  it("are each imported once by one of the entries, which hold nothing else", () => {
    expect(imports.filter((name) => !name || name.startsWith("(not"))).toEqual([]);
    expect(new Set(imports).size).toBe(imports.length);
    expect([...imports].sort()).toEqual(
      cssFiles(STYLES)
        .filter((file) => !ENTRIES.includes(file))
        .sort(),
    );
  });

  it("keep the styles of several languages out of the entry of a market with one language", () => {
    expect(importsOf("global.css")).not.toContain("blocks/language-picker.css");
    expect(importsOf("global.css")).not.toContain("blocks/zone-table-languages.css");
    expect(importsOf("global.css")).not.toContain("blocks/page-intro-languages.css");
    expect(importsOf("languages.css")).toEqual([
      "blocks/language-picker.css",
      "blocks/languages.css",
      "blocks/page-intro-languages.css",
      "blocks/zone-table-languages.css",
    ]);
  });

  it("each hold one block of one declared layer, the files of blocks/ of the blocks layer", () => {
    for (const file of imports.filter((name) => name !== "layers.css") as string[]) {
      // The breakpoints' names stand beside the tokens' block (custom media are not in a layer).
      const nodes = topLevel(parse(file)).filter(
        (node) =>
          !(file === "tokens.css" && node.type === "atrule" && node.name === "custom-media"),
      );
      expect({
        file,
        blocks: nodes.map((node) =>
          node.type === "atrule" && node.name === "layer" && node.nodes
            ? node.params
            : node.toString().slice(0, 40),
        ),
      }).toEqual({
        file,
        blocks: [
          file.startsWith("blocks/")
            ? "blocks"
            : expect.stringMatching(new RegExp(`^(${LAYERS.join("|")})$`)),
        ],
      });
    }
  });

  it("style each block in the one file named after it: every rule of blocks/<name>.css (and <name>-languages.css) starts from .<name>", () => {
    const astray: string[] = [];
    for (const file of cssFiles(path.join(STYLES, "blocks"))) {
      // <name>-languages.css holds what only a market with several languages adds to block
      // .<name> (src/styles/languages.css).
      const block = file.replace(/\.css$/, "").replace(/-languages$/, "");
      parse(`blocks/${file}`).walkRules((rule) => {
        if (rule.parent?.type === "atrule" && (rule.parent as AtRule).name === "keyframes") return;
        for (const selector of rule.selectors) {
          // The block a rule belongs to: the first class of its selector, without its element or modifier.
          const root = /\.(-?[_a-zA-Z][\w-]*)/.exec(selector)?.[1].replace(/(__|--).*$/, "");
          if (root !== block)
            astray.push(`blocks/${file}: ${selector} (${root ? `block .${root}` : "no block"})`);
        }
      });
    }
    expect(astray).toEqual([]);
  });

  it("lay out with six primitives, which no block redefines", () => {
    const primitives = ["stack", "cluster", "center", "grid", "switcher", "sidebar"];
    const defined: string[] = [];
    postcss.parse(siteStylesheet(ROOT)).walkRules((rule) => {
      const layer = (rule.parent as AtRule | undefined)?.params;
      for (const name of primitives)
        if (rule.selectors.includes(`.${name}`)) defined.push(`${name} in ${layer}`);
    });
    expect([...new Set(defined)].sort()).toEqual(
      primitives.map((name) => `${name} in composition`).sort(),
    );
  });

  it("space with the spacing scale's tokens, a length in rem only where the scale has none", () => {
    const tokens = parse("tokens.css");
    const scale = new Map<string, string>();
    tokens.walkDecls(/^--space-\d+$/, (decl) => void scale.set(decl.value, decl.prop));
    expect(scale.get("1rem")).toBe("--space-4");
    const onScale: string[] = [];
    for (const file of cssFiles(STYLES).filter((name) => name !== "tokens.css")) {
      parse(file).walkDecls(
        /^(margin|padding|gap|row-gap|column-gap|inset|top|right|bottom|left|scroll-padding)(-|$)/,
        (decl) => {
          for (const [length] of decl.value.matchAll(/(?<![\w.-])\d*\.?\d+rem\b/g)) {
            const written = length.startsWith(".") ? `0${length}` : length;
            if (scale.has(written))
              onScale.push(
                `${file}: ${decl.prop}: ${decl.value} (${written} is var(${scale.get(written)}))`,
              );
          }
        },
      );
    }
    expect(onScale).toEqual([]);
  });
});

describe("the tokens", () => {
  const tokens = fs.readFileSync(path.join(STYLES, "tokens.css"), "utf8");
  const others = cssFiles(STYLES).filter((file) => file !== "tokens.css");

  it("hold every colour, z-index and pill radius: the other files name them", () => {
    const raw: string[] = [];
    for (const file of others) {
      parse(file).walkDecls((decl) => {
        const value = decl.value.replace(/var\([^)]*\)/g, "");
        if (/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(/i.test(value))
          raw.push(`${file}: ${decl.prop}: ${decl.value} (a colour)`);
        if (decl.prop === "z-index" && !/^var\(--z-[\w-]+\)$/.test(decl.value))
          raw.push(`${file}: z-index: ${decl.value}`);
        if (/radius/.test(decl.prop) && /\b999px\b/.test(decl.value))
          raw.push(`${file}: ${decl.prop}: ${decl.value} (var(--radius-pill))`);
      });
    }
    expect(raw).toEqual([]);
  });

  it("name each breakpoint once, and the media queries of the other files use the names", () => {
    const named = styleTokens(tokens).breakpoints;
    expect(named.size).toBeGreaterThan(0);
    expect(new Set(named.values()).size).toBe(named.size);
    const written: string[] = [];
    const unknown: string[] = [];
    for (const file of cssFiles(STYLES)) {
      parse(file).walkAtRules("media", (rule) => {
        if (/\d/.test(rule.params.replace(/\(--[\w-]+\)/g, "")))
          written.push(`${file}: @media ${rule.params}`);
        for (const [, name] of rule.params.matchAll(/\((--[\w-]+)\)/g))
          if (!named.has(name)) unknown.push(`${file}: ${name}`);
      });
    }
    expect({ written, unknown }).toEqual({ written: [], unknown: [] });
  });

  it("reach the pages as values and plain media queries, the names written in place", () => {
    const css = siteStylesheet(ROOT);
    const { breakpoints, tokens: values } = styleTokens(tokens);
    const queries: string[] = [];
    const named: string[] = [];
    const tree = postcss.parse(css);
    tree.walkAtRules(/media$/, (rule) => void queries.push(`@${rule.name} ${rule.params}`));
    tree.walkDecls(
      (decl) =>
        void named.push(
          ...[...values.keys()].filter(
            (name) => decl.prop === name || decl.value.includes(`var(${name}`),
          ),
        ),
    );
    expect(queries.filter((query) => /^@custom-media|\(--/.test(query))).toEqual([]);
    for (const query of breakpoints.values()) expect(queries).toContain(`@media ${query}`);
    expect(values.size).toBeGreaterThan(40);
    expect(named).toEqual([]);
  });

  it("keep as custom properties the bars' heights the page's scripts set", () => {
    const css = siteStylesheet(ROOT);
    for (const { name } of PINNED_HEIGHTS) expect(css).toContain(`var(${name})`);
  });

  it("are set in tokens.css only: no other file declares one", () => {
    const names = new Set(styleTokens(tokens).tokens.keys());
    const set: string[] = [];
    for (const file of others)
      parse(file).walkDecls(
        /^--/,
        (decl) => void (names.has(decl.prop) && set.push(`${file}: ${decl.prop}`)),
      );
    expect(set).toEqual([]);
  });
});

describe("joining the layers after they are minified", () => {
  it("joins each run of blocks of one layer that only comments part, keeping the rules' order, and nothing else", async () => {
    const css =
      "@layer a,b;@layer a{x{c:1}}@layer b{y{c:2}}/* file */@layer b{z{c:3}}@media (min-width:1px){q{c:4}}@layer b{w{c:5}}@layer b{v{c:6}}";
    expect((await joinAdjacentLayers({ "styles.css": css })).code).toBe(
      "@layer a,b;@layer a{x{c:1}}@layer b{y{c:2}z{c:3}}/* file */@media (min-width:1px){q{c:4}}@layer b{w{c:5}v{c:6}}",
    );
  });

  it("stops on a named breakpoint left unwritten, which no browser would match", async () => {
    await expect(
      joinAdjacentLayers({ "styles.css": "@layer b{@media (--desktop){x{c:1}}}" }),
    ).rejects.toThrow(/@media \(--desktop\).*breakpoints were not written/);
    await expect(
      joinAdjacentLayers({
        "styles.css": "@custom-media --desktop (min-width:75rem);@layer b{x{c:1}}",
      }),
    ).rejects.toThrow(/@custom-media/);
  });

  it("runs before Gatsby's own CSS minification, with its options, in place of its CSS minimizer", () => {
    class TerserPlugin {}
    class CssMinimizerPlugin {
      options = { minify: "cssnano", minimizerOptions: { preset: "default" } };
    }
    const made: unknown[] = [];
    const replaced = withCssStep(
      [new TerserPlugin(), new CssMinimizerPlugin()],
      joinAdjacentLayers,
      (options) => {
        made.push(options);
        return new CssMinimizerPlugin();
      },
    );
    expect(made).toEqual([
      { minify: [joinAdjacentLayers, "cssnano"], minimizerOptions: [{}, { preset: "default" }] },
    ]);
    expect(replaced.map((plugin) => plugin.constructor.name)).toEqual([
      "TerserPlugin",
      "CssMinimizerPlugin",
    ]);
    expect(() =>
      withCssStep([new TerserPlugin()], joinAdjacentLayers, () => new TerserPlugin()),
    ).toThrow(/no CssMinimizerPlugin/);
  });
});
