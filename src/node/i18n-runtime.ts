/**
 * The site's own browser and server side of gatsby-plugin-react-i18next
 * (docs/decisions.md#d52-one-i18next-instance-per-artifact): every webpack bundle (browser and HTML
 * renderer, build and develop) gets src/runtime/page-i18n.tsx where Gatsby's plugin list requires
 * the plugin's gatsby-browser.js or gatsby-ssr.js. The request is replaced before it is resolved,
 * so the site's module goes through the site's loaders (TypeScript, JSX).
 */
import fs from "node:fs";
import path from "node:path";

/** The requests of the plugin's browser and SSR modules, relative (.cache/api-runner-browser-plugins.js) or absolute (.cache/api-runner-ssr.js). */
export const I18N_PLUGIN_RUNTIME_MODULES =
  /(^|[\\/])gatsby-plugin-react-i18next[\\/]gatsby-(browser|ssr)\.js$/;

/** The module that takes their place; an error if it is missing (a rename would silently bring the plugin's back). */
export function pageI18nModule(siteDir: string): string {
  const file = path.join(siteDir, "src/runtime/page-i18n.tsx");
  if (!fs.existsSync(file))
    throw new Error(
      `${file} is missing: it replaces gatsby-plugin-react-i18next's browser and SSR modules (docs/decisions.md#d52-one-i18next-instance-per-artifact)`,
    );
  return file;
}
