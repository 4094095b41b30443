import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { usePageLanguage } from "./use-page-language";
import { countryIn, regionIn } from "../shared/languages";
import { siteConfig } from "../runtime/site-config";

/**
 * The built market's configuration (country, brand, business constants, regions), from data/
 * through GraphQL, as the page's language shows it: its texts of data/ and its language's fields
 * (docs/content-team.md#a-market-with-several-languages). Only this market's data is queried, so
 * other markets' data never reaches the browser.
 */
export function useMarket() {
  const data = useStaticQuery<Queries.MarketConfigQuery>(graphql`
    query MarketConfig {
      site {
        siteMetadata {
          market
          siteEnv
          version
        }
      }
      brand {
        name
        copyrightYear
      }
      businessConstants {
        deliveryHours
        parkingMinutes
        invoicingHoursAfterService
        longRental {
          afterWeeks
          surchargeEurosPerMonth
          services
        }
        bigBagTransport {
          region
          eurosExclTax
          perBigBags
        }
        consentCookie {
          acceptedDays
          declinedDays
        }
        modal {
          width
          height
        }
        figures {
          constructionWasteMillionTonnesPerYear
          recycledPercent
        }
      }
      marketCountry {
        key
        language
        contentLanguage
        htmlLang
        ogLocale
        domains
        companyName
        email
        address {
          street
          postalCode
          city
        }
        openingHours
        logo
        appUrl
        appRegisterPath
        mainNav
        pages
        footerLinks
        recruitingUrl
        services {
          key
          timingHours
        }
        partners
        byExperts
        socialLinks {
          label
          to
        }
        supportedBy {
          label
          to
          src
        }
        appStores {
          ios
          android
        }
        legal {
          registration
          director
          host {
            name
            address
          }
        }
      }
      marketRegions {
        ...RegionFields
      }
    }
  `);
  const language = usePageLanguage();
  const country = React.useMemo(
    () => countryIn(data.marketCountry, language),
    [data.marketCountry, language],
  );
  const regions = React.useMemo(
    () => data.marketRegions.map((region) => regionIn(region, language)),
    [data.marketRegions, language],
  );
  const siteMetadata = data.site?.siteMetadata;
  if (!siteMetadata || !data.brand || !data.businessConstants) {
    throw new Error("Site metadata, data/brand.yaml or data/business.yaml missing from GraphQL");
  }
  return {
    siteEnv: siteMetadata.siteEnv,
    version: siteMetadata.version,
    brand: data.brand,
    business: data.businessConstants,
    country,
    regions,
    /** The app's language for its links, in a market with several languages: the page's locale. */
    appLanguage: siteConfig.languages.length > 1 ? language.locale : undefined,
  };
}

export type MarketConfig = ReturnType<typeof useMarket>;
export type MarketRegion = MarketConfig["regions"][number];
