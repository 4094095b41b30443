import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack from "webpack";
import { COMPILE_HINT, CompileHintsPlugin } from "../../src/node/compile-hints";

/** Builds a two-chunk project (an entry `app` that imports `late` on demand) with the plugin; returns the output files. */
async function build(dir: string): Promise<Record<string, string>> {
  fs.writeFileSync(
    path.join(dir, "index.js"),
    `export function start(n) { return n + 1; }\nimport(/* webpackChunkName: "late" */ "./late.js").then((m) => m.late(start(1)));\n`,
  );
  fs.writeFileSync(path.join(dir, "late.js"), `export function late(n) { return n * 2; }\n`);
  const out = path.join(dir, "out");
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./index.js" },
    output: {
      path: out,
      filename: "[name]-[contenthash].js",
      chunkFilename: "[name]-[contenthash].js",
    },
    devtool: "source-map",
    plugins: [new CompileHintsPlugin(["app"])],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) =>
      error || !result ? reject(error) : compiler.close(() => resolve(result)),
    ),
  );
  if (stats.hasErrors()) throw new Error(stats.toString("errors-only"));
  return Object.fromEntries(
    fs.readdirSync(out).map((file) => [file, fs.readFileSync(path.join(out, file), "utf8")]),
  );
}

describe("compile hints of the start-up bundles", () => {
  let files: Record<string, string>;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-compile-hints-"));
    files = await build(dir);
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const file = (pattern: RegExp) => {
    const name = Object.keys(files).find((candidate) => pattern.test(candidate));
    if (!name)
      throw new Error(`no output file matches ${pattern}: ${Object.keys(files).join(", ")}`);
    return files[name];
  };

  it("puts the hint on the first line of a named chunk, after minification", () => {
    const app = file(/^app-[0-9a-f]+\.js$/);
    expect(app.split("\n")[0]).toBe(COMPILE_HINT);
    expect(app.split("\n")[1]).toMatch(/\S/);
  });

  it("leaves other chunks as they are", () => {
    expect(file(/^late-[0-9a-f]+\.js$/)).not.toContain(COMPILE_HINT);
  });

  it("keeps the source map in step: the hint's line maps to nothing, the code still maps to its source", () => {
    const map = JSON.parse(file(/^app-[0-9a-f]+\.js\.map$/)) as {
      mappings: string;
      sources: string[];
    };
    expect(map.mappings.startsWith(";")).toBe(true);
    expect(map.mappings.slice(1)).toMatch(/^[A-Za-z0-9+/]/);
    expect(map.sources.some((source) => source.endsWith("index.js"))).toBe(true);
  });
});
