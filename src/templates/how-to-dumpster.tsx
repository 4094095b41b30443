import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { Button } from "../components/button";
import { Paragraphs, Section } from "../components/section";
import { useMarket } from "../hooks/use-market";
import { useCopyValues } from "../hooks/use-copy-values";
import { useAppLinks } from "../hooks/use-app-links";
import { HOW_TO_STEPS } from "../shared/copy-keys";
import { pagePath } from "../shared/route-table";
import { useRoutePaths } from "../hooks/use-route-paths";
import type { PageContext } from "../shared/page-context";

export default function HowToDumpsterPage({ pageContext }: PageProps<unknown, PageContext>) {
  const { t } = useTranslation();
  const { country } = useMarket();
  const values = useCopyValues();
  const links = useAppLinks();
  const language = country.contentLanguage;
  const routePaths = useRoutePaths();
  return (
    <StandardPage
      pageContext={pageContext}
      title={t("pages.HOW_TO_DUMPSTER.title", values)}
      description={t("pages.HOW_TO_DUMPSTER.description", values)}
      heading={t("pages.HOW_TO_DUMPSTER.heading", values)}
      intro={<p className="lead">{t("pages.HOW_TO_DUMPSTER.intro", values)}</p>}
    >
      <Section title={t("howTo.stepsTitle")}>
        <ol className="grid steps steps--numbered">
          {HOW_TO_STEPS.map((step) => (
            <li key={step} className="steps__item">
              <h3>{t(`howTo.steps.${step}.title`, values)}</h3>
              <Paragraphs text={t(`howTo.steps.${step}.body`, values)} />
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t("howTo.forbiddenTitle")} tinted>
        <Paragraphs text={t("howTo.forbiddenBody", values)} />
        <div className="cluster button-row">
          <Button href={links.signup} dark tracking="howto_order">
            {t("home.hero.ctaPrimary")}
          </Button>
          <Button to={pagePath(routePaths, "SERVICES", language)} outlined>
            {t("home.hero.ctaSecondary")}
          </Button>
        </div>
      </Section>
    </StandardPage>
  );
}
