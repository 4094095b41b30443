import { checkArticleTrees } from "../../../src/node/content-check/article-trees";
import { formatIssue } from "../../../src/rules/data/issues";
import { copyContent, type ContentCopy } from "../content-copy";

const ARTICLE = "content/blog/location-benne-nantes/index.mdx";

describe("the content check of the articles' bodies", () => {
  let copy: ContentCopy;
  beforeAll(() => {
    copy = copyContent();
  });
  afterEach(() => copy.restore());
  afterAll(() => copy.cleanup());

  it("passes on every article as it is, in both collections", async () => {
    expect(await checkArticleTrees(copy.root, new Set())).toEqual([]);
  }, 180_000);

  it("says what the build says about code in an article, with the file's own line", async () => {
    const paragraph = copy
      .read(ARTICLE)
      .split("\n")
      .find((line) => /^[A-Z]/.test(line) && !line.includes("<"));
    if (!paragraph) throw new Error(`${ARTICLE} has no plain paragraph to edit`);
    copy.replace(ARTICLE, paragraph, `${paragraph}\n\nimport Chart from "./chart"`);
    const line = copy.lineOf(ARTICLE, "import Chart");
    expect((await checkArticleTrees(copy.root, new Set())).map(formatIssue)).toEqual([
      `${ARTICLE}:${line}: field import/export = "import Chart from \\"./chart\\"": articles cannot import or export code; allowed: plain Markdown and the live-data blocks RegionServices, RegionPhone, Fact, Timing, ServiceLink with attributes written name="value"`,
    ]);
    // An article that already has a problem is left to that message.
    expect(await checkArticleTrees(copy.root, new Set([ARTICLE]))).toEqual([]);
  }, 180_000);
});
