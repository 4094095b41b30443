import React from "react";
import { Link, type PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { PageColumn, StandardPage } from "../components/standard-page";
import { usePageCopy } from "../components/page-copy";
import { Section } from "../components/section";
import { ServiceCards } from "../components/service-cards";
import { CoverageChecker } from "../components/coverage-checker";
import { useCopyValues } from "../hooks/use-copy-values";
import { howToDumpsterPath } from "../shared/route-table";
import { useRoutePaths } from "../hooks/use-route-paths";
import type { PageContext } from "../shared/page-context";

export default function ServicesPage({
  data,
  pageContext,
}: PageProps<Queries.ServicesPageQuery, PageContext>) {
  const { t } = useTranslation();
  const values = useCopyValues();
  const country = data.marketCountry;
  const language = country.contentLanguage;
  const routePaths = useRoutePaths();
  const offersSkips = data.marketServices.some((service) => service.key === "DUMPSTER");
  const copy = usePageCopy("pages.SERVICES", values);
  return (
    <StandardPage pageContext={pageContext} {...copy}>
      <PageColumn>
        <ServiceCards services={data.marketServices} headingLevel="h2" />
      </PageColumn>
      <Section title={t("coverage.title")} tinted>
        <p className="section__intro">{t("coverage.intro")}</p>
        <CoverageChecker services={data.marketServices} language={language} />
      </Section>
      {offersSkips && (
        <Section title={t("pages.HOW_TO_DUMPSTER.title", values)}>
          <p className="section__intro">{t("pages.HOW_TO_DUMPSTER.description", values)}</p>
          <Link to={howToDumpsterPath(routePaths, language)} className="text-link">
            {t("pages.HOW_TO_DUMPSTER.heading", values)}
            {"\u00A0→"}
          </Link>
        </Section>
      )}
    </StandardPage>
  );
}
