/**
 * A region's real "from" prices as schema.org offers. Only the sizes-and-prices table imports it,
 * in the chunk that the pages showing prices load.
 */
import type { Offer, WithContext } from "schema-dts";
import { regionOfferingId, regionServiceId } from "./region-structured-data";
import { reference } from "./structured-data";

export interface OfferInput {
  /** The region page's canonical URL. */
  canonicalUrl: string;
  /** The region's services that rent the size priced (data/containers.yaml). */
  serviceKeys: readonly string[];
  /** What the price is for, such as "Benne de 6 m³". */
  name: string;
  /** The lowest price in the region, in euros excluding tax (data/regions/*.yaml). */
  price: number;
}

/**
 * An offer of the size at its "from" price. It is an offer of the one service that rents the size
 * in the region; when several do, the price is the lowest of any (data/regions/*.yaml), so it is
 * an offer of the region's whole offering, which names them all.
 */
export function offerLd(input: OfferInput): WithContext<Offer> {
  const [only, ...others] = input.serviceKeys;
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
    itemOffered: reference(
      only !== undefined && others.length === 0
        ? regionServiceId(input.canonicalUrl, only)
        : regionOfferingId(input.canonicalUrl),
    ),
  };
}
