import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

/**
 * The floors of src/: src/shared/ is the ground (the data schema, its types, the route table, the
 * helpers both sides use) and imports nothing of the floors above; src/rules/ stands on it alone
 * (the data's cross-checks, the article compiler and checks, the page models: code the build, the
 * studio's previews and the browser run alike, so it never reads a file); the browser's
 * src/runtime/ stands on src/shared/ alone; the build's adapters of src/node/ (files, GraphQL,
 * webpack, the steps after the build) may use the rules, never the reverse; the code a browser runs
 * (templates, components, hooks, runtime, the studio's previews) never reaches into src/node/,
 * type imports included; and no files of src/ import each other in a circle.
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

interface ModuleName {
  specifier: string;
  /** `import type …` or `export type …`: gone from the code a bundler writes. */
  typeOnly: boolean;
}

/** Every module a file names: static imports and re-exports (types included), side-effect imports, dynamic imports. */
function moduleNames(file: string): ModuleName[] {
  const text = fs.readFileSync(file, "utf8");
  const statements = [
    ...text.matchAll(/(?:^|\n)\s*(import|export)\b([^;]*?)\bfrom\s+"([^"]+)"/g),
  ].map((match) => ({
    specifier: match[3],
    typeOnly: /^\s*type\b/.test(match[2]),
  }));
  const others = [/(?:^|\n)\s*import\s+"([^"]+)"/g, /\bimport\(\s*"([^"]+)"\s*\)/g].flatMap(
    (pattern) =>
      [...text.matchAll(pattern)].map((match) => ({ specifier: match[1], typeOnly: false })),
  );
  return [...statements, ...others];
}

const specifiers = (file: string) => moduleNames(file).map(({ specifier }) => specifier);

/** The file of src/ a relative specifier names, if any (packages are not floors). */
function resolved(file: string, specifier: string): string | undefined {
  if (!/^\.{1,2}\//.test(specifier)) return undefined;
  const base = path.resolve(path.dirname(file), specifier).replace(/\.d\.mts$/, ".mjs");
  const found = EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
  return found && found.startsWith(SRC) ? found : undefined;
}

/** The files of src/ that a file imports, type imports included. */
const imports = (file: string): string[] =>
  moduleNames(file).flatMap(({ specifier }) => resolved(file, specifier) ?? []);

/** The files of src/ whose code a bundle of `entries` holds: every import followed, but type-only ones. */
function bundled(entries: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const { specifier, typeOnly } of moduleNames(file)) {
      const target = typeOnly ? undefined : resolved(file, specifier);
      if (target) visit(target);
    }
  };
  entries.forEach(visit);
  return found;
}

/** Node's own modules, by either name (`node:fs`, `fs`, `fs/promises`). */
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const isNodeBuiltin = (specifier: string) =>
  specifier.startsWith("node:") ||
  NODE_BUILTINS.has(specifier) ||
  NODE_BUILTINS.has(specifier.split("/")[0]);

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, imports(file)]));
const relative = (file: string) => path.relative(SRC, file);
/** A file's floor: its folder under src/, the studio's browser code (studio/admin) apart from its server. */
const folderOf = (file: string) => {
  const [top, second] = relative(file).split(path.sep);
  return top === "studio" && second === "admin" ? "studio/admin" : top;
};
const arrows = (from: (file: string) => boolean, to: (target: string) => boolean) =>
  files
    .filter(from)
    .flatMap((file) =>
      (graph.get(file) ?? [])
        .filter(to)
        .map((target) => `${relative(file)} -> ${relative(target)}`),
    );

describe("the floors of src/", () => {
  it("reads the imports of the files it checks", () => {
    expect(graph.get(path.join(SRC, "shared/structured-data.ts"))).toContain(
      path.join(SRC, "shared/data-schema.ts"),
    );
    expect(graph.get(path.join(SRC, "rules/market.ts"))).toContain(
      path.join(SRC, "shared/route-table.ts"),
    );
    expect(specifiers(path.join(SRC, "node/build-hash.ts")).some(isNodeBuiltin)).toBe(true);
    // A type import is not bundled: the studio's previews name the server's preview data by its type.
    expect(bundled([path.join(SRC, "studio/admin/previews/app.tsx")])).not.toContain(
      path.join(SRC, "studio/preview-data.ts"),
    );
    expect(bundled([path.join(SRC, "studio/admin/studio.ts")])).toContain(
      path.join(SRC, "studio/live-block-components.ts"),
    );
  });

  it.each([
    ["shared", ["shared"]],
    ["rules", ["rules", "shared"]],
    ["runtime", ["runtime", "shared"]],
  ])("src/%s/ imports only from %j", (folder, allowed) => {
    expect(
      arrows(
        (file) => folderOf(file) === folder,
        (target) => !allowed.includes(folderOf(target)),
      ),
    ).toEqual([]);
  });

  it.each([["shared"], ["rules"]])(
    "src/%s/ imports none of Node's own modules: it runs in the browser too",
    (folder) => {
      const builtins = files
        .filter((file) => folderOf(file) === folder)
        .flatMap((file) =>
          specifiers(file)
            .filter(isNodeBuiltin)
            .map((specifier) => `${relative(file)} -> ${specifier}`),
        );
      expect(builtins).toEqual([]);
    },
  );

  it.each([["templates"], ["components"], ["hooks"], ["runtime"], ["studio/admin"]])(
    "src/%s/ imports nothing from src/node/, which only the build runs",
    (folder) => {
      expect(
        arrows(
          (file) => folderOf(file) === folder,
          (target) => folderOf(target) === "node",
        ),
      ).toEqual([]);
    },
  );

  it("bundles no file of src/node/ into the studio's browser code, through src/studio/'s own files either", () => {
    const inBundle = [...bundled(files.filter((file) => folderOf(file) === "studio/admin"))]
      .filter((file) => folderOf(file) === "node")
      .map(relative);
    expect(inBundle.sort()).toEqual([]);
  });

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
