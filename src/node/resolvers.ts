/**
 * Root fields for the built market, so browser components can use static queries without
 * shipping the other markets' data: `marketCountry`, `marketRegions`, `marketServices`.
 */
import type { Market } from "../shared/keys";

interface Zone {
  id: string;
  name: string;
  nameShort: string;
}
interface Entity {
  key: string;
  regions?: string[];
  services?: { key: string }[];
}
interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<Entity | null>;
  findAll(args: { type: string; query?: { filter: Record<string, unknown> } }): Promise<{ entries: Iterable<Entity> }>;
}
interface ResolverContext {
  nodeModel: NodeModel;
}

async function findCountry(context: ResolverContext, market: Market): Promise<Entity> {
  const country = await context.nodeModel.findOne({ type: "Country", query: { filter: { key: { eq: market } } } });
  if (!country) throw new Error(`No data/countries file for market ${market}`);
  return country;
}

/** Orders `items` as `keys` lists them. */
function inOrder<T extends { key: string }>(items: Iterable<T>, keys: readonly string[]): T[] {
  const byKey = new Map([...items].map((item) => [item.key, item]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

export function marketResolvers(market: Market) {
  return {
    Query: {
      marketCountry: {
        type: "Country!",
        resolve: (_source: unknown, _args: unknown, context: ResolverContext) => findCountry(context, market),
      },
      marketRegions: {
        type: "[Region!]!",
        resolve: async (_source: unknown, _args: unknown, context: ResolverContext) => {
          const country = await findCountry(context, market);
          const { entries } = await context.nodeModel.findAll({ type: "Region" });
          return inOrder(entries, country.regions ?? []);
        },
      },
      marketServices: {
        type: "[Service!]!",
        resolve: async (_source: unknown, _args: unknown, context: ResolverContext) => {
          const country = await findCountry(context, market);
          const { entries } = await context.nodeModel.findAll({ type: "Service" });
          return inOrder(entries, (country.services ?? []).map((service) => service.key));
        },
      },
    },
    Region: {
      zones: {
        // docs/rules.md#unnamed-zones: a zone id repeated with empty names is ignored (the build warns about it).
        resolve: (source: { zones?: Zone[] }) =>
          (source.zones ?? []).filter((zone) => zone.name.trim() !== "" || zone.nameShort.trim() !== ""),
      },
    },
  };
}
