import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { dataNodes, dataNodeSeed, marketResolvers } from "../../src/node/data-nodes";

const { data } = loadSiteData(path.resolve(__dirname, "../../data"));
const helpers = {
  createNodeId: (seed: string) => `id(${seed})`,
  createContentDigest: (input: object) => `digest(${JSON.stringify(input).length})`,
};
const nodes = dataNodes(data, helpers, "FR");
const ofType = (type: string) => nodes.filter((node) => node.internal.type === type);

describe("the data/ nodes", () => {
  it("are the validated objects, one node per region, service and market and one per site-wide file", () => {
    expect(ofType("Region").map((node) => node.key)).toEqual(
      data.regions.map((region) => region.key),
    );
    expect(ofType("Service")).toHaveLength(data.services.length);
    expect(
      ofType("Country")
        .map((node) => node.key)
        .sort(),
    ).toEqual(Object.keys(data.countries).sort());
    for (const type of ["Brand", "BusinessConstants", "Catalogue"])
      expect(ofType(type)).toHaveLength(1);
    expect(ofType("BusinessConstants")[0]).toMatchObject(data.business);
  });

  it("hold each region's zones as the loader gives them, each once and named", () => {
    const toulouse = ofType("Region").find((node) => node.key === "FR_TOULOUSE") as unknown as {
      zones: { id: string; name: string }[];
    };
    expect(toulouse.zones.filter((zone) => zone.id === "TOULOUSE_ZONE_2")).toEqual([
      expect.objectContaining({ name: "Toulouse zone 2 (bennes)" }),
    ]);
    expect(toulouse.zones.every((zone) => zone.name !== "")).toBe(true);
  });

  it("have ids made from their type and key, and a digest of their content", () => {
    const lyon = ofType("Region").find((node) => node.key === "FR_LYON");
    expect(lyon?.id).toBe(`id(${dataNodeSeed("Region", "FR_LYON")})`);
    expect(lyon?.internal.contentDigest).toMatch(/^digest\(\d+\)$/);
    expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
  });
});

describe("the market's root fields", () => {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const nodeModel = {
    getNodeById: jest.fn(({ id }: { id: string }) => byId.get(id)),
    getNodesByIds: jest.fn(({ ids }: { ids: string[] }) => ids.flatMap((id) => byId.get(id) ?? [])),
  };
  const { Query } = marketResolvers("FR", helpers.createNodeId);

  it("give the market's country, its regions in the country file's order and its services", () => {
    expect(Query.marketCountry.resolve(null, {}, { nodeModel })).toMatchObject({
      key: "FR",
      domains: data.countries.FR.domains,
    });
    expect(
      (Query.marketRegions.resolve(null, {}, { nodeModel }) as { key: string }[]).map(
        (region) => region.key,
      ),
    ).toEqual(data.countries.FR.regions);
    expect(
      (Query.marketServices.resolve(null, {}, { nodeModel }) as { key: string }[]).map(
        (service) => service.key,
      ),
    ).toEqual(data.countries.FR.services.map((service) => service.key));
  });

  it("never give another market's regions", () => {
    const { Query: de } = marketResolvers("DE", helpers.createNodeId);
    const keys = (de.marketRegions.resolve(null, {}, { nodeModel }) as { key: string }[]).map(
      (region) => region.key,
    );
    expect(keys).toEqual(data.countries.DE.regions);
    expect(keys.some((key) => key.startsWith("FR_"))).toBe(false);
  });

  it("fail with the market's name when its country has no node", () => {
    const { Query: nl } = marketResolvers("NL" as "FR", helpers.createNodeId);
    expect(() => nl.marketRegions.resolve(null, {}, { nodeModel })).toThrow(
      "No data/countries file for market NL",
    );
  });
});

describe("the data/ nodes of a market with several languages", () => {
  const beNodes = dataNodes(data, helpers, "BE");
  const byId = new Map(beNodes.map((node) => [node.id, node]));
  const nodeModel = {
    getNodeById: ({ id }: { id: string }) => byId.get(id),
    getNodesByIds: ({ ids }: { ids: string[] }) => ids.flatMap((id) => byId.get(id) ?? []),
  };
  type Resolve = (source: unknown, args: unknown, context: unknown) => unknown;
  const resolvers = marketResolvers("BE", helpers.createNodeId) as unknown as Record<
    string,
    Record<string, { resolve: Resolve }>
  >;
  const region = beNodes.find((node) => node.key === "BE_BRUSSELS") as unknown as {
    name: unknown;
    slug: unknown;
  };

  it("hold a value of data/ that differs by language once per language of the markets listing it", () => {
    expect(region.name).toEqual({ fr: "Bruxelles", nl: "Brussel" });
    expect(region.slug).toEqual({ fr: "bruxelles", nl: "brussel" });
    // A market with one language keeps its values as written.
    const lyon = nodes.find((node) => node.key === "FR_LYON") as unknown as { name: unknown };
    expect(typeof lyon.name).toBe("string");
  });

  it("give a page's query the values and language fields of the page's language, and a static query all of them", () => {
    const name = resolvers.Region.name.resolve;
    expect(name(region as never, {}, { nodeModel, language: "nl-be" })).toBe("Brussel");
    expect(name(region as never, {}, { nodeModel, language: "fr-be" })).toBe("Bruxelles");
    expect(name(region as never, {}, { nodeModel })).toEqual({ fr: "Bruxelles", nl: "Brussel" });
    const country = byId.get(helpers.createNodeId(dataNodeSeed("Country", "BE"))) as never;
    expect(resolvers.Country.htmlLang.resolve(country, {}, { nodeModel, language: "nl-be" })).toBe(
      "nl-BE",
    );
    expect(resolvers.Country.ogLocale.resolve(country, {}, { nodeModel })).toBe("fr_BE");
    expect(
      resolvers.Country.companyName.resolve(country, {}, { nodeModel, language: "nl-be" }),
    ).toBe("Debrix Belgium BV");
  });

  it("offer only the services in the market's languages, with a locale's own name over its language's", () => {
    const dumpster = beNodes.find(
      (node) => node.internal.type === "Service" && node.key === "DUMPSTER",
    ) as unknown as { names: Record<string, string> };
    expect(dumpster.names).toEqual({ fr: "Location de conteneurs", nl: "Containerverhuur" });
  });
});
