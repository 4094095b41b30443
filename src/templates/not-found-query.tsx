import { graphql } from "gatsby";

export { default } from "./not-found";

export const query = graphql`
  query NotFoundPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
  }
`;
