import { graphql } from "gatsby";

export { default } from "../src/templates/languages";

export const query = graphql`
  query LanguagesPage($language: String!, $catalogNamespaces: [String!]!, $catalogs: [String!]!) {
    ...PageLocales
    # Each language's texts of the page, for its part of it.
    languageTexts: allLocale(
      filter: { language: { in: $catalogs }, ns: { eq: "LANGUAGES" } }
      sort: { language: ASC }
    ) {
      nodes {
        language
        data
      }
    }
  }
`;
