import fs from "node:fs";
import path from "node:path";

/**
 * The reasons behind the code live in docs/ (docs/README.md). These tests keep it that way: no
 * file cites a document that is not in the project, and every pointer into docs/ lands on an entry.
 */
const ROOT = path.resolve(__dirname, "../..");
const SELF = path.relative(ROOT, __filename);

const FOLDERS = ["src", "page-queries", "scripts", "__tests__", "__mocks__", "bench", "data", "content", "docs", "static", ".ci"];
const SKIPPED = new Set(["src/gatsby-types.d.ts"]);
const TEXT = /\.(tsx?|mjs|cjs|js|d\.mts|css|ya?ml|json|mdx?|html|txt|sh)$|^\.ci\/run$/;

function filesUnder(relative: string): string[] {
  const full = path.join(ROOT, relative);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [relative];
  return fs
    .readdirSync(full)
    .filter((name) => name !== "node_modules")
    .flatMap((name) => filesUnder(path.posix.join(relative, name)));
}

const rootFiles = fs.readdirSync(ROOT).filter((name) => fs.statSync(path.join(ROOT, name)).isFile() && TEXT.test(name) && name !== "package-lock.json");
const projectFiles = [...rootFiles, ...FOLDERS.flatMap(filesUnder)].filter((file) => TEXT.test(file) && !SKIPPED.has(file));

/** Ways of citing a document outside the project: the old specification, its notes, an issue. */
const OUTSIDE_CITATIONS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: "the specification", pattern: /\bSPEC\b|\bthe spec\b|\bspec's\b|\bspec notes\b|SPEC-NOTES/i },
  { name: "a numbered section (§N)", pattern: /§\d/ },
  { name: "an issue or pull request", pattern: /\b(issue|pull request|PR|ticket)\s*#?\d+/i },
  { name: "the brief", pattern: /\bthe brief\b/i },
];

/** Heading anchors as GitHub makes them: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(markdownFile: string): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, markdownFile), "utf8");
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1])));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

describe("the project's references", () => {
  it("reads the project's own files (the walk finds code, data, content and docs)", () => {
    for (const file of ["README.md", "gatsby-node.ts", "src/shared/route-table.ts", "data/brand.yaml", "docs/rules.md", "bench/README.md"]) {
      expect(projectFiles).toContain(file);
    }
  });

  it("cite no document outside the project (the reasons are in docs/)", () => {
    const citations: string[] = [];
    for (const file of projectFiles) {
      // The legal texts of the catalogs cite paragraphs of laws ("§ 5 DDG"): that is their content.
      if (file === SELF || file.startsWith("content/locales/")) continue;
      const text = fs.readFileSync(path.join(ROOT, file), "utf8");
      text.split("\n").forEach((line, index) => {
        // Playwright's test files are named *.spec.ts; that is not a citation.
        const checked = line.replace(/[\w*-]*\.spec\.ts/g, "");
        for (const { name, pattern } of OUTSIDE_CITATIONS) {
          if (pattern.test(checked)) citations.push(`${file}:${index + 1}: cites ${name}: ${line.trim().slice(0, 120)}`);
        }
      });
    }
    expect(citations).toEqual([]);
  });

  it("point at docs/ entries that exist", () => {
    const anchors = new Map<string, Set<string>>();
    const anchorsIn = (doc: string) => {
      if (!anchors.has(doc)) anchors.set(doc, fs.existsSync(path.join(ROOT, doc)) ? anchorsOf(doc) : new Set());
      return anchors.get(doc) as Set<string>;
    };
    const broken: string[] = [];
    for (const file of projectFiles) {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8");
      for (const match of text.matchAll(/\bdocs\/([\w-]+\.md)(#[\w-]+)?/g)) {
        const doc = `docs/${match[1]}`;
        if (!fs.existsSync(path.join(ROOT, doc))) broken.push(`${file}:${lineOf(text, match.index ?? 0)}: ${match[0]}: no such file`);
        else if (match[2] && !anchorsIn(doc).has(match[2].slice(1))) broken.push(`${file}:${lineOf(text, match.index ?? 0)}: ${match[0]}: no such entry`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("link, from the READMEs and docs/, to files and headings that exist", () => {
    const markdown = projectFiles.filter((file) => file.endsWith(".md") && (file === "README.md" || file.startsWith("docs/") || file.startsWith("bench/")));
    expect(markdown).toEqual(expect.arrayContaining(["README.md", "docs/README.md", "docs/rules.md", "docs/decisions.md", "docs/glossary.md"]));
    const broken: string[] = [];
    for (const file of markdown) {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8");
      for (const match of text.matchAll(/\]\(([^)\s]*?)(#[^)\s]+)?\)/g)) {
        const [link, target, anchor] = match;
        if (/^[a-z]+:/.test(target)) continue;
        const resolved = target === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
        const where = `${file}:${lineOf(text, match.index ?? 0)}: ${link}`;
        if (!fs.existsSync(path.join(ROOT, resolved))) broken.push(`${where}: no such file`);
        else if (anchor && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor.slice(1))) broken.push(`${where}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("make heading anchors as GitHub does", () => {
    expect(anchorOf("D2. /de/ twins exist in every market")).toBe("d2-de-twins-exist-in-every-market");
    expect(anchorOf("D4. A page speaks its market's language")).toBe("d4-a-page-speaks-its-markets-language");
    expect(anchorOf("D18. style-src keeps 'unsafe-inline'")).toBe("d18-style-src-keeps-unsafe-inline");
    expect(anchorOf("Region at start")).toBe("region-at-start");
  });
});
