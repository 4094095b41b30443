import { graphql } from "gatsby";

export { default } from "../src/templates/region";

export const query = graphql`
  query RegionPage($language: String!, $catalogNamespaces: [String!]!, $regionKey: String!) {
    ...PageLocales
    ...MarketServiceList
    region(key: { eq: $regionKey }) {
      ...RegionFields
      servicesText
      slug
      intro
      neighbours
      faq {
        question
        answer
      }
    }
    marketRegions {
      key
      name
      slug
    }
    serviceWastes: marketServices {
      key
      wastes
      handlingFee
    }
    catalogue {
      wastes {
        key
        variants
      }
      handlingFees {
        key
        variants
      }
    }
    marketCountry {
      htmlLang
      domains
      # The street rules of the page's language: one object of summary, points and sources.
      streetPermit
    }
    articles: allMdx(
      filter: {
        frontmatter: { regions: { eq: $regionKey } }
        fields: { collection: { eq: "blog" } }
      }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        id
        fields {
          slug
          readingMinutes
        }
        frontmatter {
          title
          description
          date(formatString: "YYYY-MM-DD")
        }
        dateText
      }
    }
  }
`;
