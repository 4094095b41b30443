import { graphql } from "gatsby";

export { default } from "./service";

export const query = graphql`
  query ServicePage($language: String!, $serviceKey: String!) {
    ...PageLocales
    service(key: { eq: $serviceKey }) {
      key
      names {
        fr
        de
        en
      }
    }
    marketCountry {
      contentLanguage
      services {
        key
        timingHours
      }
    }
  }
`;
