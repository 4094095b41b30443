import { graphql } from "gatsby";

/** A service's key with its slug and name in every language. */
export const ServiceNamesAndSlugs = graphql`
  fragment ServiceNamesAndSlugs on Service {
    key
    slugs {
      fr
      de
      en
    }
    names {
      fr
      de
      en
    }
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
