/**
 * @jest-environment jsdom
 */
import React from "react";
import { screen, within } from "@testing-library/react";
import { BlogDataProvider, type BlogData } from "../../src/components/blog/blog-data";
import { FIXTURE_FACT_TEXTS } from "./blog-fixture";
import { Fact, RegionServices, ServiceLink, Timing } from "../../src/components/blog/live-blocks";
import { renderWithCatalog } from "./i18n";

// The page paths reach the browser with the runtime settings the bundler compiles in; here, the French catalog's.
jest.mock("../../src/hooks/use-route-paths", () => {
  const { readRoutePaths } = jest.requireActual("../../src/node/route-paths");
  const root = jest.requireActual("node:path").resolve(__dirname, "../..");
  return {
    // The French catalog's paths, as the runtime settings give them: by content language.
    useRoutePaths: () => ({
      fr: readRoutePaths(root, [{ value: { languages: [{ catalog: "fr-fr" }] } }])["fr-fr"],
    }),
  };
});

/** Fixture data: a made-up region, so the test shows the block renders whatever data/ says. */
const fixture: BlogData = {
  language: "fr",
  factTexts: FIXTURE_FACT_TEXTS,
  regions: [
    {
      key: "FR_TEST",
      name: "Région test",
      nameInText: "en région test",
      number: "+33199000999",
      numberFormatted: "01 99 00 09 99",
      slug: "region-test",
      parkingMinutes: 40,
      parkingMinutesText: "40",
      services: ["DUMPSTER", "BIGBAG"],
      zones: [
        { id: "Z1", name: "Zone une", nameShort: "Z1", services: null },
        { id: "Z2", name: "Zone deux", nameShort: "Z2", services: ["BIGBAG"] },
      ],
    },
  ],
  services: [
    {
      key: "DUMPSTER",
      slugs: { fr: "bennes", de: "container", en: "skip-hire" },
      names: { fr: "Location de bennes", de: "Container", en: "Skip hire" },
      timingHoursText: "24",
    },
    {
      key: "BIGBAG",
      slugs: { fr: "big-bags", de: "bigbags", en: "big-bags" },
      names: { fr: "Big bags", de: "Big Bags", en: "Big bags" },
      timingHoursText: "48",
    },
  ],
};

const renderBlock = (block: React.ReactElement) =>
  renderWithCatalog(<BlogDataProvider value={fixture}>{block}</BlogDataProvider>);

describe("RegionServices", () => {
  it("shows the region's services with their timing, its zones with their own lists, and its phone number", () => {
    renderBlock(<RegionServices region="FR_TEST" />);
    const block = screen.getByRole("complementary", { name: "Debrix, Région test" });
    expect(within(block).getByRole("link", { name: "Location de bennes" })).toHaveAttribute(
      "href",
      "/services/bennes/",
    );
    expect(block).toHaveTextContent("Big bags · Sous 48 h sur terrain privé");
    expect(block).toHaveTextContent("Zone une");
    expect(block).toHaveTextContent("Zone deux (uniquement : Big bags)");
    expect(within(block).getByRole("link", { name: "01 99 00 09 99" })).toHaveAttribute(
      "href",
      "tel:+33199000999",
    );
  });
});

describe("inline blocks", () => {
  it("render facts, a region's own parking time, a service's timing and a link to its page", () => {
    renderBlock(
      <p>
        <Fact name="deliveryHours" />|<Fact name="parkingMinutes" />|
        <Fact name="parkingMinutes" region="FR_TEST" />|<Timing service="BIGBAG" />|
        <ServiceLink service="BIGBAG">sacs</ServiceLink>
      </p>,
    );
    expect(screen.getByText(/24\|45\|40\|48\|/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "sacs" })).toHaveAttribute(
      "href",
      "/services/big-bags/",
    );
  });
});
