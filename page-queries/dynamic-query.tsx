import { graphql } from "gatsby";

export { default } from "../src/templates/dynamic";

export const query = graphql`
  query DynamicPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
  }
`;
