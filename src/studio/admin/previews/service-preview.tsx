/**
 * data/services.yaml previewed as the service page of the service being edited: the site's template
 * (src/templates/service.tsx) with the page query's data made from the file as edited.
 */
import React from "react";
import ServicePage from "../../../templates/service";
import { pageContextOf } from "../../../shared/page-context";
import { LIST_FILE_FIELD } from "../../list-file";
import type { PreviewData } from "../../preview-data";
import { checkServiceFile } from "./checks";
import { useContentKey, useEditedItem, type EntrySnapshot } from "./entry";
import { previewImage, useImageSize } from "./image";
import { marketData, servicePageQuery } from "./page-data";
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

/** The width page-queries/service-query.tsx asks of the illustration. */
const ILLUSTRATION_WIDTH = 560;

/** Where the studio's server serves the files of content/images/ (src/studio/server.ts). */
export const IMAGES_PATH = "/admin/preview/images/";

export function ServicePreview({
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
    () => checkServiceFile(preview, entry.path, entries),
    [preview, entry.path, entries],
  );
  const openedEntries = React.useMemo(() => listEntries(opened, LIST_FILE_FIELD), [opened]);
  const [index, choose] = useEditedItem(entries, openedEntries);
  const [chosen, chooseMarket] = React.useState<string>();
  const serviceKey = textField(entries[index], "key");
  const illustration = textField(entries[index], "illustration");
  const src = preview.images.includes(illustration)
    ? `${IMAGES_PATH}${encodeURIComponent(illustration)}`
    : null;
  const size = useImageSize(src);
  const routes = check.data ? marketsWithRoute(check.data, `SERVICE:${serviceKey}`) : [];
  const shown = chosenMarket(routes, chosen);
  const view =
    shown && check.data ? marketData(check.data, shown.market, shown.route.locale) : undefined;
  const service = view?.services.find((candidate) => candidate.key === serviceKey);
  const choices = [
    {
      label: "Service",
      value: String(index),
      options: entries.map((item, position) => ({
        value: String(position),
        label: textField(item, "key") || `(entry ${position + 1})`,
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
      title={`Service ${serviceKey || "(no key yet)"}`}
      choices={choices}
      issues={check.issues}
      view={view}
      catalog={view && (preview.catalogs[view.language.catalog] as object | undefined)}
      missing={
        check.data
          ? `No market offers ${serviceKey || "this service"} with a service page.`
          : "The page is drawn once the values above are fixed."
      }
      resetKey={key}
    >
      {view && shown && (
        <ServicePage
          {...pageProps(
            shown.route.primaryPath,
            servicePageQuery(
              view,
              service,
              src && size ? previewImage(src, size, ILLUSTRATION_WIDTH) : null,
            ),
            pageContextOf(shown.route, shown.market, view.country.domains[0]),
          )}
        />
      )}
    </SitePage>
  );
}
