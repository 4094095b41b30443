import { siteConfig } from "../runtime/site-config";
import type { RoutePathTable } from "../shared/route-table";

/**
 * The page paths of the built market's language (the `routes` of its catalog), compiled into the
 * bundles with the runtime settings: links are made with them (src/shared/route-table.ts).
 */
export function useRoutePaths(): RoutePathTable {
  return siteConfig.routePaths;
}
