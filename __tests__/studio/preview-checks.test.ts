/**
 * The previews' checks (src/studio/admin/previews/checks.ts) say of an entry what `npm run
 * check:content` says of the file once saved: each bad edit below is written to a copy of the
 * content and checked there too, and the two lists of issues match but for the file lines, which
 * an entry does not have. Good entries get no issue, and the data to draw their page.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { checkContent } from "../../src/node/content-check";
import { checkArticleTrees } from "../../src/node/content-check/article-trees";
import { readArticleSource } from "../../src/node/blog/article-source";
import type { DataIssue } from "../../src/rules/data/issues";
import { previewData } from "../../src/studio/preview-data";
import {
  checkArticle,
  checkDynamicPage,
  checkRegionFile,
  checkServiceFile,
  checkToolFile,
  savedSiteData,
} from "../../src/studio/admin/previews/checks";
import { toolModelInput } from "../../src/rules/tools/model-input";
import { placementModel } from "../../src/rules/placement/model";
import { copyContent, type ContentCopy } from "../node/content-copy";

const root = path.resolve(__dirname, "../..");
const preview = previewData(root);
const data = savedSiteData(preview);
const REGIONS_FR = "data/regions/fr.yaml";
const ARTICLE = "content/blog/big-bag-lyon/index.mdx";

let copy: ContentCopy;
beforeAll(() => {
  copy = copyContent();
});
afterEach(() => copy.restore());
afterAll(() => copy.cleanup());

const withoutLines = (issues: readonly DataIssue[]) =>
  issues.map(({ line: _line, ...issue }) => issue);

/** What the content check says of `file` in the copy (articles with their compilation, as npm run check:content). */
async function contentCheckOf(file: string): Promise<DataIssue[]> {
  const { issues } = checkContent(copy.root);
  issues.push(...(await checkArticleTrees(copy.root, new Set(issues.map((issue) => issue.file)))));
  return issues.filter((issue) => issue.file === file);
}

/** The entries of data/regions/fr.yaml as the studio edits them, with `change` applied to FR_LYON. */
function lyonEdited(change: (region: Record<string, unknown>) => void): unknown[] {
  const entries = parse(copy.read(REGIONS_FR)) as Array<Record<string, unknown>>;
  const lyon = entries.find((region) => region.key === "FR_LYON");
  if (!lyon) throw new Error("no FR_LYON in data/regions/fr.yaml");
  change(lyon);
  return entries;
}

describe("a region file", () => {
  test("as saved: no issue, and the site's data with its regions", () => {
    const check = checkRegionFile(preview, REGIONS_FR, parse(copy.read(REGIONS_FR)));
    expect(check.issues).toEqual([]);
    expect(check.data?.regions.map((region) => region.key)).toEqual(
      data.regions.map((region) => region.key),
    );
  });

  test.each([
    [
      "a number France's numbering plan refuses",
      'number: "+33465710101"',
      'number: "+3346571"',
      (region: Record<string, unknown>) => (region.number = "+3346571"),
    ],
    [
      "a number not in international form",
      'number: "+33465710101"',
      'number: "04 65 71 01 01"',
      (region: Record<string, unknown>) => (region.number = "04 65 71 01 01"),
    ],
    [
      "a neighbour of another market",
      "neighbours: [",
      "neighbours: [DE_BERLIN, ",
      (region: Record<string, unknown>) =>
        (region.neighbours = ["DE_BERLIN", ...((region.neighbours as string[]) ?? [])]),
    ],
  ])("with %s: the content check's issues", async (_case, from, to, change) => {
    const expected = lyonEdited(change);
    const lyonStart = copy.read(REGIONS_FR).indexOf("- key: FR_LYON");
    const text = copy.read(REGIONS_FR);
    copy.write(REGIONS_FR, text.slice(0, lyonStart) + text.slice(lyonStart).replace(from, to));
    const check = checkRegionFile(preview, REGIONS_FR, expected);
    expect(check.issues.length).toBeGreaterThan(0);
    expect(withoutLines(check.issues)).toEqual(withoutLines(await contentCheckOf(REGIONS_FR)));
  });

  test("an optional field the studio sends back empty is left out, as the save leaves it out", () => {
    const check = checkRegionFile(
      preview,
      REGIONS_FR,
      lyonEdited((region) =>
        Object.assign(region, { parkingMinutes: null, neighbours: [], faq: [] }),
      ),
    );
    expect(check.issues).toEqual([]);
  });

  test("a region the schema refuses still gives the data to draw the page when the cross-check can read it", () => {
    const check = checkRegionFile(
      preview,
      REGIONS_FR,
      lyonEdited((region) => (region.numberFormatted = "04 65 71 01 01 !")),
    );
    expect(check.issues.map((issue) => issue.message)).toEqual([
      "must be a display form of digits, spaces, + and parentheses (e.g. 01 99 00 01 01)",
    ]);
    expect(check.data?.regions.find((region) => region.key === "FR_LYON")?.numberFormatted).toBe(
      "04 65 71 01 01 !",
    );
  });
});

