import React from "react";
import { Helmet } from "react-helmet-async";

export interface SeoProps {
  title: string;
  description: string;
  canonicalUrl: string;
  brandName: string;
  htmlLang: string;
  ogLocale: string;
  type?: "website" | "article";
  /** Absolute URL of the social image (og:image, twitter:image). */
  imageUrl?: string;
  /** The build's content hash, which the page-data loader compares with each index.json. */
  buildHash: string;
  /** Site version (package.json), shown in the generator meta tag (SPEC-NOTES 12). */
  version: string;
}

/**
 * Head tags of a page through react-helmet-async: rendered into the server HTML (gatsby-ssr) and
 * replaced, not piled up, on client-side navigation.
 */
export function Seo({ title, description, canonicalUrl, brandName, htmlLang, ogLocale, type = "website", imageUrl, buildHash, version }: SeoProps) {
  const fullTitle = `${title} | ${brandName}`;
  return (
    <Helmet>
      <html lang={htmlLang} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonicalUrl} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="debrix:hash" content={buildHash} />
      <meta name="generator" content={`${brandName} site ${version}`} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonicalUrl} />
      <meta property="og:locale" content={ogLocale} />
      <meta property="og:site_name" content={brandName} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
    </Helmet>
  );
}
