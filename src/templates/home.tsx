import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { Picture } from "../components/picture";
import { Button } from "../components/button";
import { OrderActions } from "../components/order-actions";
import { CtaSection } from "../components/sections/cta-section";
import { Paragraphs, Section } from "../components/section";
import { DidYouKnow } from "../components/did-you-know";
import { ServiceCards } from "../components/service-cards";
import { ToolLinks } from "../components/tools/tool-links";
import { useMarket } from "../hooks/use-market";
import { useCopyValues } from "../hooks/use-copy-values";
import { useAppLinks } from "../hooks/use-app-links";
import { parkingExceptions } from "../shared/copy-values";
import { HOME_STEPS } from "../shared/copy-keys";
import { pagePath } from "../shared/route-table";
import { useRoutePaths } from "../hooks/use-route-paths";
import type { PageContext } from "../shared/page-context";
import { StructuredData } from "../components/structured-data";
import { webSiteLd } from "../shared/structured-data";

/**
 * The page's sections are components of their own, each one unit of React's work: hydration, which
 * runs as a transition, can then yield to the browser between them instead of rendering every text
 * of the page in one long task (docs/decisions.md#d47-a-page-renders-in-sections).
 */
export default function HomePage({
  data,
  pageContext,
}: PageProps<Queries.HomePageQuery, PageContext>) {
  const { t } = useTranslation();
  const { brand, country } = useMarket();
  const values = useCopyValues();
  const links = useAppLinks();
  const language = country.contentLanguage;
  const routePaths = useRoutePaths();
  const hero = data.hero?.childImageSharp?.gatsbyImageData;

  return (
    <StandardPage
      pageContext={pageContext}
      title={t("pages.HOME.title", values)}
      description={t("pages.HOME.description", values)}
      heading={t("pages.HOME.heading", values)}
      beforeHeading={<p className="eyebrow">{t("home.hero.eyebrow")}</p>}
      intro={
        <>
          <p className="lead">{t("pages.HOME.intro", values)}</p>
          <div className="cluster button-row">
            <Button href={links.signup} dark size="large" tracking="home_hero_order">
              {t("home.hero.ctaPrimary")}
            </Button>
            <Button
              to={pagePath(routePaths, "SERVICES", language)}
              outlined
              size="large"
              tracking="home_hero_services"
            >
              {t("home.hero.ctaSecondary")}
            </Button>
          </div>
        </>
      }
      // The hero is the largest element in view: fetched first, with the blurred placeholder until it paints.
      introMedia={
        hero && (
          <Picture
            image={hero}
            alt={t("home.hero.imageAlt")}
            priority
            className="page-intro__image"
          />
        )
      }
    >
      <StructuredData
        node={webSiteLd({
          domain: country.domains[0],
          brandName: brand.name,
          htmlLang: country.htmlLang,
        })}
      />
      <ServicesSection services={data.marketServices} />
      <HowItWorksSection />
      <ExpertsSection />
      <PartnersSection />
      <ClosingCta />
    </StandardPage>
  );
}

function ServicesSection({ services }: { services: Queries.HomePageQuery["marketServices"] }) {
  const { t } = useTranslation();
  return (
    <Section title={t("home.services.title")}>
      <p className="section__intro">{t("home.services.intro")}</p>
      <ServiceCards services={services} />
      <ToolLinks />
    </Section>
  );
}

function HowItWorksSection() {
  const { t } = useTranslation();
  const { business, regions } = useMarket();
  const values = useCopyValues();
  const exceptions = parkingExceptions(regions, business.parkingMinutes);
  return (
    <Section title={t("home.how.title")} tinted>
      <p className="section__intro">{t("home.how.intro")}</p>
      <ol className="grid steps">
        {HOME_STEPS.map((step) => (
          <li key={step} className="steps__item">
            <h3>{t(`home.how.steps.${step}.title`, values)}</h3>
            <Paragraphs text={t(`home.how.steps.${step}.body`, values)} />
            {step === "parking" &&
              exceptions.map((region) => (
                <p key={region.key} className="steps__note">
                  {t("home.how.parkingException", {
                    minutes: region.parkingMinutes,
                    regionInText: region.nameInText,
                  })}
                </p>
              ))}
          </li>
        ))}
      </ol>
    </Section>
  );
}

function ExpertsSection() {
  const { t } = useTranslation();
  const { country } = useMarket();
  const values = useCopyValues();
  return (
    <Section title={t("home.experts.title")}>
      <div className="grid figures-band">
        <DidYouKnow>
          <dl className="grid figures">
            <div>
              <dt>{t("home.figures.tonnes", values)}</dt>
              <dd>{t("home.figures.tonnesLabel")}</dd>
            </div>
            <div>
              <dt>{t("home.figures.percent", values)}</dt>
              <dd>{t("home.figures.percentLabel")}</dd>
            </div>
          </dl>
          <Paragraphs text={t("home.didYouKnow.body", values)} />
        </DidYouKnow>
        <div>
          <p className="section__intro">{t("home.experts.intro")}</p>
          <ul className="stack feature-list">
            {country.byExperts.map((expertise) => (
              <li key={expertise}>
                <h3>{t(`experts.${expertise}.title`)}</h3>
                <p>{t(`experts.${expertise}.body`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

function PartnersSection() {
  const { t } = useTranslation();
  const { country } = useMarket();
  const routePaths = useRoutePaths();
  if (country.partners.length === 0) return null;
  return (
    <Section title={t("home.partners.title")} tinted>
      <p className="section__intro">{t("home.partners.intro")}</p>
      <ul className="cluster partner-names">
        {country.partners.map((partner) => (
          <li key={partner}>{t(`partners.items.${partner}.name`)}</li>
        ))}
      </ul>
      {country.pages.includes("PARTNERS") && (
        <Button to={pagePath(routePaths, "PARTNERS", country.contentLanguage)} outlined>
          {t("home.partners.more")}
        </Button>
      )}
    </Section>
  );
}

function ClosingCta() {
  const { t } = useTranslation();
  const values = useCopyValues();
  return (
    <CtaSection title={t("home.cta.title")} body={t("home.cta.body", values)}>
      <OrderActions tracking="home_cta" />
    </CtaSection>
  );
}
