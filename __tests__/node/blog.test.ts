import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import { loadSiteData } from "../../src/node/data/load";
import { frontMatterIssues } from "../../src/node/blog/front-matter";
import { checkLiveBlocks } from "../../src/rules/blog/live-blocks";
import { collectPosts, type MdxSource } from "../../src/node/blog/collect";
import { relatedSlugs, type BlogPost } from "../../src/rules/blog/pages";
import { formatIssue } from "../../src/rules/data/issues";
import { readingMinutes } from "../../src/shared/blog";

const ROOT = path.resolve(__dirname, "../..");
const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);

const valid = {
  title: "Location de benne à Lyon",
  description: "Tout savoir pour louer une benne à Lyon.",
  date: new Date("2026-03-14"),
  type: "article",
  category: "guides-locaux",
  tags: ["lyon", "benne"],
  service: "DUMPSTER",
};

describe("front-matter validation", () => {
  const file = "content/blog/x/index.mdx";
  let articleDir: string;
  beforeAll(() => {
    articleDir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-article-"));
    fs.writeFileSync(path.join(articleDir, "cover.png"), "");
  });
  afterAll(() => fs.rmSync(articleDir, { recursive: true, force: true }));
  const messagesFor = (frontmatter: Record<string, unknown>) =>
    frontMatterIssues(file, path.join(articleDir, "index.mdx"), frontmatter).map(formatIssue);

  it("accepts a complete front matter", () => {
    expect(messagesFor(valid)).toEqual([]);
  });

  it("accepts an image path starting with / and a file beside the article", () => {
    expect(messagesFor({ ...valid, image: "/images/benne.webp" })).toEqual([]);
    expect(messagesFor({ ...valid, image: "./cover.png" })).toEqual([]);
  });

  it("accepts an optional updated date on or after the date", () => {
    expect(messagesFor({ ...valid, updated: new Date("2026-04-02") })).toEqual([]);
    expect(messagesFor({ ...valid, updated: "2026-03-14" })).toEqual([]);
  });

  it.each([
    ["a missing title", { title: undefined }, "field title = (missing): is required"],
    [
      "an updated date that is not a date",
      { updated: "last week" },
      'field updated = "last week": must be a date such as 2026-03-14',
    ],
    [
      "an updated date before the date",
      { updated: new Date("2026-01-02") },
      'field updated = "2026-01-02": is before the article\'s date 2026-03-14',
    ],
    [
      "an empty description",
      { description: " " },
      'field description = " ": must be a non-empty text',
    ],
    [
      "a missing description",
      { description: undefined },
      "field description = (missing): is required",
    ],
    [
      "an image with another extension",
      { image: "/images/benne.svg" },
      'field image = "/images/benne.svg": must start with "/"',
    ],
    [
      "an image that is an address",
      { image: "https://example.org/a.png" },
      "and end in .png, .jpg, .jpeg, .webp or .gif",
    ],
    [
      "an image missing beside the article",
      { image: "./missing.png" },
      'field image = "./missing.png": names no file beside the article',
    ],
    [
      "a type that is neither website nor article",
      { type: "post" },
      'field type = "post": is not allowed; allowed: website, article',
    ],
    [
      "a category that is not a key",
      { category: "Guides locaux" },
      'field category = "Guides locaux": must be a category key of data/blog-categories.yaml such as guides-locaux',
    ],
    ["a tag with capitals", { tags: ["Lyon"] }, 'field tags[0] = "Lyon": must be a lower-case tag'],
    [
      "an unknown service",
      { service: "PIZZA" },
      'field service = "PIZZA": is not allowed; allowed: UTILITY, DUMPSTER',
    ],
    [
      "a date that is not a date",
      { date: "soon" },
      'field date = "soon": must be a date such as 2026-03-14',
    ],
    [
      "an unknown field",
      { auteur: "Jean" },
      'field auteur = "Jean": is not a known field here; allowed fields: title, description',
    ],
  ])("rejects %s, naming the file and the field", (_name, change, message) => {
    const messages = messagesFor({ ...valid, ...change });
    expect(messages).toEqual([expect.stringContaining(message)]);
    expect(messages[0]).toMatch(/^content\/blog\/x\/index\.mdx: /);
  });
});

