import { graphql } from "gatsby";

/** A service's key with its slug and name in every language (JSON objects keyed by language, as in data/services.yaml). */
export const ServiceNamesAndSlugs = graphql`
  fragment ServiceNamesAndSlugs on Service {
    key
    slugs
    names
  }
`;

/** The market's services with their slugs, names and delivery timing. */
export const MarketServiceList = graphql`
  fragment MarketServiceList on Query {
    marketServices {
      ...ServiceNamesAndSlugs
      aliasPaths
    }
    marketCountry {
      contentLanguage
      services {
        key
        timingHours
      }
    }
  }
`;
