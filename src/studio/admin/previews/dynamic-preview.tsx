/**
 * A file of content/dynamic/<market>/ previewed as its /de/… page: the site's component for a
 * dynamic page whose data has arrived (DynamicContentPage of src/templates/dynamic.tsx), with the
 * page's texts typeset as the build writes them into the page data.
 */
import React from "react";
import { DynamicContentPage } from "../../../templates/dynamic";
import {
  typesetDynamicContent,
  type DynamicPageContent,
} from "../../../rules/dynamic-page-content";
import { absoluteUrl, TWIN_PREFIX } from "../../../shared/paths";
import type { Market } from "../../../shared/keys";
import type { PreviewData } from "../../preview-data";
import { checkDynamicPage, savedSiteData } from "./checks";
import { useContentKey, type EntrySnapshot } from "./entry";
import { marketData } from "./page-data";
import { SitePage } from "./site-page";

/** The page as the build writes it when the schema accepts it; else the fields as typed, which the page may not be able to show. */
function shownContent(
  content: DynamicPageContent | undefined,
  typed: unknown,
  htmlLang: string,
): DynamicPageContent {
  return content ? typesetDynamicContent(content, htmlLang) : (typed as DynamicPageContent);
}

export function DynamicPreview({
  preview,
  entry,
  market,
}: {
  preview: PreviewData;
  entry: EntrySnapshot;
  market: Market;
}) {
  const key = useContentKey(entry.data);
  const check = React.useMemo(
    () => checkDynamicPage(entry.path, market, JSON.parse(key)),
    [entry.path, market, key],
  );
  const data = React.useMemo(() => savedSiteData(preview), [preview]);
  const view = React.useMemo(
    () => (data.countries[market] ? marketData(data, market) : undefined),
    [data, market],
  );
  const path = check.path ?? `${TWIN_PREFIX}/…/`;
  return (
    <SitePage
      title={`Page ${path}`}
      choices={[]}
      issues={check.issues}
      view={view}
      catalog={view && (preview.catalogs[view.language.catalog] as object | undefined)}
      missing={`Market ${market} is not in data/countries/.`}
      resetKey={key}
    >
      {view && (
        <DynamicContentPage
          pageContext={{
            kind: "DYNAMIC",
            primaryPath: path,
            canonicalUrl: absoluteUrl(view.country.domains[0], path),
          }}
          content={shownContent(check.content, JSON.parse(key), view.language.locale)}
        />
      )}
    </SitePage>
  );
}
