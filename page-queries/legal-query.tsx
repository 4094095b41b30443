import { graphql } from "gatsby";

export { default } from "../src/templates/legal";

export const query = graphql`
  query LegalPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
  }
`;
