/**
 * The React tree of one preview (the site's React, src/studio/admin/previews/register.ts mounts it):
 * the previews' data from the studio's server, then the page of the entry's kind.
 */
import React from "react";
import type { PreviewTemplate } from "../../decap-config";
import type { PreviewData } from "../../preview-data";
import { useOpenedData, type EntrySnapshot } from "./entry";
import { ArticlePreview } from "./article-preview";
import { DynamicPreview } from "./dynamic-preview";
import { RegionPreview } from "./region-preview";
import { ServicePreview } from "./service-preview";
import { ToolPreview } from "./tool-preview";
import { isVisitorToolFile } from "../../tool-files";

/** Where the studio's server answers with the previews' data (src/studio/preview-data.ts). */
export const PREVIEW_DATA_URL = "/admin/preview-data.json";

type Loaded =
  | { status: "loading" }
  | { status: "ready"; data: PreviewData }
  | { status: "failed"; message: string };

async function fetchPreviewData(): Promise<PreviewData> {
  const response = await fetch(PREVIEW_DATA_URL, { cache: "no-store" });
  const body = (await response.json()) as PreviewData | { error: string };
  if ("error" in body) throw new Error(body.error);
  return body;
}

/** The previews' data, read again each time an entry is opened, so that a region saved a moment ago shows in an article. */
function usePreviewData(): Loaded {
  const [loaded, setLoaded] = React.useState<Loaded>({ status: "loading" });
  React.useEffect(() => {
    let current = true;
    fetchPreviewData().then(
      (data) => current && setLoaded({ status: "ready", data }),
      (error: Error) => current && setLoaded({ status: "failed", message: error.message }),
    );
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

export function PreviewApp({
  template,
  entry,
}: {
  template: PreviewTemplate;
  entry: EntrySnapshot;
}) {
  const loaded = usePreviewData();
  // Taken from the first draw on, before the data has arrived and the page below can draw.
  const opened = useOpenedData(entry);
  if (loaded.status === "loading")
    return <p className="studio-preview__note">Reading the site&apos;s data…</p>;
  if (loaded.status === "failed") {
    return (
      <pre className="studio-preview__note">
        The preview cannot read the site&apos;s data: {loaded.message}
      </pre>
    );
  }
  const preview = loaded.data;
  switch (template.kind) {
    case "region":
      return <RegionPreview preview={preview} entry={entry} opened={opened} />;
    case "service":
      return <ServicePreview preview={preview} entry={entry} opened={opened} />;
    case "article":
      return <ArticlePreview preview={preview} entry={entry} />;
    case "dynamic":
      return <DynamicPreview preview={preview} entry={entry} market={template.market ?? ""} />;
    case "tool":
      return isVisitorToolFile(template.name) ? (
        <ToolPreview preview={preview} entry={entry} file={template.name} />
      ) : null;
  }
}
