import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { LOCALE_FETCH_ERROR, countryOfLocale, createCatalogFetcher } from "../runtime/locale-switch";
import { siteConfig } from "../runtime/site-config";
import { useVisitor } from "../hooks/use-visitor";

const fetchCatalog = createCatalogFetcher((url) => window.fetch(url));

/**
 * Outside production only (docs/rules.md#locale-switcher): switches the interface strings to another catalog and
 * the country by the language prefix. The page's own catalog comes back on a full load; across
 * client-side navigation the chosen one is applied again.
 */
export function LocaleSwitcher({ pageLanguage }: { pageLanguage: string }) {
  const { t, i18n } = useTranslation();
  const { locale, setLocale, setCountry } = useVisitor();
  const id = React.useId();
  const active = locale ?? pageLanguage;

  const apply = React.useCallback(
    async (next: string) => {
      try {
        const catalog = await fetchCatalog(next);
        // The page reads its keys from the namespaces of its template (docs/decisions.md#d37-each-page-carries-the-catalog-namespaces-of-its-template),
        // the default one first: the whole catalog there answers every key of the page.
        const [namespace = "translation"] = [i18n.options.defaultNS].flat().filter((ns): ns is string => typeof ns === "string");
        i18n.addResourceBundle(next, namespace, catalog, true, true);
        await i18n.changeLanguage(next);
        setLocale(next);
        const country = countryOfLocale(next, siteConfig.markets);
        if (country) setCountry(country);
      } catch (error) {
        console.error(LOCALE_FETCH_ERROR, error);
      }
    },
    [i18n, setLocale, setCountry],
  );

  // gatsby-plugin-react-i18next makes a fresh i18next per page: keep the chosen catalog on it.
  React.useEffect(() => {
    if (locale && i18n.language !== locale) void apply(locale);
  }, [locale, i18n, apply]);

  return (
    <div className="locale-switcher">
      <label htmlFor={id}>{t("locale.label")}</label>
      <select id={id} value={active} onChange={(event) => void apply(event.target.value)}>
        {siteConfig.locales.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}
