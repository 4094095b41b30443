import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { usePageCopy } from "../components/page-copy";
import { Paragraphs, Section } from "../components/section";
import { DidYouKnow } from "../components/did-you-know";
import { useCopyValues } from "../hooks/use-copy-values";
import { COMBAT_SECTIONS } from "../shared/copy-keys";
import type { PageContext } from "../shared/page-context";

export default function CombatPage({ pageContext }: PageProps<unknown, PageContext>) {
  const { t } = useTranslation();
  const values = useCopyValues();
  const copy = usePageCopy("pages.COMBAT", values);
  return (
    <StandardPage pageContext={pageContext} {...copy}>
      {COMBAT_SECTIONS.map((section, index) => (
        <Section
          key={section}
          title={t(`combat.sections.${section}.title`, values)}
          tinted={index % 2 === 1}
        >
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
