import { graphql } from "gatsby";

export { default } from "../src/templates/can-it-go-in";

/** The page's catalog only: its content is the tool's model in the page context (src/node/tool-pages.ts). */
export const query = graphql`
  query CanItGoInPage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
  }
`;
