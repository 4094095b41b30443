/**
 * A region's real "from" prices as schema.org offers, each pointing at the service it is for. Only
 * the sizes-and-prices table imports it, in the chunk that the pages showing prices load.
 */
import type { Offer, WithContext } from "schema-dts";
import { regionServiceId } from "./region-structured-data";
import { reference } from "./structured-data";

export interface OfferInput {
  /** The region page's canonical URL. */
  canonicalUrl: string;
  serviceKey: string;
  /** What the price is for, such as "Location de bennes 8 m³". */
  name: string;
  /** The lowest price in the region, in euros excluding tax (data/regions/*.yaml). */
  price: number;
}

export function offerLd(input: OfferInput): WithContext<Offer> {
  return {
    "@context": "https://schema.org",
    "@type": "Offer",
    name: input.name,
    price: input.price,
    priceCurrency: "EUR",
    priceSpecification: {
      "@type": "PriceSpecification",
      minPrice: input.price,
      priceCurrency: "EUR",
      valueAddedTaxIncluded: false,
    },
    itemOffered: reference(regionServiceId(input.canonicalUrl, input.serviceKey)),
  };
}
