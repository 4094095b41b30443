import React from "react";
import { useTranslation } from "react-i18next";
import { StructuredData } from "./structured-data";
import { offerLd } from "../shared/offer-structured-data";
import type { RegionSizeView } from "../rules/tools/model-types";
import { TableScroll } from "./tools/table-scroll";

export interface ContainerTableProps {
  /** The sizes the region names, with the figures of data/containers.yaml, written at build time. */
  sizes: readonly RegionSizeView[];
  /** The region page's canonical URL: each price is also an Offer there. */
  canonicalUrl: string;
  /** The id of the heading that names the table (the box it scrolls in on a phone). */
  labelId: string;
}

/**
 * A region's container sizes and "from" prices. Every figure is data/containers.yaml's, written in
 * the page's language by the build (src/rules/tools/model.ts, regionSizes); a price the region
 * does not give is a dash, never a guess. Each price is also an Offer in the page's structured
 * data, with the same figure. Five columns are wider than a phone: the table scrolls sideways in
 * its own box there, never the page.
 */
export function ContainerTable({ sizes, canonicalUrl, labelId }: ContainerTableProps) {
  const { t } = useTranslation();
  return (
    <>
      {sizes.map((size) =>
        size.price ? (
          <StructuredData
            key={size.id}
            node={offerLd({
              canonicalUrl,
              serviceKeys: size.services,
              name: size.name,
              price: size.price.euros,
            })}
          />
        ) : null,
      )}
      <TableScroll labelId={labelId}>
        <table className="zone-table container-table">
          <thead>
            <tr>
              <th scope="col">{t("regions.containerService")}</th>
              <th scope="col">{t("regions.containerVolume")}</th>
              <th scope="col">{t("regions.containerDimensions")}</th>
              <th scope="col">{t("regions.containerLoad")}</th>
              <th scope="col">{t("regions.containerPrice")}</th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((size) => (
              <tr key={size.id}>
                <th scope="row">{size.servicesText}</th>
                <td>{size.volume}</td>
                <td>{size.dimensions}</td>
                <td>{size.payload}</td>
                <td>{size.price ? t("regions.fromPrice", { price: size.price.text }) : "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
