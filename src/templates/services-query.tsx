import { graphql } from "gatsby";

export { default } from "./services";

export const query = graphql`
  query ServicesPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
    ...MarketServiceList
  }
`;
