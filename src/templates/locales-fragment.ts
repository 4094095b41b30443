import { graphql } from "gatsby";

/** The catalog of the page's language, which gatsby-plugin-react-i18next reads from every page query. */
export const PageLocales = graphql`
  fragment PageLocales on Query {
    locales: allLocale(filter: { language: { eq: $language } }, sort: { ns: ASC }) {
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
