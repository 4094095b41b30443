/**
 * The visitor tools' page models for the build (src/rules/tools/model.ts): the market's catalog
 * read from content/locales/ and typeset as the pages' catalogs are, and the rest of the model's
 * input (src/rules/tools/model-input.ts). createPages gives each tool page its model as its
 * context's `tool`.
 */
import fs from "node:fs";
import path from "node:path";
import type { Market } from "../shared/keys";
import type { PageKind } from "../shared/route-table";
import type { SiteData } from "../rules/data/site-data";
import { typesetCatalog } from "./catalog-namespaces";
import { toolModelInput } from "../rules/tools/model-input";
import { canItGoInModel, whichContainerModel } from "../rules/tools/model";
import type { CanItGoInModel, WhichContainerModel } from "../rules/tools/model-types";
import { placementModel, type PlacementModel } from "../rules/placement/model";

/** The page kinds whose context carries a tool model, and the model of each. */
export interface ToolModels {
  WHICH_CONTAINER: WhichContainerModel;
  CAN_IT_GO_IN: CanItGoInModel;
  WHERE_CAN_IT_STAND: PlacementModel;
}

export const isToolKind = (kind: PageKind): kind is keyof ToolModels =>
  kind === "WHICH_CONTAINER" || kind === "CAN_IT_GO_IN" || kind === "WHERE_CAN_IT_STAND";

/** Both models of `market`, made once for the build's tool pages. */
export function toolModels(
  root: string,
  data: SiteData,
  market: Market,
  articleTitles: ReadonlyMap<string, string>,
): ToolModels {
  const { language } = data.countries[market];
  const file = path.join(root, "content/locales", language, "translation.json");
  const catalog = typesetCatalog(JSON.parse(fs.readFileSync(file, "utf8")), language);
  const input = toolModelInput(data, market, catalog, articleTitles);
  return {
    WHICH_CONTAINER: whichContainerModel(input),
    CAN_IT_GO_IN: canItGoInModel(input),
    WHERE_CAN_IT_STAND: placementModel(input),
  };
}
