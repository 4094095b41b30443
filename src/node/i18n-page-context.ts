/**
 * The context gatsby-plugin-react-i18next gives each page of a one-language artifact, given by
 * the site's own createPage instead.
 *
 * The plugin's onCreatePage deletes every page created without an `i18n` context and creates it
 * again with one. Gatsby compares each createPage with the page its cache holds from the last
 * build: the first, bare one differs, so every page's query was marked changed and ran again on
 * every build, an edit of one article or none. With this context the plugin leaves the page as it
 * is (it skips a page whose context already has `i18n`), and a rebuild runs only the queries
 * whose data changed. A test holds it equal to what the installed plugin writes.
 */
export interface I18nPageContext {
  language: string;
  i18n: {
    language: string;
    languages: string[];
    defaultLanguage: string;
    generateDefaultLanguagePage: boolean;
    routed: boolean;
    originalPath: string;
    path: string;
  };
}

/**
 * `page` with the plugin's context for `language`, the catalog of the page's language. A market
 * with several languages names them all (`languages`) and prefixes each (`routed`); each page's
 * default language is its own, so that no text falls back to another language.
 */
export function withI18nContext<Page extends { path: string; context?: Record<string, unknown> }>(
  page: Page,
  language: string,
  languages: readonly string[] = [language],
): Page & { context: Record<string, unknown> & I18nPageContext } {
  return {
    ...page,
    context: {
      ...page.context,
      language,
      i18n: {
        language,
        languages: [...languages],
        defaultLanguage: language,
        generateDefaultLanguagePage: false,
        routed: languages.length > 1,
        originalPath: page.path,
        path: page.path,
      },
    },
  };
}
