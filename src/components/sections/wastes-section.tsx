import React from "react";
import { useTranslation } from "react-i18next";
import { Section } from "../section";
import { FeeVariants, WasteList } from "../catalogue-lists";
import { ToolLinks } from "../tools/tool-links";

type Waste = React.ComponentProps<typeof WasteList>["wastes"][number];
type Fee = React.ComponentProps<typeof FeeVariants>["fee"];

/**
 * What goes in a skip: the wastes a page's services take (data/catalogue.yaml) and, on a region's
 * page, the handling fees some of them charge, under their own title. Nothing when there is
 * neither. The service and region pages, each with its own titles.
 */
export function WastesSection({
  title,
  wastes,
  fees,
}: {
  title: string;
  wastes: readonly Waste[];
  fees?: { title: string; list: readonly Fee[] };
}) {
  const { t } = useTranslation();
  if (wastes.length === 0 && (fees?.list.length ?? 0) === 0) return null;
  return (
    <Section title={title} tinted>
      {wastes.length > 0 && (
        <>
          <p className="section__intro">{t("service.wastesIntro")}</p>
          <WasteList wastes={wastes} />
          <ToolLinks />
        </>
      )}
      {fees && fees.list.length > 0 && (
        <div className="section__block">
          <h3>{fees.title}</h3>
          <p>{t("service.feesIntro")}</p>
          <div className="grid fee-groups">
            {fees.list.map((fee) => (
              <div key={fee.key}>
                <h4>{t(`catalogue.fees.${fee.key}`)}</h4>
                <FeeVariants fee={fee} />
              </div>
            ))}
          </div>
        </div>
      )}
    </Section>
  );
}
