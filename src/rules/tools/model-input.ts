/**
 * What the visitor tools' model builders (model.ts) need for one market, from the
 * validated data/: the market's catalog as a lookup, data/'s texts typeset in the market's language
 * (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text), the blog's titles for
 * the articles the entries name. No file access: the build (src/node/tool-pages.ts) and the studio's
 * preview both make their models with it.
 */
import type { Market } from "../../shared/keys";
import type { SiteData } from "../data/site-data";
import { typesetService } from "../data/texts";
import { typeset } from "../typography";
import { catalogText } from "./catalog-text";
import type { ToolModelInput } from "./model";
import { marketRegions } from "../../shared/coverage";

/** `catalog` is the market's translation.json, typeset as the pages' catalogs are (typesetCatalog). */
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
    regions: marketRegions(data.regions, country.regions),
    streetPermits: data.streetPermits,
    t: catalogText(catalog, htmlLang),
    typeset: (text) => typeset(text, htmlLang),
    articleTitles: new Map(
      [...articleTitles].map(([slug, title]) => [slug, typeset(title, htmlLang)]),
    ),
  };
}
