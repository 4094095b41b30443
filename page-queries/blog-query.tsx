import { graphql } from "gatsby";

export { default } from "../src/templates/blog";

export const query = graphql`
  query BlogPage(
    $language: String!
    $catalogNamespaces: [String!]!
    $collection: String!
    $slugs: [String!]!
  ) {
    ...PageLocales
    ...ListedPosts
    ...BlogCategoryLinks
  }
`;
