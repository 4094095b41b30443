/**
 * Blog pages: each page of the blog's page model (src/rules/blog/pages.ts) at its primary path and
 * at its /de/ twin, whose canonical is the primary path, with the template of its kind. The testing
 * blog (/blog-testing/…) is built the same way, outside production only.
 */
import type { Actions } from "gatsby";
import { twinPath } from "../../shared/paths";
import { blogPages, type BlogPost, type BlogTopics, type BlogPlace } from "../../rules/blog/pages";
import { templatePath } from "../pages";

interface CreateBlogPagesArgs extends BlogPlace {
  posts: readonly BlogPost[];
  topics: BlogTopics;
  queriesDir: string;
  createPage: Actions["createPage"];
}

/** Creates listing and article pages for every collection that has articles; returns the page count. */
export function createBlogPages({ queriesDir, createPage, ...blog }: CreateBlogPagesArgs): number {
  let count = 0;
  for (const { path, template, context } of blogPages(blog)) {
    for (const pagePath of [path, twinPath(path)]) {
      createPage({ path: pagePath, component: templatePath(template, queriesDir), context });
      count += 1;
    }
  }
  return count;
}
