/**
 * The content check's share of the build's article compilation (src/node/blog/article-tree.ts):
 * each article's body compiled to its element tree, so that an import, an expression, an unknown
 * component or a non-literal attribute gets the build's message here too. Asynchronous, as the
 * compiler is; the articles that already have a problem are left out, so each gets its first
 * message once.
 */
import fs from "node:fs";
import path from "node:path";
import type { DataIssue } from "../../rules/data/issues";
import { BLOG_COLLECTIONS, type BlogCollection } from "../../shared/blog";
import { readArticleSource } from "../blog/article-source";
import { compileArticleTree } from "../../rules/blog/article-compile";
import { articleFiles } from "./articles";

export async function checkArticleTrees(
  root: string,
  filesWithIssues: ReadonlySet<string>,
): Promise<DataIssue[]> {
  const issues: DataIssue[] = [];
  for (const collection of Object.keys(BLOG_COLLECTIONS) as BlogCollection[]) {
    for (const absolutePath of articleFiles(root, collection, [])) {
      const file = path.relative(root, absolutePath).split(path.sep).join("/");
      if (filesWithIssues.has(file)) continue;
      const article = readArticleSource(fs.readFileSync(absolutePath, "utf8"), file, []);
      if (!article) continue;
      issues.push(...(await compileArticleTree(article.body, file, article.bodyFirstLine)).issues);
    }
  }
  return issues;
}
