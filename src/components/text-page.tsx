import React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { StandardPage } from "./standard-page";
import { useMarket } from "../hooks/use-market";
import type { PageContext } from "../shared/page-context";

export interface TextPageProps {
  pageContext: PageContext;
  children?: React.ReactNode;
}

/** A page whose title, description, heading and intro come from the catalog under pages.<route id>. */
export function TextPage({ pageContext, children }: TextPageProps) {
  const { t } = useTranslation();
  const { country, business } = useMarket();
  // Business facts reach the texts as placeholders, never as numbers written in the catalogs.
  const values = { company: country.companyName, deliveryHours: business.deliveryHours };
  const key = `pages.${pageContext.routeId}`;
  return (
    <StandardPage
      pageContext={pageContext}
      title={t(`${key}.title`, values)}
      description={t(`${key}.description`, values)}
      heading={t(`${key}.heading`, values)}
    >
      <p className="lead">{t(`${key}.intro`, values)}</p>
      {children}
    </StandardPage>
  );
}
