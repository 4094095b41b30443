/**
 * A real Gatsby build of a copy of the project whose data has a bad edit: the build must stop and
 * say which file, line, field and value are wrong, and what is allowed.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { buildIn, projectCopy } from "./project";

describe("gatsby build with a bad data edit", () => {
  let dir: string;
  /** The files a case edited, with what they held before: put back after each case. */
  const originals = new Map<string, string>();
  const writeEdited = (file: string, text: string) => {
    if (!originals.has(file)) originals.set(file, fs.readFileSync(file, "utf8"));
    fs.writeFileSync(file, text);
  };
  const setField = (file: string, fieldPath: Array<string | number>, value: unknown) => {
    const doc = parseDocument(fs.readFileSync(file, "utf8"));
    doc.setIn(fieldPath, value);
    writeEdited(file, doc.toString());
  };

  // One copy for every case, each edit undone after its case: the builds after the first reuse
  // Gatsby's compiled configuration in .cache/, as a content editor's next build would. The two
  // articles the cases edit are enough: every edit is checked before any page is made.
  beforeAll(() => {
    dir = projectCopy({ articles: ["location-benne-lyon", "location-benne-nantes"] });
  });
  afterEach(() => {
    for (const [file, text] of originals) fs.writeFileSync(file, text);
    originals.clear();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("stops on a field that breaks its file's schema, naming file, line, field, value and what is allowed", () => {
    setField(path.join(dir, "data/regions/fr.yaml"), [2, "number"], "04 65 71 01 01");
    const { status, output, built } = buildIn(dir);
    expect(status).not.toBe(0);
    expect(output).toMatch(/data\/regions\/fr\.yaml:\d+: field \[2\]\.number = "04 65 71 01 01": must be in international form/);
    expect(built).toBe(false);
  });

  it("stops on a reference to something another file does not have", () => {
    setField(path.join(dir, "data/countries/de.yaml"), ["mainNav", 1], "PARTNERS");
    const { status, output, built } = buildIn(dir);
    expect(status).not.toBe(0);
    expect(output).toMatch(/data\/countries\/de\.yaml:\d+: field mainNav\[1\] = "PARTNERS": names a page this market does not have; its pages: HOME, SERVICES/);
    expect(built).toBe(false);
  });

  it("stops on an article whose category is not one of data/blog-categories.yaml, naming the file, the field and the allowed categories", () => {
    const article = path.join(dir, "content/blog/location-benne-lyon/index.mdx");
    writeEdited(article, fs.readFileSync(article, "utf8").replace("category: guides-locaux", "category: guide-local"));
    const { status, output, built } = buildIn(dir, "FR");
    expect(status).not.toBe(0);
    expect(output).toContain(
      'content/blog/location-benne-lyon/index.mdx:7: field category = "guide-local": is not a category of data/blog-categories.yaml; allowed: guides-locaux, regles-dechets, location-engins',
    );
    expect(built).toBe(false);
  });

  it("stops on an article whose front matter is not valid YAML, naming the article and its line, before the MDX plugin can crash on it", () => {
    const article = path.join(dir, "content/blog/location-benne-lyon/index.mdx");
    const text = fs.readFileSync(article, "utf8");
    writeEdited(article, text.replace('title: "Location de benne à Lyon : services, accès et démarches"', "title: Location de benne à Lyon : services, accès et démarches"));
    const { status, output, built } = buildIn(dir, "FR");
    expect(status).not.toBe(0);
    expect(output).toContain('content/blog/location-benne-lyon/index.mdx:2: field title = "Location de benne à Lyon : services, accès et démarches": this text contains ": "');
    expect(output).toContain("put the whole text in quotes");
    // Not the crash it replaces: js-yaml's exception, thrown from inside gatsby-plugin-mdx.
    expect(output).not.toMatch(/YAMLException|gatsby-plugin-mdx|gray-matter/);
    expect(built).toBe(false);
  });

  it("stops on an article whose front matter is never closed, naming the article", () => {
    const article = path.join(dir, "content/blog/location-benne-lyon/index.mdx");
    writeEdited(article, fs.readFileSync(article, "utf8").replace("service: DUMPSTER\n---\n", "service: DUMPSTER\n\n"));
    const { status, output, built } = buildIn(dir, "FR");
    expect(status).not.toBe(0);
    expect(output).toContain("content/blog/location-benne-lyon/index.mdx:1: field front matter = (missing): the front matter opened by --- on line 1 is never closed");
    expect(output).not.toMatch(/YAMLException|gatsby-plugin-mdx|gray-matter/);
    expect(built).toBe(false);
  });

  it("stops on an article naming an unknown region in a live-data block, naming the article", () => {
    const article = path.join(dir, "content/blog/location-benne-nantes/index.mdx");
    writeEdited(article, fs.readFileSync(article, "utf8").replace('region="FR_NANTES"', 'region="FR_NANT"'));
    const { status, output, built } = buildIn(dir, "FR");
    expect(status).not.toBe(0);
    expect(output).toMatch(/content\/blog\/location-benne-nantes\/index\.mdx:\d+: field <RegionServices> region = "FR_NANT": is not a region of market FR/);
    expect(built).toBe(false);
  });

  it("stops on an article whose body holds code the one article template cannot render, naming the article and its line", () => {
    const article = path.join(dir, "content/blog/location-benne-nantes/index.mdx");
    const text = fs.readFileSync(article, "utf8");
    writeEdited(article, text.replace(/\n---\n/, '\n---\n\nexport const note = "brouillon"\n'));
    const { status, output, built } = buildIn(dir, "FR");
    expect(status).not.toBe(0);
    const line = text.split("\n").findIndex((candidate, index) => index > 0 && candidate === "---") + 3;
    expect(output).toContain(`content/blog/location-benne-nantes/index.mdx:${line}: field import/export = "export const note = \\"brouillon\\"": articles cannot import or export code`);
    expect(built).toBe(false);
  });
});
