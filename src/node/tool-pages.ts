/**
 * The visitor tools' page models for the build (src/rules/tools/model.ts): the market's catalog
 * read from content/locales/ and typeset as the pages' catalogs are, and the rest of the model's
 * input (src/rules/tools/model-input.ts). createPages gives each tool page its model as its
 * context's `tool`.
 */
import fs from "node:fs";
import path from "node:path";
import type { Market } from "../shared/keys";
import type { MarketLanguage } from "../shared/data-schema";
import type { PageKind } from "../shared/route-table";
import type { SiteData } from "../rules/data/site-data";
import { typesetCatalog, withFallback } from "./catalog-namespaces";
import { typographyOf } from "../rules/typography";
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

/**
 * The models of `market` in one of its languages (its first by default), made once for the
 * build's tool pages: its catalog over the one it falls back to, typeset by its rules, as its
 * pages' catalogs are (gatsby-node.ts, catalogReading).
 */
export function toolModels(
  root: string,
  data: SiteData,
  market: Market,
  articleTitles: ReadonlyMap<string, string>,
  language: MarketLanguage = data.countries[market].languages[0],
): ToolModels {
  const read = (catalog: string): unknown =>
    JSON.parse(
      fs.readFileSync(path.join(root, "content/locales", catalog, "translation.json"), "utf8"),
    );
  const own = read(language.catalog);
  const catalog = typesetCatalog(
    language.catalogFallback ? withFallback(own, read(language.catalogFallback)) : own,
    typographyOf(language),
  );
  const input = toolModelInput(data, market, catalog, articleTitles, language);
  return {
    WHICH_CONTAINER: whichContainerModel(input),
    CAN_IT_GO_IN: canItGoInModel(input),
    WHERE_CAN_IT_STAND: placementModel(input),
  };
}
