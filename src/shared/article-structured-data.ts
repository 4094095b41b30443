/** Structured data of an article (imported by that template only). */
import type { BlogPosting, WithContext } from "schema-dts";
import { organizationId, reference } from "./structured-data";

export interface BlogPostingInput {
  domain: string;
  canonicalUrl: string;
  /** The article's title: its h1. */
  headline: string;
  description: string;
  /** YYYY-MM-DD */
  datePublished: string;
  /** YYYY-MM-DD: the `updated` front-matter field, or the date. */
  dateModified: string;
  imageUrl: string;
  htmlLang: string;
}

export function blogPostingLd(input: BlogPostingInput): WithContext<BlogPosting> {
  const business = reference(organizationId(input.domain));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${input.canonicalUrl}#article`,
    headline: input.headline,
    description: input.description,
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    image: input.imageUrl,
    author: business,
    publisher: business,
    inLanguage: input.htmlLang,
    url: input.canonicalUrl,
    mainEntityOfPage: input.canonicalUrl,
  };
}