describe("live-data blocks check", () => {
  const file = "content/blog/x/index.mdx";
  const check = (body: string) => checkLiveBlocks(file, body, data, "FR");

  it("accepts known keys and lists the regions the article shows", () => {
    const result = check(
      'Texte\n\n<RegionServices region="FR_LYON" />\n\n<RegionPhone region="FR_IDF" /> <Fact name="parkingMinutes" region="FR_COTE_AZUR" /> <Timing service="ASBESTOS" /> <ServiceLink service="DUMPSTER">benne</ServiceLink>',
    );
    expect(result.issues).toEqual([]);
    expect(result.regionKeys).toEqual(["FR_COTE_AZUR", "FR_IDF", "FR_LYON"]);
  });

  it.each([
    [
      "an unknown region",
      '<RegionServices region="FR_PARIS" />',
      'content/blog/x/index.mdx:3: field <RegionServices> region = "FR_PARIS": is not a region of market FR',
    ],
    [
      "a region of another market",
      '<RegionPhone region="DE_BERLIN" />',
      'field <RegionPhone> region = "DE_BERLIN": is not a region of market FR',
    ],
    [
      "an unknown service",
      '<ServiceLink service="BENNE">x</ServiceLink>',
      'field <ServiceLink> service = "BENNE": is not a service of market FR; allowed: UTILITY',
    ],
    [
      "an unknown fact",
      '<Fact name="price" />',
      'field <Fact> name = "price": is not a fact; allowed: deliveryHours',
    ],
    [
      "an unknown component",
      "<Prices />",
      'field <Prices> = "Prices": is not a live-data block; allowed: RegionServices',
    ],
  ])("rejects %s, naming the article and its line", (_name, block, message) => {
    const issues = check(`Intro\n\n${block}\n`).issues.map(formatIssue);
    expect(issues).toEqual([expect.stringContaining(message)]);
  });
});

describe("related articles", () => {
  const post = (slug: string, category: string, tags: string[], date = "2026-01-01"): BlogPost => ({
    id: slug,
    slug,
    collection: "blog",
    contentFilePath: "",
    date,
    updated: null,
    category,
    tags,
    service: null,
    regionKeys: [],
  });
  const posts = [
    post("a", "guides-locaux", ["lyon", "benne"]),
    post("b", "guides-locaux", ["lyon", "big-bag"]),
    post("c", "regles-dechets", ["benne", "lyon"]),
    post("d", "guides-locaux", ["paris"], "2026-05-01"),
    post("e", "guides-locaux", ["paris"], "2025-05-01"),
    post("f", "location-engins", ["pelle"]),
  ];

  it("prefers shared tags, then the category, then the newest, and never the article itself", () => {
    expect(relatedSlugs(posts, posts[0])).toEqual(["c", "b", "d"]);
  });

  it("returns nothing when no article shares a tag or the category", () => {
    expect(relatedSlugs(posts, posts[5])).toEqual([]);
  });
});

describe("the articles in content/blog", () => {
  const dir = path.join(ROOT, "content/blog");
  const sources: MdxSource[] = fs.readdirSync(dir).map((slug) => {
    const absolutePath = path.join(dir, slug, "index.mdx");
    const { data: frontmatter, content } = matter(fs.readFileSync(absolutePath, "utf8"));
    return { id: slug, body: content, frontmatter, absolutePath, slug, collection: "blog" };
  });

  it("are at least 70, all valid against data/", () => {
    const { posts, issues } = collectPosts(sources, data, "FR", ROOT);
    expect(issues.map(formatIssue)).toEqual([]);
    expect(posts.length).toBeGreaterThanOrEqual(70);
  });

  it("each have at least 300 words and link to a service page", () => {
    for (const source of sources) {
      const words = source.body
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter((word) => /[\p{L}\p{N}]/u.test(word));
      expect({ slug: source.slug, enough: words.length >= 300 }).toEqual({
        slug: source.slug,
        enough: true,
      });
      expect(source.body).toMatch(/<ServiceLink service="[A-Z_]+">/);
    }
  });

  it("reading time counts 200 words a minute", () => {
    expect(readingMinutes("mot ".repeat(600))).toBe(3);
    expect(readingMinutes("court")).toBe(1);
  });
});
