/**
 * The page paths of each content language, from the `routes` section of its catalog
 * (content/locales/<locale>/translation.json; docs/rules.md#primary-paths): a market in a new
 * language is its files under data/ and a catalog with its route paths, no code. A path a
 * catalog lacks is an error of the content check naming the catalog, the key and the page: the
 * site never falls back to another language's path.
 */
import fs from "node:fs";
import path from "node:path";
import type { Country } from "../shared/data-schema";
import {
  ROUTE_KEYS,
  type RouteKey,
  type RoutePathTable,
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

interface CountrySource {
  value: Pick<Country, "language" | "contentLanguage">;
}

/**
 * The route paths of every content language a market uses, read from that market's catalog. A
 * catalog that cannot be read, or whose `routes` is incomplete, is left out: the content check,
 * which every build runs first, reports it with the catalog, the key and the page, and the route
 * table refuses a language it has no paths for.
 */
export function readRoutePaths(
  rootDir: string,
  countries: readonly CountrySource[],
): RoutePathTable {
  const table: RoutePathTable = {};
  for (const { value: country } of countries) {
    if (table[country.contentLanguage]) continue;
    let catalog: unknown;
    try {
      catalog = JSON.parse(
        fs.readFileSync(
          path.join(rootDir, "content/locales", country.language, "translation.json"),
          "utf8",
        ),
      );
    } catch {
      continue;
    }
    const routes =
      catalog !== null && typeof catalog === "object"
        ? (catalog as Record<string, unknown>).routes
        : undefined;
    if (routePathProblems(routes).length === 0)
      table[country.contentLanguage] = routes as RoutePaths;
  }
  return table;
}
