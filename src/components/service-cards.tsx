import React from "react";
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { useMarket } from "../hooks/use-market";
import { useVisitor } from "../hooks/use-visitor";
import { regionOffers, timingHoursOf } from "../shared/coverage";
import { servicePath, type ServicePageData } from "../shared/route-table";
import { useRoutePaths } from "../hooks/use-route-paths";
import { serviceName, type PerLanguage } from "../shared/keys";

export interface ServiceCardsProps {
  /** The market's services (GraphQL `marketServices`). */
  services: readonly (Omit<ServicePageData, "key"> & { key: string; names: PerLanguage })[];
  headingLevel?: "h2" | "h3";
}

/** The market's services as a grid of cards: name, summary, delivery time, link to the detail page. */
export function ServiceCards({ services, headingLevel = "h3" }: ServiceCardsProps) {
  const { t } = useTranslation();
  const { country } = useMarket();
  const routePaths = useRoutePaths();
  const { region, regions } = useVisitor();
  const language = country.contentLanguage;
  const Heading = headingLevel;
  return (
    <ul className="grid service-cards">
      {services.map((service) => {
        const name = serviceName(service, language);
        const hours = timingHoursOf(country.services, service.key);
        const to = servicePath(routePaths, service, language);
        return (
          <li key={service.key} className="stack card service-card">
            <Heading className="service-card__name">
              <Link to={to} className="tap-target card__link service-card__link">
                {name}
              </Link>
            </Heading>
            <p className="service-card__summary">{t(`services.${service.key}.summary`)}</p>
            {hours !== null && (
              <p className="service-card__timing">{t("service.timing", { hours })}</p>
            )}
            {/* Where the visitor can choose a region, whether theirs has the service (two lines reserved: no shift). */}
            {regions.length > 1 && (
              <p
                className="service-card__area"
                data-available={regionOffers(region, service.key) || undefined}
              >
                {t(regionOffers(region, service.key) ? "region.available" : "region.unavailable", {
                  region: region.name,
                })}
              </p>
            )}
            <span className="service-card__more" aria-hidden="true">
              {/* The arrow keeps to the last word (a no-break space), never alone on a line. */}
              {t("service.learnMore", { service: name })}
              {"\u00A0→"}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
