import { graphql } from "gatsby";

export { default } from "./blog-topic";

export const query = graphql`
  query BlogTopicPage($language: String!, $catalogNamespaces: [String!]!, $collection: String!, $slugs: [String!]!) {
    ...PageLocales
    allMdx(filter: { fields: { collection: { eq: $collection }, slug: { in: $slugs } } }, sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]) {
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
