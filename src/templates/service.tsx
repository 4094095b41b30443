import React from "react";
import { Link, type PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { Picture } from "../components/picture";
import { Button } from "../components/button";
import { OrderActions } from "../components/order-actions";
import { FeeVariants } from "../components/catalogue-lists";
import { CtaSection } from "../components/sections/cta-section";
import { WastesSection } from "../components/sections/wastes-section";
import { Paragraphs, Section } from "../components/section";
import { useMarket, type MarketRegion } from "../hooks/use-market";
import { parkingExceptions, regionsOffering } from "../shared/copy-values";
import { timingHoursOf } from "../shared/coverage";
import { serviceName } from "../shared/keys";
import type { PageContext } from "../shared/page-context";
import { StructuredData } from "../components/structured-data";
import { breadcrumbLd } from "../shared/structured-data";
import { serviceLd } from "../shared/service-structured-data";
import { absoluteUrl } from "../shared/paths";
import { pagePath, regionPath } from "../shared/route-table";
import { useRoutePaths } from "../hooks/use-route-paths";
import { needsScript } from "../runtime/head-script";

/**
 * The zones dialog renders nothing until it is opened, so its code is loaded on the first click
 * rather than with the page (docs/decisions.md#d35-code-for-an-interaction-loads-on-demand).
 */
const Modal = React.lazy(() =>
  import("../components/modal").then(({ Modal: component }) => ({ default: component })),
);

function ZonesButton({ region, zones }: { region: MarketRegion; zones: MarketRegion["zones"] }) {
  const { t } = useTranslation();
  const { business } = useMarket();
  const [open, setOpen] = React.useState(false);
  const [wanted, setWanted] = React.useState(false);
  return (
    <>
      <Button
        text
        size="small"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        tracking="service_zones"
        data={needsScript}
      >
        {t("service.zonesButton", { region: region.name })}
      </Button>
      {wanted && (
        <React.Suspense fallback={null}>
          <Modal
            open={open}
            title={t("service.zonesTitle", { regionInText: region.nameInText })}
            onClose={() => setOpen(false)}
            closeLabel={t("modal.close")}
            confirmLabel={t("modal.confirm")}
            size={business.modal}
          >
            <ul className="zone-list">
              {zones.map((zone) => (
                <li key={zone.id}>{zone.name}</li>
              ))}
            </ul>
          </Modal>
        </React.Suspense>
      )}
    </>
  );
}

/**
 * Each section is a component of its own, so hydration can yield between them
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
  const longRental = business.longRental.services.includes(service.key);
  const skipService = service.handlingFee === "dumpster-handling";
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
      <WhatSection serviceKey={service.key} hours={hours} />
      <WastesSection title={t("service.wastesTitle")} wastes={wastes} />
      {service.gear && <GearSection gear={catalogue.gearRental} />}
      {fee && <FeesSection fee={fee} />}
      <RegionsSection offering={offering} tinted={!fee} />
      <ConditionsSection
        skipService={skipService}
        longRental={longRental}
        bigBagRegion={bigBagRegion}
      />
      <CtaSection title={t("service.ctaTitle", { service: name })} body={t("service.ctaBody")}>
        <OrderActions tracking="service" />
      </CtaSection>
    </StandardPage>
  );
}

type Catalogue = NonNullable<Queries.ServicePageQuery["catalogue"]>;

/** The delivery time holds on private land: the way to the street's permit and its lead time. */
function PlacementLink() {
  const { t } = useTranslation();
  const { country } = useMarket();
  const routePaths = useRoutePaths();
  if (!(country.pages as readonly string[]).includes("WHERE_CAN_IT_STAND")) return null;
  return (
    <p>
      <Link
        to={pagePath(routePaths, "WHERE_CAN_IT_STAND", country.contentLanguage)}
        className="tap-target"
      >
        {t("tools.links.whereCanItStand")}
      </Link>{" "}
      {t("tools.links.whereCanItStandBody")}
    </p>
  );
}

function WhatSection({ serviceKey, hours }: { serviceKey: string; hours: number | null }) {
  const { t } = useTranslation();
  return (
    <Section title={t("service.whatTitle")}>
      <Paragraphs text={t(`services.${serviceKey}.body`)} />
      {hours !== null && (
        <>
          <h3>{t("service.timingTitle")}</h3>
          <p>{t("service.timingBody", { hours })}</p>
          <PlacementLink />
        </>
      )}
    </Section>
  );
}

function GearSection({ gear }: { gear: Catalogue["gearRental"] }) {
  const { t } = useTranslation();
  return (
    <Section title={t("service.gearTitle")} tinted>
      <ul className="stack gear-list">
        {gear.map((item) => (
          <li key={item.key}>
            <h3>{t(`catalogue.gear.${item.key}`)}</h3>
            <ul className="cluster chip-list">
              {item.sizesTonnesText.map((tonnes) => (
                <li key={tonnes}>{t("service.gearSize", { tonnes })}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function FeesSection({ fee }: { fee: Catalogue["handlingFees"][number] }) {
  const { t } = useTranslation();
  return (
    <Section title={t("service.feesTitle")}>
      <p className="section__intro">{t("service.feesIntro")}</p>
      <h3>{t(`catalogue.fees.${fee.key}`)}</h3>
      <FeeVariants fee={fee} />
    </Section>
  );
}

function RegionsSection({
  offering,
  tinted,
}: {
  offering: ReturnType<typeof regionsOffering<MarketRegion>>;
  tinted: boolean;
}) {
  const { t } = useTranslation();
  const { country } = useMarket();
  const routePaths = useRoutePaths();
  const language = country.contentLanguage;
  const hasRegionPages = country.pages.includes("REGIONS");
  return (
    <Section title={t("service.regionsTitle")} tinted={tinted}>
      <p className="section__intro">{t("service.regionsIntro")}</p>
      <ul className="grid region-list">
        {offering.map(({ region, zones }) => (
          <li key={region.key} className="cluster">
            {hasRegionPages ? (
              <Link to={regionPath(routePaths, region, language)} className="region-list__name">
                {region.name}
              </Link>
            ) : (
              <span className="region-list__name">{region.name}</span>
            )}
            {zones.length > 0 && <ZonesButton region={region} zones={zones} />}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ConditionsSection({
  skipService,
  longRental,
  bigBagRegion,
}: {
  skipService: boolean;
  longRental: boolean;
  bigBagRegion: MarketRegion | undefined;
}) {
  const { t } = useTranslation();
  const { business, regions } = useMarket();
  if (!longRental && !bigBagRegion && !skipService) return null;
  return (
    <Section title={t("service.conditionsTitle")}>
      <ul className="check-list">
        {skipService && <li>{t("service.parking", { minutes: business.parkingMinutes })}</li>}
        {skipService &&
          parkingExceptions(regions, business.parkingMinutes).map((region) => (
            <li key={region.key}>
              {t("home.how.parkingException", {
                minutes: region.parkingMinutes,
                regionInText: region.nameInText,
              })}
            </li>
          ))}
        {longRental && (
          <li>
            {t("service.longRental", {
              weeks: business.longRental.afterWeeks,
              euros: business.longRental.surchargeEurosPerMonth,
            })}
          </li>
        )}
        {bigBagRegion && (
          <li>
            {t("service.bigBagTransport", {
              region: bigBagRegion.name,
              euros: business.bigBagTransport.eurosExclTax,
              count: business.bigBagTransport.perBigBags,
            })}
          </li>
        )}
      </ul>
    </Section>
  );
}
