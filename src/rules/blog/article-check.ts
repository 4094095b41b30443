/**
 * What data/ says of one article in a market that shows the blog (docs/rules.md#article-front-matter):
 * its folder name against the blog's addresses, its live-data blocks, and the service, category,
 * tags and regions its front matter names. No file access, so that the build's collection of the
 * articles (src/node/blog/collect.ts) and the content studio's preview of the article being edited
 * run the same checks.
 */
import { tagName } from "./tag-spelling.mjs";
import type { SiteData } from "../data/site-data";
import type { DataIssue, FieldPath } from "../data/issues";
import type { Market } from "../../shared/keys";
import { TAG_SEGMENT } from "../../shared/blog";
import type { FrontMatter } from "./front-matter-fields";
import { checkLiveBlocks } from "./live-blocks";

export interface ArticleToCheck {
  /** The article's file as shown to the team (content/blog/<slug>/index.mdx). */
  file: string;
  /** Its folder name: the article's slug. */
  slug: string;
  body: string;
  frontmatter: unknown;
  /** The line of the file on which the body starts, so that messages give the file's own lines. */
  firstLine: number;
  /** Real line of a front-matter field in the file, when the front matter was read from its text. */
  locate?: (fieldPath: FieldPath) => number | undefined;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Problems of the article's folder name: not a slug, or the address of a category or of the tag pages. */
function folderNameIssues(
  { file, slug }: ArticleToCheck,
  data: SiteData,
  market: Market,
): DataIssue[] {
  const issues: DataIssue[] = [];
  if (!SLUG.test(slug)) {
    issues.push({
      file,
      path: ["folder name"],
      value: slug,
      message: "must be a lower-case slug such as location-benne-lyon (a-z, 0-9, -)",
    });
  }
  // A blog is a market's with one language (docs/rules.md#blog-routes).
  const language = data.countries[market].languages[0].content;
  const topic = data.blogCategories.find((category) => category.slugs[language] === slug);
  if (topic)
    issues.push({
      file,
      path: ["folder name"],
      value: slug,
      message: `is the address of the category ${topic.key} (data/blog-categories.yaml); rename the folder`,
    });
  if (slug === TAG_SEGMENT)
    issues.push({
      file,
      path: ["folder name"],
      value: slug,
      message: `is where the blog's tag pages are (/blog/${TAG_SEGMENT}/…); rename the folder`,
    });
  return issues;
}

/**
 * The entries of a front-matter list as written: none when the field holds something else (a text
 * such as `tags: lyon, rhone`), which the schema reports (src/rules/blog/front-matter-fields.ts).
 */
const entries = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/**
 * Problems of the keys the front matter names (service, category, tags, regions) against data/.
 * The front matter is read as written, not as the schema would have it: a field of the wrong shape
 * is the schema's to report, once, and gives nothing to check here.
 */
function referenceIssues(
  { file, body, frontmatter: raw, locate }: ArticleToCheck,
  data: SiteData,
  market: Market,
): DataIssue[] {
  const issues: DataIssue[] = [];
  const frontmatter: Partial<Record<keyof FrontMatter, unknown>> =
    raw !== null && typeof raw === "object" ? raw : {};
  const language = data.countries[market].languages[0].content;
  const { service, category, title, description } = frontmatter;
  if (
    typeof service === "string" &&
    service !== "" &&
    !data.countries[market].services.some((offered) => offered.key === service)
  ) {
    const offered = data.countries[market].services.map((candidate) => candidate.key);
    issues.push({
      file,
      path: ["service"],
      value: service,
      line: locate?.(["service"]),
      message: `is not a service of market ${market}; allowed: ${offered.join(", ")}`,
    });
  }
  const categoryKeys = data.blogCategories.map((candidate) => candidate.key);
  // A category the schema refused (not a key's shape) is reported once, by the schema.
  if (typeof category === "string" && SLUG.test(category) && !categoryKeys.includes(category)) {
    issues.push({
      file,
      path: ["category"],
      value: category,
      line: locate?.(["category"]),
      message: `is not a category of data/blog-categories.yaml; allowed: ${categoryKeys.join(", ")}`,
    });
  }
  const tagKeys = new Set(data.blogTags.map((tag) => tag.key));
  entries(frontmatter.tags).forEach((tag, index) => {
    // A tag the schema refused (not a slug) is reported once, by the schema.
    if (typeof tag !== "string" || !SLUG.test(tag) || tagKeys.has(tag)) return;
    const name = tagName(tag, [
      [title, description, body].filter((part) => typeof part === "string").join("\n"),
    ]);
    issues.push({
      file,
      path: ["tags", index],
      value: tag,
      line: locate?.(["tags", index]),
      message: `is not a tag of data/blog-tags.yaml; add it there with the name the pages show ("- key: ${tag}" and "names: { ${language}: ${name} }", written as a reader expects it), or use one of the tags listed there`,
    });
  });
  entries(frontmatter.regions).forEach((regionKey, index) => {
    const known = data.countries[market].regions;
    if (typeof regionKey === "string" && !known.includes(regionKey)) {
      issues.push({
        file,
        path: ["regions", index],
        value: regionKey,
        line: locate?.(["regions", index]),
        message: `is not a region of market ${market}; allowed: ${known.join(", ")}`,
      });
    }
  });
  return issues;
}

/**
 * Everything data/ says of an article in `market`, in the order the team reads it: its folder name
 * (with `duplicateOf`, the file that already has its slug), its live-data blocks, then the keys of
 * its front matter. `regionKeys`: the regions its blocks show.
 */
export function articleDataIssues(
  article: ArticleToCheck,
  data: SiteData,
  market: Market,
  duplicateOf?: string,
): { issues: DataIssue[]; regionKeys: string[] } {
  const issues = folderNameIssues(article, data, market);
  if (duplicateOf !== undefined)
    issues.push({
      file: article.file,
      path: ["folder name"],
      value: article.slug,
      message: `is already the slug of ${duplicateOf}`,
    });
  const blocks = checkLiveBlocks(article.file, article.body, data, market, article.firstLine);
  issues.push(...blocks.issues, ...referenceIssues(article, data, market));
  return { issues, regionKeys: blocks.regionKeys };
}
