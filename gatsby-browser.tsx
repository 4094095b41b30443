/**
 * Browser wiring: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { HelmetProvider } from "react-helmet-async";
import { guardNavigation } from "./src/runtime/site-loader";
import "./src/styles/global.css";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <HelmetProvider>{element}</HelmetProvider>
);

/** Every navigation checks the target's page data first (src/runtime/route-guard.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  guardNavigation();
};

/** Marks the page as interactive, so browser tests (and CSS, if ever needed) know React has hydrated. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
