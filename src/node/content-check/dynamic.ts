/**
 * The /de/… pages of content/dynamic/<market>/: folders and file names the build would skip
 * (content/dynamic/FR/, x.YAML), each file against its schema, and no page that shadows one the
 * market already has.
 */
import fs from "node:fs";
import path from "node:path";
import type { Actions } from "gatsby";
import type { SiteData } from "../../rules/data/site-data";
import type { DataIssue } from "../../rules/data/issues";
import type { Market } from "../../shared/keys";
import { marketKeys } from "../market-files.mjs";
import { loadDynamicPages } from "../dynamic-pages";
import { DYNAMIC_CONTENT_DIR } from "../../rules/dynamic-page-content";
import { everyLanguageRoutable, marketRoutes } from "../../rules/market";
import { createMarketPages, PAGE_QUERIES_DIR } from "../pages";
import { createBlogPages } from "../blog/pages";
import type { BlogPost } from "../../rules/blog/pages";
import { blogTopics } from "../../rules/blog/topics";

/** Every path the build creates for a market before its dynamic pages, computed the build's own way. */
export function marketPagePaths(
  root: string,
  data: SiteData,
  market: Market,
  posts: readonly BlogPost[],
): Set<string> {
  const paths = new Set<string>();
  const createPage = ((page: { path: string }) =>
    paths.add(page.path)) as unknown as Actions["createPage"];
  const routes = marketRoutes(data, market);
  const domain = data.countries[market].domains[0];
  const queriesDir = path.join(root, PAGE_QUERIES_DIR);
  createMarketPages({
    routes: routes.filter((route) => route.kind !== "BLOG"),
    market,
    domain,
    queriesDir,
    createPage,
  });
  const blogRoute = routes.find((route) => route.kind === "BLOG");
  // Tag names do not change a path: the topics need no article text here.
  if (blogRoute)
    createBlogPages({
      posts,
      topics: blogTopics(data, market, posts),
      blogRoute,
      market,
      domain,
      queriesDir,
      createPage,
    });
  return paths;
}

function namingIssues(root: string, markets: readonly string[]): DataIssue[] {
  const issues: DataIssue[] = [];
  const dir = path.join(root, DYNAMIC_CONTENT_DIR);
  if (!fs.existsSync(dir)) return issues;
  const allowed = markets.map((market) => market.toLowerCase()).sort();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      const file = path.relative(root, full).split(path.sep).join("/");
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.startsWith(".") && !/\.ya?ml$/.test(entry.name)) {
        issues.push({
          file,
          path: ["file name"],
          value: entry.name,
          message: /\.ya?ml$/i.test(entry.name)
            ? "is not read: a page's file name ends in .yaml (lower case); rename it"
            : "is not read: a dynamic page is a .yaml file",
        });
      }
    }
  };
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const file = `${DYNAMIC_CONTENT_DIR}/${entry.name}`;
    if (!entry.isDirectory()) {
      if (!entry.name.startsWith("."))
        issues.push({
          file,
          path: ["file name"],
          value: entry.name,
          message: `is not read: a page goes in the folder of its market; allowed folders: ${allowed.join(", ")}`,
        });
    } else if (!allowed.includes(entry.name)) {
      issues.push({
        file,
        path: ["folder"],
        value: entry.name,
        message: `is not a market folder, so its pages are not built; allowed: ${allowed.join(", ")} (lower case)`,
      });
    } else {
      walk(path.join(dir, entry.name));
    }
  }
  return issues;
}

export function checkDynamicPages(
  root: string,
  data: SiteData | undefined,
  posts: Partial<Record<Market, BlogPost[]>>,
): DataIssue[] {
  // A market with several languages has none of the earlier site's /de/ pages: there /de/ may be a
  // language's prefix (docs/decisions.md#d100-a-market-with-several-languages-prefixes-every-language).
  const markets: Market[] = data
    ? Object.keys(data.countries).filter((market) => data.countries[market].languages.length === 1)
    : marketKeys(root);
  const issues = namingIssues(root, markets);
  for (const market of markets) {
    // Without the route paths of every market's language (a page's aliases are its paths in each),
    // because a catalog is unreadable or incomplete (the catalog check reports it), only the dynamic
    // pages' own files are checked.
    const routable = data && everyLanguageRoutable(data);
    const taken =
      data && routable
        ? marketPagePaths(root, data, market, posts[market] ?? [])
        : new Set<string>();
    issues.push(...loadDynamicPages(root, market, taken).issues);
  }
  return issues;
}
