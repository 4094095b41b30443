/**
 * A file of data/regions/ previewed as the region page of the region being edited: the site's
 * template (src/templates/region.tsx) with the page query's data made from the file as edited, and
 * the page context the build gives it (the sizes the region names, with their figures).
 */
import React from "react";
import RegionPage from "../../../templates/region";
import { pageContextOf } from "../../../shared/page-context";
import { LIST_FILE_FIELD } from "../../list-file";
import type { PreviewData } from "../../preview-data";
import { checkRegionFile } from "./checks";
import { toolModelInput } from "../../../rules/tools/model-input";
import { marketSizeViews, regionSizes } from "../../../rules/tools/model";
import { useEditedItem, useContentKey, type EntrySnapshot } from "./entry";
import { marketData, regionPageQuery } from "./page-data";
import {
  chosenMarket,
  siteOptions,
  siteValue,
  listEntries,
  marketsWithRoute,
  pageProps,
  textField,
} from "./page-routes";
import { SitePage } from "./site-page";

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
  // The sizes the region names, as the build puts them in the page's context (gatsby-node.ts).
  const sizes = React.useMemo(() => {
    const region = check.data?.regions.find((candidate) => candidate.key === regionKey);
    if (!check.data || !shown || !catalog || !region?.containers) return [];
    const input = toolModelInput(check.data, shown.market, catalog, new Map());
    return regionSizes(marketSizeViews(input), region, input.country.htmlLang);
  }, [check.data, shown, catalog, regionKey]);
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
      {view && shown && (
        <RegionPage
          {...pageProps(shown.route.primaryPath, regionPageQuery(view, regionKey, preview.posts), {
            ...pageContextOf(shown.route, shown.market, view.country.domains[0]),
            ...(sizes.length > 0 ? { sizes } : {}),
          })}
        />
      )}
    </SitePage>
  );
}
