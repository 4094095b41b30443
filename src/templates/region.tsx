import React from "react";
import { Link, type PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { Breadcrumb } from "../components/breadcrumb";
import { Button } from "../components/button";
import { Paragraphs, Section } from "../components/section";
import { CtaSection } from "../components/sections/cta-section";
import { WastesSection } from "../components/sections/wastes-section";
import {
  ArticlesSection,
  FaqSection,
  NeighboursSection,
  regionWastes,
  ServicesSection,
  StreetSection,
  ZonesSection,
  type Data,
  type MarketService,
  type ServiceListProps,
} from "../components/sections/region-sections";
import { StructuredData } from "../components/structured-data";
import { useMarket } from "../hooks/use-market";
import { usePageLanguage } from "../hooks/use-page-language";
import { localizedIn, regionIn, textIn } from "../shared/languages";
import type { StreetPermit } from "../shared/data-schema";
import { useRoutePaths } from "../hooks/use-route-paths";
import { useVisitor } from "../hooks/use-visitor";
import { visitorStore } from "../runtime/visitor";
import { appLinks } from "../shared/app-link";
import { effectiveServices, regionOffers, timingHoursOf } from "../shared/coverage";
import { serviceName, inLanguage } from "../shared/keys";
import type { PageContext } from "../shared/page-context";
import type { RegionStreetRules } from "../rules/placement/model";
import type { RegionSizeView } from "../rules/tools/model-types";
import { absoluteUrl } from "../shared/paths";
import { pagePath, servicePath } from "../shared/route-table";
import { regionOfferingLd, regionServiceLd } from "../shared/region-structured-data";
import { CallButton } from "../components/call-link";

/**
 * Sizes and prices show only where a region names sizes, which no region does yet: the table's
 * code is a chunk of its own, fetched by the pages that show it. The server HTML holds the table,
 * and React hydrates it once its chunk has arrived.
 */
const ContainerTable = React.lazy(() =>
  import("../components/container-table").then(({ ContainerTable: component }) => ({
    default: component,
  })),
);

/** The sizes-and-prices heading, which also names the table's scrolling box. */
const SIZES_HEADING_ID = "sizes-and-prices";

/**
 * A region's page (docs/rules.md#region-pages): whom to call, the zones and what each is offered,
 * the services with their delivery times, what goes in a skip, the street rules, the region's own
 * questions and articles, and its neighbours. Everything comes from data/ and the articles' front
 * matter, so a region added in YAML gets its page with no code.
 */
/**
 * A region page's context: its zones' street rules, where the market has the placement page, and
 * the sizes it names with their figures from data/containers.yaml (gatsby-node.ts), when it names any.
 */
type RegionContext = PageContext & {
  streetRules?: RegionStreetRules | null;
  sizes?: readonly RegionSizeView[];
};

export default function RegionPage({ data, pageContext }: PageProps<Data, RegionContext>) {
  const { t } = useTranslation();
  const { brand, country } = useMarket();
  const routePaths = useRoutePaths();
  const pageLanguage = usePageLanguage();
  if (!data.region) throw new Error(`No data/regions/ entry for ${pageContext.regionKey}`);
  // Its names, slug and zones in the page's language (the query gives them so; one type for all).
  const region = regionIn(data.region, pageLanguage);
  const regionLinks = data.marketRegions.map((candidate) => ({
    key: candidate.key,
    name: textIn(candidate.name, pageLanguage, `name of region ${candidate.key}`),
    slug: textIn(candidate.slug, pageLanguage, `slug of region ${candidate.key}`),
  }));
  const permit = data.marketCountry.streetPermit
    ? localizedIn(
        data.marketCountry.streetPermit as unknown as StreetPermit,
        pageLanguage,
        "streetPermit of the market",
      )
    : null;
  const language = pageLanguage.content;
  const { setRegion } = visitorStore();
  /** One of the region's own texts of data/ (intro, questions) in the page's language; the content check names a missing one precisely. */
  const own = (values: unknown) =>
    inLanguage(
      values as Readonly<Record<string, unknown>>,
      language,
      `a text of region ${region.key}`,
    );

  // Visiting a region's page makes it the visitor's region, as ?_region= does: the header's number
  // and the links into the app follow it from here on.
  React.useEffect(() => setRegion(region.key), [region.key, setRegion]);

  const services = data.marketServices.filter((service) => regionOffers(region, service.key));
  const nameOf = (service: Pick<MarketService, "key" | "names">) => serviceName(service, language);
  const pathOf = (service: MarketService) => servicePath(routePaths, service, language);
  const hours = services
    .map((service) => timingHoursOf(data.marketCountry.services, service.key))
    .filter((value): value is number => value !== null);
  const fastest = hours.reduce((least, value) => Math.min(least, value), Infinity);
  const offersSkips = services.some((service) => service.key === "DUMPSTER");
  const title = t(offersSkips ? "pages.REGION.title" : "pages.REGION.titleOther", {
    regionInText: region.nameInText,
  });
  const description = t("pages.REGION.description", {
    // Listed at build time (docs/decisions.md#d51-dates-and-numbers-are-formatted-at-build-time).
    services: region.servicesText,
    regionInText: region.nameInText,
    zones: t("regions.zoneCount", { count: region.zones.length }),
    hours: fastest,
    number: region.numberFormatted,
  });
  const hubPath = pagePath(routePaths, "REGIONS", language);
  // The delivery time holds on private land; the street's permit and its lead time are on this page.
  const hasPlacementPage = (country.pages as readonly string[]).includes("WHERE_CAN_IT_STAND");
  const trail = [
    { name: t("nav.HOME"), path: pagePath(routePaths, "HOME", language) },
    { name: t("pages.REGIONS.heading"), path: hubPath },
    { name: region.name, path: pageContext.primaryPath },
  ];

  return (
    <StandardPage
      pageContext={pageContext}
      title={title}
      description={description}
      heading={title}
      beforeHeading={<Breadcrumb trail={trail} label={t("regions.breadcrumb")} />}
      intro={
        <>
          <p className="lead">
            {t("regions.promise", { hours: fastest, regionInText: region.nameInText })}
          </p>
          {hasPlacementPage && (
            <p>
              <Link
                to={pagePath(routePaths, "WHERE_CAN_IT_STAND", language)}
                className="tap-target"
              >
                {t("tools.links.whereCanItStand")}
              </Link>{" "}
              {t("tools.links.whereCanItStandBody")}
            </p>
          )}
          <div className="cluster button-row">
            <CallButton phone={region} dark size="large" tracking="region_call" />
            <SignupButton regionKey={region.key} outlined tracking="region_signup" />
          </div>
        </>
      }
    >
      <RegionStructuredData
        region={region}
        services={services}
        nameOf={nameOf}
        pathOf={pathOf}
        name={`${brand.name} ${region.name}`}
        description={description}
        canonicalUrl={pageContext.canonicalUrl}
        country={{ domains: data.marketCountry.domains, htmlLang: pageLanguage.locale }}
      />
      <Section title={t("regions.aboutTitle", { regionInText: region.nameInText })}>
        <Paragraphs text={own(region.intro)} className="region-intro" />
      </Section>
      <ZonesSection region={region} services={services} nameOf={nameOf} pathOf={pathOf} />
      <ServicesSection
        region={region}
        services={services}
        nameOf={nameOf}
        pathOf={pathOf}
        timings={data.marketCountry.services}
      />
      <WastesSection
        title={t("regions.wastesTitle")}
        {...regionWastes(
          data.serviceWastes.filter((service) => regionOffers(region, service.key)),
          data.catalogue,
          t("regions.feesTitle"),
        )}
      />
      <StreetSection
        region={region}
        permit={permit}
        offersSkips={offersSkips}
        streetRules={pageContext.streetRules}
      />
      {pageContext.sizes && pageContext.sizes.length > 0 && (
        <Section title={t("regions.containersTitle")} headingId={SIZES_HEADING_ID}>
          <React.Suspense fallback={null}>
            <ContainerTable
              sizes={pageContext.sizes}
              canonicalUrl={pageContext.canonicalUrl}
              labelId={SIZES_HEADING_ID}
            />
          </React.Suspense>
        </Section>
      )}
      <FaqSection region={region} own={own} />
      <ArticlesSection region={region} articles={data.articles.nodes} />
      <NeighboursSection
        region={region}
        regions={regionLinks}
        hubPath={hubPath}
        language={language}
      />
      <CtaSection
        title={t("regions.ctaTitle", { regionInText: region.nameInText })}
        body={t("regions.ctaBody", { number: region.numberFormatted })}
      >
        <div className="cluster button-row">
          <SignupButton regionKey={region.key} dark tracking="region_cta_order" />
          <CallButton phone={region} outlined size="large" tracking="region_cta_call" />
        </div>
      </CtaSection>
    </StandardPage>
  );
}

/**
 * The sign-up button, whose link carries the visitor's tracking: read here, so that when the
 * visitor's state changes after hydration (this page makes its region theirs) only the button
 * renders again, not the page (docs/decisions.md#d47-a-page-renders-in-sections).
 */
function SignupButton({
  regionKey,
  dark,
  outlined,
  tracking,
}: {
  regionKey: string;
  dark?: boolean;
  outlined?: boolean;
  tracking: string;
}) {
  const { t } = useTranslation();
  const { country, appLanguage } = useMarket();
  const visitor = useVisitor();
  return (
    <Button
      href={appLinks(country, regionKey, visitor.tracking, [], appLanguage).signup}
      dark={dark}
      outlined={outlined}
      size="large"
      tracking={tracking}
    >
      {t("contact.signup")}
    </Button>
  );
}

/** What the company offers in the region, and each service, for search engines. */
function RegionStructuredData({
  region,
  services,
  nameOf,
  pathOf,
  name,
  description,
  canonicalUrl,
  country: { domains, htmlLang },
}: ServiceListProps & {
  name: string;
  description: string;
  canonicalUrl: string;
  country: { domains: readonly string[]; htmlLang: string };
}) {
  const domain = domains[0];
  const zonesOf = (serviceKey: string) =>
    region.zones
      .filter((zone) => effectiveServices(region, zone).includes(serviceKey))
      .map((zone) => zone.name);
  return (
    <>
      <StructuredData
        node={regionOfferingLd({
          domain,
          canonicalUrl,
          name,
          description,
          telephone: region.number,
          zoneNames: region.zones.map((zone) => zone.name),
          htmlLang,
        })}
      />
      {services.map((service) => (
        <StructuredData
          key={service.key}
          node={regionServiceLd({
            domain,
            canonicalUrl,
            serviceKey: service.key,
            name: nameOf(service),
            serviceUrl: absoluteUrl(domain, pathOf(service)),
            zoneNames: zonesOf(service.key),
          })}
        />
      ))}
    </>
  );
}
