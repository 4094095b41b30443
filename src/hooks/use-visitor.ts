import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { visitorStore } from "../runtime/visitor";
import { siteConfig } from "../runtime/site-config";
import { marketRegions } from "../shared/coverage";
import type { VisitorState } from "../runtime/visitor-store";
import { usePageLanguage } from "./use-page-language";
import { regionIn } from "../shared/languages";

/** The region a page is about (a region page), null elsewhere; given by the page wrapper (PageTransition). */
export const PageRegionContext = React.createContext<string | null>(null);

/**
 * The visitor's state (country, region, services, tracking) with the active region's details.
 * The server and the hydrating browser both render the state the page was rendered with (the
 * artifact's market, and the page's region on a region page, else the market's first); a region
 * the visitor chose earlier follows right after hydration.
 */
function useVisitorState(): VisitorState {
  const store = visitorStore();
  const pageRegion = React.useContext(PageRegionContext);
  const renderedState = React.useCallback(
    () => store.renderedState(pageRegion),
    [store, pageRegion],
  );
  return React.useSyncExternalStore(store.subscribe, store.getState, renderedState);
}

export function useVisitor() {
  const state = useVisitorState();
  const data = useStaticQuery<Queries.VisitorRegionsQuery>(graphql`
    query VisitorRegions {
      allRegion(sort: { key: ASC }) {
        nodes {
          ...RegionFields
        }
      }
    }
  `);
  const language = usePageLanguage();
  // Each region's names in the page's language (docs/content-team.md#a-market-with-several-languages).
  const allRegions = React.useMemo(() => {
    const own = siteConfig.markets.find((market) => market.key === siteConfig.market)?.regions;
    return data.allRegion.nodes.map((candidate) =>
      regionIn(candidate, language, !own?.includes(candidate.key)),
    );
  }, [data.allRegion.nodes, language]);
  const countryRegionKeys =
    siteConfig.markets.find((market) => market.key === state.country)?.regions ?? [];
  const regions = marketRegions(allRegions, countryRegionKeys);
  const region = allRegions.find((candidate) => candidate.key === state.region) ?? regions[0];
  if (!region) throw new Error(`No region data for ${state.region} (country ${state.country})`);
  const store = visitorStore();
  return {
    ...state,
    region,
    regions,
    setRegion: store.setRegion,
    setCountry: store.setCountry,
    setLocale: store.setLocale,
  };
}
