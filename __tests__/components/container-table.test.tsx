/**
 * @jest-environment jsdom
 */
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import { ContainerTable } from "../../src/components/container-table";
import { renderWithCatalog } from "./i18n";

const canonicalUrl = "https://www.debrix.fr/zones-d-intervention/lyon-saint-etienne/";
const FRENCH = { group: "\u202F", decimal: "," };
const GERMAN = { group: ".", decimal: "," };
const name = (key: string) => ({ DUMPSTER: "Location de bennes", BIGBAG: "Big bags" })[key] ?? key;

describe("a region's sizes and prices", () => {
  it("writes the figures data/ gives in the page's language, and a dash for each it does not", () => {
    renderWithCatalog(
      <ContainerTable
        containers={[
          {
            service: "DUMPSTER",
            volumeM3: 8,
            lengthM: 3.5,
            widthM: 1.8,
            heightM: 1.4,
            maxLoadTonnes: 7.5,
            fromPriceEur: 289,
          },
          { service: "BIGBAG", volumeM3: 1 },
        ]}
        serviceName={name}
        locale="fr"
        numbers={FRENCH}
        canonicalUrl={canonicalUrl}
      />,
    );
    const [, skip, bag] = screen.getAllByRole("row");
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent?.replace(/\s/g, " "));
    expect(within(skip).getByRole("rowheader")).toHaveTextContent("Location de bennes");
    // French numbers: a decimal comma, and the euro sign after a (narrow) no-break space.
    expect(cells(skip)).toEqual(["8 m³", "3,5 × 1,8 × 1,4 m", "7,5 t", "à partir de 289 € HT"]);
    expect(cells(bag)).toEqual(["1 m³", "–", "–", "–"]);
  });

  it("writes German prices as German readers do", () => {
    renderWithCatalog(
      <ContainerTable
        containers={[{ service: "DUMPSTER", volumeM3: 5.5, fromPriceEur: 1249.5 }]}
        serviceName={() => "Container"}
        locale="de"
        numbers={GERMAN}
        canonicalUrl={canonicalUrl}
      />,
      "de-de",
    );
    expect(
      screen.getAllByRole("cell").map((cell) => cell.textContent?.replace(/\s/g, " ")),
    ).toEqual(["5,5 m³", "–", "–", "ab 1.249,50 € netto"]);
  });

  it("writes the separators the language's data pins, not the ones Intl has for its locale", () => {
    renderWithCatalog(
      <ContainerTable
        containers={[{ service: "DUMPSTER", volumeM3: 5.5, fromPriceEur: 1249.5 }]}
        serviceName={() => "Mulde"}
        locale="de-CH"
        numbers={{ group: "\u202F", decimal: "," }}
        canonicalUrl={canonicalUrl}
      />,
      "de-de",
    );
    expect(screen.getAllByRole("cell").map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(["5,5 m³", expect.stringMatching(/1\u202F249,50/)]),
    );
  });

  it("gives each real price to the page's structured data as an Offer of the region's service, with the same figure, and no offer without a price", async () => {
    renderWithCatalog(
      <ContainerTable
        containers={[
          { service: "DUMPSTER", volumeM3: 8, fromPriceEur: 289 },
          { service: "BIGBAG", volumeM3: 1 },
        ]}
        serviceName={name}
        locale="fr"
        numbers={FRENCH}
        canonicalUrl={canonicalUrl}
      />,
    );
    const offers = () =>
      [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
      );
    await waitFor(() => expect(offers()).toHaveLength(1));
    expect(offers()[0]).toMatchObject({
      "@type": "Offer",
      name: "Location de bennes 8 m³",
      price: 289,
      priceCurrency: "EUR",
      itemOffered: { "@id": `${canonicalUrl}#service-dumpster` },
    });
  });
});