describe("the services file", () => {
  test("an illustration that is not in content/images/", async () => {
    const entries = parse(copy.read("data/services.yaml")) as Array<Record<string, unknown>>;
    entries[2].illustration = "big-bag.png";
    copy.replace("data/services.yaml", "illustration: bigbag.png", "illustration: big-bag.png");
    const check = checkServiceFile(preview, "data/services.yaml", entries);
    expect(check.issues.map((issue) => issue.message)).toEqual([
      "is not a file in content/images/; add the image there or name an existing one",
    ]);
    expect(withoutLines(check.issues)).toEqual(
      withoutLines(await contentCheckOf("data/services.yaml")),
    );
  });
});

describe("the street rules' file", () => {
  const STREET = "data/street-permits.yaml";
  type Rules = { rules: Array<Record<string, unknown>> };
  const edited = (change: (file: Rules) => void): Rules => {
    const file = parse(copy.read(STREET)) as Rules;
    change(file);
    return file;
  };

  test("as saved, a null exemption sent back left out: no issue, and the rules of the where-can-it-stand page", () => {
    const check = checkToolFile(preview, "streetPermits", STREET, parse(copy.read(STREET)));
    expect(check.issues).toEqual([]);
    expect(check.data?.streetPermits.rules.find((rule) => rule.id === "LYON")?.exemption).toBe(
      null,
    );
    const model = placementModel(
      toolModelInput(check.data!, "FR", preview.catalogs["fr-fr"], new Map()),
    );
    expect(model.rules.find((rule) => rule.id === "FR_DEFAULT")?.leadDays).toBe(15);
  });

  test.each([
    [
      "a lead time of 2.5 days",
      "    leadDays: 15\n",
      "    leadDays: 2.5\n",
      (file: Rules) => (file.rules[0].leadDays = 2.5),
    ],
    [
      "a zone that does not exist",
      "zones: [IDF_PARIS]",
      "zones: [IDF_PARISS]",
      (file: Rules) => ((file.rules[2].scope as { zones: string[] }).zones = ["IDF_PARISS"]),
    ],
    [
      "a source that is not the file's",
      "sources: [lyon-permis-stationnement]",
      "sources: [lyon-permis]",
      (file: Rules) => (file.rules[3].sources = ["lyon-permis"]),
    ],
  ])("with %s: the content check's issues", async (_case, from, to, change) => {
    const value = edited(change);
    copy.replace(STREET, from, to);
    const check = checkToolFile(preview, "streetPermits", STREET, value);
    expect(check.issues.length).toBeGreaterThan(0);
    expect(withoutLines(check.issues)).toEqual(withoutLines(await contentCheckOf(STREET)));
  });

  test("a lead time the schema refuses still gives the page's rules, with the defaults of the fields left out", () => {
    const check = checkToolFile(
      preview,
      "streetPermits",
      STREET,
      edited((file) => (file.rules[0].leadDays = 2.5)),
    );
    expect(check.issues.map((issue) => issue.path.join("."))).toEqual(["rules.0.leadDays"]);
    // Bordeaux's notes are empty, which the studio sends back as no field.
    expect(check.data?.streetPermits.rules.find((rule) => rule.id === "BORDEAUX")?.notes).toEqual(
      {},
    );
    const model = placementModel(
      toolModelInput(check.data!, "FR", preview.catalogs["fr-fr"], new Map()),
    );
    expect(model.rules.find((rule) => rule.id === "FR_DEFAULT")?.leadDays).toBe(2.5);
  });
});

