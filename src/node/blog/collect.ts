/**
 * From the Mdx nodes of content/blog (and content/blog-testing) to the list of articles, checking
 * each one's front matter and live-data blocks against data/. Runs on every build, so an article
 * that names a region removed from data/ fails even when the article itself did not change.
 */
import fs from "node:fs";
import path from "node:path";
import type { SiteData } from "../../rules/data/site-data";
import type { DataIssue, FieldPath } from "../../rules/data/issues";
import type { ParsedYaml } from "../../rules/data/yaml-source";
import type { Market } from "../../shared/keys";
import type { BlogCollection } from "../../shared/blog";
import { frontMatterIssues } from "./front-matter";
import type { FrontMatter } from "../../rules/blog/front-matter-fields";
import { articleDataIssues } from "../../rules/blog/article-check";
import { bodyFirstLine } from "./article-source";
import { blogPost, type BlogPost } from "../../rules/blog/pages";

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

export function collectPosts(
  sources: readonly MdxSource[],
  data: SiteData,
  market: Market,
  root: string,
): { posts: BlogPost[]; issues: DataIssue[] } {
  const posts: BlogPost[] = [];
  const issues: DataIssue[] = [];
  const slugs = new Map<string, string>();
  for (const source of sources) {
    const file = path.relative(root, source.absolutePath).split(path.sep).join("/");
    const found = [
      ...frontMatterIssues(file, source.absolutePath, source.frontmatter, {
        locate: source.locate,
        scalarAt: source.scalarAt,
        staticDir: path.join(root, "static"),
      }),
    ];
    const key = `${source.collection}/${source.slug}`;
    // Gatsby's body starts after the front matter; lines in messages are the file's own.
    const firstLine = fs.existsSync(source.absolutePath)
      ? bodyFirstLine(fs.readFileSync(source.absolutePath, "utf8"))
      : 1;
    const checked = articleDataIssues(
      {
        file,
        slug: source.slug,
        body: source.body,
        frontmatter: source.frontmatter,
        firstLine,
        locate: source.locate,
      },
      data,
      market,
      slugs.get(key),
    );
    found.push(...checked.issues);
    slugs.set(key, file);
    issues.push(...found);
    if (found.length > 0) continue;
    const article = {
      id: source.id,
      slug: source.slug,
      collection: source.collection,
      contentFilePath: source.absolutePath,
      regionKeys: checked.regionKeys,
    };
    posts.push(blogPost(article, source.frontmatter as FrontMatter));
  }
  return { posts, issues };
}
