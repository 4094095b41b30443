import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { dataNodes, dataNodeSeed, marketResolvers } from "../../src/node/data-nodes";

const { data } = loadSiteData(path.resolve(__dirname, "../../data"));
const helpers = {
  createNodeId: (seed: string) => `id(${seed})`,
  createContentDigest: (input: object) => `digest(${JSON.stringify(input).length})`,
};
const nodes = dataNodes(data, helpers);
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
    ).toEqual(["DE", "EN", "FR"]);
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
