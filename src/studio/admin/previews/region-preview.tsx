/**
 * A file of data/regions/ previewed as the region page of the region being edited: the site's
 * template (src/templates/region.tsx) with the page query's data made from the file as edited, and
 * the page context the build gives it (gatsby-node.ts): the sizes the region names, with their
 * figures, and its zones' street rules.
 */
import React from "react";
import RegionPage from "../../../templates/region";
import { pageContextOf } from "../../../shared/page-context";
import { placementModel, regionStreetRules } from "../../../rules/placement/model";
import type { SiteData } from "../../../rules/data/site-data";
import { LIST_FILE_FIELD } from "../../list-file";
import type { PreviewData } from "../../preview-data";
import { checkRegionFile } from "./checks";
import { marketSizeViews, regionSizes } from "../../../rules/tools/model";
import { useEditedItem, useContentKey, type EntrySnapshot } from "./entry";
import { marketData, regionPageQuery, type MarketData } from "./page-data";
import {
  chosenMarket,
  siteOptions,
  siteValue,
  listEntries,
  marketsWithRoute,
  pageProps,
  textField,
  type MarketRoute,
} from "./page-routes";
import { SitePage } from "./site-page";
import { previewModelInput } from "./tool-preview";

export function RegionPreview({
  preview,
  entry,
  opened,
}: {
  preview: PreviewData;
  entry: EntrySnapshot;
  opened: unknown;
}) {
  const key = useContentKey(listEntries(entry.data, LIST_FILE_FIELD));
  const entries = React.useMemo(() => JSON.parse(key) as unknown[], [key]);
  const check = React.useMemo(
    () => checkRegionFile(preview, entry.path, entries),
    [preview, entry.path, entries],
  );
  const openedEntries = React.useMemo(() => listEntries(opened, LIST_FILE_FIELD), [opened]);
  const [index, choose] = useEditedItem(entries, openedEntries);
  const [chosen, chooseMarket] = React.useState<string>();
  const regionKey = textField(entries[index], "key");
  const routes = check.data ? marketsWithRoute(check.data, `REGION:${regionKey}`) : [];
  const shown = chosenMarket(routes, chosen);
  const view =
    shown && check.data ? marketData(check.data, shown.market, shown.route.locale) : undefined;
  const catalog = view && (preview.catalogs[view.language.catalog] as object | undefined);
  const choices = [
    {
      label: "Region",
      value: String(index),
      options: entries.map((item, position) => ({
        value: String(position),
        label: `${textField(item, "key")} — ${textField(item, "name")}`,
      })),
      onChange: (value: string) => choose(Number(value)),
    },
    {
      label: "Site",
      value: shown ? siteValue(shown) : "",
      options: siteOptions(routes),
      onChange: chooseMarket,
    },
  ];
  return (
    <SitePage
      title={`Region ${regionKey || "(no key yet)"}`}
      choices={choices}
      issues={check.issues}
      view={view}
      catalog={catalog}
      missing={
        check.data
          ? `No market lists ${regionKey || "this region"} with a region page.`
          : "The page is drawn once the values above are fixed."
      }
      resetKey={key}
    >
      {view && shown && check.data && catalog && (
        <RegionPageOf
          preview={preview}
          data={check.data}
          view={view}
          shown={shown}
          catalog={catalog}
          regionKey={regionKey}
        />
      )}
    </SitePage>
  );
}

/** The region's page; drawn inside the preview's boundary, as the models can break on data the schema refused. */
function RegionPageOf({
  preview,
  data,
  view,
  shown,
  catalog,
  regionKey,
}: {
  preview: PreviewData;
  data: SiteData;
  view: MarketData;
  shown: MarketRoute;
  catalog: object;
  regionKey: string;
}) {
  const context = React.useMemo(() => {
    const input = previewModelInput(preview, data, shown.market, catalog, view.language);
    // The sizes the region names and its zones' street rules, as the build puts them in the page's context.
    const region = data.regions.find((candidate) => candidate.key === regionKey);
    const sizes = region?.containers
      ? regionSizes(marketSizeViews(input), region, input.country.htmlLang)
      : [];
    const streetRules = view.country.pages.includes("WHERE_CAN_IT_STAND")
      ? regionStreetRules(placementModel(input), regionKey)
      : undefined;
    return { ...(sizes.length > 0 ? { sizes } : {}), streetRules };
  }, [preview, data, view, shown.market, catalog, regionKey]);
  return (
    <RegionPage
      {...pageProps(shown.route.primaryPath, regionPageQuery(view, regionKey, preview.posts), {
        ...pageContextOf(shown.route, shown.market, view.country.domains[0]),
        ...context,
      })}
    />
  );
}
