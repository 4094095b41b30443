import { graphql } from "gatsby";

export { default } from "./home";

export const query = graphql`
  query HomePage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
    ...MarketServiceList
    hero: file(sourceInstanceName: { eq: "images" }, name: { eq: "hero" }) {
      childImageSharp {
        gatsbyImageData(width: 640, placeholder: BLURRED, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;
