/**
 * The edits the rebuild bench makes (bench/lib/rebuilds.mjs) are the content team's: one sentence
 * more in an article's body or in a region's introduction, and the files stay valid content.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  EDITED_ARTICLE,
  EDITED_REGION,
  editArticle,
  editRegion,
  pagesHolding,
} from "../../bench/lib/edits.mjs";
import { checkContent } from "../../src/node/content-check";

const ROOT = path.resolve(__dirname, "../..");

describe("the rebuild bench's edits", () => {
  let site: string;
  beforeAll(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-rebuild-edits-"));
    for (const entry of ["data", "content", "static", "src"])
      fs.cpSync(path.join(ROOT, entry), path.join(site, entry), { recursive: true });
  });
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  it("add one sentence to an article and to a region, change nothing else, and leave valid content", () => {
    const articleFile = path.join(site, "content/blog", EDITED_ARTICLE, "index.mdx");
    const regionFile = path.join(site, "data/regions/fr.yaml");
    const [articleBefore, regionBefore] = [
      fs.readFileSync(articleFile, "utf8"),
      fs.readFileSync(regionFile, "utf8"),
    ];
    const articleSentence = editArticle(site);
    const regionSentence = editRegion(site);
    const articleAfter = fs.readFileSync(articleFile, "utf8");
    const regionAfter = fs.readFileSync(regionFile, "utf8");
    expect(articleAfter).toBe(`${articleBefore.replace(/\s*$/, "")}\n\n${articleSentence}\n`);
    expect(regionAfter).toContain(regionSentence);
    // One line of the region's introduction changed, and no other line of the file.
    const [before, after] = [regionBefore.split("\n"), regionAfter.split("\n")];
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, index) =>
      line === before[index] ? [] : [[before[index], line]],
    );
    expect(changed).toEqual([[expect.any(String), `${changed[0][0]} ${regionSentence}`]]);
    expect(checkContent(site).issues).toEqual([]);
  });

  it("refuse a region the data does not have", () => {
    expect(() => editRegion(site, "FR_NOWHERE")).toThrow(/no region FR_NOWHERE/);
    expect(EDITED_REGION).toMatch(/^FR_/);
  });

  it("find the pages that hold a sentence", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-rebuild-pages-"));
    fs.mkdirSync(path.join(dir, "a/b"), { recursive: true });
    fs.writeFileSync(path.join(dir, "a/b/index.html"), "<p>une phrase</p>");
    fs.writeFileSync(path.join(dir, "index.html"), "<p>autre</p>");
    fs.writeFileSync(path.join(dir, "a/b/index.json"), '"une phrase"');
    expect(pagesHolding(dir, "une phrase")).toEqual([path.join("a", "b", "index.html")]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
