/**
 * The data of data/ as the rules read it: every file validated and cross-checked (src/node/data/load.ts
 * reads them), with the page paths of each catalog the markets read.
 */
import type { DataFiles } from "../../shared/data-schema";
import type { CatalogRoutePaths } from "../../shared/route-table";

export interface SiteData extends DataFiles {
  /** The page paths of each language of the markets, by catalog: the `routes` of its catalog (src/node/route-paths.ts). */
  routePaths: CatalogRoutePaths;
}
