import { graphql } from "gatsby";

export { default } from "../src/templates/blog-topic";

export const query = graphql`
  query BlogTopicPage(
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
