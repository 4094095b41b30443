import { graphql } from "gatsby";

export { default } from "./blog";

export const query = graphql`
  query BlogPage($language: String!, $catalogNamespaces: [String!]!, $collection: String!, $skip: Int!, $limit: Int!) {
    ...PageLocales
    allMdx(
      filter: { fields: { collection: { eq: $collection } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        id
        excerpt(pruneLength: 180)
        cover {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.905, outputPixelDensities: [0.5, 1, 2])
          }
        }
        fields {
          slug
          readingMinutes
        }
        frontmatter {
          title
          date(formatString: "YYYY-MM-DD")
          category
          tags
        }
        dateText
      }
    }
    allBlogCategory(sort: { key: ASC }) {
      nodes {
        key
        slugs
        names
      }
    }
  }
`;
