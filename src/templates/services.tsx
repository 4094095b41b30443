import React from "react";
import { Link, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { StandardPage } from "../components/standard-page";
import { Section } from "../components/section";
import { ServiceCards } from "../components/service-cards";
import { useCopyValues } from "../hooks/use-copy-values";
import { timingHoursOf } from "../shared/copy-values";
import { howToDumpsterPath, servicePath } from "../shared/route-table";
import type { Language, ServiceKey } from "../shared/keys";
import type { PageContext } from "../shared/page-context";

export default function ServicesPage({ data, pageContext }: PageProps<Queries.ServicesPageQuery, PageContext>) {
  const { t } = useTranslation();
  const values = useCopyValues();
  const country = data.marketCountry;
  const language = country.contentLanguage as Language;
  const offersSkips = data.marketServices.some((service) => service.key === "DUMPSTER");
  return (
    <StandardPage
      pageContext={pageContext}
      title={t("pages.SERVICES.title", values)}
      description={t("pages.SERVICES.description", values)}
      heading={t("pages.SERVICES.heading", values)}
      intro={<p className="lead">{t("pages.SERVICES.intro", values)}</p>}
    >
      <div className="section">
        <div className="section__inner">
          <ServiceCards
            headingLevel="h2"
            services={data.marketServices.map((service) => {
              const name = service.names[language];
              const hours = timingHoursOf(country.services, service.key);
              return {
                key: service.key,
                name,
                summary: t(`services.${service.key}.summary`),
                timing: hours === null ? null : t("service.timing", { hours }),
                to: servicePath({ ...service, key: service.key as ServiceKey }, language),
                linkLabel: t("service.learnMore", { service: name }),
              };
            })}
          />
        </div>
      </div>
      {offersSkips && (
        <Section title={t("pages.HOW_TO_DUMPSTER.title", values)} tinted>
          <p className="section__intro">{t("pages.HOW_TO_DUMPSTER.description", values)}</p>
          <Link to={howToDumpsterPath(language)} className="text-link">
            {t("pages.HOW_TO_DUMPSTER.heading", values)} →
          </Link>
        </Section>
      )}
    </StandardPage>
  );
}
