/**
 * Structured data (JSON-LD, https://schema.org) of the pages, typed with schema-dts and built only
 * from what data/ and the content say: the business of the market on every page, the web site on
 * the home page, a service with its breadcrumb on service pages, an article with its breadcrumb on
 * articles. The business has a stable @id per domain, so the other nodes point at it instead of
 * repeating it.
 * https://developers.google.com/search/docs/appearance/structured-data/organization
 */
import type { BlogPosting, BreadcrumbList, ContactPoint, IdReference, LocalBusiness, Offer, Organization, Service, Thing, WebSite, WithContext } from "schema-dts";
import type { Country, Region } from "./data-schema";
import { absoluteUrl, assetUrl } from "./paths";
import { BRAND_ICON } from "./seo-tags";

/** What the business node is made of: the market's entries of data/countries/*.yaml and its regions. */
export interface BusinessInput extends Pick<Country, "companyName" | "email" | "address" | "openingHours"> {
  brandName: string;
  domain: string;
  /** The market's `ogLocale` (fr_FR): its region part is the address's country. */
  ogLocale: Country["ogLocale"];
  /** The market's language as a BCP 47 tag (`htmlLang`). */
  htmlLang: Country["htmlLang"];
  socialLinks: ReadonlyArray<Pick<Country["socialLinks"][number], "to">>;
  regions: ReadonlyArray<Pick<Region, "name" | "number">>;
}

export function organizationId(domain: string): string {
  return `${absoluteUrl(domain, "/")}#organization`;
}

export function webSiteId(domain: string): string {
  return `${absoluteUrl(domain, "/")}#website`;
}

const reference = (id: string): IdReference => ({ "@id": id });
const area = (name: string) => ({ "@type": "AdministrativeArea" as const, name });

export function organizationLd(input: BusinessInput): WithContext<Organization> {
  const contactPoints: ContactPoint[] = input.regions.map((region) => ({
    "@type": "ContactPoint",
    contactType: "customer service",
    telephone: region.number,
    areaServed: area(region.name),
    availableLanguage: input.htmlLang,
    // The hours are a sentence in data/, not day-by-day times: they go in as its description.
    hoursAvailable: { "@type": "OpeningHoursSpecification", description: input.openingHours },
  }));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(input.domain),
    name: input.companyName,
    alternateName: input.brandName,
    url: absoluteUrl(input.domain, "/"),
    logo: assetUrl(input.domain, BRAND_ICON),
    email: input.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: input.address.street,
      postalCode: input.address.postalCode,
      addressLocality: input.address.city,
      addressCountry: input.ogLocale.split("_")[1] ?? "",
    },
    sameAs: input.socialLinks.map((link) => link.to),
    contactPoint: contactPoints,
  };
}

export function webSiteLd({ domain, brandName, htmlLang }: Pick<BusinessInput, "domain" | "brandName" | "htmlLang">): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": webSiteId(domain),
    url: absoluteUrl(domain, "/"),
    name: brandName,
    inLanguage: htmlLang,
    publisher: reference(organizationId(domain)),
  };
}

export interface ServiceInput {
  domain: string;
  canonicalUrl: string;
  name: string;
  description: string;
  /** Names of the market's regions that offer the service. */
  regionNames: readonly string[];
}

export function serviceLd(input: ServiceInput): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${input.canonicalUrl}#service`,
    name: input.name,
    description: input.description,
    url: input.canonicalUrl,
    provider: reference(organizationId(input.domain)),
    areaServed: input.regionNames.map(area),
  };
}

export interface LocalBusinessInput {
  domain: string;
  /** The region page's canonical URL. */
  canonicalUrl: string;
  /** The business's name in the region, such as "Debrix Île-de-France". */
  name: string;
  description: string;
  /** The region's phone number in international form. */
  telephone: string;
  /** The names of the region's zones. */
  zoneNames: readonly string[];
  htmlLang: string;
}

export function localBusinessId(canonicalUrl: string): string {
  return `${canonicalUrl}#business`;
}

/** A region's branch of the market's company: its phone line and the zones it serves. */
export function localBusinessLd(input: LocalBusinessInput): WithContext<LocalBusiness> {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": localBusinessId(input.canonicalUrl),
    name: input.name,
    description: input.description,
    url: input.canonicalUrl,
    telephone: input.telephone,
    image: assetUrl(input.domain, BRAND_ICON),
    areaServed: input.zoneNames.map(area),
    parentOrganization: reference(organizationId(input.domain)),
    knowsLanguage: input.htmlLang,
  };
}

/** A real "from" price of data/regions/*.yaml, in euros excluding tax. */
export interface PriceInput {
  price: number;
  /** What the price is for, such as "Benne 8 m³". */
  name: string;
}

export interface RegionServiceInput {
  /** The region page's canonical URL: the service is described there, for the region. */
  canonicalUrl: string;
  serviceKey: string;
  name: string;
  /** The service's own page. */
  serviceUrl: string;
  /** The zones where the region offers the service. */
  zoneNames: readonly string[];
  prices: readonly PriceInput[];
}

/** A service as a region's branch offers it: provided by the branch, in the zones that have it, with its real prices. */
export function regionServiceLd(input: RegionServiceInput): WithContext<Service> {
  const offers: Offer[] = input.prices.map((offer) => ({
    "@type": "Offer",
    name: offer.name,
    price: offer.price,
    priceCurrency: "EUR",
    priceSpecification: { "@type": "PriceSpecification", minPrice: offer.price, priceCurrency: "EUR", valueAddedTaxIncluded: false },
  }));
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${input.canonicalUrl}#service-${input.serviceKey.toLowerCase()}`,
    name: input.name,
    url: input.serviceUrl,
    provider: reference(localBusinessId(input.canonicalUrl)),
    areaServed: input.zoneNames.map(area),
    ...(offers.length > 0 ? { offers } : {}),
  };
}

/** A trail of pages from the home page to the current one, each with its name and absolute URL. */
export function breadcrumbLd(trail: ReadonlyArray<{ name: string; url: string }>): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({ "@type": "ListItem", position: index + 1, name: step.name, item: step.url })),
  };
}

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

/**
 * The text of a `<script type="application/ld+json">`: JSON with every `<` written as \u003c, so no
 * content (a title with "</script>" or "<!--") can end the script or start a comment in it.
 */
export function jsonLdText(node: WithContext<Thing>): string {
  return JSON.stringify(node).replace(/</g, "\\u003c");
}
