/**
 * A visitor tools' file (data/containers.yaml, wastes.yaml, common-items.yaml) previewed as the
 * tool pages it feeds: the site's templates (src/templates/which-container.tsx, can-it-go-in.tsx)
 * with the model the build would make from the file as edited (src/rules/tools/model.ts), in the
 * market chosen in the bar. The page neither reads nor writes the studio's own address.
 */
import React from "react";
import WhichContainerPage from "../../../templates/which-container";
import CanItGoInPage from "../../../templates/can-it-go-in";
import { pageContextOf } from "../../../shared/page-context";
import { DETACHED_ADDRESS, PageAddressContext } from "../../../hooks/use-page-address";
import { toolModelInput } from "../../../rules/tools/model-input";
import { canItGoInModel, whichContainerModel } from "../../../rules/tools/model";
import type { ToolData } from "../../../rules/tools/schemas";
import type { PreviewData } from "../../preview-data";
import { checkToolFile } from "./checks";
import { useContentKey, type EntrySnapshot } from "./entry";
import { marketData } from "./page-data";
import { chosenMarket, marketsWithRoute, pageProps } from "./page-routes";
import { SitePage } from "./site-page";

const TOOLS = {
  WHICH_CONTAINER: "Which container?",
  CAN_IT_GO_IN: "Can it go in?",
} as const;
type Tool = keyof typeof TOOLS;

/** The tool a file's preview opens on: the one whose page shows most of the file. */
const FIRST_TOOL: Readonly<Record<keyof ToolData, Tool>> = {
  containers: "WHICH_CONTAINER",
  wastes: "CAN_IT_GO_IN",
  commonItems: "CAN_IT_GO_IN",
};

export function ToolPreview({
  preview,
  entry,
  file,
}: {
  preview: PreviewData;
  entry: EntrySnapshot;
  /** The file's key among the tools' files (the template's name in the studio's collection). */
  file: keyof ToolData;
}) {
  const key = useContentKey(entry.data);
  const value = React.useMemo(() => JSON.parse(key || "{}") as unknown, [key]);
  const check = React.useMemo(
    () => checkToolFile(preview, file, entry.path, value),
    [preview, file, entry.path, value],
  );
  const [tool, chooseTool] = React.useState<Tool>(FIRST_TOOL[file]);
  const [chosen, chooseMarket] = React.useState<string>();
  const routes = check.data ? marketsWithRoute(check.data, tool) : [];
  const shown = chosenMarket(routes, chosen);
  const view =
    shown && check.data ? marketData(check.data, shown.market, shown.route.locale) : undefined;
  const catalog = view && (preview.catalogs[view.language.catalog] as object | undefined);
  const page = React.useMemo(() => {
    if (!shown || !check.data || !view || !catalog) return null;
    const titles = new Map(
      preview.posts
        .filter((post) => post.collection === "blog")
        .map((post) => [post.slug, post.title]),
    );
    const input = toolModelInput(check.data, shown.market, catalog, titles, view.language);
    const context = pageContextOf(shown.route, shown.market, view.country.domains[0]);
    const path = shown.route.primaryPath;
    return tool === "WHICH_CONTAINER" ? (
      <WhichContainerPage
        {...pageProps(path, {}, { ...context, tool: whichContainerModel(input) })}
      />
    ) : (
      <CanItGoInPage {...pageProps(path, {}, { ...context, tool: canItGoInModel(input) })} />
    );
  }, [shown, check.data, view, catalog, preview.posts, tool]);
  const choices = [
    {
      label: "Tool",
      value: tool,
      options: (Object.keys(TOOLS) as Tool[]).map((option) => ({
        value: option,
        label: TOOLS[option],
      })),
      onChange: (option: string) => chooseTool(option as Tool),
    },
    {
      label: "Site",
      value: shown?.market ?? "",
      options: routes.map(({ market }) => ({ value: market, label: market })),
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
      <PageAddressContext.Provider value={DETACHED_ADDRESS}>{page}</PageAddressContext.Provider>
    </SitePage>
  );
}
