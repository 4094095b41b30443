/**
 * The non-production locale switcher's rules (docs/rules.md#locale-switcher): catalogs are static JSON files
 * (/locales/{code}.json, copied by the build outside production), fetched once each; the locales
 * offered are `i18n.locales` of data/brand.yaml (the runtime settings' `locales`); the country
 * follows the upper-cased language prefix when a market has that key (es matches none).
 */
import type { Market } from "../shared/keys";

export const LOCALE_FETCH_ERROR = "Async language fetch failed";

export function localeUrl(locale: string): string {
  return `/locales/${encodeURIComponent(locale)}.json`;
}

/** fr → FR, de → DE, en → EN; null when no market has the prefix as its key. */
export function countryOfLocale(
  locale: string,
  markets: readonly { key: Market }[],
): Market | null {
  const prefix = locale.split("-")[0].toUpperCase();
  return markets.find((market) => market.key === prefix)?.key ?? null;
}

export type CatalogFetcher = (locale: string) => Promise<Record<string, unknown>>;

/** One request per locale for the tab's life; a failed one may be retried. */
export function createCatalogFetcher(fetcher: (url: string) => Promise<Response>): CatalogFetcher {
  const catalogs = new Map<string, Promise<Record<string, unknown>>>();
  return (locale) => {
    let pending = catalogs.get(locale);
    if (!pending) {
      pending = fetcher(localeUrl(locale)).then(async (response) => {
        if (!response.ok) throw new Error(`${localeUrl(locale)} answered ${response.status}`);
        return (await response.json()) as Record<string, unknown>;
      });
      pending.catch(() => catalogs.delete(locale));
      catalogs.set(locale, pending);
    }
    return pending;
  };
}
