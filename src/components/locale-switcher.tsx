import React from "react";
import { useTranslation } from "react-i18next";
import {
  LOCALE_FETCH_ERROR,
  countryOfLocale,
  createCatalogFetcher,
} from "../runtime/locale-switch";
import { siteConfig } from "../runtime/site-config";
import { useVisitor } from "../hooks/use-visitor";
import { usePageNamespaces } from "../runtime/page-i18n";

const fetchCatalog = createCatalogFetcher((url) => window.fetch(url));

/**
 * Outside production only (docs/rules.md#locale-switcher): switches the interface strings to another catalog and
 * the country by the language prefix. The page's own catalog comes back on a full load; across
 * client-side navigation the chosen one is applied again.
 */
export function LocaleSwitcher({ pageLanguage }: { pageLanguage: string }) {
  const { t, i18n } = useTranslation();
  const namespaces = usePageNamespaces();
  const { locale, setLocale, setCountry } = useVisitor();
  const id = React.useId();
  const active = locale ?? pageLanguage;
  // The switcher is a lazy chunk, so it hydrates after the rest of the page. A choice made on the
  // server's markup before that would be lost (React does not replay a `change` on a part still
  // waiting for its code), so the server renders the control disabled and hydration enables it.
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);

  const apply = React.useCallback(
    async (next: string) => {
      try {
        const catalog = await fetchCatalog(next);
        // The page reads its keys from the namespaces of its template (docs/decisions.md#d37-each-page-carries-the-catalog-namespaces-of-its-template):
        // the whole catalog in each of them answers every key of the page. The page's own language
        // keeps the page data's namespaces, which the artifact's one instance shares with every page.
        if (next !== pageLanguage)
          for (const namespace of namespaces)
            i18n.addResourceBundle(next, namespace, catalog, true, true);
        await i18n.changeLanguage(next);
        setLocale(next);
        const country = countryOfLocale(next, siteConfig.markets);
        if (country) setCountry(country);
      } catch (error) {
        console.error(LOCALE_FETCH_ERROR, error);
      }
    },
    [i18n, namespaces, pageLanguage, setLocale, setCountry],
  );

  // The artifact's one i18next instance keeps the chosen language across pages
  // (docs/decisions.md#d52-one-i18next-instance-per-artifact), but a page of another template
  // brings namespaces without the chosen catalog, and a full load starts in the page's language.
  React.useEffect(() => {
    if (!locale) return;
    const missing =
      locale !== pageLanguage &&
      namespaces.some((namespace) => !i18n.hasResourceBundle(locale, namespace));
    if (i18n.language !== locale || missing) void apply(locale);
  }, [locale, pageLanguage, namespaces, i18n, apply]);

  return (
    <div className="center locale-switcher">
      <label htmlFor={id}>{t("locale.label")}</label>
      <select
        id={id}
        className="input"
        value={active}
        disabled={!hydrated}
        onChange={(event) => void apply(event.target.value)}
      >
        {siteConfig.locales.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </div>
  );
}
