/**
 * Two pages of a market at one path (a catalog's `routes` entry equal to another page's, a
 * service or region slug that makes another page's path): the build's route table refuses it;
 * here it is told with the file and line of each side, before the build gets there.
 */
import fs from "node:fs";
import path from "node:path";
import type { SiteData } from "../../rules/data/site-data";
import type { DataIssue } from "../../rules/data/issues";
import { everyLanguageRoutable, marketRoutes } from "../../rules/market";
import { RouteClashError } from "../../shared/route-table";
import { CATALOG_DIR, lineOfKey } from "./catalogs";

interface Place {
  file: string;
  line?: number;
  field: string;
  what: string;
}

/** The first line of `file` that matches, 1-based. */
function lineMatching(root: string, file: string, pattern: RegExp): number | undefined {
  const index = fs
    .readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .findIndex((line) => pattern.test(line));
  return index < 0 ? undefined : index + 1;
}

/** Where the path of route `id` is written: a service's or region's slug, or a page's entry in a catalog's routes. */
function placeOf(root: string, id: string, clashPath: string): Place {
  const [kind, key] = id.includes(":") ? id.split(":") : ["PAGE", id];
  if (kind === "SERVICE")
    return {
      file: "data/services.yaml",
      line: lineMatching(root, "data/services.yaml", new RegExp(`key:\\s*${key}\\b`)),
      field: "slugs",
      what: `the page of service ${key}`,
    };
  if (kind === "REGION") {
    const files = fs
      .readdirSync(path.join(root, "data/regions"))
      .map((name) => `data/regions/${name}`);
    const file =
      files.find((candidate) => lineMatching(root, candidate, new RegExp(`key:\\s*${key}\\b`))) ??
      "data/regions/";
    return {
      file,
      line: file.endsWith("/")
        ? undefined
        : lineMatching(root, file, new RegExp(`key:\\s*${key}\\b`)),
      field: "slug",
      what: `the page of region ${key}`,
    };
  }
  // A page key: the catalog whose routes give it this path.
  const catalogs = fs
    .readdirSync(path.join(root, CATALOG_DIR))
    .map((locale) => `${CATALOG_DIR}/${locale}/translation.json`);
  for (const file of catalogs) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    let routes: Record<string, unknown> | undefined;
    try {
      routes = (JSON.parse(text) as { routes?: Record<string, unknown> }).routes;
    } catch {
      continue;
    }
    if (routes?.[key] === clashPath)
      return {
        file,
        line: lineOfKey(text, `routes.${key}`),
        field: `routes.${key}`,
        what: `page ${key}`,
      };
  }
  return { file: CATALOG_DIR, field: `routes.${key}`, what: `page ${key}` };
}

export function checkRouteClashes(root: string, data: SiteData): DataIssue[] {
  // Without the paths of every language (a catalog unreadable or incomplete, which the catalog
  // check reports), there is no route table to make.
  if (!everyLanguageRoutable(data)) return [];
  // One clash in a catalog shows in every market whose pages have that catalog's paths as aliases.
  const clashes = new Map<
    string,
    { first: Place; second: Place; path: string; markets: string[] }
  >();
  for (const market of Object.keys(data.countries)) {
    try {
      marketRoutes(data, market);
    } catch (error) {
      if (!(error instanceof RouteClashError)) throw error;
      const [first, second] = error.ids.map((id) => placeOf(root, id, error.path));
      const key = JSON.stringify([first, second, error.path]);
      const clash = clashes.get(key) ?? { first, second, path: error.path, markets: [] };
      clash.markets.push(market);
      clashes.set(key, clash);
    }
  }
  return [...clashes.values()].map(({ first, second, path: clashPath, markets }) => ({
    file: second.file,
    line: second.line,
    path: [second.field],
    value: clashPath,
    message: `is also the path of ${first.what} (${first.file}${first.line ? `:${first.line}` : ""}), in market${markets.length > 1 ? "s" : ""} ${markets.join(", ")}; each page needs a path of its own: change one of the two`,
  }));
}
