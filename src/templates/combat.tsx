import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { Paragraphs, Section } from "../components/section";
import { DidYouKnow } from "../components/did-you-know";
import { useCopyValues } from "../hooks/use-copy-values";
import { COMBAT_SECTIONS } from "../shared/copy-keys";
import type { PageContext } from "../shared/page-context";

export default function CombatPage({ pageContext }: PageProps<unknown, PageContext>) {
  const { t } = useTranslation();
  const values = useCopyValues();
  return (
    <StandardPage
      pageContext={pageContext}
      title={t("pages.COMBAT.title", values)}
      description={t("pages.COMBAT.description", values)}
      heading={t("pages.COMBAT.heading", values)}
      intro={<p className="lead">{t("pages.COMBAT.intro", values)}</p>}
    >
      {COMBAT_SECTIONS.map((section, index) => (
        <Section key={section} title={t(`combat.sections.${section}.title`, values)} tinted={index % 2 === 1}>
          <Paragraphs text={t(`combat.sections.${section}.body`, values)} />
          {section === "recycling" && (
            <DidYouKnow>
              <Paragraphs text={t("home.didYouKnow.body", values)} />
            </DidYouKnow>
          )}
        </Section>
      ))}
    </StandardPage>
  );
}
