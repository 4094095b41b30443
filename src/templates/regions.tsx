import React from "react";
import { Link, type PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { usePageCopy } from "../components/page-copy";
import { Breadcrumb } from "../components/breadcrumb";
import { useRoutePaths } from "../hooks/use-route-paths";
import { regionIn } from "../shared/languages";
import { usePageLanguage } from "../hooks/use-page-language";
import { regionOffers } from "../shared/coverage";
import { serviceName } from "../shared/keys";
import type { PageContext } from "../shared/page-context";
import { pagePath, regionPath } from "../shared/route-table";
import { CallLink } from "../components/call-link";

/** The regions page: every region of the market with its number, zones and services, linking to its page. */
export default function RegionsPage({
  data,
  pageContext,
}: PageProps<Queries.RegionsPageQuery, PageContext>) {
  const { t } = useTranslation();
  const routePaths = useRoutePaths();
  const pageLanguage = usePageLanguage();
  const language = pageLanguage.content;
  // Each region's names, slug and zones in the page's language.
  const regions = data.marketRegions.map((region) => regionIn(region, pageLanguage));
  const trail = [
    { name: t("nav.HOME"), path: pagePath(routePaths, "HOME", language) },
    { name: t("pages.REGIONS.heading"), path: pageContext.primaryPath },
  ];
  const nameOf = (key: string) => {
    const service = data.marketServices.find((candidate) => candidate.key === key);
    return service ? serviceName(service, language) : key;
  };
  const copy = usePageCopy("pages.REGIONS");
  return (
    <StandardPage
      pageContext={pageContext}
      {...copy}
      beforeHeading={<Breadcrumb trail={trail} label={t("regions.breadcrumb")} />}
      contained
    >
      <ul className="grid region-cards">
        {regions.map((region) => {
          const offered = data.marketServices.filter((service) =>
            regionOffers(region, service.key),
          );
          return (
            <li key={region.key} className="stack card region-card">
              <h2 className="region-card__name">
                <Link
                  to={regionPath(routePaths, region, language)}
                  className="tap-target region-card__link"
                >
                  {region.name}
                </Link>
              </h2>
              <p className="region-card__counts">
                {t("regions.zoneCount", { count: region.zones.length })}
                {"\u00A0· "}
                {t("regions.serviceCount", { count: offered.length })}
              </p>
              <p className="region-card__services">
                {offered.map((service) => nameOf(service.key)).join("\u00A0· ")}
              </p>
              <p className="region-card__phone">
                <CallLink phone={region} className="tap-target" />
              </p>
            </li>
          );
        })}
      </ul>
    </StandardPage>
  );
}
