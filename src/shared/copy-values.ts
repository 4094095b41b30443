/**
 * The facts page copy interpolates (`{{deliveryHours}}`, `{{company}}`…), gathered from data/ in
 * one place so every text says what the data says. Catalogs never write these numbers themselves.
 */
import type { Brand, Business, Country, Region } from "./data-schema";
import { storageNames } from "./storage-names";
import { effectiveServices, regionOffers, type CoverageRegion } from "./coverage";

export interface CopySource {
  brand: Pick<Brand, "name">;
  business: Pick<
    Business,
    "deliveryHours" | "parkingMinutes" | "invoicingHoursAfterService" | "consentCookie" | "figures"
  > & {
    longRental: Pick<Business["longRental"], "afterWeeks" | "surchargeEurosPerMonth">;
  };
  country: Pick<Country, "companyName" | "email" | "appUrl" | "address" | "legal">;
  /** The region whose phone number the copy shows. */
  region?: Pick<Region, "numberFormatted"> | null;
}

export function copyValues({ brand, business, country, region }: CopySource) {
  const names = storageNames(brand.name);
  return {
    brand: brand.name,
    company: country.companyName,
    street: country.address.street,
    postalCode: country.address.postalCode,
    city: country.address.city,
    email: country.email,
    phone: region?.numberFormatted ?? "",
    appUrl: country.appUrl,
    registration: country.legal.registration,
    director: country.legal.director,
    hostName: country.legal.host.name,
    hostAddress: country.legal.host.address,
    deliveryHours: business.deliveryHours,
    parkingMinutes: business.parkingMinutes,
    invoicingHours: business.invoicingHoursAfterService,
    afterWeeks: business.longRental.afterWeeks,
    surcharge: business.longRental.surchargeEurosPerMonth,
    tonnes: business.figures.constructionWasteMillionTonnesPerYear,
    percent: business.figures.recycledPercent,
    cookieName: names.consentCookie,
    acceptedDays: business.consentCookie.acceptedDays,
    declinedDays: business.consentCookie.declinedDays,
    trackingKey: names.tracking,
    regionKey: names.region,
  };
}

export type CopyValues = ReturnType<typeof copyValues>;

/** Regions whose parking time differs from the default, for the "how it works" exception line. */
export function parkingExceptions<R extends { parkingMinutes?: number | null }>(
  regions: readonly R[],
  defaultMinutes: number,
) {
  return regions.filter(
    (region) => region.parkingMinutes != null && region.parkingMinutes !== defaultMinutes,
  );
}

/** Regions where a service is offered, each with the zones where it is (a zone may narrow the region's list). */
export function regionsOffering<R extends CoverageRegion>(
  regions: readonly R[],
  serviceKey: string,
) {
  return regions
    .filter((region) => regionOffers(region, serviceKey))
    .map((region) => ({
      region,
      zones: region.zones.filter((zone) =>
        effectiveServices(region, zone).includes(serviceKey),
      ) as R["zones"][number][],
    }));
}
