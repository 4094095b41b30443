/**
 * The page paths of each language, from the `routes` section of its catalog
 * (content/locales/<locale>/translation.json; docs/rules.md#primary-paths): a market in a new
 * language is its files under data/ and a catalog with its route paths, no code. A path a
 * catalog lacks is an error of the content check naming the catalog, the key and the page: the
 * site never falls back to another language's path. A regional catalog with a `catalogFallback`
 * takes the paths it does not give from that catalog of its own language.
 */
import fs from "node:fs";
import path from "node:path";
import type { Country } from "../shared/data-schema";
import {
  ROUTE_KEYS,
  type CatalogRoutePaths,
  type RouteKey,
  type RoutePaths,
} from "../shared/route-table";

/** A page path: a slash, then lower-case words of a-z, 0-9 and hyphens, each followed by a slash. */
export const ROUTE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*$/;

/** What a catalog's `routes` lacks or gets wrong, one sentence per key; empty when it is complete. */
export interface RoutePathProblem {
  key: RouteKey;
  value: unknown;
  message: string;
}

export function routePathProblems(routes: unknown): RoutePathProblem[] {
  const section =
    routes !== null && typeof routes === "object" && !Array.isArray(routes)
      ? (routes as Record<string, unknown>)
      : {};
  return ROUTE_KEYS.flatMap((key): RoutePathProblem[] => {
    const value = section[key];
    if (value === undefined) {
      return [
        {
          key,
          value,
          message: `is missing: the path of page ${key} in this language (for example "/agb/"); every page needs one, and no other language's path stands in`,
        },
      ];
    }
    if (typeof value !== "string" || !ROUTE_PATH.test(value)) {
      return [
        {
          key,
          value,
          message: `must be a page path: a slash, then lower-case words of a-z, 0-9 and hyphens, each ending with a slash (for example "/" or "/terms-of-sale/")`,
        },
      ];
    }
    return [];
  });
}

/** The `routes` section of a catalog, or undefined when the file cannot be read. */
function catalogRoutes(rootDir: string, catalog: string): Record<string, unknown> | undefined {
  try {
    const json: unknown = JSON.parse(
      fs.readFileSync(path.join(rootDir, "content/locales", catalog, "translation.json"), "utf8"),
    );
    const routes =
      json !== null && typeof json === "object" ? (json as { routes?: unknown }).routes : undefined;
    return routes !== null && typeof routes === "object" ? (routes as Record<string, unknown>) : {};
  } catch {
    return undefined;
  }
}

interface CountrySource {
  value: Pick<Country, "languages">;
}

/**
 * The route paths of every language of the markets, read from its catalog (and its fallback). A
 * catalog that cannot be read, or whose `routes` is incomplete, is left out: the content check,
 * which every build runs first, reports it with the catalog, the key and the page, and the route
 * table refuses a language it has no paths for.
 */
export function readRoutePaths(
  rootDir: string,
  countries: readonly CountrySource[],
): CatalogRoutePaths {
  const table: CatalogRoutePaths = {};
  for (const { value: country } of countries) {
    for (const language of country.languages) {
      if (table[language.catalog]) continue;
      const own = catalogRoutes(rootDir, language.catalog);
      const fallback = language.catalogFallback
        ? catalogRoutes(rootDir, language.catalogFallback)
        : {};
      if (!own || !fallback) continue;
      const routes = { ...fallback, ...own };
      if (routePathProblems(routes).length === 0) table[language.catalog] = routes as RoutePaths;
    }
  }
  return table;
}
