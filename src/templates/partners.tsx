import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { usePageCopy } from "../components/page-copy";
import { useMarket } from "../hooks/use-market";
import { useCopyValues } from "../hooks/use-copy-values";
import type { PageContext } from "../shared/page-context";

export default function PartnersPage({ pageContext }: PageProps<unknown, PageContext>) {
  const { t } = useTranslation();
  const { country } = useMarket();
  const values = useCopyValues();
  const copy = usePageCopy("pages.PARTNERS", values);
  return (
    <StandardPage pageContext={pageContext} {...copy} contained>
      <ul className="grid partner-cards">
        {country.partners.map((partner) => (
          <li key={partner} className="stack card partner-card">
            <span className="partner-card__mark" aria-hidden="true">
              {t(`partners.items.${partner}.name`).slice(0, 1)}
            </span>
            <h2>{t(`partners.items.${partner}.name`)}</h2>
            <p>{t(`partners.items.${partner}.body`)}</p>
          </li>
        ))}
      </ul>
    </StandardPage>
  );
}
