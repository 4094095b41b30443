/**
 * The sections of a service's page (templates/service.tsx): what the service is, the gear to rent,
 * the handling fee, the regions that offer it with their zones, and its conditions. Each takes what
 * it shows as props; the page reads the market's values once and hands them down.
 */
import React from "react";
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { Paragraphs, Section } from "../section";
import { Button } from "../button";
import { FeeVariants } from "../catalogue-lists";
import type { ModalSize } from "../modal";
import { useRoutePaths } from "../../hooks/use-route-paths";
import type { MarketRegion } from "../../hooks/use-market";
import type { Language } from "../../shared/keys";
import { regionPath } from "../../shared/route-table";
import { needsScript } from "../../runtime/head-script";

type Catalogue = NonNullable<Queries.ServicePageQuery["catalogue"]>;

/**
 * The zones dialog renders nothing until it is opened, so its code is loaded on the first click
 * rather than with the page (docs/decisions.md#d35-code-for-an-interaction-loads-on-demand).
 */
const Modal = React.lazy(() =>
  import("../modal").then(({ Modal: component }) => ({ default: component })),
);

/**
 * What the service is, and its delivery time with where it holds: `placementPath` is the market's
 * "where can it stand?" page (the street's permit and its lead time), null where it has none.
 */
export function WhatSection({
  serviceKey,
  hours,
  placementPath,
}: {
  serviceKey: string;
  hours: number | null;
  placementPath: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t("service.whatTitle")}>
      <Paragraphs text={t(`services.${serviceKey}.body`)} />
      {hours !== null && (
        <>
          <h3>{t("service.timingTitle")}</h3>
          <p>{t("service.timingBody", { hours })}</p>
          {placementPath && (
            <p>
              <Link to={placementPath} className="tap-target">
                {t("tools.links.whereCanItStand")}
              </Link>{" "}
              {t("tools.links.whereCanItStandBody")}
            </p>
          )}
        </>
      )}
    </Section>
  );
}

export function GearSection({ gear }: { gear: Catalogue["gearRental"] }) {
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

export function FeesSection({ fee }: { fee: Catalogue["handlingFees"][number] }) {
  const { t } = useTranslation();
  return (
    <Section title={t("service.feesTitle")}>
      <p className="section__intro">{t("service.feesIntro")}</p>
      <h3>{t(`catalogue.fees.${fee.key}`)}</h3>
      <FeeVariants fee={fee} />
    </Section>
  );
}

/** A region that offers the service, with the zones where it does. */
export interface RegionOffering {
  region: MarketRegion;
  zones: MarketRegion["zones"];
}

export interface RegionsSectionProps {
  offering: readonly RegionOffering[];
  tinted: boolean;
  language: Language;
  /** The market has region pages: each region's name links to its page. */
  hasRegionPages: boolean;
  /** The zones dialog's size (data/business.yaml `modal`). */
  modalSize: ModalSize;
}

export function RegionsSection({
  offering,
  tinted,
  language,
  hasRegionPages,
  modalSize,
}: RegionsSectionProps) {
  const { t } = useTranslation();
  const routePaths = useRoutePaths();
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
            {zones.length > 0 && (
              <ZonesButton region={region} zones={zones} modalSize={modalSize} />
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ZonesButton({ region, zones, modalSize }: RegionOffering & { modalSize: ModalSize }) {
  const { t } = useTranslation();
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
            size={modalSize}
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

/** The conditions a service's page states, each only where it applies to the service. */
export interface ServiceConditions {
  /** A skip's time on site: the market's, and the regions that allow another. */
  parking: {
    minutes: number;
    exceptions: readonly { key: string; parkingMinutes?: number | null; nameInText: string }[];
  } | null;
  longRental: { weeks: number; euros: number } | null;
  bigBagTransport: { region: string; euros: number; perBigBags: number } | null;
}

export function ConditionsSection({ parking, longRental, bigBagTransport }: ServiceConditions) {
  const { t } = useTranslation();
  if (!parking && !longRental && !bigBagTransport) return null;
  return (
    <Section title={t("service.conditionsTitle")}>
      <ul className="check-list">
        {parking && <li>{t("service.parking", { minutes: parking.minutes })}</li>}
        {parking?.exceptions.map((region) => (
          <li key={region.key}>
            {t("home.how.parkingException", {
              minutes: region.parkingMinutes,
              regionInText: region.nameInText,
            })}
          </li>
        ))}
        {longRental && (
          <li>{t("service.longRental", { weeks: longRental.weeks, euros: longRental.euros })}</li>
        )}
        {bigBagTransport && (
          <li>
            {t("service.bigBagTransport", {
              region: bigBagTransport.region,
              euros: bigBagTransport.euros,
              count: bigBagTransport.perBigBags,
            })}
          </li>
        )}
      </ul>
    </Section>
  );
}
