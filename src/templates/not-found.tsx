import React from "react";
import { Link, type PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { usePageCopy } from "../components/page-copy";
import { Section } from "../components/section";
import { useMarket } from "../hooks/use-market";
import { useCopyValues } from "../hooks/use-copy-values";
import { useVisitor } from "../hooks/use-visitor";
import { mainNavItems } from "../shared/navigation";
import { howToDumpsterPath } from "../shared/route-table";
import { useRoutePaths } from "../hooks/use-route-paths";
import type { PageContext } from "../shared/page-context";
import { CallButton } from "../components/call-link";

/** The 404 page: what happened, where to go from here, and the phone number. */
export default function NotFoundPage({
  pageContext,
}: Pick<PageProps<unknown, PageContext>, "pageContext">) {
  const { t } = useTranslation();
  const { country } = useMarket();
  const { region } = useVisitor();
  const values = useCopyValues();
  const language = country.contentLanguage;
  const routePaths = useRoutePaths();
  const destinations = mainNavItems({
    mainNav: country.mainNav,
    footerLinks: [],
    language,
    routePaths,
    siteEnv: "production",
  }).map((item) => ({
    to: item.to,
    label: t(`nav.${item.key}`),
  }));
  if (country.services.some((service) => service.key === "DUMPSTER")) {
    destinations.push({
      to: howToDumpsterPath(routePaths, language),
      label: t("pages.HOW_TO_DUMPSTER.title", values),
    });
  }
  const copy = usePageCopy("pages.NOT_FOUND", values);
  return (
    <StandardPage pageContext={pageContext} {...copy}>
      <Section title={t("notFound.suggestionsTitle")}>
        <ul className="grid link-list">
          {destinations.map((destination) => (
            <li key={destination.to}>
              <Link to={destination.to}>{destination.label}</Link>
            </li>
          ))}
        </ul>
        {region && (
          <div className="cluster button-row">
            <CallButton phone={region} outlined tracking="not_found_call">
              {t("notFound.callUs", { phone: region.numberFormatted })}
            </CallButton>
          </div>
        )}
      </Section>
    </StandardPage>
  );
}
