import { graphql } from "gatsby";

export { default } from "../src/templates/where-can-it-stand";

/** The page's catalog only: its content is the tool's model in the page context (src/node/tool-pages.ts). */
export const query = graphql`
  query WhereCanItStandPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
  }
`;
