import { graphql } from "gatsby";

export { default } from "../src/templates/not-found";

export const query = graphql`
  query NotFoundPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
  }
`;
