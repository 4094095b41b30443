import { graphql } from "gatsby";

export { default } from "../src/templates/partners";

export const query = graphql`
  query PartnersPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
  }
`;
