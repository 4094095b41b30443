import { graphql } from "gatsby";

export { default } from "../src/templates/combat";

export const query = graphql`
  query CombatPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
  }
`;
