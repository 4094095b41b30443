import React from "react";
import { useTranslation } from "react-i18next";
import { StructuredData } from "./structured-data";
import { offerLd } from "../shared/offer-structured-data";
import { formatNumber, type NumberSeparators } from "../shared/numbers";

export interface ContainerTableProps {
  /** The region's containers, as data/regions/*.yaml gives them. */
  containers: ReadonlyArray<
    { service: string; volumeM3: number } & Partial<
      Record<"lengthM" | "widthM" | "heightM" | "maxLoadTonnes" | "fromPriceEur", number | null>
    >
  >;
  serviceName: (serviceKey: string) => string;
  /** The page's language tag (fr, de, en-GB) and the separators its data pins: numbers and prices are written as its readers write them. */
  locale: string;
  numbers: NumberSeparators;
  /** The region page's canonical URL: each price is also an Offer of the region's service there. */
  canonicalUrl: string;
}

/**
 * A region's container sizes and "from" prices, only with the figures data/ gives: a size or price
 * it does not give is a dash, never a guess. Prices in euros excluding tax, formatted by Intl with
 * the language's pinned separators (src/shared/numbers.ts); each
 * price is also an Offer in the page's structured data, with the same figure.
 */
export function ContainerTable({
  containers,
  serviceName,
  locale,
  numbers: separators,
  canonicalUrl,
}: ContainerTableProps) {
  const { t } = useTranslation();
  const numbers = {
    format: (value: number) =>
      formatNumber(value, locale, separators, { maximumFractionDigits: 2 }),
  };
  // Whole euros without cents (289 €), cents written in full otherwise (1 249,50 €).
  const price = (euros: number) =>
    formatNumber(euros, locale, separators, {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
    });
  const volume = (container: ContainerTableProps["containers"][number]) =>
    t("regions.volume", { volume: numbers.format(container.volumeM3) });
  return (
    <>
      {containers.map((container, index) =>
        container.fromPriceEur != null ? (
          <StructuredData
            key={index}
            node={offerLd({
              canonicalUrl,
              serviceKey: container.service,
              name: `${serviceName(container.service)} ${volume(container)}`,
              price: container.fromPriceEur,
            })}
          />
        ) : null,
      )}
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
          {containers.map((container, index) => (
            <tr key={index}>
              <th scope="row">{serviceName(container.service)}</th>
              <td>{volume(container)}</td>
              <td>
                {container.lengthM != null && container.widthM != null && container.heightM != null
                  ? t("regions.dimensions", {
                      length: numbers.format(container.lengthM),
                      width: numbers.format(container.widthM),
                      height: numbers.format(container.heightM),
                    })
                  : "–"}
              </td>
              <td>
                {container.maxLoadTonnes != null
                  ? t("regions.load", { tonnes: numbers.format(container.maxLoadTonnes) })
                  : "–"}
              </td>
              <td>
                {container.fromPriceEur != null
                  ? t("regions.fromPrice", { price: price(container.fromPriceEur) })
                  : "–"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
