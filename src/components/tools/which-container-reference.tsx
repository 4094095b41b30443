import React from "react";
import { useTranslation } from "react-i18next";
import { Section } from "../section";
import { TableScroll } from "./table-scroll";
import type { WhichContainerModel } from "../../rules/tools/model-types";

/**
 * What the "which container?" tool computes from, drawn at build time: the sizes with their
 * dimensions and payloads, what each waste weighs, the recommendation for each waste at a few
 * quantities, and where the figures come from. Without JavaScript the form lands here; with it,
 * the visitor can check the answer against it. Every text comes written from the build, so
 * hydrating the tables costs no translation or number formatting.
 */
export function ToolReference({ model, id }: { model: WhichContainerModel; id: string }) {
  const { t } = useTranslation();
  const label = React.useId();
  const yes = t("tools.which.reference.yes");
  const no = t("tools.which.reference.no");
  return (
    <div id={id} className="tool-reference">
      <Section title={t("tools.which.reference.title")} tinted>
        <p className="section__intro">{t("tools.which.reference.intro")}</p>

        <h3 id={`${label}-sizes`}>{t("tools.which.reference.sizesTitle")}</h3>
        <TableScroll labelId={`${label}-sizes`}>
          <table className="tool-table">
            <thead>
              <tr>
                <th scope="col">{t("tools.which.reference.size")}</th>
                <th scope="col">{t("tools.which.reference.dimensions")}</th>
                <th scope="col">{t("tools.which.reference.payload")}</th>
                <th scope="col">{t("tools.which.reference.heavy")}</th>
                <th scope="col">{t("tools.which.reference.road")}</th>
                <th scope="col">{t("tools.which.reference.footprint")}</th>
                <th scope="col">{t("tools.which.reference.equivalents")}</th>
                <th scope="col">{t("tools.which.reference.vehicle")}</th>
              </tr>
            </thead>
            <tbody>
              {model.sizes.map((size) => (
                <tr key={size.id}>
                  <th scope="row">{Object.values(size.names)[0]}</th>
                  <td className="tool-table__figure">{size.dimensions}</td>
                  <td className="tool-table__figure">{size.payload}</td>
                  <td>{size.heavyAllowed ? yes : no}</td>
                  <td>{size.allowedOnRoad ? yes : no}</td>
                  <td className="tool-table__figure">{size.footprint}</td>
                  <td>{size.equivalents}</td>
                  <td>{size.vehicle}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>

        <h3 id={`${label}-densities`}>{t("tools.which.reference.densitiesTitle")}</h3>
        <p>{t("tools.which.reference.densitiesIntro")}</p>
        <TableScroll labelId={`${label}-densities`}>
          <table className="tool-table">
            <thead>
              <tr>
                <th scope="col">{t("tools.which.reference.waste")}</th>
                <th scope="col">{t("tools.which.reference.low")}</th>
                <th scope="col">{t("tools.which.reference.typical")}</th>
                <th scope="col">{t("tools.which.reference.high")}</th>
                <th scope="col">{t("tools.which.reference.sources")}</th>
              </tr>
            </thead>
            <tbody>
              {model.densities.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.name}</th>
                  <td className="tool-table__figure">{row.low}</td>
                  <td className="tool-table__figure">{row.typical}</td>
                  <td className="tool-table__figure">{row.high}</td>
                  <td>
                    {row.sources.map((number, index) => (
                      <React.Fragment key={number}>
                        {index > 0 && " "}
                        <a href={`#${id}-source-${number}`} className="tool-table__source">
                          [{number}]
                        </a>
                      </React.Fragment>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>

        <h3 id={`${label}-advice`}>{t("tools.which.reference.tableTitle")}</h3>
        <p>{t("tools.which.reference.tableIntro")}</p>
        <TableScroll labelId={`${label}-advice`} hint={t("tools.which.reference.scrollHint")}>
          <table className="tool-table tool-table--advice">
            <thead>
              <tr>
                <th scope="col">{t("tools.which.reference.waste")}</th>
                {model.reference.quantities.map((quantity) => (
                  <th key={quantity} scope="col">
                    {quantity}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {model.reference.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.name}</th>
                  {row.cells.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>

        <h3>{t("tools.which.reference.sourcesTitle")}</h3>
        <ol className="stack source-list tool-sources">
          {model.sources.map((source, index) => (
            <li key={index} id={`${id}-source-${index + 1}`}>
              [{index + 1}]{" "}
              <a href={source.url} rel="noopener noreferrer">
                {source.label}
              </a>{" "}
              <span className="tool-sources__checked">
                ({t("tools.which.reference.checked", { date: source.checked })})
              </span>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
