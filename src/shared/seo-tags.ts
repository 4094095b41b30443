/**
 * A page's own head tags (docs/rules.md#head-tags), as plain data: the Seo component renders them
 * through react-helmet-async, and the build writes the same tags into the server shells of the
 * /de/{slug+} pages, so both always agree.
 */

/** The social image of pages that have none of their own (drawn in assets/social-card.svg). */
export const DEFAULT_SOCIAL_IMAGE = "/social-card.png";

/** The brand's square mark (static/): the pages' icon and the business's logo in structured data. */
export const BRAND_ICON = "/favicon.svg";

/** One `<link rel="alternate" hreflang>`: a language-region code (or x-default) and the absolute URL. */
export interface HreflangLink {
  hreflang: string;
  href: string;
}

export interface SeoInput {
  title: string;
  description: string;
  canonicalUrl: string;
  brandName: string;
  ogLocale: string;
  type?: "website" | "article";
  /** Absolute URL of the social image (og:image, twitter:image). */
  imageUrl?: string;
  /** The page in every market that has it, itself included (src/node/search/alternates.ts); none on aliases. */
  alternates?: readonly HreflangLink[];
}

export type HeadTag =
  | { tag: "title"; text: string }
  | {
      tag: "meta";
      attributes: { name: string; content: string } | { property: string; content: string };
    }
  | { tag: "link"; attributes: { rel: string; href: string; hreflang?: string } };

/** Title template: "{page title} | {brand}" on every page (docs/rules.md#title-template). */
export function fullTitle(title: string, brandName: string): string {
  return `${title} | ${brandName}`;
}

export function seoTags({
  title,
  description,
  canonicalUrl,
  brandName,
  ogLocale,
  type = "website",
  imageUrl,
  alternates = [],
}: SeoInput): HeadTag[] {
  const pageTitle = fullTitle(title, brandName);
  const name = (key: string, content: string): HeadTag => ({
    tag: "meta",
    attributes: { name: key, content },
  });
  const property = (key: string, content: string): HeadTag => ({
    tag: "meta",
    attributes: { property: key, content },
  });
  return [
    { tag: "title", text: pageTitle },
    name("description", description),
    { tag: "link", attributes: { rel: "canonical", href: canonicalUrl } },
    ...alternates.map((alternate): HeadTag => ({
      tag: "link",
      attributes: { rel: "alternate", hreflang: alternate.hreflang, href: alternate.href },
    })),
    property("og:title", pageTitle),
    property("og:description", description),
    property("og:type", type),
    property("og:url", canonicalUrl),
    property("og:locale", ogLocale),
    property("og:site_name", brandName),
    ...(imageUrl ? [property("og:image", imageUrl)] : []),
    name("twitter:card", imageUrl ? "summary_large_image" : "summary"),
    name("twitter:title", pageTitle),
    name("twitter:description", description),
    ...(imageUrl ? [name("twitter:image", imageUrl)] : []),
  ];
}
