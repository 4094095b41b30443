/**
 * The studio's editor components write exactly the live-data blocks the build reads: each block
 * they make passes the article check for the FR market, reads back to the same choice, and offers
 * only the regions, services and facts the blog's market has.
 */
import path from "node:path";
import { loadSiteData } from "../../src/node/data/load";
import { checkLiveBlocks, componentUses, LIVE_BLOCKS } from "../../src/rules/blog/live-blocks";
import { FACT_NAMES } from "../../src/shared/facts";
import { liveBlockComponents } from "../../src/studio/live-block-components";
import { liveBlockLists } from "../../src/studio/server";

const root = path.resolve(__dirname, "../..");
const { data } = loadSiteData(path.join(root, "data"), root);
const lists = liveBlockLists(data);
const components = liveBlockComponents(lists);
const component = (id: string) => {
  const found = components.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no editor component ${id}`);
  return found;
};

/** Every choice a component offers: each option of its first field (with the second field's where it has one). */
const choices: Array<[string, Record<string, string>]> = [
  ...lists.regionKeys.map((region): [string, Record<string, string>] => [
    "RegionServices",
    { region },
  ]),
  ...lists.regionKeys.map((region): [string, Record<string, string>] => [
    "RegionPhone",
    { region },
  ]),
  ...lists.factNames.map((name): [string, Record<string, string>] => ["Fact", { name }]),
  ["Fact", { name: "parkingMinutes", region: "FR_LYON" }],
  ...lists.serviceKeys.map((service): [string, Record<string, string>] => ["Timing", { service }]),
  ...lists.serviceKeys.map((service): [string, Record<string, string>] => [
    "ServiceLink",
    { service, text: "une benne" },
  ]),
];

describe("the editor components of the live-data blocks", () => {
  it("are one for each live-data block the build knows", () => {
    expect(components.map((candidate) => candidate.id).sort()).toEqual([...LIVE_BLOCKS].sort());
  });

  it("offer the regions and services of the FR market, which has the blog, and every fact", () => {
    expect(lists.regionKeys).toEqual(data.countries.FR.regions);
    expect(lists.serviceKeys).toEqual(data.countries.FR.services.map((service) => service.key));
    expect(lists.factNames).toEqual(FACT_NAMES);
    expect(component("RegionServices").fields[0].options).toEqual(data.countries.FR.regions);
  });

  it.each(choices)(
    "write a %s block the article check accepts and read it back: %j",
    (id, choice) => {
      const block = component(id).toBlock(choice);
      const body = `Texte.\n\n${block}\n`;
      expect(checkLiveBlocks("article.mdx", body, data, "FR").issues).toEqual([]);
      const [use] = componentUses(body);
      expect(use.name).toBe(id);
      const match = block.match(component(id).pattern);
      expect(match).not.toBeNull();
      expect(component(id).fromBlock(match as RegExpMatchArray)).toEqual(choice);
    },
  );

  it("read the blocks of today's articles as they are written", () => {
    expect(
      component("RegionServices").fromBlock(
        '<RegionServices region="FR_LYON" />'.match(
          component("RegionServices").pattern,
        ) as RegExpMatchArray,
      ),
    ).toEqual({ region: "FR_LYON" });
    expect(
      '<ServiceLink service="DUMPSTER">benne</ServiceLink>'
        .match(component("ServiceLink").pattern)
        ?.slice(1),
    ).toEqual(["DUMPSTER", "benne"]);
  });

  it("keep MDX code characters out of a link text", () => {
    const block = component("ServiceLink").toBlock({
      service: "DUMPSTER",
      text: "une {benne} <ici>",
    });
    expect(block).toBe('<ServiceLink service="DUMPSTER">une benne ici</ServiceLink>');
    expect(checkLiveBlocks("article.mdx", block, data, "FR").issues).toEqual([]);
  });
});
