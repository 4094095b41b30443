import { graphql } from "gatsby";

import BlogPostPage from "../src/templates/blog-post";

export default BlogPostPage;

export const query = graphql`
  query BlogPostPage(
    $language: String!
    $catalogNamespaces: [String!]!
    $id: String!
    $collection: String!
    $related: [String!]!
    $regionKeys: [String!]!
  ) {
    ...PageLocales
    mdx(id: { eq: $id }) {
      articleTree
      frontmatter {
        title
        description
        date(formatString: "YYYY-MM-DD")
        category
        tags
        service
      }
      dateText
      fields {
        readingMinutes
      }
      cover {
        publicURL
        childImageSharp {
          gatsbyImageData(width: 960, aspectRatio: 1.905, outputPixelDensities: [0.5, 1, 2])
        }
      }
    }
    related: allMdx(
      filter: { fields: { slug: { in: $related }, collection: { eq: $collection } } }
      sort: { fields: { slug: ASC } }
    ) {
      nodes {
        fields {
          slug
        }
        frontmatter {
          title
          description
        }
      }
    }
    regions: allRegion(filter: { key: { in: $regionKeys } }, sort: { key: ASC }) {
      nodes {
        ...RegionFields
        parkingMinutesText
      }
    }
    businessConstants {
      factTexts
    }
    marketServices {
      ...ServiceNamesAndSlugs
    }
    ...BlogCategoryLinks
    marketCountry {
      contentLanguage
      htmlLang
      domains
      services {
        key
        timingHoursText
      }
    }
  }
`;
