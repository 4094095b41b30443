import React from "react";
import { outcomeOf, type PageData } from "../runtime/page-data-loader";
import { reloadIfStale, sitePageDataLoader } from "../runtime/site-loader";

export type PageDataState<Content> =
  | { status: "loading" }
  | { status: "ready"; data: PageData<Content> }
  | { status: "not-found" }
  | { status: "error"; error: unknown };

/**
 * A route's index.json through the tab's page-data loader, for a page that renders it in the
 * browser (the /de/{slug+} page). The server HTML and the first browser render show "loading";
 * data the loader already holds (after a client-side navigation) is shown at once.
 */
export function usePageData<Content>(path: string): PageDataState<Content> {
  const [state, setState] = React.useState<{ path: string; value: PageDataState<Content> }>(() => ({
    path,
    value: arrived<Content>(path) ?? LOADING,
  }));
  React.useEffect(() => {
    let current = true;
    const loader = sitePageDataLoader();
    const cached = loader.peek(path) as PageData<Content> | undefined;
    if (cached) {
      setState({ path, value: { status: "ready", data: cached } });
      return undefined;
    }
    loader.load(path).then(
      (data) =>
        current && setState({ path, value: { status: "ready", data: data as PageData<Content> } }),
      (error: unknown) => {
        if (!current) return;
        if (outcomeOf(error) === "not-found") {
          setState({ path, value: { status: "not-found" } });
          return;
        }
        // Data of another build: the page is being loaded afresh (stale-page.ts), or was once already.
        if (reloadIfStale(error, path)) return;
        console.error(error);
        setState({ path, value: { status: "error", error } });
      },
    );
    return () => {
      current = false;
    };
  }, [path]);
  return state.path === path ? state.value : (arrived<Content>(path) ?? LOADING);
}

const LOADING = { status: "loading" } as const;

/** Data the loader already holds; never during server rendering or hydration (nothing is loaded yet). */
function arrived<Content>(path: string): PageDataState<Content> | undefined {
  if (typeof window === "undefined") return undefined;
  const data = sitePageDataLoader().peek(path) as PageData<Content> | undefined;
  return data ? { status: "ready", data } : undefined;
}
