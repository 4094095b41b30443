import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage } from "../components/standard-page";
import { usePageCopy } from "../components/page-copy";
import { Paragraphs } from "../components/section";
import { useCopyValues } from "../hooks/use-copy-values";
import { LEGAL_SECTIONS } from "../shared/copy-keys";
import type { PageContext } from "../shared/page-context";
import type { LegalKey } from "../shared/route-table";

/**
 * Legal notice, privacy policy, terms of use and terms of sale: catalog text filled with data/ values,
 * each section its own component (docs/decisions.md#d47-a-page-renders-in-sections).
 */
export default function LegalPage({ pageContext }: PageProps<unknown, PageContext>) {
  const values = useCopyValues();
  const legalKey = pageContext.legalKey;
  if (!legalKey) throw new Error(`Legal page ${pageContext.routeId} has no legalKey`);
  const key = `pages.${legalKey}`;
  const copy = usePageCopy(key, values);
  return (
    <StandardPage pageContext={pageContext} {...copy} contained>
      <div className="prose">
        {LEGAL_SECTIONS[legalKey].map((section) => (
          <LegalSection key={section} legalKey={legalKey} section={section} />
        ))}
      </div>
    </StandardPage>
  );
}

function LegalSection({ legalKey, section }: { legalKey: LegalKey; section: string }) {
  const { t } = useTranslation();
  const values = useCopyValues();
  return (
    <section aria-labelledby={`legal-${section}`}>
      <h2 id={`legal-${section}`}>{t(`legal.${legalKey}.sections.${section}.title`, values)}</h2>
      <Paragraphs text={t(`legal.${legalKey}.sections.${section}.body`, values)} />
    </section>
  );
}
