/**
 * Browser wiring: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
import React, { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { HelmetProvider } from "react-helmet-async";
import { startNavigation, watchNewLinks } from "./src/runtime/site-loader";
import { hasServerRenderedPage } from "./src/runtime/gatsby-internals";
import { consentStore, startVisitorRuntime, tagManager } from "./src/runtime/visitor";
import { replayEarlyEvents, stopEarlyEvents } from "./src/runtime/early-events";
import { siteConfig } from "./src/runtime/site-config";
import { PageTransition } from "./src/components/page-transition";
import { endHydrating, startHydrating } from "./src/hooks/use-hydrating";
import type { PageContext } from "./src/shared/page-context";
import "./src/styles/global.css";

/** Whether the built market has several languages: set by the build (gatsby-node.ts). */
declare const __DEBRIX_SEVERAL_LANGUAGES__: boolean;
// The language picker's and the language page's styles, in the stylesheet of a market with several
// languages only: the build sets the flag, and the bundler drops the branch and its file elsewhere.
if (__DEBRIX_SEVERAL_LANGUAGES__) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- an import cannot be conditional.
  require("./src/styles/languages.css");
}

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <HelmetProvider>{element}</HelmetProvider>
);

/**
 * Before Gatsby loads the first page: the visitor's state (tracking, region, country by host,
 * consent), the page-data check of every navigation and the dwell-based link prefetch
 * (src/runtime/site-loader.ts); clicks on elements with data-tracking go to the tag manager's
 * data layer.
 *
 * Gatsby waits for the returned promise before it asks its loader for the first page. The start-up
 * runs in a task of its own and the promise resolves in the next, so evaluating the bundles,
 * starting the visitor's state and starting the loader are three tasks rather than one long one
 * (docs/decisions.md#d56-start-up-yields-before-the-first-page-is-loaded).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target.closest("[data-tracking]") : null;
    if (target)
      tagManager().push({ event: "interaction", name: target.getAttribute("data-tracking") });
  });
  return new Promise<void>((resolve) =>
    setTimeout(() => {
      startVisitorRuntime();
      startNavigation(siteConfig.prefetch);
      setTimeout(resolve, 0);
    }, 0),
  );
};

export const wrapPageElement: GatsbyBrowser<unknown, PageContext>["wrapPageElement"] = ({
  element,
  props,
}) => (
  <PageTransition
    kind={props.pageContext.kind}
    path={props.location.pathname}
    regionKey={props.pageContext.regionKey}
    language={props.pageContext.language}
  >
    {element}
  </PageTransition>
);

/**
 * Gatsby calls this once the page of a new location is committed to the DOM (the address itself
 * changes earlier, before the page renders). `data-rendered-path` on <html> says which page is on
 * screen, so browser tests wait for the page rather than for the address.
 */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  watchNewLinks();
  tagManager().pageView(location.pathname);
  document.documentElement.dataset.renderedPath = location.pathname;
};

/**
 * Hydration as a transition: React then works in slices of a few milliseconds and lets the browser
 * paint and handle input in between, instead of one long task (Lighthouse's Total Blocking Time).
 * A discrete event on a part not hydrated yet is replayed once that part is. As in Gatsby's own
 * renderer, a page whose server HTML is empty is rendered rather than hydrated. The head tags wait
 * until the page has hydrated (docs/decisions.md#d74-head-tags-wait-while-the-first-page-hydrates).
 * (Not typed with GatsbyBrowser: its Renderer type is React 17's ReactDOM.render.)
 */
export const replaceHydrateFunction = () => (element: React.ReactElement, container: Element) => {
  const hasServerHtml = hasServerRenderedPage();
  if (hasServerHtml) startHydrating();
  // From here React answers every event: the head script stops answering and recording taps.
  stopEarlyEvents();
  startTransition(() => {
    if (hasServerHtml) hydrateRoot(container, element);
    else createRoot(container).render(element);
  });
};

/**
 * Once the first page has hydrated: the taps the head script recorded are replayed on their
 * elements, a cookie choice it made loads the tag manager's script (docs/rules.md#early-taps), and
 * the page is marked interactive, so browser tests (and CSS, if ever needed) know React has hydrated.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  endHydrating();
  replayEarlyEvents();
  consentStore().start();
  document.documentElement.dataset.hydrated = "true";
};
