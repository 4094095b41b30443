import { graphql } from "gatsby";

export { default } from "./legal";

export const query = graphql`
  query LegalPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
  }
`;
