import React from "react";
import { Link, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { TextPage } from "../components/text-page";
import type { PageContext } from "../shared/page-context";
import type { Language, ServiceKey } from "../shared/keys";
import { servicePath } from "../shared/route-table";

export default function ServicesPage({ data, pageContext }: PageProps<Queries.ServicesPageQuery, PageContext>) {
  const { t } = useTranslation();
  const language = data.marketCountry.contentLanguage as Language;
  return (
    <TextPage pageContext={pageContext}>
      <ul className="service-list">
        {data.marketServices.map((service) => {
          const timing = data.marketCountry.services.find((offered) => offered.key === service.key);
          return (
            <li key={service.key}>
              <Link to={servicePath({ ...service, key: service.key as ServiceKey }, language)}>{service.names[language]}</Link>
              {timing && <span className="service-list__timing"> · {t("service.timing", { hours: timing.timingHours })}</span>}
            </li>
          );
        })}
      </ul>
    </TextPage>
  );
}
