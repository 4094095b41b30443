/**
 * The i18next options of every page (gatsby-plugin-react-i18next's `i18nextOptions` in
 * gatsby-config.ts) apart from the fallback language, in a module of their own so that the content
 * studio's preview translates the site's components with the same ones.
 */
import type { InitOptions } from "i18next";

export const SITE_I18NEXT_OPTIONS: InitOptions = {
  lowerCaseLng: true,
  interpolation: { escapeValue: false },
  keySeparator: ".",
  nsSeparator: false,
  returnNull: false,
};
