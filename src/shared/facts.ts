/**
 * Business facts an article can quote with <Fact name="…" />, each read from data/business.yaml
 * (or, for parkingMinutes with a region, from that region).
 */
import type { Business } from "./data-schema";

/** The part of the business constants the facts read (what an article's page query fetches). */
export interface FactSource extends Pick<
  Business,
  "deliveryHours" | "parkingMinutes" | "invoicingHoursAfterService" | "figures"
> {
  longRental: Pick<Business["longRental"], "afterWeeks" | "surchargeEurosPerMonth">;
  bigBagTransport: Pick<Business["bigBagTransport"], "eurosExclTax" | "perBigBags">;
}

export const FACTS = {
  deliveryHours: (b: FactSource) => b.deliveryHours,
  parkingMinutes: (b: FactSource) => b.parkingMinutes,
  invoicingHours: (b: FactSource) => b.invoicingHoursAfterService,
  longRentalAfterWeeks: (b: FactSource) => b.longRental.afterWeeks,
  longRentalSurchargeEuros: (b: FactSource) => b.longRental.surchargeEurosPerMonth,
  bigBagTransportEuros: (b: FactSource) => b.bigBagTransport.eurosExclTax,
  bigBagTransportPerBags: (b: FactSource) => b.bigBagTransport.perBigBags,
  wasteMillionTonnes: (b: FactSource) => b.figures.constructionWasteMillionTonnesPerYear,
  recycledPercent: (b: FactSource) => b.figures.recycledPercent,
} as const;

export type FactName = keyof typeof FACTS;
export const FACT_NAMES = Object.keys(FACTS) as FactName[];
