/**
 * The visitor tools' page models for the build (src/rules/tools/model.ts): the market's catalog
 * read from content/locales/ and typeset as the pages' catalogs are, the texts of data/ typeset in
 * the market's language (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text),
 * the blog's titles for the articles the entries name. createPages gives each tool page its model
 * as its context's `tool`.
 */
import fs from "node:fs";
import path from "node:path";
import type { Market } from "../shared/keys";
import type { PageKind } from "../shared/route-table";
import type { SiteData } from "./data/load";
import { typesetCatalog } from "./catalog-namespaces";
import { typesetService } from "./data-nodes";
import { typeset } from "./typography";
import { catalogText } from "../rules/tools/catalog-text";
import { canItGoInModel, whichContainerModel, type ToolModelInput } from "../rules/tools/model";
import type { CanItGoInModel, WhichContainerModel } from "../rules/tools/model-types";

/** The page kinds whose context carries a tool model, and the model of each. */
export interface ToolModels {
  WHICH_CONTAINER: WhichContainerModel;
  CAN_IT_GO_IN: CanItGoInModel;
}

export const isToolKind = (kind: PageKind): kind is keyof ToolModels =>
  kind === "WHICH_CONTAINER" || kind === "CAN_IT_GO_IN";

/** What the model builders need, for `market`; `catalog` is its translation.json as written. */
export function toolModelInput(
  data: SiteData,
  market: Market,
  catalog: unknown,
  articleTitles: ReadonlyMap<string, string>,
): ToolModelInput {
  const country = data.countries[market];
  const htmlLang = country.htmlLang;
  return {
    tools: data.tools,
    catalogue: data.catalogue,
    services: data.services.map(typesetService),
    country,
    routePaths: data.routePaths,
    t: catalogText(typesetCatalog(catalog, country.language), htmlLang),
    typeset: (text) => typeset(text, htmlLang),
    articleTitles: new Map(
      [...articleTitles].map(([slug, title]) => [slug, typeset(title, htmlLang)]),
    ),
  };
}

/** Both models of `market`, made once for the build's tool pages. */
export function toolModels(
  root: string,
  data: SiteData,
  market: Market,
  articleTitles: ReadonlyMap<string, string>,
): ToolModels {
  const file = path.join(
    root,
    "content/locales",
    data.countries[market].language,
    "translation.json",
  );
  const input = toolModelInput(
    data,
    market,
    JSON.parse(fs.readFileSync(file, "utf8")),
    articleTitles,
  );
  return { WHICH_CONTAINER: whichContainerModel(input), CAN_IT_GO_IN: canItGoInModel(input) };
}
