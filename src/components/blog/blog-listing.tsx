import React from "react";
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../picture";
import { PostCard } from "./post-card";
import { CategoryNav, TopicChips, type TopicLink } from "./topic-links";
import { articlePath, pagedPath, type BlogCollection } from "../../shared/blog";

export interface ListedPost {
  id: string;
  excerpt?: string | null;
  cover?: { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null } | null;
  fields: { slug: string; readingMinutes: number };
  frontmatter: { title: string; date: string; category: string; tags: readonly string[] };
  dateText: string;
}

export interface BlogListingProps {
  collection: BlogCollection;
  posts: readonly ListedPost[];
  categories: readonly TopicLink[];
  /** The category whose listing this is, marked in the navigation. */
  currentCategory?: string | null;
  /** A tag's page for each tag of the listed articles. */
  tagLinks: ReadonlyMap<string, TopicLink>;
  currentPage: number;
  numPages: number;
  /** The listing's first page; the others are below it. */
  basePath: string;
}

/** A paginated list of article cards, with the blog's categories as navigation. */
export function BlogListing({
  collection,
  posts,
  categories,
  currentCategory,
  tagLinks,
  currentPage,
  numPages,
  basePath,
}: BlogListingProps) {
  const { t } = useTranslation();
  const categoryOf = (key: string) => categories.find((category) => category.key === key) ?? null;
  return (
    <>
      {categories.length > 0 && (
        <CategoryNav
          categories={categories}
          current={currentCategory}
          label={t("blog.categoriesNav")}
        />
      )}
      {posts.length === 0 ? (
        <p>{t("blog.empty")}</p>
      ) : (
        <ul className="grid post-cards">
          {posts.map((post, index) => {
            const cover = post.cover?.childImageSharp?.gatsbyImageData;
            const category = categoryOf(post.frontmatter.category);
            return (
              <li key={post.id}>
                <PostCard
                  to={articlePath(collection, post.fields.slug)}
                  title={post.frontmatter.title}
                  // Decorative: the card's title says what the article is about. The first card's
                  // picture is in a phone's first screen, the page's largest paint: fetched at once.
                  picture={
                    cover && (
                      <Picture
                        image={cover}
                        alt=""
                        priority={index === 0}
                        className="post-card__image"
                      />
                    )
                  }
                  meta={
                    <>
                      <time dateTime={post.frontmatter.date}>{post.dateText}</time>
                      {"\u00A0· "}
                      {t("blog.readingTime", { minutes: post.fields.readingMinutes })}
                    </>
                  }
                  summary={post.excerpt}
                  topics={
                    <TopicChips
                      category={category}
                      tags={post.frontmatter.tags.flatMap((tag) => tagLinks.get(tag) ?? [])}
                      label={t("blog.topicsOf", { title: post.frontmatter.title })}
                    />
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      {numPages > 1 && (
        <nav className="cluster pagination" aria-label={t("blog.pagination")}>
          {currentPage > 1 && (
            <Link to={pagedPath(basePath, currentPage - 1)} rel="prev">
              {t("blog.previous")}
            </Link>
          )}
          <ol className="cluster">
            {Array.from({ length: numPages }, (_, index) => index + 1).map((page) => (
              <li key={page}>
                <Link
                  to={pagedPath(basePath, page)}
                  aria-current={page === currentPage ? "page" : undefined}
                  aria-label={t("blog.page", { page })}
                >
                  {page}
                </Link>
              </li>
            ))}
          </ol>
          {currentPage < numPages && (
            <Link to={pagedPath(basePath, currentPage + 1)} rel="next">
              {t("blog.next")}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
