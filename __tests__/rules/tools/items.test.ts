/**
 * The "can it go in?" answer for the common items, over every entry of every market: an item is
 * never refused while the market takes a waste the List of Waste classes it as, and an item taken
 * as a waste of the catalogue has that waste's answer.
 */
import path from "node:path";
import { loadSiteData } from "../../../src/node/data/load";
import { toolModels } from "../../../src/node/tool-pages";
import type { Market } from "../../../src/shared/keys";

const ROOT = path.resolve(__dirname, "../../..");
const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);
const markets = Object.keys(data.countries) as Market[];
const modelOf = (market: Market) => toolModels(ROOT, data, market, new Map()).CAN_IT_GO_IN;

describe.each(markets)("can it go in? in %s", (market) => {
  const { entries } = modelOf(market);
  const entry = (id: string) => {
    const found = entries.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`no entry ${id} in ${market}`);
    return found;
  };

  it("refuses no entry under the code of an entry it accepts", () => {
    const accepted = new Map(
      entries
        .filter((candidate) => candidate.status !== "refused")
        .map((candidate) => [candidate.code, candidate.id]),
    );
    const contradictions = entries
      .filter((candidate) => candidate.status === "refused" && accepted.has(candidate.code))
      .map((candidate) => `${candidate.id} refused, ${accepted.get(candidate.code)} accepted`);
    expect(contradictions).toEqual([]);
  });

  it("gives an item taken as a waste that waste's answer, a link to its entry, and nowhere else to go", () => {
    const taken = data.tools.commonItems.items.filter((item) => item.takenAs !== undefined);
    expect(taken.map((item) => item.id)).toEqual(["sofa", "mattress"]);
    for (const item of taken) {
      const waste = entry(item.takenAs ?? "");
      expect(entry(item.id)).toMatchObject({
        status: waste.status,
        services: waste.services,
        code: waste.code,
        document: waste.document,
        notWith: waste.notWith,
        takenAs: { id: waste.id, name: waste.name },
        instead: null,
      });
    }
    // Bulky waste goes in the skips of every market.
    expect(entry("sofa").services.map((service) => service.key)).toContain("DUMPSTER");
  });
});
