import { graphql } from "gatsby";

/** What a card of a blog listing shows of an article: the blog's listing and its topic pages ask for the same. */
export const ListedPostFields = graphql`
  fragment ListedPostFields on Mdx {
    id
    excerpt(pruneLength: 180)
    cover {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.905, outputPixelDensities: [0.5, 1, 2])
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
