import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { Picture } from "../components/picture";
import { OrderActions } from "../components/order-actions";
import { CtaSection } from "../components/sections/cta-section";
import { WastesSection } from "../components/sections/wastes-section";
import {
  ConditionsSection,
  FeesSection,
  GearSection,
  RegionsSection,
  WhatSection,
  type ServiceConditions,
} from "../components/sections/service-sections";
import { useMarket } from "../hooks/use-market";
import { parkingExceptions, regionsOffering } from "../shared/copy-values";
import { timingHoursOf } from "../shared/coverage";
import { serviceName } from "../shared/keys";
import type { PageContext } from "../shared/page-context";
import { StructuredData } from "../components/structured-data";
import { breadcrumbLd } from "../shared/structured-data";
import { serviceLd } from "../shared/service-structured-data";
import { absoluteUrl } from "../shared/paths";
import { pagePath } from "../shared/route-table";
import { useRoutePaths } from "../hooks/use-route-paths";

/**
 * A service's page, from named sections (components/sections/service-sections.tsx). The market's
 * values come through one door, read here and handed to the sections as props. Each section is a
 * component of its own, so hydration can yield between them
 * (docs/decisions.md#d47-a-page-renders-in-sections).
 */
export default function ServicePage({
  data,
  pageContext,
}: PageProps<Queries.ServicePageQuery, PageContext>) {
  const { t } = useTranslation();
  const { business, country, regions } = useMarket();
  const service = data.service;
  const catalogue = data.catalogue;
  if (!service || !catalogue)
    throw new Error(
      `No data/services.yaml or data/catalogue.yaml entry for ${pageContext.serviceKey}`,
    );
  const language = country.contentLanguage;
  const routePaths = useRoutePaths();
  const name = serviceName(service, language);
  const hours = timingHoursOf(country.services, service.key);
  const image = service.illustration.childImageSharp?.gatsbyImageData;
  const wastes = catalogue.wastes.filter((waste) => service.wastes?.includes(waste.key));
  const fee = catalogue.handlingFees.find((candidate) => candidate.key === service.handlingFee);
  const offering = regionsOffering(regions, service.key);
  const bigBagRegion =
    service.key === "BIGBAG"
      ? regions.find((region) => region.key === business.bigBagTransport.region)
      : undefined;
  const conditions: ServiceConditions = {
    parking:
      service.handlingFee === "dumpster-handling"
        ? {
            minutes: business.parkingMinutes,
            exceptions: parkingExceptions(regions, business.parkingMinutes),
          }
        : null,
    longRental: business.longRental.services.includes(service.key)
      ? { weeks: business.longRental.afterWeeks, euros: business.longRental.surchargeEurosPerMonth }
      : null,
    bigBagTransport: bigBagRegion
      ? {
          region: bigBagRegion.name,
          euros: business.bigBagTransport.eurosExclTax,
          perBigBags: business.bigBagTransport.perBigBags,
        }
      : null,
  };
  const description = t("pages.SERVICE.description", { service: name, hours });
  const domain = country.domains[0];

  return (
    <StandardPage
      pageContext={pageContext}
      title={t("pages.SERVICE.title", { service: name })}
      description={description}
      heading={name}
      intro={
        <>
          <p className="lead">{t(`services.${service.key}.summary`)}</p>
          {hours !== null && <p className="badge">{t("service.timing", { hours })}</p>}
        </>
      }
      // Beside the heading, in the first view on a wide screen: the page's largest paint.
      introMedia={image && <Picture image={image} alt="" priority className="page-intro__image" />}
    >
      <StructuredData
        node={serviceLd({
          domain,
          canonicalUrl: pageContext.canonicalUrl,
          name,
          description,
          regionNames: offering.map(({ region }) => region.name),
        })}
      />
      <StructuredData
        node={breadcrumbLd([
          { name: t("nav.HOME"), url: absoluteUrl(domain, "/") },
          {
            name: t("nav.SERVICES"),
            url: absoluteUrl(domain, pagePath(routePaths, "SERVICES", language)),
          },
          { name, url: pageContext.canonicalUrl },
        ])}
      />
      <WhatSection
        serviceKey={service.key}
        hours={hours}
        placementPath={
          country.pages.includes("WHERE_CAN_IT_STAND")
            ? pagePath(routePaths, "WHERE_CAN_IT_STAND", language)
            : null
        }
      />
      <WastesSection title={t("service.wastesTitle")} wastes={wastes} />
      {service.gear && <GearSection gear={catalogue.gearRental} />}
      {fee && <FeesSection fee={fee} />}
      <RegionsSection
        offering={offering}
        tinted={!fee}
        language={language}
        hasRegionPages={country.pages.includes("REGIONS")}
        modalSize={business.modal}
      />
      <ConditionsSection {...conditions} />
      <CtaSection title={t("service.ctaTitle", { service: name })} body={t("service.ctaBody")}>
        <OrderActions tracking="service" />
      </CtaSection>
    </StandardPage>
  );
}
