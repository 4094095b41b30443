/**
 * The site's visitor runtime (src/runtime/visitor.ts) in the studio's preview: a visitor of the
 * previewed market in the state its pages are built with (the market's first region, the page's
 * region on a region page), one per preview and market. The site's runtime keeps one visitor for
 * the tab, of the built market, in the browser's storage; in the studio that would be a visitor
 * of the brand's default market on every preview (an FR article calling a Berlin number), carried
 * from one preview to the next in the studio's own storage.
 */
import { siteConfig } from "../../../../runtime/site-config";
import { createVisitorStore, type VisitorStore } from "../../../../runtime/visitor-store";

/** A visitor of `market` that reads and writes no storage. */
export function previewVisitor(market: string): VisitorStore {
  return createVisitorStore({
    markets: siteConfig.markets,
    market,
    defaultRegion: siteConfig.defaultRegion,
    names: siteConfig.names,
    storage: () => null,
  });
}

let current: VisitorStore | undefined;

/**
 * Makes `store` the visitor of the page being drawn. Called by the preview while it renders,
 * before the page: one preview is shown at a time, and the site's components ask for the visitor
 * while they render.
 */
export function drawWithVisitor(store: VisitorStore): void {
  current = store;
}

export function visitorStore(): VisitorStore {
  current ??= previewVisitor(siteConfig.market);
  return current;
}
