import { graphql, useStaticQuery } from "gatsby";

/**
 * The built market's configuration (country, brand, regions), from data/ through GraphQL.
 * Only this market's data is queried, so other markets' data never reaches the browser.
 */
export function useMarket() {
  const data = useStaticQuery<Queries.MarketConfigQuery>(graphql`
    query MarketConfig {
      site {
        siteMetadata {
          market
          siteEnv
          buildHash
        }
      }
      brand {
        name
        copyrightYear
      }
      businessConstants {
        deliveryHours
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
        footerLinks
        recruitingUrl
        socialLinks {
          label
          to
        }
        appStores {
          ios
          android
        }
      }
      marketRegions {
        key
        name
        number
        numberFormatted
      }
    }
  `);
  const siteMetadata = data.site?.siteMetadata;
  if (!siteMetadata || !data.brand || !data.businessConstants) {
    throw new Error("Site metadata, data/brand.yaml or data/business.yaml missing from GraphQL");
  }
  return {
    siteEnv: siteMetadata.siteEnv,
    buildHash: siteMetadata.buildHash,
    brand: data.brand,
    business: data.businessConstants,
    country: data.marketCountry,
    regions: data.marketRegions,
  };
}

export type MarketConfig = ReturnType<typeof useMarket>;
