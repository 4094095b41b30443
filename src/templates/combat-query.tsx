import { graphql } from "gatsby";

export { default } from "./combat";

export const query = graphql`
  query CombatPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
  }
`;
