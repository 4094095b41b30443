import { graphql } from "gatsby";

/** The market's services with their slugs, names and delivery timing. */
export const MarketServiceList = graphql`
  fragment MarketServiceList on Query {
    marketServices {
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
