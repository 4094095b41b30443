/** Structured data of a service's page (imported by that template only). */
import type { Service, WithContext } from "schema-dts";
import { area, organizationId, reference } from "./structured-data";

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
