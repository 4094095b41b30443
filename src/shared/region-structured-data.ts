/** Structured data of a region's page: the region's branch of the company and the services it offers there (imported by that template only). */
import type { LocalBusiness, Service, WithContext } from "schema-dts";
import { assetUrl } from "./paths";
import { BRAND_ICON } from "./seo-tags";
import { area, organizationId, reference } from "./structured-data";

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

export interface RegionServiceInput {
  /** The region page's canonical URL: the service is described there, for the region. */
  canonicalUrl: string;
  serviceKey: string;
  name: string;
  /** The service's own page. */
  serviceUrl: string;
  /** The zones where the region offers the service. */
  zoneNames: readonly string[];
}

/** The @id of a service as a region's branch offers it; its prices point at it (offer-structured-data.ts). */
export function regionServiceId(canonicalUrl: string, serviceKey: string): string {
  return `${canonicalUrl}#service-${serviceKey.toLowerCase()}`;
}

/** A service as a region's branch offers it: provided by the branch, in the zones that have it. */
export function regionServiceLd(input: RegionServiceInput): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": regionServiceId(input.canonicalUrl, input.serviceKey),
    name: input.name,
    url: input.serviceUrl,
    provider: reference(localBusinessId(input.canonicalUrl)),
    areaServed: input.zoneNames.map(area),
  };
}
