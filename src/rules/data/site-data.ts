/**
 * The data of data/ as the rules read it: every file validated and cross-checked (src/node/data/load.ts
 * reads them), with the page paths of each catalog the markets read.
 */
import type { DataFiles } from "../../shared/data-schema";
import type { CatalogRoutePaths } from "../../shared/route-table";
import type { ToolData } from "../tools/schemas";
import type { StreetPermitsFile } from "../placement/schemas";

export interface SiteData extends DataFiles {
  /** The page paths of each language of the markets, by catalog: the `routes` of its catalog (src/node/route-paths.ts). */
  routePaths: CatalogRoutePaths;
  /** What the visitor tools compute from: data/containers.yaml, wastes.yaml, common-items.yaml. */
  tools: ToolData;
  /** Whether and how a container may stand on the public road, per place: data/street-permits.yaml. */
  streetPermits: StreetPermitsFile;
}
