import { graphql } from "gatsby";

export { default } from "./blog";

export const query = graphql`
  query BlogPage($language: String!) {
    ...PageLocales
  }
`;
