/**
 * Everything the content team edits, checked without a Gatsby build: data/, the articles (front
 * matter and live-data blocks), the translation catalogs and the dynamic pages. `npm run
 * check:content` prints the result; the build runs the same check before any plugin reads a file,
 * so a mistake stops both with the same message: file, line, field, value and what is allowed.
 */
import fs from "node:fs";
import path from "node:path";
import type { SiteData } from "../../rules/data/site-data";
import { formatIssue, type DataIssue } from "../../rules/data/issues";
import { loadData, type DataLoad } from "../build-context";
import { checkArticles } from "./articles";
import { checkEncodings } from "./encoding";
import { checkCatalogs } from "./catalogs";
import { checkDynamicPages } from "./dynamic";
import { checkRouteClashes } from "./routes";
import { requiredCatalogKeys } from "./required-keys";

export interface ContentCheck {
  issues: DataIssue[];
  /** Tolerated oddities, shown but not blocking. */
  warnings: string[];
}

/** The catalogs there are, when data/ is too broken to say which the site uses. */
function catalogFolders(root: string): string[] {
  const dir = path.join(root, "content/locales");
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** `load` is data/ as the caller already read it (the build's context); read here when not given. */
export function checkContent(root: string, load: DataLoad = loadData(root)): ContentCheck {
  // First, as everything else reads these files as UTF-8 and would take "�" for a letter.
  const issues: DataIssue[] = checkEncodings(root);
  const data: SiteData | undefined = load.loaded?.data;
  const warnings = load.loaded?.warnings ?? [];
  if (load.error) issues.push(...load.error.issues);
  const articles = checkArticles(root, data);
  issues.push(...articles.issues);
  const clashes = data ? checkRouteClashes(root, data) : [];
  issues.push(...clashes);
  // The pages a dynamic page may not shadow come from the route table, which a clash leaves unmade.
  issues.push(...checkDynamicPages(root, clashes.length > 0 ? undefined : data, articles.posts));
  issues.push(
    ...checkCatalogs(root, {
      locales: data?.brand.i18n.locales ?? catalogFolders(root),
      requiredKeys: data ? requiredCatalogKeys(root, data) : [],
    }),
  );
  return { issues, warnings };
}

/** The report printed by `npm run check:content` and by the build when the check fails. */
export function formatContentCheck(issues: readonly DataIssue[]): string {
  const count = `${issues.length} problem${issues.length === 1 ? "" : "s"}`;
  return `${count} in the content, fix ${issues.length === 1 ? "it" : "them"} and run the check again (npm run check:content):\n${issues.map((issue) => `  - ${formatIssue(issue)}`).join("\n")}`;
}
