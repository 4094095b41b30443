import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { Breadcrumb } from "../components/breadcrumb";
import { BlogBanner } from "../components/blog/blog-banner";
import { BlogListing } from "../components/blog/blog-listing";
import { categoryLinks, tagLinks } from "../components/blog/topic-links";
import { useMarket } from "../hooks/use-market";
import { listingPath } from "../shared/blog";
import type { BlogTopicContext } from "../shared/page-context";

/**
 * A topic of the blog: a category (/blog/guides-locaux/), whose page search engines index, or a
 * tag (/blog/tag/lyon/), a way through the articles that is not indexed (docs/rules.md#blog-topics).
 */
export default function BlogTopicPage({
  data,
  pageContext,
}: PageProps<Queries.BlogTopicPageQuery, BlogTopicContext>) {
  const { t } = useTranslation();
  const { country } = useMarket();
  const { collection, topic, currentPage, numPages, basePath } = pageContext;
  const category = topic.kind === "category";
  const categories = categoryLinks(data.allBlogCategory.nodes, country.contentLanguage, collection);
  const heading = category ? topic.name : t("blog.tagHeading", { tag: topic.name });
  const title =
    currentPage > 1 ? t("blog.pageTitle", { title: heading, page: currentPage }) : heading;
  const description = topic.description ?? t("blog.tagDescription", { tag: topic.name });
  const trail = [
    { name: t("nav.HOME"), path: "/" },
    { name: t("nav.BLOG"), path: listingPath(collection, 1) },
    { name: heading, path: topic.basePath },
  ];

  return (
    <StandardPage
      pageContext={pageContext}
      title={title}
      description={description}
      heading={heading}
      banner={<BlogBanner categories={categories} />}
      beforeHeading={<Breadcrumb trail={trail} label={t("blog.breadcrumb")} />}
      intro={<p className="lead">{description}</p>}
      contained
    >
      <BlogListing
        collection={collection}
        posts={data.allMdx.nodes}
        categories={categories}
        currentCategory={category ? topic.key : null}
        tagLinks={tagLinks(pageContext.tagNames, pageContext.tagPages, collection)}
        currentPage={currentPage}
        numPages={numPages}
        basePath={basePath}
      />
    </StandardPage>
  );
}
