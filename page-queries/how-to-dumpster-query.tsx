import { graphql } from "gatsby";

export { default } from "../src/templates/how-to-dumpster";

export const query = graphql`
  query HowToDumpsterPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
  }
`;
