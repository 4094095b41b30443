import React from "react";
import { useTranslation } from "react-i18next";

export interface DidYouKnowProps {
  /** Defaults to the catalog's didYouKnow.title ("Le saviez-vous" in French). */
  title?: string;
  children: React.ReactNode;
}

/** A highlighted aside with a fact worth knowing (docs/rules.md#fallback-texts). */
export function DidYouKnow({ title, children }: DidYouKnowProps) {
  const { t } = useTranslation();
  const id = React.useId();
  return (
    <aside className="did-you-know" aria-labelledby={id}>
      <p className="did-you-know__title" id={id}>
        {title ?? t("didYouKnow.title")}
      </p>
      <div className="did-you-know__body">{children}</div>
    </aside>
  );
}
