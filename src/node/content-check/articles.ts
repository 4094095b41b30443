/**
 * The articles of content/blog and content/blog-testing, read from their files as Gatsby's MDX
 * plugin will read them: where each article must be (a folder with index.mdx), its front matter
 * and its live-data blocks, with the real line of the .mdx file in every message.
 */
import fs from "node:fs";
import path from "node:path";
import type { SiteData } from "../../rules/data/site-data";
import type { DataIssue } from "../../rules/data/issues";
import type { Market } from "../../shared/keys";
import { BLOG_COLLECTIONS, type BlogCollection } from "../../shared/blog";
import { readArticleSource } from "../blog/article-source";
import { frontMatterIssues } from "../blog/front-matter";
import { collectPosts, type MdxSource } from "../blog/collect";
import type { BlogPost } from "../../rules/blog/pages";

const ARTICLE_FILE = "index.mdx";
const MARKDOWN = /\.(mdx?|markdown)$/i;

const posix = (file: string) => file.split(path.sep).join("/");

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * The article files of a collection (content/<collection>/<slug>/index.mdx). Files that look like
 * articles but that the MDX plugin would skip or read wrongly go to `issues`.
 */
export function articleFiles(
  root: string,
  collection: BlogCollection,
  issues: DataIssue[],
): string[] {
  const dir = path.join(root, "content", collection);
  if (!fs.existsSync(dir)) return [];
  const articles: string[] = [];
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    const file = posix(path.relative(root, full));
    if (!entry.isDirectory()) {
      if (MARKDOWN.test(entry.name)) {
        issues.push({
          file,
          path: ["file name"],
          value: entry.name,
          message: `is not read: an article is a folder with an index.mdx in it; move it to content/${collection}/${entry.name.replace(MARKDOWN, "")}/index.mdx`,
        });
      }
      continue;
    }
    let hasArticle = false;
    for (const inner of filesUnder(full)) {
      const relative = posix(path.relative(full, inner));
      const innerFile = posix(path.relative(root, inner));
      if (relative === ARTICLE_FILE) {
        hasArticle = true;
      } else if (MARKDOWN.test(relative)) {
        issues.push({
          file: innerFile,
          path: ["file name"],
          value: path.basename(relative),
          message: relative.includes("/")
            ? `is not read as an article: an article is content/${collection}/<slug>/index.mdx, one folder deep`
            : `is not read as an article: the article of a folder is the file index.mdx (lower case, .mdx); rename it`,
        });
      }
    }
    if (hasArticle) articles.push(path.join(full, ARTICLE_FILE));
    else if (!issues.some((issue) => issue.file.startsWith(`${file}/`))) {
      issues.push({
        file,
        path: ["folder"],
        value: entry.name,
        message:
          "has no index.mdx, so it is not an article; write the article in index.mdx or remove the folder",
      });
    }
  }
  return articles;
}

export interface ArticleCheck {
  issues: DataIssue[];
  /** The valid articles, by market that shows the blog. */
  posts: Partial<Record<Market, BlogPost[]>>;
}

/**
 * Checks every article. With `data` (valid data/), also the live-data blocks and the service, for
 * each market that has a blog page; without it, only what the article's file says by itself.
 */
export function checkArticles(root: string, data: SiteData | undefined): ArticleCheck {
  const issues: DataIssue[] = [];
  const sources: Array<
    MdxSource & { locate: (fieldPath: ReadonlyArray<string | number>) => number | undefined }
  > = [];
  for (const collection of Object.keys(BLOG_COLLECTIONS) as BlogCollection[]) {
    for (const absolutePath of articleFiles(root, collection, issues)) {
      const file = posix(path.relative(root, absolutePath));
      const article = readArticleSource(fs.readFileSync(absolutePath, "utf8"), file, issues);
      if (!article) continue;
      const slug = path.basename(path.dirname(absolutePath));
      sources.push({
        id: file,
        body: article.body,
        frontmatter: article.frontmatter,
        absolutePath,
        slug,
        collection,
        locate: article.locate,
        scalarAt: article.scalarAt,
      });
    }
  }
  const blogMarkets = data
    ? Object.keys(data.countries).filter((market) => data.countries[market]?.pages.includes("BLOG"))
    : [];
  const posts: ArticleCheck["posts"] = {};
  if (!data || blogMarkets.length === 0) {
    for (const source of sources) {
      const file = posix(path.relative(root, source.absolutePath));
      issues.push(
        ...frontMatterIssues(file, source.absolutePath, source.frontmatter, {
          locate: source.locate,
          scalarAt: source.scalarAt,
          staticDir: path.join(root, "static"),
        }),
      );
    }
    return { issues, posts };
  }
  const seen = new Set<string>();
  for (const market of blogMarkets) {
    const collected = collectPosts(sources, data, market, root);
    posts[market] = collected.posts;
    // The front matter's problems are the same for every market: say each once.
    for (const issue of collected.issues) {
      const key = `${issue.file}:${issue.line ?? ""}:${issue.path.join(".")}:${issue.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      issues.push(issue);
    }
  }
  return { issues, posts };
}
