/**
 * A visitor tools' file (data/containers.yaml, wastes.yaml, common-items.yaml, street-permits.yaml)
 * previewed as the tool pages it feeds: the site's templates (src/templates/which-container.tsx,
 * can-it-go-in.tsx, where-can-it-stand.tsx) with the model the build would make from the file as
 * edited (src/rules/tools/model.ts, src/rules/placement/model.ts), in the market chosen in the bar.
 * The page neither reads nor writes the studio's own address.
 */
import React from "react";
import WhichContainerPage from "../../../templates/which-container";
import CanItGoInPage from "../../../templates/can-it-go-in";
import WhereCanItStandPage from "../../../templates/where-can-it-stand";
import { pageContextOf } from "../../../shared/page-context";
import { DETACHED_ADDRESS, PageAddressContext } from "../../../hooks/use-page-address";
import { toolModelInput } from "../../../rules/tools/model-input";
import {
  canItGoInModel,
  whichContainerModel,
  type ToolModelInput,
} from "../../../rules/tools/model";
import { placementModel } from "../../../rules/placement/model";
import type { SiteData } from "../../../rules/data/site-data";
import type { MarketLanguage } from "../../../shared/data-schema";
import type { Market } from "../../../shared/keys";
import type { PreviewData } from "../../preview-data";
import type { VisitorToolFile } from "../../tool-files";
import { checkToolFile } from "./checks";
import { useContentKey, type EntrySnapshot } from "./entry";
import { marketData, type MarketData } from "./page-data";
import {
  chosenMarket,
  marketsWithRoute,
  pageProps,
  siteOptions,
  siteValue,
  type MarketRoute,
} from "./page-routes";
import { SitePage } from "./site-page";

const TOOLS = {
  WHICH_CONTAINER: "Which container?",
  CAN_IT_GO_IN: "Can it go in?",
  WHERE_CAN_IT_STAND: "Where can it stand?",
} as const;
type Tool = keyof typeof TOOLS;

/** The tool pages a file feeds, in the bar's order. */
const TOOLS_OF_FILE: Readonly<Record<VisitorToolFile, readonly Tool[]>> = {
  // The sizes' road footprint and the lorries' access are where-can-it-stand's too.
  containers: ["WHICH_CONTAINER", "CAN_IT_GO_IN", "WHERE_CAN_IT_STAND"],
  wastes: ["WHICH_CONTAINER", "CAN_IT_GO_IN"],
  commonItems: ["WHICH_CONTAINER", "CAN_IT_GO_IN"],
  streetPermits: ["WHERE_CAN_IT_STAND"],
};

/** The tool a file's preview opens on: the one whose page shows most of the file. */
const FIRST_TOOL: Readonly<Record<VisitorToolFile, Tool>> = {
  containers: "WHICH_CONTAINER",
  wastes: "CAN_IT_GO_IN",
  commonItems: "CAN_IT_GO_IN",
  streetPermits: "WHERE_CAN_IT_STAND",
};

export function ToolPreview({
  preview,
  entry,
  file,
}: {
  preview: PreviewData;
  entry: EntrySnapshot;
  /** The file's key among the tools' files (the template's name in the studio's collection). */
  file: VisitorToolFile;
}) {
  const key = useContentKey(entry.data);
  const value = React.useMemo(() => JSON.parse(key || "{}") as unknown, [key]);
  const check = React.useMemo(
    () => checkToolFile(preview, file, entry.path, value),
    [preview, file, entry.path, value],
  );
  const tools = TOOLS_OF_FILE[file];
  const [tool, chooseTool] = React.useState<Tool>(FIRST_TOOL[file]);
  const [chosen, chooseMarket] = React.useState<string>();
  const routes = check.data ? marketsWithRoute(check.data, tool) : [];
  const shown = chosenMarket(routes, chosen);
  const view =
    shown && check.data ? marketData(check.data, shown.market, shown.route.locale) : undefined;
  const catalog = view && (preview.catalogs[view.language.catalog] as object | undefined);
  const choices = [
    {
      label: "Tool",
      value: tool,
      options: tools.map((option) => ({ value: option, label: TOOLS[option] })),
      onChange: (option: string) => chooseTool(option as Tool),
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
      title={TOOLS[tool]}
      choices={choices}
      issues={check.issues}
      view={view}
      catalog={catalog}
      missing={
        check.data
          ? `No market's site has the page "${TOOLS[tool]}".`
          : "The page is drawn once the values above are fixed."
      }
      resetKey={key}
    >
      {shown && check.data && view && catalog && (
        <PageAddressContext.Provider value={DETACHED_ADDRESS}>
          <ToolPage
            tool={tool}
            data={check.data}
            shown={shown}
            view={view}
            catalog={catalog}
            preview={preview}
          />
        </PageAddressContext.Provider>
      )}
    </SitePage>
  );
}

/** What the tools' models are made from, as the build makes it (src/node/tool-pages.ts): the blog's titles are the previews' list of articles. */
export function previewModelInput(
  preview: Pick<PreviewData, "posts">,
  data: SiteData,
  market: Market,
  catalog: object,
  language: MarketLanguage,
): ToolModelInput {
  const titles = new Map(
    preview.posts
      .filter((post) => post.collection === "blog")
      .map((post) => [post.slug, post.title]),
  );
  return toolModelInput(data, market, catalog, titles, language);
}

/**
 * The tool's page, its model made as the build makes it (src/node/tool-pages.ts). Drawn inside the
 * preview's boundary: data the schema refused can break the model, which then says why.
 */
function ToolPage({
  tool,
  data,
  shown,
  view,
  catalog,
  preview,
}: {
  tool: Tool;
  data: SiteData;
  shown: MarketRoute;
  view: MarketData;
  catalog: object;
  preview: PreviewData;
}) {
  const input = React.useMemo(
    () => previewModelInput(preview, data, shown.market, catalog, view.language),
    [preview, data, shown.market, catalog, view.language],
  );
  const context = pageContextOf(shown.route, shown.market, view.country.domains[0]);
  const path = shown.route.primaryPath;
  switch (tool) {
    case "WHICH_CONTAINER":
      return (
        <WhichContainerPage
          {...pageProps(path, {}, { ...context, tool: whichContainerModel(input) })}
        />
      );
    case "CAN_IT_GO_IN":
      return (
        <CanItGoInPage {...pageProps(path, {}, { ...context, tool: canItGoInModel(input) })} />
      );
    case "WHERE_CAN_IT_STAND":
      return (
        <WhereCanItStandPage
          {...pageProps(path, {}, { ...context, tool: placementModel(input) })}
        />
      );
  }
}
