import React from "react";
import { useTranslation } from "react-i18next";

/**
 * What data/catalogue.yaml says a page lists, written once for the service pages and the region
 * pages: the waste types with their variants, and the cases a handling fee has.
 */

export function WasteList({
  wastes,
}: {
  wastes: ReadonlyArray<{ key: string; variants?: readonly string[] | null }>;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid tag-list">
      {wastes.map((waste) => (
        <li key={waste.key}>
          <strong>{t(`catalogue.wastes.${waste.key}`)}</strong>
          {waste.variants && waste.variants.length > 0 && (
            <span className="tag-list__variants">
              {/* A no-break space before each separator: no line of the list starts with it. */}
              {waste.variants
                .map((variant) => t(`catalogue.variants.${waste.key}.${variant}`))
                .join("\u00A0· ")}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function FeeVariants({ fee }: { fee: { key: string; variants: readonly string[] } }) {
  const { t } = useTranslation();
  return (
    <ul className="check-list">
      {fee.variants.map((variant) => (
        <li key={variant}>{t(`catalogue.feeVariants.${fee.key}.${variant}`)}</li>
      ))}
    </ul>
  );
}
