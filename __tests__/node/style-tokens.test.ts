/**
 * The stylesheet's tokens and breakpoints (src/node/style-tokens.ts): named once in
 * src/styles/tokens.css and written in place in every file PostCSS reads; the values that change
 * stay custom properties; a name nobody defined, or a token set outside tokens.css, stops the build.
 */
import path from "node:path";
import postcss from "postcss";
import {
  inlineImports,
  resolvedStylesheet,
  resolveStyleTokens,
  styleTokens,
  withPostcssPlugins,
  writeStyleTokens,
} from "../../src/node/style-tokens";
import { tempFiles } from "../temp-files";

const TOKENS = `@custom-media --phone (max-width: 39.99rem);
@custom-media --desktop (min-width: 75rem);
@layer tokens {
  :root {
    --color-ink: #14231c;
    --space-2: 0.5rem;
    --focus-outline: 3px solid var(--color-ink);
    --bar-height: 4rem;
    --bar-pinned: var(--bar-height);
    --header-height: 4rem;
    --header-pinned: calc(var(--header-height) + 1px);
  }
  @media (--phone) {
    :root {
      --bar-height: 6rem;
    }
  }
}
`;
const tokensFile = (css = TOKENS) =>
  path.join(tempFiles("style-tokens-", { "tokens.css": css }), "tokens.css");
const write = (css: string, from = "blocks/a.css", file = tokensFile()) =>
  postcss([writeStyleTokens({ tokensFile: file })]).process(css, { from });

describe("the tokens and breakpoints of tokens.css", () => {
  it("are read as names and values, a token written with the tokens it names", () => {
    const { breakpoints, tokens } = styleTokens(TOKENS);
    expect([...breakpoints]).toEqual([
      ["--phone", "(max-width: 39.99rem)"],
      ["--desktop", "(min-width: 75rem)"],
    ]);
    expect([...tokens]).toEqual([
      ["--color-ink", "#14231c"],
      ["--space-2", "0.5rem"],
      ["--focus-outline", "3px solid #14231c"],
      ["--header-height", "4rem"],
    ]);
  });

  it("leave out the values that change: one a media query sets again, one the page's scripts set (--…-pinned)", () => {
    const { tokens } = styleTokens(TOKENS);
    expect(tokens.has("--bar-height")).toBe(false);
    expect(tokens.has("--bar-pinned")).toBe(false);
    expect(tokens.has("--header-pinned")).toBe(false);
  });

  it("refuse a breakpoint that is not one media feature, saying how to write it", () => {
    expect(() => styleTokens("@custom-media --tablet screen and (min-width: 48rem);")).toThrow(
      /@custom-media --name \(feature: value\)/,
    );
  });
});

describe("writing them in place", () => {
  it("gives a block's rules the values, and keeps every other custom property and query as it is", async () => {
    const { css } = await write(
      "@layer blocks { .a { padding: var(--space-2) calc(2 * var(--space-2)); outline: var(--focus-outline); --grid-min: 16rem; width: var(--grid-min, 10rem); } @media (--desktop) { .b { bottom: var(--bar-pinned) } } @media (prefers-reduced-motion: reduce), (--phone) { .c { d: e } } }",
    );
    expect(css).toBe(
      "@layer blocks { .a { padding: 0.5rem calc(2 * 0.5rem); outline: 3px solid #14231c; --grid-min: 16rem; width: var(--grid-min, 10rem); } @media (min-width: 75rem) { .b { bottom: var(--bar-pinned) } } @media (prefers-reduced-motion: reduce), (max-width: 39.99rem) { .c { d: e } } }",
    );
  });

  it("leaves in tokens.css only the values that change, and tells gatsby develop to read a file again when the tokens change", async () => {
    const file = tokensFile();
    const result = await write(TOKENS, file, file);
    expect(postcss.parse(result.css).toString().replace(/\s+/g, " ").trim()).toBe(
      "@layer tokens { :root { --bar-height: 4rem; --bar-pinned: var(--bar-height); --header-pinned: calc(4rem + 1px); } @media (max-width: 39.99rem) { :root { --bar-height: 6rem; } } }",
    );
    expect(result.messages).toContainEqual(expect.objectContaining({ type: "dependency", file }));
    expect(resolveStyleTokens(`${TOKENS}.a{color:var(--color-ink)}`, file)).not.toMatch(
      /@custom-media|--color-ink/,
    );
  });

  it("stops on a breakpoint nobody defined, with the file, the line and the names there are", async () => {
    await expect(
      write(".a { b: c }\n@media (--tablet) { .d { e: f } }", "blocks/d.css"),
    ).rejects.toThrow(
      /blocks\/d\.css:2:1: @media \(--tablet\): no breakpoint of that name; the named ones are --phone, --desktop/,
    );
  });

  it("stops on a block that sets a token, which would then differ from one element to another", async () => {
    await expect(write(".a {\n  --space-2: 1rem;\n}", "blocks/a.css")).rejects.toThrow(
      /blocks\/a\.css:2:3: --space-2 is a token of .*tokens\.css, a value the same everywhere/,
    );
  });
});

