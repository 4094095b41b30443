import { graphql } from "gatsby";

export { default } from "./dynamic";

export const query = graphql`
  query DynamicPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
  }
`;
