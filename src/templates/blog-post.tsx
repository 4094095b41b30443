import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { Breadcrumb } from "../components/breadcrumb";
import { TopicChips, categoryLinks, tagLinks } from "../components/blog/topic-links";
import { StandardPage } from "../components/standard-page";
import { Picture } from "../components/picture";
import { BlogBanner } from "../components/blog/blog-banner";
import { BlogDataProvider, type BlogData } from "../components/blog/blog-data";
import { ArticleBody } from "../components/blog/article-body";
import { PostCard } from "../components/blog/post-card";
import type { ArticleNode } from "../shared/article-tree";
import { articlePath, listingPath } from "../shared/blog";
import { servicePath } from "../shared/route-table";
import { regionIn } from "../shared/languages";
import { usePageLanguage } from "../hooks/use-page-language";
import { useRoutePaths } from "../hooks/use-route-paths";
import { assetUrl } from "../shared/paths";
import { DEFAULT_SOCIAL_IMAGE } from "../shared/seo-tags";
import { StructuredData } from "../components/structured-data";
import { blogPostingLd } from "../shared/article-structured-data";
import { Button } from "../components/button";
import { serviceName } from "../shared/keys";
import type { BlogPostContext } from "../shared/page-context";
import { useVisitor } from "../hooks/use-visitor";
import { CallButton } from "../components/call-link";

/** An article: breadcrumb, reading time, the MDX body with live-data blocks, a call to action, related articles. */
export default function BlogPostPage({
  data,
  pageContext,
  location,
}: PageProps<Queries.BlogPostPageQuery, BlogPostContext>) {
  const { t } = useTranslation();
  const post = data.mdx;
  if (!post || !data.businessConstants)
    throw new Error(`Article ${pageContext.routeId} has no data`);
  const country = data.marketCountry;
  const language = country.contentLanguage;
  const routePaths = useRoutePaths();
  const pageLanguage = usePageLanguage();
  const blogData: BlogData = {
    language,
    factTexts: data.businessConstants.factTexts as BlogData["factTexts"],
    regions: data.regions.nodes.map((region) => regionIn(region, pageLanguage)),
    services: data.marketServices.map((service) => ({
      ...service,
      timingHoursText:
        country.services.find((offered) => offered.key === service.key)?.timingHoursText ?? null,
    })),
  };
  const service = data.marketServices.find(
    (candidate) => candidate.key === post.frontmatter.service,
  );
  const { region: contact } = useVisitor();
  const listing = listingPath(pageContext.collection, 1);
  const cover = post.cover?.childImageSharp?.gatsbyImageData;
  const imageUrl = post.cover?.publicURL
    ? assetUrl(country.domains[0], post.cover.publicURL)
    : undefined;
  const domain = country.domains[0];
  const searchable = location.pathname === pageContext.primaryPath;
  const categories = categoryLinks(data.allBlogCategory.nodes, language, pageContext.collection);
  const category =
    categories.find((candidate) => candidate.key === post.frontmatter.category) ?? null;
  const tags = tagLinks(pageContext.tagNames, pageContext.tagPages, pageContext.collection);
  // The visible breadcrumb, as search engines read it.
  const trail = [
    { name: t("nav.HOME"), path: "/" },
    { name: t("nav.BLOG"), path: listing },
    { name: post.frontmatter.title, path: pageContext.primaryPath },
  ];

  return (
    <StandardPage
      pageContext={pageContext}
      title={post.frontmatter.title}
      description={post.frontmatter.description}
      heading={post.frontmatter.title}
      type="article"
      imageUrl={imageUrl}
      banner={<BlogBanner categories={categories} />}
      contained
      beforeHeading={<Breadcrumb trail={trail} label={t("blog.breadcrumb")} />}
    >
      <StructuredData
        node={blogPostingLd({
          domain,
          canonicalUrl: pageContext.canonicalUrl,
          headline: post.frontmatter.title,
          description: post.frontmatter.description,
          datePublished: pageContext.datePublished,
          dateModified: pageContext.dateModified,
          imageUrl: imageUrl ?? assetUrl(domain, DEFAULT_SOCIAL_IMAGE),
          htmlLang: country.htmlLang,
        })}
      />
      <p className="post-meta">
        <time dateTime={post.frontmatter.date}>
          {t("blog.publishedOn", { date: post.dateText })}
        </time>
        {"\u00A0· "}
        {t("blog.readingTime", { minutes: post.fields.readingMinutes })}
      </p>
      <TopicChips
        category={category}
        tags={post.frontmatter.tags.flatMap((tag) => tags.get(tag) ?? [])}
        label={t("blog.topics")}
        filter
      />
      {/* The article's largest image: fetched first, as it is usually what the visitor sees first. */}
      {cover && <Picture image={cover} alt="" priority className="post-cover" />}
      <BlogDataProvider value={blogData}>
        {/* The words search finds, on the article's own address only: its /de/ twin is not indexed again. */}
        <div className="post-body" data-pagefind-body={searchable ? "" : undefined}>
          {/* A JSON field: GraphQL does not know its shape, src/node/blog/article-tree.ts makes it. */}
          <ArticleBody tree={post.articleTree as unknown as ArticleNode} />
        </div>
      </BlogDataProvider>
      <aside className="post-cta" aria-labelledby="post-cta-title">
        <h2 id="post-cta-title" className="post-cta__title">
          {t("blog.ctaTitle")}
        </h2>
        <div className="cluster post-cta__actions">
          {service && (
            <Button
              dark
              to={servicePath(routePaths, service, language)}
              tracking="blog_cta_service"
            >
              {t("blog.ctaService", { service: serviceName(service, language) })}
            </Button>
          )}
          {contact && <CallButton phone={contact} outlined tracking="blog_cta_call" />}
        </div>
      </aside>
      {data.related.nodes.length > 0 && (
        <section className="post-related" aria-labelledby="post-related-title">
          <h2 id="post-related-title">{t("blog.related")}</h2>
          <ul className="grid post-cards">
            {pageContext.related.flatMap((slug) => {
              const related = data.related.nodes.find((node) => node.fields.slug === slug);
              return related
                ? [
                    <li key={slug}>
                      <PostCard
                        to={articlePath(pageContext.collection, slug)}
                        title={related.frontmatter.title}
                        headingLevel={3}
                        summary={related.frontmatter.description}
                      />
                    </li>,
                  ]
                : [];
            })}
          </ul>
        </section>
      )}
    </StandardPage>
  );
}
