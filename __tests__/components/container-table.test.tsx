/**
 * @jest-environment jsdom
 */
import path from "node:path";
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import { ContainerTable } from "../../src/components/container-table";
import { loadSiteData } from "../../src/node/data/load";
import { toolModels } from "../../src/node/tool-pages";
import type { SiteData } from "../../src/rules/data/site-data";
import { regionSizes } from "../../src/rules/tools/model";
import type { Region } from "../../src/shared/data-schema";
import type { Market } from "../../src/shared/keys";
import { renderWithCatalog } from "./i18n";

const ROOT = path.resolve(__dirname, "../..");
const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);

/** The table's rows as the build makes them (gatsby-node.ts): the region naming `containers`. */
function sizesOf(
  market: Market,
  regionKey: string,
  containers: Region["containers"],
  siteData: SiteData = data,
) {
  const region = siteData.regions.find((candidate) => candidate.key === regionKey);
  if (!region) throw new Error(`no region ${regionKey}`);
  return regionSizes(
    toolModels(ROOT, siteData, market, new Map()).WHICH_CONTAINER,
    { ...region, containers },
    siteData.countries[market].languages[0].locale,
  );
}

const canonicalUrl = "https://www.debrix.fr/zones-d-intervention/ile-de-france/";
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent?.replace(/\s/g, " "));
const offers = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
  );
/** A typeset text with its no-break spaces as plain ones. */
const plain = (text: unknown) => String(text).replace(/\s/g, " ");

describe("a region's sizes and prices", () => {
  it("writes the figures of data/containers.yaml for each size the region names, in the page's language, and a dash for a price it does not give", () => {
    renderWithCatalog(
      <ContainerTable
        labelId="sizes"
        sizes={sizesOf("FR", "FR_IDF", [
          { size: "chain-3", fromPriceEur: 289 },
          { size: "bigbag-1" },
        ])}
        canonicalUrl={canonicalUrl}
      />,
    );
    const [, skip, bag] = screen.getAllByRole("row");
    // Both services of Île-de-France that rent the 3 m³ skip, as one phrase.
    expect(within(skip).getByRole("rowheader")).toHaveTextContent(
      "Location de bennes et Bennes TP",
    );
    // French numbers: a decimal comma, and the euro sign after a (narrow) no-break space.
    expect(cellsOf(skip)).toEqual(["3 m³", "2,54 × 1,49 × 1 m", "7 t", "à partir de 289 € HT"]);
    expect(cellsOf(bag)).toEqual(["1 m³", "1,2 × 0,8 × 1,05 m", "1,5 t", "–"]);
  });

  it("follows data/containers.yaml: a size's figures changed there change every region's table", () => {
    const containers = {
      ...data.tools.containers,
      sizes: data.tools.containers.sizes.map((size) =>
        size.id === "chain-6" ? { ...size, lengthM: 3.6, maxPayloadT: 6.5 } : size,
      ),
    };
    renderWithCatalog(
      <ContainerTable
        labelId="sizes"
        sizes={sizesOf("FR", "FR_LYON", [{ size: "chain-6" }], {
          ...data,
          tools: { ...data.tools, containers },
        })}
        canonicalUrl={canonicalUrl}
      />,
    );
    expect(cellsOf(screen.getAllByRole("row")[1])).toEqual([
      "6 m³",
      "3,6 × 1,67 × 1,25 m",
      "6,5 t",
      "–",
    ]);
  });

  it("writes German prices as German readers do", () => {
    renderWithCatalog(
      <ContainerTable
        labelId="sizes"
        sizes={sizesOf("DE", "DE_BERLIN", [{ size: "chain-6", fromPriceEur: 1249.5 }])}
        canonicalUrl="https://www.debrix.de/liefergebiete/berlin/"
      />,
      "de-de",
    );
    expect(cellsOf(screen.getAllByRole("row")[1])).toEqual([
      "6 m³",
      "3,53 × 1,67 × 1,25 m",
      "7 t",
      "ab 1.249,50 € netto",
    ]);
  });

  it("gives each real price to the page's structured data as an Offer, of the one service renting the size, and no offer without a price", async () => {
    renderWithCatalog(
      <ContainerTable
        labelId="sizes"
        sizes={sizesOf("FR", "FR_LYON", [
          { size: "chain-6", fromPriceEur: 289 },
          { size: "bigbag-1" },
        ])}
        canonicalUrl={canonicalUrl}
      />,
    );
    await waitFor(() => expect(offers()).toHaveLength(1));
    expect(plain(offers()[0].name)).toBe("Benne de 6 m³");
    expect(offers()[0]).toMatchObject({
      "@type": "Offer",
      price: 289,
      priceCurrency: "EUR",
      itemOffered: { "@id": `${canonicalUrl}#service-dumpster` },
    });
  });

  it("makes the price of a size two services rent an Offer of the region's whole offering", async () => {
    renderWithCatalog(
      <ContainerTable
        labelId="sizes"
        sizes={sizesOf("FR", "FR_IDF", [{ size: "chain-4-5", fromPriceEur: 319 }])}
        canonicalUrl={canonicalUrl}
      />,
    );
    await waitFor(() => expect(offers()).toHaveLength(1));
    expect(plain(offers()[0].name)).toBe("Benne de 4,5 m³");
    expect(offers()[0]).toMatchObject({
      price: 319,
      itemOffered: { "@id": `${canonicalUrl}#service` },
    });
  });
});
