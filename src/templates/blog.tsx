import React from "react";
import { Link, type PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { Picture } from "../components/picture";
import { BlogBanner } from "../components/blog/blog-banner";
import { PostCard } from "../components/blog/post-card";
import { articlePath, listingPath, type BlogCollection } from "../shared/blog";
import type { PageContext } from "../shared/page-context";

export interface BlogListingPageContext extends PageContext {
  collection: BlogCollection;
  currentPage: number;
  numPages: number;
}

/** The paginated list of articles: /blog/, /blog/2/, … (and the testing blog outside production). */
export default function BlogPage({ data, pageContext }: PageProps<Queries.BlogPageQuery, BlogListingPageContext>) {
  const { t } = useTranslation();
  const { collection, currentPage, numPages } = pageContext;
  const key = `pages.${pageContext.routeId}`;
  const title = currentPage > 1 ? t("blog.pageTitle", { title: t(`${key}.title`), page: currentPage }) : t(`${key}.title`);

  return (
    <StandardPage pageContext={pageContext} title={title} description={t(`${key}.description`)} heading={t(`${key}.heading`)} banner={<BlogBanner />}
      intro={<p className="lead">{t(`${key}.intro`)}</p>}
      contained
    >
      {data.allMdx.nodes.length === 0 ? (
        <p>{t("blog.empty")}</p>
      ) : (
        <ul className="post-cards">
          {data.allMdx.nodes.map((post, index) => {
            const cover = post.cover?.childImageSharp?.gatsbyImageData;
            return (
            <li key={post.id}>
              <PostCard
                to={articlePath(collection, post.fields.slug)}
                title={post.frontmatter.title}
                // Decorative: the card's title says what the article is about. The first card's
                // picture is in a phone's first screen, the page's largest paint: fetched at once.
                picture={cover && <Picture image={cover} alt="" priority={index === 0} className="post-card__image" />}
                meta={
                  <>
                    <time dateTime={post.frontmatter.date}>{post.dateText}</time>
                    {" · "}
                    {t(`blog.categories.${post.frontmatter.category}`)}
                    {" · "}
                    {t("blog.readingTime", { minutes: post.fields.readingMinutes })}
                  </>
                }
                summary={post.excerpt}
              />
            </li>
            );
          })}
        </ul>
      )}
      {numPages > 1 && (
        <nav className="pagination" aria-label={t("blog.pagination")}>
          {currentPage > 1 && (
            <Link to={listingPath(collection, currentPage - 1)} rel="prev">
              {t("blog.previous")}
            </Link>
          )}
          <ol>
            {Array.from({ length: numPages }, (_, index) => index + 1).map((page) => (
              <li key={page}>
                <Link
                  to={listingPath(collection, page)}
                  aria-current={page === currentPage ? "page" : undefined}
                  aria-label={t("blog.page", { page })}
                >
                  {page}
                </Link>
              </li>
            ))}
          </ol>
          {currentPage < numPages && (
            <Link to={listingPath(collection, currentPage + 1)} rel="next">
              {t("blog.next")}
            </Link>
          )}
        </nav>
      )}
    </StandardPage>
  );
}
