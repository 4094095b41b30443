import { graphql } from "gatsby";

/** Everything a page shows of a region: names, its page's slug, phone number, parking time, services and zones. */
export const RegionFields = graphql`
  fragment RegionFields on Region {
    key
    name
    nameInText
    number
    numberFormatted
    slug
    parkingMinutes
    services
    zones {
      id
      name
      nameShort
      services
    }
  }
`;
