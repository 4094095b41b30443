import { graphql } from "gatsby";

export { default } from "../src/templates/home";

export const query = graphql`
  query HomePage($language: String!, $catalogNamespaces: [String!]!) {
    ...PageLocales
    ...MarketServiceList
    hero: file(sourceInstanceName: { eq: "images" }, name: { eq: "hero" }) {
      childImageSharp {
        gatsbyImageData(width: 640, outputPixelDensities: [0.5, 1, 2], formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;
