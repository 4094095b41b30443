import React from "react";
import { useTranslation } from "react-i18next";
import { BlogSearch } from "./blog-search";
import type { TopicLink } from "./topic-links";

/**
 * The "Blog" banner header of blog pages, shown on large screens only (docs/rules.md#blog-routes),
 * and the blog's search under it on every screen (docs/rules.md#blog-search).
 */
export function BlogBanner({ categories }: { categories: readonly TopicLink[] }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="blog-banner" aria-hidden="true">
        {t("blog.bannerTitle")}
      </div>
      <BlogSearch categories={categories} />
    </>
  );
}
