/**
 * Structured data of a region's page: what the company offers in the region, and each service
 * there (imported by that template only). The company serves a region from its registered office,
 * not from a branch with an address of its own, so the region is a Service the company provides
 * in the region's zones, with the region's phone line, rather than a LocalBusiness, which Google
 * places by its address (docs/decisions.md#d79-region-pages-describe-a-service-not-a-local-business).
 */
import type { Service, WithContext } from "schema-dts";
import { area, organizationId, reference } from "./structured-data";

export interface RegionOfferingInput {
  domain: string;
  /** The region page's canonical URL. */
  canonicalUrl: string;
  /** What the page offers, such as "Debrix Île-de-France". */
  name: string;
  description: string;
  /** The region's phone number in international form. */
  telephone: string;
  /** The names of the region's zones. */
  zoneNames: readonly string[];
  htmlLang: string;
}

export function regionOfferingId(canonicalUrl: string): string {
  return `${canonicalUrl}#service`;
}

/** The company's offer in a region: provided by the company (its address), in the region's zones, at the region's number. */
export function regionOfferingLd(input: RegionOfferingInput): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": regionOfferingId(input.canonicalUrl),
    name: input.name,
    description: input.description,
    url: input.canonicalUrl,
    provider: reference(organizationId(input.domain)),
    areaServed: input.zoneNames.map(area),
    availableChannel: {
      "@type": "ServiceChannel",
      serviceUrl: input.canonicalUrl,
      servicePhone: {
        "@type": "ContactPoint",
        telephone: input.telephone,
        contactType: "customer service",
        availableLanguage: input.htmlLang,
      },
    },
  };
}

export interface RegionServiceInput {
  domain: string;
  /** The region page's canonical URL: the service is described there, for the region. */
  canonicalUrl: string;
  serviceKey: string;
  name: string;
  /** The service's own page. */
  serviceUrl: string;
  /** The zones where the region offers the service. */
  zoneNames: readonly string[];
}

/** The @id of a service as offered in a region; its prices point at it (offer-structured-data.ts). */
export function regionServiceId(canonicalUrl: string, serviceKey: string): string {
  return `${canonicalUrl}#service-${serviceKey.toLowerCase()}`;
}

/** A service as offered in a region: provided by the company, in the zones that have it, part of the region's offer. */
export function regionServiceLd(input: RegionServiceInput): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": regionServiceId(input.canonicalUrl, input.serviceKey),
    name: input.name,
    url: input.serviceUrl,
    provider: reference(organizationId(input.domain)),
    areaServed: input.zoneNames.map(area),
    isRelatedTo: reference(regionOfferingId(input.canonicalUrl)),
  };
}
