/**
 * Structured data (JSON-LD, https://schema.org) of the pages, typed with schema-dts and built only
 * from what data/ and the content say: the business of the market on every page, the web site on
 * the home page, breadcrumbs. The business has a stable @id per domain, so the other nodes point at
 * it instead of repeating it. The nodes of one template only (a service, a region's branch, an
 * article) are built in a module of their own beside this one, so that the bundle every page
 * loads does not carry them.
 * https://developers.google.com/search/docs/appearance/structured-data/organization
 */
import type {
  BreadcrumbList,
  ContactPoint,
  IdReference,
  Organization,
  Thing,
  WebSite,
  WithContext,
} from "schema-dts";
import type { Country } from "./data-schema";
import { absoluteUrl, assetUrl } from "./paths";
import { BRAND_ICON } from "./seo-tags";

/**
 * What the business node is made of: the market's entries of data/countries/*.yaml and its regions,
 * in the page's language.
 */
export interface BusinessInput {
  companyName: string;
  email: string;
  address: { street: string; postalCode: string; city: string };
  openingHours: string;
  brandName: string;
  domain: string;
  /** The page's language's `ogLocale` (fr_FR): its region part is the address's country. */
  ogLocale: string;
  /** The page's language as a BCP 47 tag (its `locale`). */
  htmlLang: string;
  socialLinks: ReadonlyArray<Pick<Country["socialLinks"][number], "to">>;
  regions: ReadonlyArray<{ name: string; number: string }>;
}

export function organizationId(domain: string): string {
  return `${absoluteUrl(domain, "/")}#organization`;
}

export function webSiteId(domain: string): string {
  return `${absoluteUrl(domain, "/")}#website`;
}

/** A pointer to a node with an @id, in this page or another. */
export const reference = (id: string): IdReference => ({ "@id": id });
/** A place served, by its name. */
export const area = (name: string) => ({ "@type": "AdministrativeArea" as const, name });

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

export function webSiteLd({
  domain,
  brandName,
  htmlLang,
}: Pick<BusinessInput, "domain" | "brandName" | "htmlLang">): WithContext<WebSite> {
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

/** A trail of pages from the home page to the current one, each with its name and absolute URL. */
export function breadcrumbLd(
  trail: ReadonlyArray<{ name: string; url: string }>,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/**
 * The text of a `<script type="application/ld+json">`: JSON with every `<` written as \u003c, so no
 * content (a title with "</script>" or "<!--") can end the script or start a comment in it.
 */
export function jsonLdText(node: WithContext<Thing>): string {
  return JSON.stringify(node).replace(/</g, "\\u003c");
}
