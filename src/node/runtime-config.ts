/**
 * What the browser runtime needs before React renders (the visitor's region, consent, embed mode,
 * link prefetch), compiled into the bundles as `__DEBRIX_SITE__` by gatsby-node's
 * onCreateWebpackConfig. Region details (names, phone numbers) stay in GraphQL.
 */
import type { SiteData } from "../rules/data/site-data";
import { routePathTable } from "../rules/market";
import type { SiteEnv } from "./market";
import type { RoutePathTable } from "../shared/route-table";
import type { Market } from "../shared/keys";
import { storageNames } from "../shared/storage-names";
import type { SiteRuntimeConfig } from "../runtime/site-config";

const TAG_MANAGER_ID = /^GTM-[A-Z0-9]+$/;

/**
 * `SITE_TAG_MANAGER_ID` replaces the market's container id (data/countries/*.yaml) for one build,
 * for a preview or the tests; it must look like a container id.
 */
export function selectTagManagerId(
  configured: string,
  value: string | undefined = process.env.SITE_TAG_MANAGER_ID,
): string {
  if (value === undefined || value === "") return configured;
  if (!TAG_MANAGER_ID.test(value))
    throw new Error(
      `SITE_TAG_MANAGER_ID=${JSON.stringify(value)} is not allowed; allowed: a container id such as GTM-ABC123`,
    );
  return value;
}

export function runtimeConfig(data: SiteData, market: Market, siteEnv: SiteEnv): SiteRuntimeConfig {
  const markets = (Object.keys(data.countries) as Market[]).map((key) => {
    const country = data.countries[key];
    return {
      key,
      domains: [...country.domains],
      services: country.services.map((service) => service.key),
      regions: [...country.regions],
    };
  });
  return {
    market,
    siteEnv,
    names: storageNames(data.brand.name),
    defaultRegion: data.brand.defaultRegion,
    consentDays: {
      acceptedDays: data.business.consentCookie.acceptedDays,
      declinedDays: data.business.consentCookie.declinedDays,
    },
    prefetch: { ...data.business.prefetch },
    tagManagerId: selectTagManagerId(data.countries[market].tagManagerId),
    appUrl: data.countries[market].appUrl,
    markets,
    locales: [...data.brand.i18n.locales],
    routePaths: Object.assign(
      {},
      ...data.countries[market].languages.map((language) => {
        const table = routePathTable(data, market, language);
        return { [language.content]: table[language.content] };
      }),
    ) as RoutePathTable,
    languages: data.countries[market].languages.map(
      ({ locale, prefix, content, catalog, ogLocale, name, numbers }) => ({
        locale,
        prefix,
        content,
        catalog,
        ogLocale,
        name,
        numbers,
      }),
    ),
  };
}
