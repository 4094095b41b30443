import React from "react";
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { useVisitor } from "../hooks/use-visitor";
import { zoneServices } from "../shared/coverage";
import { regionPath, servicePath, type ServicePageData } from "../shared/route-table";
import { useMarket } from "../hooks/use-market";
import { needsScript } from "../runtime/head-script";
import { useRoutePaths } from "../hooks/use-route-paths";
import { serviceName, type Language, type PerLanguage } from "../shared/keys";

export interface CoverageCheckerProps {
  /** The market's services, with their names and slugs (GraphQL `marketServices`). */
  services: readonly (Omit<ServicePageData, "key"> & { key: string; names: PerLanguage })[];
  language: Language;
}

/**
 * "Where do we deliver?": a region and one of its zones give the services offered there (a zone's
 * list overrides its region's). It starts on the visitor's region; picking here does not change it.
 * Without scripts the fields do not show, and the answer is the one for the market's first region.
 */
export function CoverageChecker({ services, language }: CoverageCheckerProps) {
  const { t } = useTranslation();
  const routePaths = useRoutePaths();
  const visitor = useVisitor();
  const { country } = useMarket();
  const id = React.useId();
  const [pickedRegion, setPickedRegion] = React.useState<string | null>(null);
  const [pickedZone, setPickedZone] = React.useState<string | null>(null);
  const region =
    visitor.regions.find((candidate) => candidate.key === pickedRegion) ?? visitor.region;
  const zone = region.zones.find((candidate) => candidate.id === pickedZone) ?? region.zones[0];
  const offered = zone ? zoneServices(region, zone.id) : region.services;
  const shown = services.filter((service) => offered.includes(service.key));

  return (
    <div className="coverage">
      <div className="grid coverage__fields" {...needsScript}>
        <div className="field">
          <label htmlFor={`${id}-region`}>{t("coverage.region")}</label>
          <select
            id={`${id}-region`}
            className="input"
            value={region.key}
            onChange={(event) => {
              setPickedRegion(event.target.value);
              setPickedZone(null);
            }}
          >
            {visitor.regions.map((candidate) => (
              <option key={candidate.key} value={candidate.key}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-zone`}>{t("coverage.zone")}</label>
          <select
            id={`${id}-zone`}
            className="input"
            value={zone?.id ?? ""}
            onChange={(event) => setPickedZone(event.target.value)}
            disabled={region.zones.length < 2}
          >
            {region.zones.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* A status region (what <output> is, but <output> may hold text only): the answer is read out when it changes. */}
      <div className="coverage__result" role="status" aria-live="polite">
        {shown.length > 0 ? (
          <>
            <p className="coverage__heading">
              {t("coverage.result", { zone: zone?.name ?? region.name })}
            </p>
            <ul className="cluster coverage__list">
              {shown.map((service) => (
                <li key={service.key}>
                  <Link to={servicePath(routePaths, service, language)} className="tap-target">
                    {serviceName(service, language)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t("coverage.none", { number: region.numberFormatted })}</p>
        )}
        {country.pages.includes("REGIONS") && (
          <p className="coverage__more">
            <Link to={regionPath(routePaths, region, language)} className="tap-target">
              {t("coverage.regionPage", { regionInText: region.nameInText })}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
