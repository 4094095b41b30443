import { graphql } from "gatsby";

export { default } from "../src/templates/services";

export const query = graphql`
  query ServicesPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
    ...MarketServiceList
  }
`;
