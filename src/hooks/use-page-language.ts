import React from "react";
import { siteConfig, type SiteLanguage } from "../runtime/site-config";
import { languageOfCatalog } from "../shared/languages";

/**
 * The catalog of the page's language (its page context's `language`), given by the page wrapper
 * (PageTransition); undefined outside a page.
 */
export const PageLanguageContext = React.createContext<string | undefined>(undefined);

/**
 * The language of the page being rendered: one of the market's (the runtime settings'), by the
 * page's catalog; the market's first outside a page
 * (docs/content-team.md#a-market-with-several-languages).
 */
export function usePageLanguage(): SiteLanguage {
  return languageOfCatalog(siteConfig.languages, React.useContext(PageLanguageContext));
}
