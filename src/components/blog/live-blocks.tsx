/**
 * Live-data blocks for articles (<RegionServices region="FR_LYON" /> …): they render data/ at
 * build time, so an article stays true when a phone number, a zone or a delay changes.
 */
import React from "react";
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import type { FactName } from "../../shared/facts";
import { servicePath } from "../../shared/route-table";
import { useRoutePaths } from "../../hooks/use-route-paths";
import { serviceName } from "../../shared/keys";
import { useBlogData, useRegion, useService } from "./blog-data";
import { CallLink } from "../call-link";

export function RegionPhone({ region }: { region: string }) {
  return <CallLink phone={useRegion(region)} />;
}

export function Fact({ name, region }: { name: FactName; region?: string }) {
  const { factTexts, regions } = useBlogData();
  const regionText =
    region && name === "parkingMinutes"
      ? regions.find((candidate) => candidate.key === region)?.parkingMinutesText
      : null;
  return <>{regionText ?? factTexts[name]}</>;
}

export function Timing({ service }: { service: string }) {
  const { timingHoursText } = useService(service);
  return <>{timingHoursText ?? ""}</>;
}

export function ServiceLink({ service, children }: { service: string; children: React.ReactNode }) {
  const { language } = useBlogData();
  const routePaths = useRoutePaths();
  const { key, slugs } = useService(service);
  return <Link to={servicePath(routePaths, { key, slugs }, language)}>{children}</Link>;
}

export function RegionServices({ region }: { region: string }) {
  const { t } = useTranslation();
  const { language, services } = useBlogData();
  const data = useRegion(region);
  const nameOf = (key: string) => {
    const service = services.find((candidate) => candidate.key === key);
    return service ? serviceName(service, language) : key;
  };
  const headingId = `region-services-${data.key}`;
  return (
    <aside className="region-services" aria-labelledby={headingId}>
      <h2 id={headingId} className="region-services__title">
        {t("blog.regionServices.title", { region: data.name })}
      </h2>
      <h3>{t("blog.regionServices.services")}</h3>
      <ul>
        {data.services.map((key) => {
          const timing = services.find((service) => service.key === key)?.timingHoursText;
          return (
            <li key={key}>
              <ServiceLink service={key}>{nameOf(key)}</ServiceLink>
              {timing ? ` · ${t("service.timing", { hours: timing })}` : null}
            </li>
          );
        })}
      </ul>
      <h3>{t("blog.regionServices.zones")}</h3>
      <ul>
        {data.zones.map((zone) => (
          <li key={zone.id}>
            {zone.name}
            {zone.services
              ? ` (${t("blog.regionServices.zoneOnly", { services: zone.services.map(nameOf).join(", ") })})`
              : null}
          </li>
        ))}
      </ul>
      <p>
        {t("blog.regionServices.phone")} <RegionPhone region={data.key} />
      </p>
    </aside>
  );
}

export const liveBlocks = { RegionServices, RegionPhone, Fact, Timing, ServiceLink };
