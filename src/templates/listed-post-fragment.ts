import { graphql } from "gatsby";

/**
 * What a card of a blog listing shows of an article, and the articles of a page of a list: the
 * blog's listing and its topic pages ask for the same. The cover's placeholder is its dominant
 * colour, not a blurred image: a listing has twelve
 * (docs/decisions.md#d77-a-listings-pictures-wait-on-their-dominant-colour).
 */
export const ListedPostFields = graphql`
  fragment ListedPostFields on Mdx {
    id
    excerpt(pruneLength: 180)
    cover {
      childImageSharp {
        gatsbyImageData(
          width: 400
          aspectRatio: 1.905
          outputPixelDensities: [0.5, 1, 2]
          placeholder: DOMINANT_COLOR
        )
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

  # A page of a list of articles (the listing's, a topic's): the articles the build named for it
  # (src/rules/blog/pages.ts), in the list's order.
  fragment ListedPosts on Query {
    allMdx(
      filter: { fields: { collection: { eq: $collection }, slug: { in: $slugs } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        ...ListedPostFields
      }
    }
  }

  fragment BlogCategoryLinks on Query {
    allBlogCategory(sort: { key: ASC }) {
      nodes {
        key
        slugs
        names
      }
    }
  }
`;
