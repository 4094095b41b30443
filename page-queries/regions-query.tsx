import { graphql } from "gatsby";

export { default } from "../src/templates/regions";

export const query = graphql`
  query RegionsPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
    ...MarketServiceList
    marketRegions {
      ...RegionFields
      slug
    }
  }
`;
