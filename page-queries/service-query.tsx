import { graphql } from "gatsby";

export { default } from "../src/templates/service";

export const query = graphql`
  query ServicePage($language: String!, $catalogNamespaces: [String!]!, $serviceKey: String!) {
    ...PageLocales
    service(key: { eq: $serviceKey }) {
      key
      names
      wastes
      handlingFee
      gear
      illustration {
        childImageSharp {
          gatsbyImageData(width: 560, outputPixelDensities: [0.5, 1, 2])
        }
      }
    }
    catalogue {
      wastes {
        key
        variants
      }
      gearRental {
        key
        sizesTonnesText
      }
      handlingFees {
        key
        variants
      }
    }
  }
`;