describe("an article", () => {
  const source = readArticleSource(fs.readFileSync(path.join(root, ARTICLE), "utf8"), ARTICLE, []);
  if (!source) throw new Error(`${ARTICLE} does not read`);
  const edit = (frontmatter: Record<string, unknown>, body: string) => ({
    file: ARTICLE,
    slug: "big-bag-lyon",
    frontmatter,
    body,
  });
  const frontmatter = source.frontmatter as Record<string, unknown>;

  test("as saved: no issue, its tree, and the regions its blocks show", async () => {
    const check = await checkArticle(data, "FR", edit(frontmatter, source.body));
    expect(check.issues).toEqual([]);
    expect(check.tree).toBeDefined();
    expect(check.regionKeys).toEqual(["FR_LYON"]);
    expect(check.frontmatter?.category).toBe("guides-locaux");
  });

  test("an unknown tag and a block naming an unknown region: the content check's issues, lines of the body", async () => {
    const body = source.body.replace(
      '<RegionPhone region="FR_LYON" />',
      '<RegionPhone region="FR_PARIS" />',
    );
    copy.replace(ARTICLE, "tags: [lyon,", "tags: [lyonn,");
    copy.replace(ARTICLE, '<RegionPhone region="FR_LYON" />', '<RegionPhone region="FR_PARIS" />');
    const check = await checkArticle(
      data,
      "FR",
      edit({ ...frontmatter, tags: ["lyonn", ...(frontmatter.tags as string[]).slice(1)] }, body),
    );
    expect(check.issues.map((issue) => issue.path.join("."))).toEqual([
      "<RegionPhone> region",
      "tags.0",
    ]);
    expect(withoutLines(check.issues)).toEqual(withoutLines(await contentCheckOf(ARTICLE)));
    const bodyLine = body.split("\n").findIndex((line) => line.includes("FR_PARIS")) + 1;
    expect(check.issues[0].line).toBe(bodyLine);
  });

  test("what only the compiler refuses (an HTML comment, which MDX reads as a tag): its issue, and no tree", async () => {
    copy.replace(ARTICLE, "## Quand le big bag", "<!-- à relire -->\n\n## Quand le big bag");
    const body = source.body.replace(
      "## Quand le big bag",
      "<!-- à relire -->\n\n## Quand le big bag",
    );
    const check = await checkArticle(data, "FR", edit(frontmatter, body));
    expect(check.issues.map((issue) => issue.message)).toEqual([
      expect.stringContaining("is not valid MDX"),
    ]);
    expect(check.tree).toBeUndefined();
    expect(withoutLines(check.issues)).toEqual(withoutLines(await contentCheckOf(ARTICLE)));
  });
});

describe("a /de/ page", () => {
  const file = "content/dynamic/de/bauschutt-entsorgen.yaml";

  test("as saved: its content and its address", () => {
    const check = checkDynamicPage(file, "DE", parse(copy.read(file)));
    expect(check.issues).toEqual([]);
    expect(check.path).toBe("/de/bauschutt-entsorgen/");
    expect(check.content?.action).toBe("order");
  });

  test("an empty paragraph and an unknown action: the content check's issues", async () => {
    const page = parse(copy.read(file)) as {
      sections: Array<{ paragraphs: string[] }>;
      action?: string;
    };
    page.sections[0].paragraphs[0] = " ";
    page.action = "phone";
    copy.write(
      file,
      copy
        .read(file)
        .replace(/(paragraphs:\n\s+- )[^\n]+/, '$1" "')
        .replace("action: order", "action: phone"),
    );
    const check = checkDynamicPage(file, "DE", page);
    expect(check.issues.map((issue) => issue.message)).toEqual([
      "must be a non-empty text",
      "is not allowed; allowed: order, call, none",
    ]);
    expect(withoutLines(check.issues)).toEqual(withoutLines(await contentCheckOf(file)));
  });

  test("a file name that cannot be an address, and a page not saved yet, which has none", () => {
    const page = parse(copy.read(file));
    expect(
      checkDynamicPage("content/dynamic/de/Bauschutt_Entsorgen.yaml", "DE", page).issues.map(
        (issue) => issue.path,
      ),
    ).toEqual([["file name"]]);
    expect(checkDynamicPage("", "DE", page).path).toBeUndefined();
  });
});
