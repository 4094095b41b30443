import React from "react";
import { Layout } from "./layout";
import { Seo } from "./seo";
import { useMarket } from "../hooks/use-market";
import { assetUrl } from "../shared/paths";
import { DEFAULT_SOCIAL_IMAGE } from "../shared/seo-tags";
import type { PageContext } from "../shared/page-context";
import { INTRO_END_ID } from "../runtime/head-script";

export interface StandardPageProps {
  pageContext: Pick<PageContext, "kind" | "primaryPath" | "canonicalUrl"> &
    Partial<Pick<PageContext, "alternates">>;
  title: string;
  description: string;
  heading: string;
  /** Full-width block under the header: the "Blog" banner of blog pages. */
  banner?: React.ReactNode;
  /** Shown in the main area above the heading, such as a breadcrumb. */
  beforeHeading?: React.ReactNode;
  /** Shown beside the heading in the page's intro band (the hero of the home page). */
  intro?: React.ReactNode;
  /** An image beside the intro (the home page's hero illustration, a service's picture). */
  introMedia?: React.ReactNode;
  /** Puts the children in one page-wide column (articles, listings) instead of full-width sections. */
  contained?: boolean;
  type?: "website" | "article";
  /** Absolute URL of the page's social image; the site's default card otherwise. */
  imageUrl?: string;
  children?: React.ReactNode;
}

/**
 * One untitled band of the page holding a page-wide column: what `contained` puts the children in,
 * and the first band of a page whose titled sections follow (the services page's cards).
 */
export function PageColumn({ children }: { children: React.ReactNode }) {
  return (
    <div className="section">
      <div className="center section__inner">{children}</div>
    </div>
  );
}

/** The frame every template shares: head tags, layout and the page's one h1. */
export function StandardPage({
  pageContext,
  title,
  description,
  heading,
  banner,
  beforeHeading,
  intro,
  introMedia,
  contained,
  type,
  imageUrl,
  children,
}: StandardPageProps) {
  const { brand, country } = useMarket();
  return (
    <Layout pageContext={pageContext} pageLabel={title} banner={banner}>
      <Seo
        title={title}
        description={description}
        canonicalUrl={pageContext.canonicalUrl}
        brandName={brand.name}
        ogLocale={country.ogLocale}
        type={type}
        imageUrl={imageUrl ?? assetUrl(country.domains[0], DEFAULT_SOCIAL_IMAGE)}
        alternates={pageContext.alternates}
      />
      <div className="page-intro">
        <div className="center switcher page-intro__inner">
          <div className="page-intro__text">
            {beforeHeading}
            <h1>{heading}</h1>
            {intro}
          </div>
          {introMedia && <div className="page-intro__media">{introMedia}</div>}
        </div>
        {/* The first paint waits until the parser reaches this: the header and the whole intro. */}
        <span id={INTRO_END_ID} hidden />
      </div>
      {contained ? <PageColumn>{children}</PageColumn> : children}
    </Layout>
  );
}
