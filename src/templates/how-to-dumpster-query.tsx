import { graphql } from "gatsby";

export { default } from "./how-to-dumpster";

export const query = graphql`
  query HowToDumpsterPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
  }
`;
