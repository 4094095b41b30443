/**
 * The facts page copy interpolates (`{{deliveryHours}}`, `{{company}}`…), gathered from data/ in
 * one place so every text says what the data says. Catalogs never write these numbers themselves.
 */
import { storageNames } from "./storage-names";

export interface CopySource {
  brand: { name: string };
  business: {
    deliveryHours: number;
    parkingMinutes: number;
    invoicingHoursAfterService: number;
    longRental: { afterWeeks: number; surchargeEurosPerMonth: number };
    consentCookie: { acceptedDays: number; declinedDays: number };
    figures: { constructionWasteMillionTonnesPerYear: number; recycledPercent: number };
  };
  country: {
    companyName: string;
    email: string;
    appUrl: string;
    address: { street: string; postalCode: string; city: string };
    legal: { registration: string; director: string; host: { name: string; address: string } };
  };
  /** The region whose phone number the copy shows. */
  region?: { numberFormatted: string } | null;
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

/** Delivery time of a service in this market (data/countries/*.yaml `services[].timingHours`). */
export function timingHoursOf(offered: readonly { key: string; timingHours: number }[], serviceKey: string): number | null {
  return offered.find((service) => service.key === serviceKey)?.timingHours ?? null;
}

/** Regions whose parking time differs from the default, for the "how it works" exception line. */
export function parkingExceptions<R extends { parkingMinutes?: number | null }>(regions: readonly R[], defaultMinutes: number) {
  return regions.filter((region) => region.parkingMinutes != null && region.parkingMinutes !== defaultMinutes);
}

interface RegionWithZones {
  services: readonly string[];
  zones: readonly { name: string; services?: readonly string[] | null }[];
}

/** Regions where a service is offered, each with the named zones where it is (a zone may narrow the region's list). */
export function regionsOffering<R extends RegionWithZones>(regions: readonly R[], serviceKey: string) {
  return regions.flatMap((region) => {
    const zones = region.zones.filter((zone) => zone.name !== "" && (zone.services ?? region.services).includes(serviceKey)) as R["zones"][number][];
    return region.services.includes(serviceKey) || zones.length > 0 ? [{ region, zones }] : [];
  });
}
