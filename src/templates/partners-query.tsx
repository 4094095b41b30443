import { graphql } from "gatsby";

export { default } from "./partners";

export const query = graphql`
  query PartnersPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
  }
`;
