/**
 * Browser wiring: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 */
import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { HelmetProvider } from "react-helmet-async";
import "./src/styles/global.css";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <HelmetProvider>{element}</HelmetProvider>
);

/** Marks the page as interactive, so browser tests (and CSS, if ever needed) know React has hydrated. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
