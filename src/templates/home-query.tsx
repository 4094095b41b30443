import { graphql } from "gatsby";

export { default } from "./home";

export const query = graphql`
  query HomePage($language: String!) {
    ...PageLocales
  }
`;
