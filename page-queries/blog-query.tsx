import { graphql } from "gatsby";

export { default } from "../src/templates/blog";

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
        ...ListedPostFields
      }
    }
    ...BlogCategoryLinks
  }
`;
