import React from "react";
import { Layout } from "./layout";
import { Seo } from "./seo";
import { useMarket } from "../hooks/use-market";
import type { PageContext } from "../shared/page-context";

export interface StandardPageProps {
  pageContext: PageContext;
  title: string;
  description: string;
  heading: string;
  /** Shown above the heading: the "Blog" banner of blog pages. */
  banner?: React.ReactNode;
  type?: "website" | "article";
  /** Absolute URL of the page's social image. */
  imageUrl?: string;
  children?: React.ReactNode;
}

/** The frame every template shares: head tags, layout and the page's one h1. */
export function StandardPage({ pageContext, title, description, heading, banner, type, imageUrl, children }: StandardPageProps) {
  const { brand, country, buildHash } = useMarket();
  return (
    <Layout>
      <Seo
        title={title}
        description={description}
        canonicalUrl={pageContext.canonicalUrl}
        brandName={brand.name}
        htmlLang={country.htmlLang}
        ogLocale={country.ogLocale}
        type={type}
        imageUrl={imageUrl}
        buildHash={buildHash}
      />
      {banner}
      <h1>{heading}</h1>
      {children}
    </Layout>
  );
}
