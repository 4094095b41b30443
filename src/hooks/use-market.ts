import { graphql, useStaticQuery } from "gatsby";

/**
 * The built market's configuration (country, brand, business constants, regions), from data/
 * through GraphQL. Only this market's data is queried, so other markets' data never reaches the
 * browser.
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
  const siteMetadata = data.site?.siteMetadata;
  if (!siteMetadata || !data.brand || !data.businessConstants) {
    throw new Error("Site metadata, data/brand.yaml or data/business.yaml missing from GraphQL");
  }
  return {
    siteEnv: siteMetadata.siteEnv,
    version: siteMetadata.version,
    brand: data.brand,
    business: data.businessConstants,
    country: data.marketCountry,
    regions: data.marketRegions,
  };
}

export type MarketConfig = ReturnType<typeof useMarket>;
export type MarketRegion = MarketConfig["regions"][number];
