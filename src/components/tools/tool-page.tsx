import React from "react";
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage, type StandardPageProps } from "../standard-page";
import { usePageCopy } from "../page-copy";
import { Breadcrumb } from "../breadcrumb";
import { Section } from "../section";

/**
 * The tool a tool's page points to at its end: its name and what it answers, read by the template
 * (whose catalog namespace holds them), and its address.
 */
export interface ToolSeeAlso {
  name: string;
  body: string;
  /** The tool's address in this market, null when the market has no such page. */
  path: string | null | undefined;
  /** Tinted when the section before it is not, so neighbouring sections stay apart. */
  tinted?: boolean;
}

/**
 * The frame of a visitor tool's page: its breadcrumb, heading and intro (from the catalog's
 * `pages.<page>`), the tool's own sections, then the way to the tool that answers the next
 * question, when the market has it.
 */
export function ToolPage({
  pageContext,
  page,
  seeAlso,
  children,
}: {
  pageContext: StandardPageProps["pageContext"];
  page: "WHICH_CONTAINER" | "CAN_IT_GO_IN" | "WHERE_CAN_IT_STAND";
  seeAlso: ToolSeeAlso;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const copy = usePageCopy(`pages.${page}`);
  const trail = [
    { name: t("nav.HOME"), path: "/" },
    { name: copy.heading, path: pageContext.primaryPath },
  ];
  return (
    <StandardPage
      pageContext={pageContext}
      {...copy}
      beforeHeading={<Breadcrumb trail={trail} label={t("regions.breadcrumb")} />}
    >
      {children}
      {seeAlso.path && (
        <Section title={seeAlso.name} tinted={seeAlso.tinted}>
          <p className="section__intro">{seeAlso.body}</p>
          <Link to={seeAlso.path} className="tap-target">
            {seeAlso.name}
          </Link>
        </Section>
      )}
    </StandardPage>
  );
}
