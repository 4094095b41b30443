import { graphql } from "gatsby";

/** Everything a page shows of a region: names, phone number, parking time, services and zones. */
export const RegionFields = graphql`
  fragment RegionFields on Region {
    key
    name
    nameInText
    number
    numberFormatted
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
