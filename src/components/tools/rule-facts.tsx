import React from "react";
import { useTranslation } from "react-i18next";
import type { SourceView } from "../../rules/tools/model-types";
import type { PlacementRuleView } from "../../rules/placement/model";

/** Who asks whom for a street permit, how long ahead, its signs, fee and validity: items of a list. */
export function PermitSteps({ rule }: { rule: PlacementRuleView }) {
  const { t } = useTranslation();
  return (
    <>
      <li>{t(`tools.placement.result.applicant.${rule.applicant}`)}</li>
      <li>
        {t("tools.placement.result.authority", { authority: rule.authority.name })}{" "}
        <a href={rule.authority.url} className="tap-target" rel="noopener">
          {t("tools.placement.result.authorityLink")}
        </a>
      </li>
      <li>{t("tools.placement.result.lead", { count: rule.leadDays })}</li>
      <li>{t("tools.placement.result.signs", { hours: rule.signsHoursBefore })}</li>
      <li>{t("tools.placement.result.fee", { fee: rule.fee })}</li>
      <li>{t("tools.placement.result.validity", { validity: rule.validity })}</li>
    </>
  );
}

/**
 * A street rule's facts, with its exemption, the communes it covers and its sources (`sources`,
 * which its 1-based `sources` numbers index): the body of a rule's `<details>`, on the "where can
 * it stand?" page's table and on the region pages.
 */
export function RuleFacts({
  rule,
  sources,
}: {
  rule: PlacementRuleView;
  sources: readonly SourceView[];
}) {
  const { t } = useTranslation();
  const placementNames = (placements: readonly string[]) =>
    placements.map((placement) => t(`tools.placement.placements.${placement}`)).join(", ");
  return (
    <div className="stack rule-details__body">
      <ul className="check-list">
        <PermitSteps rule={rule} />
        {rule.exemption && (
          <li>
            {t("tools.placement.table.exemption", {
              area: rule.exemption.area,
              days: rule.exemption.maxDays,
              placements: placementNames(rule.exemption.placements),
              condition: rule.exemption.condition,
            })}
          </li>
        )}
        {rule.postcodes.length > 0 && (
          <li>{t("tools.placement.table.postcodes", { postcodes: rule.postcodes.join(", ") })}</li>
        )}
        {rule.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <p>{t("tools.placement.table.sources")}</p>
      <ol className="tool-sources">
        {rule.sources.map((index) => {
          const source = sources[index - 1];
          return source ? (
            <li key={index}>
              <a href={source.url} rel="noopener">
                {source.label}
              </a>{" "}
              ({source.checked})
            </li>
          ) : null;
        })}
      </ol>
    </div>
  );
}
