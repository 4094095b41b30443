import fs from "node:fs";
import path from "node:path";

/**
 * The floors of src/: src/shared/ is the ground (the data schema, its types, the route table, the
 * helpers both sides use) and imports nothing of the floors above; the browser's src/runtime/
 * stands on it alone; the pages (templates, components, hooks) never reach into the build's
 * src/node/, type imports included: what both sides share is a contract of src/shared/; and no
 * files of src/ import each other in a circle.
 */
const SRC = path.resolve(__dirname, "../../src");
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The files of src/ that a file imports (relative imports only; packages are not floors). */
function imports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+"(\.{1,2}\/[^"]+)"/g),
  ].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    const base = path.resolve(path.dirname(file), specifier).replace(/\.d\.mts$/, ".mjs");
    const found = EXTENSIONS.map((extension) => base + extension).find(
      (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    );
    return found && found.startsWith(SRC) ? [found] : [];
  });
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, imports(file)]));
const relative = (file: string) => path.relative(SRC, file);
const folderOf = (file: string) => relative(file).split(path.sep)[0];

describe("the floors of src/", () => {
  it("reads the imports of the files it checks", () => {
    expect(graph.get(path.join(SRC, "shared/structured-data.ts"))).toContain(
      path.join(SRC, "shared/data-schema.ts"),
    );
  });

  it.each([
    ["shared", ["shared"]],
    ["runtime", ["runtime", "shared"]],
  ])("src/%s/ imports only from %j", (folder, allowed) => {
    const upward = files
      .filter((file) => folderOf(file) === folder)
      .flatMap((file) =>
        (graph.get(file) ?? [])
          .filter((target) => !allowed.includes(folderOf(target)))
          .map((target) => `${relative(file)} -> ${relative(target)}`),
      );
    expect(upward).toEqual([]);
  });

  it.each([["templates"], ["components"], ["hooks"]])(
    "src/%s/ imports nothing from src/node/, which only the build runs",
    (folder) => {
      const intoNode = files
        .filter((file) => folderOf(file) === folder)
        .flatMap((file) =>
          (graph.get(file) ?? [])
            .filter((target) => folderOf(target) === "node")
            .map((target) => `${relative(file)} -> ${relative(target)}`),
        );
      expect(intoNode).toEqual([]);
    },
  );

  it("has no circle of imports", () => {
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        circles.push([...trail.slice(trail.indexOf(file)), file].map(relative).join(" -> "));
        return;
      }
      state.set(file, "open");
      for (const target of graph.get(file) ?? []) visit(target, [...trail, file]);
      state.set(file, "done");
    };
    for (const file of files) visit(file, []);
    expect(circles).toEqual([]);
  });
});
