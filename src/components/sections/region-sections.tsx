/**
 * The sections of a region's page (templates/region.tsx), each from the page's query: its
 * questions, its articles, its zones and their services, its services and their delivery times,
 * the street rules, and its neighbours.
 */
import React from "react";
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { Paragraphs, Section } from "../section";
import { useMarket } from "../../hooks/use-market";
import type { RegionIn } from "../../shared/languages";
import { useRoutePaths } from "../../hooks/use-route-paths";
import { effectiveServices, timingHoursOf } from "../../shared/coverage";
import type { Language } from "../../shared/keys";
import type { StreetPermit } from "../../shared/data-schema";
import { regionPath } from "../../shared/route-table";
import { articlePath } from "../../shared/blog";
import { RuleFacts } from "../tools/rule-facts";
import type { RegionStreetRules } from "../../rules/placement/model";

export type Data = Queries.RegionPageQuery;
/** The page's region, its names, slug and zones in the page's language (regionIn). */
export type RegionData = RegionIn<NonNullable<Data["region"]>>;
export type MarketService = Data["marketServices"][number];
/** Another region of the market, named in the page's language, as the page links it. */
export interface RegionLink {
  key: string;
  name: string;
  slug: string;
}

export function FaqSection({
  region,
  own,
}: {
  region: RegionData;
  own: (values: unknown) => string;
}) {
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
export function ArticlesSection({
  region,
  articles,
}: {
  region: RegionData;
  articles: Data["articles"]["nodes"];
}) {
  const { t } = useTranslation();
  if (articles.length === 0) return null;
  return (
    <Section title={t("regions.articlesTitle", { regionInText: region.nameInText })} tinted>
      <ul className="stack article-list">
        {articles.map((article) => (
          <li key={article.id} className="stack">
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

/** The wastes the region's services take, and the handling fees they charge, from the catalogue. */
export function regionWastes(
  services: Data["serviceWastes"],
  catalogue: Data["catalogue"],
  feesTitle: string,
) {
  if (!catalogue) return { wastes: [] };
  const wasteKeys = new Set(services.flatMap((service) => service.wastes ?? []));
  const feeKeys = new Set(
    services.flatMap((service) => (service.handlingFee ? [service.handlingFee] : [])),
  );
  return {
    wastes: catalogue.wastes.filter((waste) => wasteKeys.has(waste.key)),
    fees: { title: feesTitle, list: catalogue.handlingFees.filter((fee) => feeKeys.has(fee.key)) },
  };
}

export interface ServiceListProps {
  region: RegionData;
  services: readonly MarketService[];
  nameOf: (service: MarketService) => string;
  pathOf: (service: MarketService) => string;
}

/** Up to this many services, a zone lists them even when they are the region's whole list. */
const ALL_SERVICES_AFTER = 3;

/** Every zone with the services offered there: the page's own information, as a table a person can scan. */
export function ZonesSection({ region, services, nameOf, pathOf }: ServiceListProps) {
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
                    <ul className="cluster zone-table__services">
                      {services
                        .filter((service) => offered.includes(service.key))
                        .map((service) => (
                          <li key={service.key}>
                            <Link to={pathOf(service)} className="tap-target">
                              {nameOf(service)}
                            </Link>
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

export function ServicesSection({
  region,
  services,
  nameOf,
  pathOf,
  timings,
}: ServiceListProps & { timings: Data["marketCountry"]["services"] }) {
  const { t } = useTranslation();
  return (
    <Section title={t("regions.servicesTitle", { regionInText: region.nameInText })}>
      <ul className="grid link-list link-list--timed">
        {services.map((service) => {
          const hours = timingHoursOf(timings, service.key);
          return (
            <li key={service.key}>
              <Link to={pathOf(service)}>
                {nameOf(service)}
                {hours !== null && (
                  <span className="link-list__detail">{t("service.timing", { hours })}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** Skips on the street: the market's permit rules, cited, and the region's time on site. */
/**
 * The street: the market's permit rules in short, the parking time, their sources, and the rule of
 * each of the region's zones (`streetRules`, from the "where can it stand?" page's data) in
 * `<details>` that open without JavaScript.
 */
export function StreetSection({
  region,
  permit,
  offersSkips,
  streetRules,
}: {
  region: RegionData;
  /** The street rules in the page's language. */
  permit: StreetPermit | null;
  offersSkips: boolean;
  streetRules: RegionStreetRules | null | undefined;
}) {
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
      {streetRules && (
        <div className="section__block stack">
          <h3>{t("regions.zoneRulesTitle")}</h3>
          {streetRules.rules.map((rule) => (
            <details key={rule.id} className="rule-details">
              <summary className="tap-target">
                {t("regions.zoneRule", { zones: rule.zones.join(", "), rule: rule.name })}
              </summary>
              <RuleFacts rule={rule} sources={streetRules.sources} />
            </details>
          ))}
        </div>
      )}
      <div className="section__block">
        <h3>{t("regions.permitSources")}</h3>
        <ul className="stack source-list">
          {permit.sources.map((source) => (
            <li key={source.url}>
              <a href={source.url} className="tap-target">
                {source.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function NeighboursSection({
  region,
  regions,
  hubPath,
  language,
}: {
  region: RegionData;
  regions: readonly RegionLink[];
  hubPath: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const routePaths = useRoutePaths();
  const neighbours = (region.neighbours ?? []).flatMap((key) =>
    regions.filter((candidate) => candidate.key === key),
  );
  // A market's only region has no neighbours; the breadcrumb links the regions page.
  if (neighbours.length === 0) return null;
  return (
    <Section title={t("regions.neighboursTitle")} tinted>
      <ul className="grid link-list">
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
