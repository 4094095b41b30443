/**
 * Everything the content team edits, checked without a Gatsby build: data/, the articles (front
 * matter and live-data blocks), the translation catalogs and the dynamic pages. `npm run
 * check:content` prints the result; the build runs the same check before any plugin reads a file,
 * so a mistake stops both with the same message: file, line, field, value and what is allowed.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
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

/**
 * The catalogs that take missing texts from another (`catalogFallback` of data/countries/), read
 * from the files as they are when data/ is too broken to load: a partial catalog is then not
 * reported a thousand times over for the texts its fallback gives it.
 */
function rawCatalogFallbacks(root: string): Record<string, string> {
  const dir = path.join(root, "data/countries");
  if (!fs.existsSync(dir)) return {};
  const fallbacks: Record<string, string> = {};
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".yaml"))) {
    let country: unknown;
    try {
      country = parse(fs.readFileSync(path.join(dir, file), "utf8"));
    } catch {
      continue;
    }
    const languages = (country as { languages?: unknown } | null)?.languages;
    if (!Array.isArray(languages)) continue;
    for (const language of languages as Array<Record<string, unknown> | null>) {
      const catalog = language?.catalog;
      const fallback = language?.catalogFallback;
      if (typeof catalog === "string" && typeof fallback === "string")
        fallbacks[catalog] = fallback;
    }
  }
  return fallbacks;
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
  issues.push(...checkCatalogs(root, catalogCheckOptions(root, data)));
  return { issues, warnings };
}

/**
 * Which catalogs the check reads and how: the switcher's locales and every market language's
 * catalog, the keys the site shows, which catalog takes missing texts from which, and which
 * belong to a market with several languages (and so name them).
 */
export function catalogCheckOptions(
  root: string,
  data: SiteData | undefined,
): Parameters<typeof checkCatalogs>[1] {
  // Without the data, which markets list a tool's page is unknown: the tools' texts are judged
  // once the data loads, so a broken data edit is reported alone.
  if (!data)
    return {
      locales: catalogFolders(root),
      requiredKeys: [],
      fallbacks: rawCatalogFallbacks(root),
      severalLanguages: [],
      withoutTools: catalogFolders(root),
    };
  const languages = Object.values(data.countries).flatMap((country) => country.languages);
  return {
    locales: [
      ...new Set([...data.brand.i18n.locales, ...languages.map((language) => language.catalog)]),
    ],
    requiredKeys: requiredCatalogKeys(root, data),
    fallbacks: Object.fromEntries(
      languages.flatMap((language) =>
        language.catalogFallback ? [[language.catalog, language.catalogFallback]] : [],
      ),
    ),
    severalLanguages: Object.values(data.countries)
      .filter((country) => country.languages.length > 1)
      .flatMap((country) => country.languages.map((language) => language.catalog)),
    withoutTools: catalogsWithoutTools(data),
  };
}

/** A visitor tool's page key: a market listing one shows the tools' texts. */
const TOOL_PAGE_KEYS: readonly string[] = ["WHICH_CONTAINER", "CAN_IT_GO_IN", "WHERE_CAN_IT_STAND"];

/** The catalogs that only markets listing no visitor tool's page read (see TOOL_TEXT_PREFIXES). */
function catalogsWithoutTools(data: SiteData): string[] {
  const countries = Object.values(data.countries);
  const withTools = new Set(
    countries
      .filter((country) => country.pages.some((page) => TOOL_PAGE_KEYS.includes(page)))
      .flatMap((country) => country.languages.map((language) => language.catalog)),
  );
  return [
    ...new Set(
      countries.flatMap((country) => country.languages.map((language) => language.catalog)),
    ),
  ].filter((catalog) => !withTools.has(catalog) && !data.brand.i18n.locales.includes(catalog));
}

/** The report printed by `npm run check:content` and by the build when the check fails. */
export function formatContentCheck(issues: readonly DataIssue[]): string {
  const count = `${issues.length} problem${issues.length === 1 ? "" : "s"}`;
  return `${count} in the content, fix ${issues.length === 1 ? "it" : "them"} and run the check again (npm run check:content):\n${issues.map((issue) => `  - ${formatIssue(issue)}`).join("\n")}`;
}
