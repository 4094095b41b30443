import type { Market, PageKey, ServiceKey } from "./keys";
import type { LegalKey, PageKind, RouteEntry } from "./route-table";
import type { HreflangLink } from "./seo-tags";
import { absoluteUrl } from "./paths";
import type { BlogCollection } from "./blog";
import type { DynamicPageContent } from "./dynamic-page";

/** What gatsby-node gives every page (createPage context); the i18n plugin adds `language`. */
export interface PageContext {
  market: Market;
  routeId: string;
  kind: PageKind;
  pageKey: PageKey;
  /** null rather than undefined, so it can be a GraphQL query variable on every template. */
  serviceKey: ServiceKey | null;
  /** The region of a region page (REGION:<key>); null elsewhere. */
  regionKey: string | null;
  legalKey: LegalKey | null;
  primaryPath: string;
  /** Absolute canonical URL: the primary path on the market's domain. */
  canonicalUrl: string;
  /** hreflang links to the same page in every market that has it; empty on aliases, twins and one-market pages. */
  alternates: HreflangLink[];
  /**
   * In a market with several languages: this page in each of them, for the language picker (on
   * the page naming the languages, each language's home page). Absent in a market with one.
   */
  languageLinks?: LanguageLink[];
  /** The catalog of the page's language (fr-fr, nl-be), from the i18n page context. */
  language?: string;
}

/** One language's version of a page, as the language picker links it. */
export interface LanguageLink {
  /** The language's locale: the link's `hreflang` and `lang`. */
  locale: string;
  /** The language's name in itself: Français, Nederlands. */
  name: string;
  path: string;
}

/**
 * The context of a /de/{slug+} page of content/dynamic/ (docs/rules.md#dynamic-pages): its own
 * path and canonical link, and its content as the build typeset it, which the template renders on
 * the server and at hydration.
 */
export interface DynamicPageContext extends Pick<
  PageContext,
  "market" | "routeId" | "kind" | "primaryPath" | "canonicalUrl" | "alternates" | "language"
> {
  kind: "DYNAMIC";
  content: DynamicPageContent;
}

/**
 * A page of a list of articles: the blog's listing or a topic's. The build pages the list (src/rules/blog/pages.ts)
 * and names the page's articles; the page's query fetches those.
 */
export interface ArticleListContext extends PageContext {
  collection: BlogCollection;
  /** The slugs of this page's articles, newest first. */
  slugs: string[];
  currentPage: number;
  numPages: number;
  /** The list's first page: the other pages are below it (/blog/2/, /blog/tag/lyon/2/). */
  basePath: string;
  /** The name of each tag of the listed articles. */
  tagNames: Record<string, string>;
  /** The tags among them that have a page of their own (TAG_PAGE_MIN_ARTICLES). */
  tagPages: string[];
}

/** The blog's listing: /blog/, /blog/2/, … */
export type BlogListingContext = ArticleListContext;

/** A category or tag of the blog, as its pages show it. */
export interface BlogTopic {
  kind: "category" | "tag";
  key: string;
  /** Its name in the market's language: the category's from data/blog-categories.yaml, the tag as the articles write it. */
  name: string;
  /** A category's introduction (data/blog-categories.yaml); none for a tag. */
  description: string | null;
  /** Its first page: /blog/<category slug>/ or /blog/tag/<tag>/. */
  basePath: string;
}

/** A topic's listing: /blog/guides-locaux/, /blog/tag/lyon/, … */
export interface BlogTopicContext extends ArticleListContext {
  topic: BlogTopic;
}

export interface BlogPostContext extends PageContext {
  id: string;
  slug: string;
  collection: BlogCollection;
  related: string[];
  regionKeys: string[];
  /** YYYY-MM-DD: the article's date. */
  datePublished: string;
  /** YYYY-MM-DD: `updated`, or the date; the sitemap's lastmod and the article's dateModified. */
  dateModified: string;
  /** The name of each of the article's tags, for their links. */
  tagNames: Record<string, string>;
  /** The tags among them that have a page of their own (TAG_PAGE_MIN_ARTICLES). */
  tagPages: string[];
}

/** A route's page context (before its hreflang alternates): what gatsby-node gives the page, and the content studio's preview of it. */
export function pageContextOf(route: RouteEntry, market: Market, domain: string): PageContext {
  return {
    market,
    routeId: route.id,
    kind: route.kind,
    pageKey: route.pageKey,
    serviceKey: route.serviceKey ?? null,
    regionKey: route.regionKey ?? null,
    legalKey: route.legalKey ?? null,
    primaryPath: route.primaryPath,
    canonicalUrl: absoluteUrl(domain, route.primaryPath),
    alternates: [],
  };
}
