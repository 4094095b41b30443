import React from "react";
import { useTranslation } from "react-i18next";

/** The "Blog" banner header of blog pages, shown on large screens only (docs/rules.md#blog-routes). */
export function BlogBanner() {
  const { t } = useTranslation();
  return (
    <div className="blog-banner" aria-hidden="true">
      {t("blog.bannerTitle")}
    </div>
  );
}
