/**
 * What the visitor tools' model builders (model.ts) need for one market, from the
 * validated data/: the market's catalog as a lookup, data/'s texts typeset in the market's language
 * (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text), the blog's titles for
 * the articles the entries name. No file access: the build (src/node/tool-pages.ts) and the studio's
 * preview both make their models with it.
 */
import type { Market } from "../../shared/keys";
import type { MarketLanguage } from "../../shared/data-schema";
import { countryIn, hasSeveralLanguages, regionIn } from "../../shared/languages";
import { routePathTable } from "../market";
import type { SiteData } from "../data/site-data";
import { typesetService } from "../data/texts";
import { typeset, typographyOf } from "../typography";
import { catalogText } from "./catalog-text";
import type { ToolModelInput } from "./model";
import { marketRegions } from "../../shared/coverage";

/**
 * `catalog` is the translation.json of `language` (the market's first by default), typeset as the
 * pages' catalogs are (typesetCatalog). The market's texts of data/ and its regions come in that
 * language, its page paths are that language's (docs/content-team.md#a-market-with-several-languages).
 */
export function toolModelInput(
  data: SiteData,
  market: Market,
  catalog: unknown,
  articleTitles: ReadonlyMap<string, string>,
  language: MarketLanguage = data.countries[market].languages[0],
): ToolModelInput {
  const country = countryIn(data.countries[market], language);
  const rules = typographyOf(language);
  // A market with several languages reads a service's slug and name in the language, a locale's
  // own (fr-BE) first; one with one language reads them as they are.
  const serviceLanguages = hasSeveralLanguages(data.countries[market]) ? [language] : undefined;
  return {
    tools: data.tools,
    catalogue: data.catalogue,
    services: data.services.map((service) => typesetService(service, serviceLanguages)),
    country,
    routePaths: routePathTable(data, market, language),
    regions: marketRegions(data.regions, data.countries[market].regions).map((region) =>
      regionIn(region, language),
    ),
    streetPermits: data.streetPermits,
    t: catalogText(catalog, country.htmlLang),
    typeset: (text) => typeset(text, rules),
    articleTitles: new Map(
      [...articleTitles].map(([slug, title]) => [slug, typeset(title, rules)]),
    ),
  };
}
