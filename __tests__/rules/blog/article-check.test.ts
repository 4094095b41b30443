/**
 * The article's checks against data/ read the front matter as written, before or without the
 * schema: a field of the wrong shape (a text where a list is meant) must give the schema's one
 * message, never stop the check.
 */
import path from "node:path";
import { loadSiteData } from "../../../src/node/data/load";
import { articleDataIssues } from "../../../src/rules/blog/article-check";
import { checkFrontMatterFields } from "../../../src/rules/blog/front-matter-fields";
import { formatIssue } from "../../../src/rules/data/issues";

const { data } = loadSiteData(path.resolve(__dirname, "../../../data"));
const valid = {
  title: "Benne à Lyon",
  description: "Le guide.",
  date: "2026-03-14",
  type: "article",
  category: "guides-locaux",
  tags: ["lyon", "benne"],
  regions: ["FR_LYON"],
  service: "DUMPSTER",
};
const file = "content/blog/benne-lyon/index.mdx";

/** Every message the preview and the content check give for this front matter: its fields, then data/. */
function messages(frontmatter: Record<string, unknown>): string[] {
  const fields = checkFrontMatterFields(file, frontmatter);
  const fromData = articleDataIssues(
    { file, slug: "benne-lyon", body: "Un texte.", frontmatter, firstLine: 1 },
    data,
    "FR",
  );
  return [...fields.issues, ...fromData.issues].map(formatIssue);
}

describe("an article's front matter with a text where a list is meant", () => {
  it("passes as it should", () => {
    expect(messages(valid)).toEqual([]);
  });

  it("gets one message for tags: lyon, rhone, benne", () => {
    expect(messages({ ...valid, tags: "lyon, rhone, benne" })).toEqual([
      `${file}: field tags = "lyon, rhone, benne": must be a list, but YAML reads this as one text; put its entries in brackets: tags: [lyon, rhone, benne]`,
    ]);
  });

  it("gets one message for regions: FR_LYON", () => {
    expect(messages({ ...valid, regions: "FR_LYON" })).toEqual([
      `${file}: field regions = "FR_LYON": must be a list, but YAML reads this as one text; put its entries in brackets: regions: [FR_LYON]`,
    ]);
  });

  it("gets the schema's one message for a service, category, tag or region that is not a text", () => {
    expect(messages({ ...valid, service: 3 })).toHaveLength(1);
    expect(messages({ ...valid, category: ["guides-locaux"] })).toHaveLength(1);
    expect(messages({ ...valid, regions: [12] })).toHaveLength(1);
    expect(messages({ ...valid, tags: [{ lyon: 1 }] })).toHaveLength(1);
  });

  it("still names a tag or region data/ does not know", () => {
    expect(
      messages({ ...valid, tags: ["lyon", "rhone-alpes"], regions: ["FR_LYONS"] }).map(
        (message) => message.split(": field ")[1].split(" = ")[0],
      ),
    ).toEqual(["tags[1]", "regions[0]"]);
  });

  it("reads front matter that is not a map as no fields", () => {
    expect(() =>
      articleDataIssues(
        { file, slug: "benne-lyon", body: "", frontmatter: "title: x", firstLine: 1 },
        data,
        "FR",
      ),
    ).not.toThrow();
    expect(() =>
      articleDataIssues(
        { file, slug: "benne-lyon", body: "", frontmatter: null, firstLine: 1 },
        data,
        "FR",
      ),
    ).not.toThrow();
  });
});