describe("taking in the files the stylesheet imports", () => {
  const files = (extra: Record<string, string> = {}) =>
    tempFiles("stylesheet-", {
      "global.css": '@import "./layers.css";\n@import "./blocks/a.css";\n',
      "layers.css": "@layer tokens, blocks;\n",
      "tokens.css": TOKENS,
      "blocks/a.css": '@import "./b.css";\n@layer blocks { .a { padding: var(--space-2) } }\n',
      "blocks/b.css": "@layer blocks { @media (--desktop) { .b { color: var(--color-ink) } } }\n",
      ...extra,
    });

  it("puts each file in place of its import, in order, the files it imports too, and writes the tokens in the whole", () => {
    const dir = files();
    expect(
      resolvedStylesheet(path.join(dir, "global.css"), path.join(dir, "tokens.css"))
        .replace(/\s+/g, " ")
        .trim(),
    ).toBe(
      "@layer tokens, blocks; @layer blocks { @media (min-width: 75rem) { .b { color: #14231c } } } @layer blocks { .a { padding: 0.5rem } }",
    );
  });

  it("tells gatsby develop to read the stylesheet again when an imported file changes", async () => {
    const dir = files();
    const result = await postcss([inlineImports()]).process('@import "./blocks/a.css";', {
      from: path.join(dir, "global.css"),
    });
    expect(
      result.messages
        .filter((message) => message.type === "dependency")
        .map((message) => path.relative(dir, message.file as string)),
    ).toEqual(["blocks/b.css", "blocks/a.css"]);
  });

  it("refuses an import of something other than a file of its own, and a file that imports itself", () => {
    const dir = files({ "loop.css": '@import "./loop.css";' });
    expect(() =>
      resolvedStylesheet(path.join(dir, "loop.css"), path.join(dir, "tokens.css")),
    ).toThrow(/imports itself/);
    const remote = files({ "remote.css": '@import url("https://fonts.example/x.css");' });
    expect(() =>
      resolvedStylesheet(path.join(remote, "remote.css"), path.join(remote, "tokens.css")),
    ).toThrow(/imports its own files only/);
  });
});

describe("the PostCSS step in Gatsby's CSS rules", () => {
  const gatsbyRules = () => [
    { test: /\.js$/, use: [{ loader: "/n/babel-loader/index.js", options: {} }] },
    {
      oneOf: [
        {
          test: /\.module\.css$/,
          use: [
            { loader: "/n/css-loader/dist/cjs.js", options: {} },
            {
              loader: "/n/postcss-loader/dist/cjs.js",
              options: { postcssOptions: () => ({ plugins: ["autoprefixer"] }) },
            },
          ],
        },
        {
          test: /\.css$/,
          use: [
            { loader: "/n/css-loader/dist/cjs.js", options: {} },
            {
              loader: "/n/postcss-loader/dist/cjs.js",
              options: {
                postcssOptions: () => ({ plugins: ["flexbugs", "autoprefixer"], map: false }),
              },
            },
          ],
        },
      ],
    },
  ];

  it("runs the stylesheet's plugins after Gatsby's own, in every postcss-loader, keeping their options", () => {
    const rules = gatsbyRules();
    const plugins = [inlineImports(), writeStyleTokens({ tokensFile: tokensFile() })];
    expect(withPostcssPlugins(rules, plugins)).toBe(2);
    const css = rules[1].oneOf![1].use[1] as {
      options: { postcssOptions: (context: unknown) => unknown };
    };
    expect(css.options.postcssOptions({})).toEqual({
      plugins: ["flexbugs", "autoprefixer", ...plugins],
      map: false,
    });
  });

  it("is an error when Gatsby's rules have no postcss-loader (an upgrade changed them)", () => {
    expect(() =>
      withPostcssPlugins([gatsbyRules()[0]], [writeStyleTokens({ tokensFile: tokensFile() })]),
    ).toThrow(/no postcss-loader/);
  });
});
