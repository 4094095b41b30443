import { graphql } from "gatsby";

/**
 * The catalog of the page's language, which gatsby-plugin-react-i18next reads from every page query:
 * only the namespaces of the page's template (src/node/catalog-namespaces.ts).
 */
export const PageLocales = graphql`
  fragment PageLocales on Query {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: $catalogNamespaces } }
      sort: { ns: ASC }
    ) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
