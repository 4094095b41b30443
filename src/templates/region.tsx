import React from "react";
import { Link, type PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { Breadcrumb } from "../components/breadcrumb";
import { Button } from "../components/button";
import { Paragraphs, Section } from "../components/section";
import { ContainerTable } from "../components/container-table";
import { FeeVariants, WasteList } from "../components/catalogue-lists";
import { StructuredData } from "../components/structured-data";
import { useMarket } from "../hooks/use-market";
import { useRoutePaths } from "../hooks/use-route-paths";
import { useVisitor } from "../hooks/use-visitor";
import { appLinks } from "../shared/app-link";
import { effectiveServices, regionOffers } from "../shared/coverage";
import { timingHoursOf } from "../shared/copy-values";
import { inLanguage, type Language, type ServiceKey } from "../shared/keys";
import type { PageContext } from "../shared/page-context";
import { absoluteUrl } from "../shared/paths";
import { pagePath, regionPath, servicePath } from "../shared/route-table";
import { articlePath } from "../shared/blog";
import { breadcrumbLd, localBusinessLd, regionServiceLd } from "../shared/structured-data";

type Data = Queries.RegionPageQuery;
type RegionData = NonNullable<Data["region"]>;
type MarketService = Data["marketServices"][number];

/** A per-language text of data/ (intro, questions) in the page's language. */
function own(values: unknown, language: Language, what: string): string {
  return inLanguage(values as Readonly<Record<string, unknown>>, language, what);
}

/**
 * A region's page (docs/rules.md#region-pages): whom to call, the zones and what each is offered,
 * the services with their delivery times, what goes in a skip, the street rules, the region's own
 * questions and articles, and its neighbours. Everything comes from data/ and the articles' front
 * matter, so a region added in YAML gets its page with no code.
 */
export default function RegionPage({ data, pageContext }: PageProps<Data, PageContext>) {
  const { t } = useTranslation();
  const { brand, country } = useMarket();
  const routePaths = useRoutePaths();
  const visitor = useVisitor();
  const region = data.region;
  if (!region) throw new Error(`No data/regions/ entry for ${pageContext.regionKey}`);
  const language = data.marketCountry.contentLanguage as Language;
  const domain = data.marketCountry.domains[0];
  const setRegion = visitor.setRegion;

  // Visiting a region's page makes it the visitor's region, as ?_region= does: the header's number
  // and the links into the app follow it from here on.
  React.useEffect(() => setRegion(region.key), [region.key, setRegion]);

  const services = data.marketServices.filter((service) => regionOffers(region, service.key));
  const nameOf = (service: Pick<MarketService, "key" | "names">) => inLanguage(service.names, language, `names of service ${service.key}`);
  const pathOf = (service: MarketService) => servicePath(routePaths, { ...service, key: service.key as ServiceKey }, language);
  const hours = services.map((service) => timingHoursOf(data.marketCountry.services, service.key)).filter((value): value is number => value !== null);
  const fastest = Math.min(...hours);
  const offersSkips = services.some((service) => service.key === "DUMPSTER");
  const title = t(offersSkips ? "pages.REGION.title" : "pages.REGION.titleOther", { regionInText: region.nameInText });
  const listFormat = new Intl.ListFormat(data.marketCountry.htmlLang, { type: "conjunction" });
  const description = t("pages.REGION.description", {
    services: listFormat.format(services.slice(0, 3).map(nameOf)),
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
  const links = appLinks(country, region.key, visitor.tracking);
  const zonesOf = (serviceKey: string) => region.zones.filter((zone) => effectiveServices(region, zone).includes(serviceKey)).map((zone) => zone.name);
  const volumes = new Intl.NumberFormat(data.marketCountry.htmlLang, { maximumFractionDigits: 2 });

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
            <Button href={`tel:${region.number}`} dark size="large" tracking="region_call">
              {t("contact.call", { number: region.numberFormatted })}
            </Button>
            <Button href={links.signup} outlined size="large" tracking="region_signup">
              {t("contact.signup")}
            </Button>
          </div>
        </>
      }
    >
      <StructuredData
        node={localBusinessLd({
          domain,
          canonicalUrl: pageContext.canonicalUrl,
          name: `${brand.name} ${region.name}`,
          description,
          telephone: region.number,
          zoneNames: region.zones.map((zone) => zone.name),
          htmlLang: data.marketCountry.htmlLang,
        })}
      />
      {services.map((service) => (
        <StructuredData
          key={service.key}
          node={regionServiceLd({
            canonicalUrl: pageContext.canonicalUrl,
            serviceKey: service.key,
            name: nameOf(service),
            serviceUrl: absoluteUrl(domain, pathOf(service)),
            zoneNames: zonesOf(service.key),
            prices: (region.containers ?? [])
              .filter((container) => container.service === service.key && container.fromPriceEur != null)
              .map((container) => ({ price: container.fromPriceEur as number, name: `${nameOf(service)} ${t("regions.volume", { volume: volumes.format(container.volumeM3) })}` })),
          })}
        />
      ))}
      <StructuredData node={breadcrumbLd(trail.map((step) => ({ name: step.name, url: absoluteUrl(domain, step.path) })))} />
      <Section title={t("regions.aboutTitle", { regionInText: region.nameInText })}>
        <Paragraphs text={own(region.intro, language, `intro of region ${region.key}`)} className="region-intro" />
      </Section>
      <ZonesSection region={region} services={services} nameOf={nameOf} pathOf={pathOf} />
      <ServicesSection region={region} services={services} nameOf={nameOf} pathOf={pathOf} timings={data.marketCountry.services} />
      <WastesSection services={data.serviceWastes.filter((service) => regionOffers(region, service.key))} catalogue={data.catalogue} />
      <StreetSection region={region} permit={data.marketCountry.streetPermit} offersSkips={offersSkips} />
      {region.containers && region.containers.length > 0 && (
        <Section title={t("regions.containersTitle")}>
          <ContainerTable
            containers={region.containers}
            serviceName={(key) => {
              const service = services.find((candidate) => candidate.key === key);
              return service ? nameOf(service) : key;
            }}
            locale={data.marketCountry.htmlLang}
          />
        </Section>
      )}
      {region.faq && region.faq.length > 0 && (
        <Section title={t("regions.faqTitle", { regionInText: region.nameInText })}>
          <div className="faq">
            {region.faq.map((entry, index) => (
              <React.Fragment key={index}>
                <h3>{own(entry.question, language, `question ${index + 1} of region ${region.key}`)}</h3>
                <Paragraphs text={own(entry.answer, language, `answer ${index + 1} of region ${region.key}`)} />
              </React.Fragment>
            ))}
          </div>
        </Section>
      )}
      {data.articles.nodes.length > 0 && (
        <Section title={t("regions.articlesTitle", { regionInText: region.nameInText })} tinted>
          <ul className="article-list">
            {data.articles.nodes.map((article) => (
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
      )}
      <NeighboursSection region={region} regions={data.marketRegions} hubPath={hubPath} language={language} />
      <Section title={t("regions.ctaTitle", { regionInText: region.nameInText })} className="section--cta">
        <p className="section__intro">{t("regions.ctaBody", { number: region.numberFormatted })}</p>
        <div className="button-row">
          <Button href={links.signup} dark size="large" tracking="region_cta_order">
            {t("contact.signup")}
          </Button>
          <Button href={`tel:${region.number}`} outlined size="large" tracking="region_cta_call">
            {t("contact.call", { number: region.numberFormatted })}
          </Button>
        </div>
      </Section>
    </StandardPage>
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
