import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { BlogBanner } from "../components/blog/blog-banner";
import { BlogListing } from "../components/blog/blog-listing";
import { categoryLinks, tagLinks } from "../components/blog/topic-links";
import { useMarket } from "../hooks/use-market";
import type { BlogListingContext } from "../shared/page-context";

/** The paginated list of articles: /blog/, /blog/2/, … (and the testing blog outside production). */
export default function BlogPage({
  data,
  pageContext,
}: PageProps<Queries.BlogPageQuery, BlogListingContext>) {
  const { t } = useTranslation();
  const { country } = useMarket();
  const { collection, currentPage, numPages, basePath } = pageContext;
  const key = `pages.${pageContext.routeId}`;
  const categories = categoryLinks(data.allBlogCategory.nodes, country.contentLanguage, collection);
  const title =
    currentPage > 1
      ? t("blog.pageTitle", { title: t(`${key}.title`), page: currentPage })
      : t(`${key}.title`);

  return (
    <StandardPage
      pageContext={pageContext}
      title={title}
      description={t(`${key}.description`)}
      heading={t(`${key}.heading`)}
      banner={<BlogBanner categories={categories} />}
      intro={<p className="lead">{t(`${key}.intro`)}</p>}
      contained
    >
      <BlogListing
        collection={collection}
        posts={data.allMdx.nodes}
        categories={categories}
        tagLinks={tagLinks(pageContext.tagNames, pageContext.tagPages, collection)}
        currentPage={currentPage}
        numPages={numPages}
        basePath={basePath}
      />
    </StandardPage>
  );
}
