/**
 * Server rendering: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 * react-helmet-async collects each page's head tags while the body renders; onRenderBody (which
 * Gatsby runs after the body) moves them into the HTML head and onto <html>.
 */
import React from "react";
import type { GatsbySSR } from "gatsby";
import { HelmetProvider, type HelmetServerState } from "react-helmet-async";
import { headScript, INTRO_END_ID } from "./src/runtime/head-script";
import { PageTransition } from "./src/components/page-transition";
import { MAIN_ID } from "./src/components/layout";
import type { PageContext } from "./src/shared/page-context";
import { siteConfig } from "./src/runtime/site-config";
import { knownRegionKeys } from "./src/runtime/visitor-state";
import { renderBodyHtml } from "./src/node/render-body";
import {
  isGatsbyGeneratorTag,
  isGatsbyPagePathScript,
  pagePathScript,
} from "./src/node/gatsby-internals";

/**
 * Embedded mode, consent and Consent Mode defaults, decided before the first paint, which waits
 * for the page's intro (the header and the intro in one frame); and what the visitor brings or
 * does before the bundles have run (head-script.ts).
 */
const HEAD_SCRIPT = headScript({
  consentCookie: siteConfig.names.consentCookie,
  consentDays: siteConfig.consentDays,
  tagManagerId: siteConfig.tagManagerId,
  paintAfterId: INTRO_END_ID,
  fallbackFocusId: MAIN_ID,
  visitor: {
    names: siteConfig.names,
    knownRegions: knownRegionKeys(siteConfig.markets),
    marketRegions:
      siteConfig.markets.find((market) => market.key === siteConfig.market)?.regions ?? [],
    appUrl: siteConfig.appUrl,
  },
});

const helmetByPath = new Map<string, { helmet?: HelmetServerState }>();

/** The same wrapper as in the browser, so hydration matches (src/components/page-transition.tsx). */
export const wrapPageElement: GatsbySSR<unknown, PageContext>["wrapPageElement"] = ({
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

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element, pathname }) => {
  const context: { helmet?: HelmetServerState } = {};
  helmetByPath.set(pathname, context);
  return <HelmetProvider context={context}>{element}</HelmetProvider>;
};

/** Gatsby's own rendering, without the NUL bytes React 18's stream leaves in pages (src/node/render-body.ts). */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
}) => {
  replaceBodyHTMLString(await renderBodyHtml(bodyComponent));
};

/**
 * Gatsby adds its own generator tag; the site's (with its version) replaces it
 * (docs/decisions.md#d12-the-site-version-is-in-every-page). Gatsby's page-path script becomes one
 * whose text is the same on every page (docs/decisions.md#d60-one-page-path-script-for-every-page).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replacePostBodyComponents(
    getPostBodyComponents().map((component) =>
      isGatsbyPagePathScript(component) ? pagePathScript(pathname) : component,
    ),
  );
  const components = getHeadComponents().filter((component) => !isGatsbyGeneratorTag(component));
  // The head script goes first: it must run before the styles paint anything.
  const isHeadScript = (component: React.ReactNode) =>
    React.isValidElement(component) && component.key === "debrix-head";
  replaceHeadComponents([
    ...components.filter(isHeadScript),
    ...components.filter((component) => !isHeadScript(component)),
  ]);
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHeadComponents,
  setHtmlAttributes,
}) => {
  const helmet = helmetByPath.get(pathname)?.helmet;
  helmetByPath.delete(pathname);
  const script = <script key="debrix-head" dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />;
  if (!helmet) {
    setHeadComponents([script]);
    return;
  }
  setHtmlAttributes(helmet.htmlAttributes.toComponent());
  // toComponent() returns rendered elements; react-helmet-async types them as class instances.
  // A page without a title of its own must not carry an empty <title>.
  const hasTitle = /<title[^>]*>[^<]/.test(helmet.title.toString());
  const tags = [...(hasTitle ? [helmet.title] : []), helmet.meta, helmet.link, helmet.script].map(
    (tag) => tag.toComponent() as unknown as React.ReactNode,
  );
  setHeadComponents([script, ...tags]);
};
