/**
 * From the Mdx nodes of content/blog (and content/blog-testing) to the list of articles, checking
 * each one's front matter and live-data blocks against data/. Runs on every build, so an article
 * that names a region removed from data/ fails even when the article itself did not change.
 */
import fs from "node:fs";
import path from "node:path";
import { tagName } from "./tag-spelling.mjs";
import type { SiteData } from "../data/load";
import type { DataIssue, FieldPath } from "../data/issues";
import type { ParsedYaml } from "../data/yaml-source";
import type { Market } from "../../shared/keys";
import { TAG_SEGMENT, type BlogCollection } from "../../shared/blog";
import { frontMatterIssues, isoDay, type FrontMatter } from "./front-matter";
import { checkLiveBlocks } from "./live-blocks";
import { bodyFirstLine } from "./article-source";
import type { BlogPost } from "./pages";

export interface MdxSource {
  id: string;
  body: string;
  frontmatter: unknown;
  /** Absolute path of the .mdx file. */
  absolutePath: string;
  /** Folder name under content/blog: the article's slug. */
  slug: string;
  collection: BlogCollection;
  /** Real line of a front-matter field in the file, when the front matter was read from its text. */
  locate?: (fieldPath: FieldPath) => number | undefined;
  /** A front-matter value as written, when the front matter was read from its text. */
  scalarAt?: ParsedYaml["scalarAt"];
}

export function collectPosts(sources: readonly MdxSource[], data: SiteData, market: Market, root: string): { posts: BlogPost[]; issues: DataIssue[] } {
  const posts: BlogPost[] = [];
  const issues: DataIssue[] = [];
  const slugs = new Map<string, string>();
  for (const source of sources) {
    const file = path.relative(root, source.absolutePath).split(path.sep).join("/");
    const found = [...frontMatterIssues(file, source.absolutePath, source.frontmatter, { locate: source.locate, scalarAt: source.scalarAt, staticDir: path.join(root, "static") })];
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(source.slug)) {
      found.push({ file, path: ["folder name"], value: source.slug, message: "must be a lower-case slug such as location-benne-lyon (a-z, 0-9, -)" });
    }
    const language = data.countries[market].contentLanguage;
    const topic = data.blogCategories.find((category) => category.slugs[language] === source.slug);
    if (topic) found.push({ file, path: ["folder name"], value: source.slug, message: `is the address of the category ${topic.key} (data/blog-categories.yaml); rename the folder` });
    if (source.slug === TAG_SEGMENT) found.push({ file, path: ["folder name"], value: source.slug, message: `is where the blog's tag pages are (/blog/${TAG_SEGMENT}/…); rename the folder` });
    const key = `${source.collection}/${source.slug}`;
    if (slugs.has(key)) found.push({ file, path: ["folder name"], value: source.slug, message: `is already the slug of ${slugs.get(key)}` });
    slugs.set(key, file);
    // Gatsby's body starts after the front matter; lines in messages are the file's own.
    const firstLine = fs.existsSync(source.absolutePath) ? bodyFirstLine(fs.readFileSync(source.absolutePath, "utf8")) : 1;
    const blocks = checkLiveBlocks(file, source.body, data, market, firstLine);
    found.push(...blocks.issues);
    const frontmatter = source.frontmatter as FrontMatter;
    if (frontmatter?.service && !data.countries[market].services.some((service) => service.key === frontmatter.service)) {
      const offered = data.countries[market].services.map((service) => service.key);
      found.push({ file, path: ["service"], value: frontmatter.service, line: source.locate?.(["service"]), message: `is not a service of market ${market}; allowed: ${offered.join(", ")}` });
    }
    const categoryKeys = data.blogCategories.map((category) => category.key);
    // A category the schema refused (not a key's shape) is reported once, by the schema.
    if (typeof frontmatter?.category === "string" && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(frontmatter.category) && !categoryKeys.includes(frontmatter.category)) {
      found.push({ file, path: ["category"], value: frontmatter.category, line: source.locate?.(["category"]), message: `is not a category of data/blog-categories.yaml; allowed: ${categoryKeys.join(", ")}` });
    }
    const tagKeys = new Set(data.blogTags.map((tag) => tag.key));
    frontmatter?.tags?.forEach((tag, index) => {
      // A tag the schema refused (not a slug) is reported once, by the schema.
      if (typeof tag !== "string" || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(tag) || tagKeys.has(tag)) return;
      const name = tagName(tag, [[frontmatter.title, frontmatter.description, source.body].filter((part) => typeof part === "string").join("\n")]);
      found.push({
        file,
        path: ["tags", index],
        value: tag,
        line: source.locate?.(["tags", index]),
        message: `is not a tag of data/blog-tags.yaml; add it there with the name the pages show ("- key: ${tag}" and "names: { ${language}: ${name} }", written as a reader expects it), or use one of the tags listed there`,
      });
    });
    frontmatter?.regions?.forEach((regionKey, index) => {
      const known = data.countries[market].regions;
      if (!known.includes(regionKey)) {
        found.push({ file, path: ["regions", index], value: regionKey, line: source.locate?.(["regions", index]), message: `is not a region of market ${market}; allowed: ${known.join(", ")}` });
      }
    });
    issues.push(...found);
    if (found.length > 0) continue;
    posts.push({
      id: source.id,
      slug: source.slug,
      collection: source.collection,
      contentFilePath: source.absolutePath,
      date: isoDay(frontmatter.date),
      updated: frontmatter.updated === undefined ? null : isoDay(frontmatter.updated),
      category: frontmatter.category,
      tags: frontmatter.tags,
      service: frontmatter.service ?? null,
      regionKeys: blocks.regionKeys,
    });
  }
  return { posts, issues };
}
