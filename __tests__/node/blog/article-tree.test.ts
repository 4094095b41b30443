import { compileArticleTree, cachedArticleTree } from "../../../src/node/blog/article-tree";
import { formatIssue } from "../../../src/rules/data/issues";

const messages = async (body: string, firstLine = 1) =>
  (await compileArticleTree(body, "content/blog/x/index.mdx", firstLine)).issues.map(formatIssue);

describe("compileArticleTree", () => {
  it("records Markdown as HTML elements and live-data blocks by name, with their literal attributes", async () => {
    const { tree, issues } = await compileArticleTree(
      '## Délais\n\nLivré en <Timing service="BIGBAG" /> h, voir <ServiceLink service={"BIGBAG"}>les *big bags*</ServiceLink>.\n\n<RegionServices region="FR_LYON" />\n',
      "a.mdx",
    );
    expect(issues).toEqual([]);
    expect(tree).toEqual([
      null,
      {},
      [
        ["h2", {}, ["Délais"]],
        "\n",
        [
          "p",
          {},
          [
            "Livré en ",
            ["Timing", { service: "BIGBAG" }, []],
            " h, voir ",
            ["ServiceLink", { service: "BIGBAG" }, ["les ", ["em", {}, ["big bags"]]]],
            ".",
          ],
        ],
        "\n",
        ["RegionServices", { region: "FR_LYON" }, []],
      ],
    ]);
  });

  it("keeps what Markdown gives elements as props, and unwraps a lone image as gatsby-plugin-mdx does", async () => {
    const { tree } = await compileArticleTree(
      '[lien](/services/ "titre")\n\n![une benne](/benne.png)\n',
      "a.mdx",
    );
    expect(JSON.stringify(tree)).toContain('["a",{"href":"/services/","title":"titre"},["lien"]]');
    // remark-unwrap-images: the image is not inside a paragraph.
    expect(tree).toEqual([
      null,
      {},
      [
        ["p", {}, [["a", { href: "/services/", title: "titre" }, ["lien"]]]],
        "\n",
        ["img", { src: "/benne.png", alt: "une benne" }, []],
      ],
    ]);
  });

  it("stops on an import or an export, with the file's line", async () => {
    expect(await messages('Texte.\n\nimport Box from "./box"\n', 10)).toEqual([
      expect.stringMatching(
        /^content\/blog\/x\/index\.mdx:12: field import\/export = "import Box from \\".\/box\\"": articles cannot import or export code; allowed: plain Markdown and the live-data blocks RegionServices, RegionPhone, Fact, Timing, ServiceLink/,
      ),
    ]);
    expect(await messages("export const a = 1\n")).toEqual([
      expect.stringContaining("index.mdx:1: field import/export"),
    ]);
  });

  it("stops on an expression, in the text or as a block", async () => {
    expect(await messages("Il y a {count} bennes.\n\n{1 + 1}\n", 3)).toEqual([
      expect.stringContaining(
        'index.mdx:3: field expression = "{count}": is code, which an article cannot hold',
      ),
      expect.stringContaining('index.mdx:5: field expression = "{1 + 1}"'),
    ]);
  });

  it("stops on a component that is not a live-data block, and on a fragment", async () => {
    expect(await messages('<Chart kind="bar" />\n\n<>texte</>\n')).toEqual([
      expect.stringContaining(
        'index.mdx:1: field <Chart> = "Chart": is not a live-data block; allowed: plain Markdown and the live-data blocks',
      ),
      expect.stringContaining('index.mdx:3: field <> = "<>": is not a live-data block'),
    ]);
  });

  it("stops on an attribute that is not a literal text", async () => {
    expect(
      await messages(
        "<Fact name={names.first} />\n\n<Timing {...props} />\n\n<RegionPhone region />\n",
      ),
    ).toEqual([
      expect.stringContaining(
        'index.mdx:1: field <Fact> name = "{names.first}": is not a literal text; write name="value"',
      ),
      expect.stringContaining(
        'index.mdx:3: field <Timing> = "{...props}": spreads code into the block\'s attributes',
      ),
      expect.stringContaining(
        'index.mdx:5: field <RegionPhone> region = "(no value)": is not a literal text; write region="value"',
      ),
    ]);
  });

  it("stops on text MDX cannot read, with the line", async () => {
    const found = await messages('Titre\n\n<Fact name="deliveryHours"\n', 4);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^content\/blog\/x\/index\.mdx:\d+: field text = "Unexpected end of file.+: is not valid MDX; allowed:/,
    );
  });
});

describe("cachedArticleTree", () => {
  it("compiles an article once per content digest", async () => {
    const store = new Map<string, unknown>();
    const cache = {
      get: jest.fn(async (key: string) => store.get(key)),
      set: jest.fn(async (key: string, value: unknown) => void store.set(key, value)),
    };
    const source = { body: "Texte *en* gras.\n", internal: { contentDigest: "d1" } };
    const first = await cachedArticleTree(cache, source, "/");
    const second = await cachedArticleTree(cache, source, "/");
    expect(second).toBe(first);
    expect(cache.set).toHaveBeenCalledTimes(1);
    // A single top-level element comes without a fragment, as MDX returns it.
    expect(first.tree).toEqual(["p", {}, ["Texte ", ["em", {}, ["en"]], " gras."]]);
  });
});
