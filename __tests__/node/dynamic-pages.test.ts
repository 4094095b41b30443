import { loadDynamicPages } from "../../src/node/dynamic-pages";
import { formatIssue } from "../../src/rules/data/issues";
import { tempFiles } from "../temp-files";

const project = (files: Record<string, string>) => tempFiles("debrix-dynamic-", files);

const VALID =
  "title: Aktion\ndescription: Eine Aktion.\nsections:\n  - title: Was\n    paragraphs: [Eins.]\n";

describe("the /de/{slug+} data files", () => {
  it("make one page per file of the market, its path from the file's path", () => {
    const root = project({
      "content/dynamic/de/aktion/fruehjahr.yaml": VALID,
      "content/dynamic/de/bauschutt.yml": "title: Bauschutt\ndescription: Weg damit.\n",
      "content/dynamic/fr/benne.yaml": VALID,
    });
    const { pages, issues } = loadDynamicPages(root, "DE", new Set());
    expect(issues).toEqual([]);
    expect(pages.map((page) => [page.file, page.path])).toEqual([
      ["content/dynamic/de/aktion/fruehjahr.yaml", "/de/aktion/fruehjahr/"],
      ["content/dynamic/de/bauschutt.yml", "/de/bauschutt/"],
    ]);
    expect(pages[1].content).toEqual({
      title: "Bauschutt",
      description: "Weg damit.",
      sections: [],
      action: "order",
    });
  });

  it("has none when the market has no folder", () => {
    expect(loadDynamicPages(project({}), "EN", new Set())).toEqual({ pages: [], issues: [] });
  });

  it("stops on a bad field with file, line, field, value and what is allowed", () => {
    const root = project({
      "content/dynamic/de/aktion.yaml": `${VALID}action: kaufen\nfarbe: rot\n`,
    });
    const messages = loadDynamicPages(root, "DE", new Set()).issues.map(formatIssue);
    expect(messages).toEqual([
      'content/dynamic/de/aktion.yaml:6: field action = "kaufen": is not allowed; allowed: order, call, none',
      'content/dynamic/de/aktion.yaml:7: field farbe = "rot": is not a known field here; allowed fields: title, description, heading, intro, sections, action',
    ]);
  });

  it("stops on a missing description and on a section without paragraphs", () => {
    const root = project({
      "content/dynamic/de/aktion.yaml":
        "title: Aktion\nsections:\n  - title: Was\n    paragraphs: []\n",
    });
    const messages = loadDynamicPages(root, "DE", new Set()).issues.map(formatIssue);
    expect(messages).toEqual([
      "content/dynamic/de/aktion.yaml:1: field description = (missing): is required (string)",
      "content/dynamic/de/aktion.yaml:4: field sections[0].paragraphs = []: must have at least one paragraph",
    ]);
  });

  it("stops on a file name that is not a slug, or that is already a page", () => {
    const root = project({
      "content/dynamic/de/Große Aktion.yaml": VALID,
      "content/dynamic/de/agb.yaml": VALID,
    });
    const messages = loadDynamicPages(root, "DE", new Set(["/de/agb/"])).issues.map(formatIssue);
    expect(messages.sort()).toEqual(
      [
        "content/dynamic/de/Große Aktion.yaml: field file name = \"Große Aktion\": must be a lower-case slug such as fruehjahr-aktion (a-z, 0-9, -); the file's path is the page's path",
        'content/dynamic/de/agb.yaml: field file name = "/de/agb/": is already a page of this market; choose another file name',
      ].sort(),
    );
  });
});
