import React from "react";
import { Link, type PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { Breadcrumb } from "../components/breadcrumb";
import { Button } from "../components/button";
import { Paragraphs, Section } from "../components/section";
import { FeeVariants, WasteList } from "../components/catalogue-lists";
import { StructuredData } from "../components/structured-data";
import { useMarket } from "../hooks/use-market";
import { useRoutePaths } from "../hooks/use-route-paths";
import { useVisitor } from "../hooks/use-visitor";
import { visitorStore } from "../runtime/visitor";
import { appLinks } from "../shared/app-link";
import { effectiveServices, regionOffers, timingHoursOf } from "../shared/coverage";
import { serviceName, inLanguage, type Language, type ServiceKey } from "../shared/keys";
import type { PageContext } from "../shared/page-context";
import { absoluteUrl } from "../shared/paths";
import { pagePath, regionPath, servicePath } from "../shared/route-table";
import { articlePath } from "../shared/blog";
import { regionOfferingLd, regionServiceLd } from "../shared/region-structured-data";
import { telHref } from "../components/call-link";

/**
 * Sizes and prices show only where a region's data has them, which no region has yet: the table's
 * code is a chunk of its own, fetched by the pages that show it. The server HTML holds the table,
 * and React hydrates it once its chunk has arrived.
 */
const ContainerTable = React.lazy(() => import("../components/container-table").then(({ ContainerTable: component }) => ({ default: component })));

type Data = Queries.RegionPageQuery;
type RegionData = NonNullable<Data["region"]>;
type MarketService = Data["marketServices"][number];


/**
 * A region's page (docs/rules.md#region-pages): whom to call, the zones and what each is offered,
 * the services with their delivery times, what goes in a skip, the street rules, the region's own
 * questions and articles, and its neighbours. Everything comes from data/ and the articles' front
 * matter, so a region added in YAML gets its page with no code.
 */
export default function RegionPage({ data, pageContext }: PageProps<Data, PageContext>) {
  const { t } = useTranslation();
  const { brand } = useMarket();
  const routePaths = useRoutePaths();
  const region = data.region;
  if (!region) throw new Error(`No data/regions/ entry for ${pageContext.regionKey}`);
  const language = data.marketCountry.contentLanguage;
  const { setRegion } = visitorStore();
  /** One of the region's own texts of data/ (intro, questions) in the page's language; the content check names a missing one precisely. */
  const own = (values: unknown) => inLanguage(values as Readonly<Record<string, unknown>>, language, `a text of region ${region.key}`);

  // Visiting a region's page makes it the visitor's region, as ?_region= does: the header's number
  // and the links into the app follow it from here on.
  React.useEffect(() => setRegion(region.key), [region.key, setRegion]);

  const services = data.marketServices.filter((service) => regionOffers(region, service.key));
  const nameOf = (service: Pick<MarketService, "key" | "names">) => serviceName(service, language);
  const pathOf = (service: MarketService) => servicePath(routePaths, { ...service, key: service.key as ServiceKey }, language);
  const hours = services.map((service) => timingHoursOf(data.marketCountry.services, service.key)).filter((value): value is number => value !== null);
  const fastest = hours.reduce((least, value) => Math.min(least, value), Infinity);
  const offersSkips = services.some((service) => service.key === "DUMPSTER");
  const title = t(offersSkips ? "pages.REGION.title" : "pages.REGION.titleOther", { regionInText: region.nameInText });
  const description = t("pages.REGION.description", {
    // Listed at build time (docs/decisions.md#d51-dates-and-numbers-are-formatted-at-build-time).
    services: region.servicesText,
    regionInText: region.nameInText,
    zones: t("regions.zoneCount", { count: region.zones.length }),
    hours: fastest,
    number: region.numberFormatted,
  });
  const hubPath = pagePath(routePaths, "REGIONS", language);
  const trail = [
    { name: t("nav.HOME"), path: "/" },
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
          <p className="lead">{t("regions.promise", { hours: fastest, regionInText: region.nameInText })}</p>
          <div className="button-row">
            <Button href={telHref(region.number)} dark size="large" tracking="region_call">
              {t("contact.call", { number: region.numberFormatted })}
            </Button>
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
        country={data.marketCountry}
      />
      <Section title={t("regions.aboutTitle", { regionInText: region.nameInText })}>
        <Paragraphs text={own(region.intro)} className="region-intro" />
      </Section>
      <ZonesSection region={region} services={services} nameOf={nameOf} pathOf={pathOf} />
      <ServicesSection region={region} services={services} nameOf={nameOf} pathOf={pathOf} timings={data.marketCountry.services} />
      <WastesSection services={data.serviceWastes.filter((service) => regionOffers(region, service.key))} catalogue={data.catalogue} />
      <StreetSection region={region} permit={data.marketCountry.streetPermit} offersSkips={offersSkips} />
      {region.containers && region.containers.length > 0 && (
        <Section title={t("regions.containersTitle")}>
          <React.Suspense fallback={null}>
            <ContainerTable
              containers={region.containers}
              serviceName={(key) => {
                const service = services.find((candidate) => candidate.key === key);
                return service ? nameOf(service) : key;
              }}
              locale={data.marketCountry.htmlLang}
              canonicalUrl={pageContext.canonicalUrl}
            />
          </React.Suspense>
        </Section>
      )}
      <FaqSection region={region} own={own} />
      <ArticlesSection region={region} articles={data.articles.nodes} />
      <NeighboursSection region={region} regions={data.marketRegions} hubPath={hubPath} language={language} />
      <CtaSection region={region} />
    </StandardPage>
  );
}

/**
 * The sign-up button, whose link carries the visitor's tracking: read here, so that when the
 * visitor's state changes after hydration (this page makes its region theirs) only the button
 * renders again, not the page (docs/decisions.md#d47-a-page-renders-in-sections).
 */
function SignupButton({ regionKey, dark, outlined, tracking }: { regionKey: string; dark?: boolean; outlined?: boolean; tracking: string }) {
  const { t } = useTranslation();
  const { country } = useMarket();
  const visitor = useVisitor();
  return (
    <Button href={appLinks(country, regionKey, visitor.tracking).signup} dark={dark} outlined={outlined} size="large" tracking={tracking}>
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
}: ServiceListProps & { name: string; description: string; canonicalUrl: string; country: { domains: readonly string[]; htmlLang: string } }) {
  const domain = domains[0];
  const zonesOf = (serviceKey: string) => region.zones.filter((zone) => effectiveServices(region, zone).includes(serviceKey)).map((zone) => zone.name);
  return (
    <>
      <StructuredData
        node={regionOfferingLd({ domain, canonicalUrl, name, description, telephone: region.number, zoneNames: region.zones.map((zone) => zone.name), htmlLang })}
      />
      {services.map((service) => (
        <StructuredData
          key={service.key}
          node={regionServiceLd({ domain, canonicalUrl, serviceKey: service.key, name: nameOf(service), serviceUrl: absoluteUrl(domain, pathOf(service)), zoneNames: zonesOf(service.key) })}
        />
      ))}
    </>
  );
}

function FaqSection({ region, own }: { region: RegionData; own: (values: unknown) => string }) {
  const { t } = useTranslation();
  if (!region.faq || region.faq.length === 0) return null;
  return (
    <Section title={t("regions.faqTitle", { regionInText: region.nameInText })}>
      <div className="faq">
        {region.faq.map((entry, index) => (
          <React.Fragment key={index}>
            <h3>{own(entry.question)}</h3>
            <Paragraphs text={own(entry.answer)} />
          </React.Fragment>
        ))}
      </div>
    </Section>
  );
}

/** The articles whose front matter names the region. */
function ArticlesSection({ region, articles }: { region: RegionData; articles: Data["articles"]["nodes"] }) {
  const { t } = useTranslation();
  if (articles.length === 0) return null;
  return (
    <Section title={t("regions.articlesTitle", { regionInText: region.nameInText })} tinted>
      <ul className="article-list">
        {articles.map((article) => (
          <li key={article.id}>
            <Link to={articlePath("blog", article.fields.slug)} className="article-list__link">
              {article.frontmatter.title}
            </Link>
            <span className="article-list__meta">
              <time dateTime={article.frontmatter.date}>{article.dateText}</time>
              {"\u00A0· "}
              {t("blog.readingTime", { minutes: article.fields.readingMinutes })}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CtaSection({ region }: { region: RegionData }) {
  const { t } = useTranslation();
  return (
    <Section title={t("regions.ctaTitle", { regionInText: region.nameInText })} className="section--cta">
      <p className="section__intro">{t("regions.ctaBody", { number: region.numberFormatted })}</p>
      <div className="button-row">
        <SignupButton regionKey={region.key} dark tracking="region_cta_order" />
        <Button href={telHref(region.number)} outlined size="large" tracking="region_cta_call">
          {t("contact.call", { number: region.numberFormatted })}
        </Button>
      </div>
    </Section>
  );
}

interface ServiceListProps {
  region: RegionData;
  services: readonly MarketService[];
  nameOf: (service: MarketService) => string;
  pathOf: (service: MarketService) => string;
}

/** Up to this many services, a zone lists them even when they are the region's whole list. */
const ALL_SERVICES_AFTER = 3;

/** Every zone with the services offered there: the page's own information, as a table a person can scan. */
function ZonesSection({ region, services, nameOf, pathOf }: ServiceListProps) {
  const { t } = useTranslation();
  return (
    <Section title={t("regions.zonesTitle")} tinted>
      <p className="section__intro">{t("regions.zonesIntro")}</p>
      <table className="zone-table">
        <thead>
          <tr>
            <th scope="col">{t("regions.zone")}</th>
            <th scope="col">{t("regions.zoneServices")}</th>
          </tr>
        </thead>
        <tbody>
          {region.zones.map((zone) => {
            const offered = effectiveServices(region, zone);
            // A zone with the region's whole list says so, rather than repeating a long list row after row.
            const whole = !zone.services && services.length > ALL_SERVICES_AFTER;
            return (
              <tr key={zone.id}>
                <th scope="row">{zone.name}</th>
                <td>
                  {whole ? (
                    t("regions.allServices", { count: services.length })
                  ) : (
                    <ul className="zone-table__services">
                      {services
                        .filter((service) => offered.includes(service.key))
                        .map((service) => (
                          <li key={service.key}>
                            <Link to={pathOf(service)}>{nameOf(service)}</Link>
                          </li>
                        ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Section>
  );
}

function ServicesSection({ region, services, nameOf, pathOf, timings }: ServiceListProps & { timings: Data["marketCountry"]["services"] }) {
  const { t } = useTranslation();
  return (
    <Section title={t("regions.servicesTitle", { regionInText: region.nameInText })}>
      <ul className="link-list link-list--timed">
        {services.map((service) => {
          const hours = timingHoursOf(timings, service.key);
          return (
            <li key={service.key}>
              <Link to={pathOf(service)}>
                {nameOf(service)}
                {hours !== null && <span className="link-list__detail">{t("service.timing", { hours })}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** What may go in a skip or bag of the region's services, and the handling fees that apply to them. */
function WastesSection({ services, catalogue }: { services: Data["serviceWastes"]; catalogue: Data["catalogue"] }) {
  const { t } = useTranslation();
  if (!catalogue) return null;
  const wasteKeys = new Set(services.flatMap((service) => service.wastes ?? []));
  const feeKeys = new Set(services.flatMap((service) => (service.handlingFee ? [service.handlingFee] : [])));
  const wastes = catalogue.wastes.filter((waste) => wasteKeys.has(waste.key));
  const fees = catalogue.handlingFees.filter((fee) => feeKeys.has(fee.key));
  if (wastes.length === 0 && fees.length === 0) return null;
  return (
    <Section title={t("regions.wastesTitle")} tinted>
      {wastes.length > 0 && (
        <>
          <p className="section__intro">{t("service.wastesIntro")}</p>
          <WasteList wastes={wastes} />
        </>
      )}
      {fees.length > 0 && (
        <div className="section__block">
          <h3>{t("regions.feesTitle")}</h3>
          <p>{t("service.feesIntro")}</p>
          <div className="fee-groups">
            {fees.map((fee) => (
              <div key={fee.key}>
                <h4>{t(`catalogue.fees.${fee.key}`)}</h4>
                <FeeVariants fee={fee} />
              </div>
            ))}
          </div>
        </div>
      )}
    </Section>
  );
}

/** Skips on the street: the market's permit rules, cited, and the region's time on site. */
function StreetSection({ region, permit, offersSkips }: { region: RegionData; permit: Data["marketCountry"]["streetPermit"]; offersSkips: boolean }) {
  const { t } = useTranslation();
  const { business } = useMarket();
  if (!permit || !offersSkips) return null;
  const minutes = region.parkingMinutes ?? business.parkingMinutes;
  return (
    <Section title={t("regions.permitTitle")}>
      <p className="section__intro">{permit.summary}</p>
      <ul className="check-list">
        {permit.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
        <li>{t("service.parking", { minutes })}</li>
      </ul>
      <div className="section__block">
        <h3>{t("regions.permitSources")}</h3>
        <ul className="source-list">
          {permit.sources.map((source) => (
            <li key={source.url}>
              <a href={source.url}>{source.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

function NeighboursSection({ region, regions, hubPath, language }: { region: RegionData; regions: Data["marketRegions"]; hubPath: string; language: Language }) {
  const { t } = useTranslation();
  const routePaths = useRoutePaths();
  const neighbours = (region.neighbours ?? []).flatMap((key) => regions.filter((candidate) => candidate.key === key));
  // A market's only region has no neighbours; the breadcrumb links the regions page.
  if (neighbours.length === 0) return null;
  return (
    <Section title={t("regions.neighboursTitle")} tinted>
      <ul className="link-list">
        {neighbours.map((neighbour) => (
          <li key={neighbour.key}>
            <Link to={regionPath(routePaths, neighbour, language)}>{neighbour.name}</Link>
          </li>
        ))}
        <li>
          <Link to={hubPath}>{t("regions.allRegions")}</Link>
        </li>
      </ul>
    </Section>
  );
}
