import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { StandardPage } from "../components/standard-page";
import type { PageContext } from "../shared/page-context";
import type { Language } from "../shared/keys";

export default function ServicePage({ data, pageContext }: PageProps<Queries.ServicePageQuery, PageContext>) {
  const { t } = useTranslation();
  if (!data.service) throw new Error(`No data/services.yaml entry for ${pageContext.serviceKey}`);
  const language = data.marketCountry.contentLanguage as Language;
  const name = data.service.names[language];
  const hours = data.marketCountry.services.find((offered) => offered.key === data.service?.key)?.timingHours;
  return (
    <StandardPage
      pageContext={pageContext}
      title={t("pages.SERVICE.title", { service: name })}
      description={t("pages.SERVICE.description", { service: name, hours })}
      heading={name}
    >
      <p className="lead">{t("pages.SERVICE.intro", { hours })}</p>
    </StandardPage>
  );
}
