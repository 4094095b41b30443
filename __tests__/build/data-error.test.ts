/**
 * Real Gatsby builds of a copy of the project with bad edits: the build must stop and say, for
 * every one of them at once, which file, line, field and value are wrong, and what is allowed.
 * Each build holds the bad edits one report can show together: a data file that breaks its schema
 * hides the checks that need the data (a reference between files, an article's category), so those
 * have builds of their own.
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
  // Gatsby's compiled configuration in .cache/, as a content editor's next build would. The four
  // articles the cases edit are enough: every edit is checked before any page is made.
  beforeAll(() => {
    dir = projectCopy({
      articles: [
        "location-benne-lyon",
        "location-benne-nantes",
        "big-bag-lyon",
        "amiante-reglementation-chantier",
      ],
    });
  });
  const editArticle = (slug: string, from: string | RegExp, to: string) => {
    const article = path.join(dir, "content/blog", slug, "index.mdx");
    const text = fs.readFileSync(article, "utf8");
    const edited = text.replace(from, to);
    if (edited === text) throw new Error(`the edit of ${slug} found nothing to replace: ${from}`);
    writeEdited(article, edited);
    return text;
  };
  /** A failed build's output, which names `count` problems and has built no page. */
  const failedBuild = (market: string, count: number) => {
    const { status, output, built } = buildIn(dir, market);
    expect(status).not.toBe(0);
    expect(built).toBe(false);
    expect(output).toContain(
      `Invalid content, the build stops. ${count} problem${count === 1 ? "" : "s"} in the content`,
    );
    return output;
  };
  afterEach(() => {
    for (const [file, text] of originals) fs.writeFileSync(file, text);
    originals.clear();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("stops on a field that breaks its file's schema and on broken front matter, naming file, line, field, value and what is allowed for each", () => {
    setField(path.join(dir, "data/regions/fr.yaml"), [2, "number"], "04 65 71 01 01");
    editArticle(
      "big-bag-lyon",
      'title: "Big bag à Lyon et Saint-Étienne : le guide pratique"',
      "title: Big bag à Lyon et Saint-Étienne : le guide pratique",
    );
    editArticle(
      "amiante-reglementation-chantier",
      "service: ASBESTOS\n---\n",
      "service: ASBESTOS\n\n",
    );
    const output = failedBuild("FR", 3);
    expect(output).toMatch(
      /data\/regions\/fr\.yaml:\d+: field \[2\]\.number = "04 65 71 01 01": must be in international form/,
    );
    // Front matter that is not valid YAML, reported before the MDX plugin can crash on it.
    expect(output).toContain(
      'content/blog/big-bag-lyon/index.mdx:2: field title = "Big bag à Lyon et Saint-Étienne : le guide pratique": this text contains ": "',
    );
    expect(output).toContain("put the whole text in quotes");
    expect(output).toContain(
      "content/blog/amiante-reglementation-chantier/index.mdx:1: field front matter = (missing): the front matter opened by --- on line 1 is never closed",
    );
    // Not the crash it replaces: js-yaml's exception, thrown from inside gatsby-plugin-mdx.
    expect(output).not.toMatch(/YAMLException|gatsby-plugin-mdx|gray-matter/);
  });

  it("stops on a reference to something another file does not have", () => {
    setField(path.join(dir, "data/countries/de.yaml"), ["mainNav", 1], "PARTNERS");
    const output = failedBuild("DE", 1);
    expect(output).toMatch(
      /data\/countries\/de\.yaml:\d+: field mainNav\[1\] = "PARTNERS": names a page this market does not have; its pages: HOME, SERVICES/,
    );
  });

  it("stops on articles with an unknown category, an unknown region in a live-data block, code in their body and tags written as a text, naming each article and line", () => {
    editArticle("location-benne-lyon", "category: guides-locaux", "category: guide-local");
    editArticle("location-benne-nantes", 'region="FR_NANTES"', 'region="FR_NANT"');
    const text = editArticle(
      "location-benne-nantes",
      /\n---\n/,
      '\n---\n\nexport const note = "brouillon"\n',
    );
    // A text where a list is meant: the checks against data/ read the front matter as written.
    editArticle(
      "big-bag-lyon",
      "tags: [lyon, saint-etienne, rhone, loire, big-bag]",
      "tags: lyon, rhone, benne",
    );
    const output = failedBuild("FR", 4);
    expect(output).toContain(
      'content/blog/big-bag-lyon/index.mdx:8: field tags = "lyon, rhone, benne": must be a list, but YAML reads this as one text; put its entries in brackets: tags: [lyon, rhone, benne]',
    );
    expect(output).not.toContain("is not a function");
    expect(output).toContain(
      'content/blog/location-benne-lyon/index.mdx:7: field category = "guide-local": is not a category of data/blog-categories.yaml; allowed: guides-locaux, regles-dechets, location-engins',
    );
    expect(output).toMatch(
      /content\/blog\/location-benne-nantes\/index\.mdx:\d+: field <RegionServices> region = "FR_NANT": is not a region of market FR/,
    );
    const line =
      text.split("\n").findIndex((candidate, index) => index > 0 && candidate === "---") + 3;
    expect(output).toContain(
      `content/blog/location-benne-nantes/index.mdx:${line}: field import/export = "export const note = \\"brouillon\\"": articles cannot import or export code`,
    );
  });
});
