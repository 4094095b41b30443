import { graphql } from "gatsby";

export { default } from "../src/templates/blog";

export const query = graphql`
  query BlogPage($language: String!, $catalogNamespaces: [String!]!, $collection: String!, $slugs: [String!]!) {
    ...PageLocales
    allMdx(filter: { fields: { collection: { eq: $collection }, slug: { in: $slugs } } }, sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]) {
      nodes {
        ...ListedPostFields
      }
    }
    ...BlogCategoryLinks
  }
`;
