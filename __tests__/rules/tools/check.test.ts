/**
 * The content check of the visitor tools' files (data/containers.yaml, wastes.yaml,
 * common-items.yaml): data that cannot be true is refused with the file, line, field, value and
 * what is allowed, as every other data problem (src/rules/data/issues.ts).
 */
import path from "node:path";
import { loadSiteData } from "../../../src/node/data/load";
import { DataValidationError } from "../../../src/rules/data/issues";
import { copyData, type DataCopy } from "../../node/data-fixture";
import { searchKey } from "../../../src/rules/tools/search";
import { TOOL_PAGES } from "../../../src/rules/tools/check";

const ROOT = path.resolve(__dirname, "../../..");
const { data } = loadSiteData(path.join(ROOT, "data"), ROOT);
const wasteIndex = (id: string) => data.tools.wastes.wastes.findIndex((waste) => waste.id === id);
const sizeIndex = (id: string) => data.tools.containers.sizes.findIndex((size) => size.id === id);
const itemIndex = (id: string) => data.tools.commonItems.items.findIndex((item) => item.id === id);

function errorOf(copy: DataCopy): DataValidationError {
  try {
    loadSiteData(copy.dataDir, copy.root);
  } catch (error) {
    if (error instanceof DataValidationError) return error;
    throw error;
  }
  throw new Error("expected the data to be rejected");
}

describe("the visitor tools' data as shipped", () => {
  it("has an entry for every waste and variant of the catalogue, and sizes for each market with a tool's page", () => {
    const ids = data.tools.wastes.wastes.map((waste) => waste.id);
    for (const waste of data.catalogue.wastes)
      for (const variant of waste.variants ?? []) expect(ids).toContain(`${waste.key}.${variant}`);
    const withTools = Object.keys(data.countries).filter((market) =>
      TOOL_PAGES.some((page) => (data.countries[market].pages as readonly string[]).includes(page)),
    );
    expect(withTools).toEqual(expect.arrayContaining(["FR", "DE", "EN"]));
    for (const market of withTools)
      expect(data.tools.containers.sizes.some((size) => size.markets.includes(market))).toBe(true);
  });

  it("gives no two entries one search word", () => {
    const words = [...data.tools.wastes.wastes, ...data.tools.commonItems.items].flatMap((entry) =>
      Object.entries(entry.synonyms).flatMap(([language, list]) =>
        list.map((word) => `${language}:${searchKey(word)}`),
      ),
    );
    expect(new Set(words).size).toBe(words.length);
  });
});

describe("a bad edit of the visitor tools' data", () => {
  let copy: DataCopy;
  beforeEach(() => {
    copy = copyData();
  });
  afterEach(() => copy.cleanup());

  const rubble = wasteIndex("rubble");
  const plaster = wasteIndex("light-materials.plaster");
  const cardboard = wasteIndex("cardboard");
  const chain3 = sizeIndex("chain-3");
  const sofa = itemIndex("sofa");
  const fridge = itemIndex("fridge");

  const cases: { name: string; edit: (copy: DataCopy) => void; says: string[] }[] = [
    {
      name: "a low density above the high one",
      edit: (c) => c.set("wastes.yaml", ["wastes", plaster, "density", "low", "value"], 0.9),
      says: [
        "data/wastes.yaml:",
        `field wastes[${plaster}].density.low.value`,
        "0.9",
        "is above the high density 0.6; low ≤ typical ≤ high",
      ],
    },
    {
      name: "a size allowed heavy waste that cannot carry its volume of rubble",
      edit: (c) => c.set("containers.yaml", ["sizes", chain3, "maxPayloadT"], 3),
      says: [
        "data/containers.yaml:",
        `field sizes[${chain3}].maxPayloadT`,
        " = 3: ",
        "1.42 t/m³ × 3 m³ = 4.26 t",
        "allowed: heavyAllowed: false, or a higher payload",
      ],
    },
    {
      name: "a waste a service takes that data/services.yaml does not list",
      edit: (c) => c.set("wastes.yaml", ["wastes", cardboard, "services", "BIGBAG"], "takes"),
      says: [
        "data/wastes.yaml:",
        `field wastes[${cardboard}].services.BIGBAG`,
        '"takes"',
        "data/services.yaml does not list cardboard among the wastes of BIGBAG; allowed: refuses",
      ],
    },
    {
      name: "a code not written NN NN NN",
      edit: (c) => c.set("wastes.yaml", ["wastes", rubble, "code"], "170107"),
      says: [
        "data/wastes.yaml:",
        `field wastes[${rubble}].code`,
        '"170107"',
        'must be a European List of Waste code written "NN NN NN"',
      ],
    },
    {
      name: "a synonym of two entries, accents and case aside",
      edit: (c) => c.set("common-items.yaml", ["items", sofa, "synonyms", "fr", 0], "PLACO"),
      says: [
        "data/common-items.yaml:",
        `field items[${sofa}].synonyms.fr[0]`,
        '"PLACO"',
        "is already a fr synonym of light-materials.plaster",
      ],
    },
    {
      name: "an item refused under the code of a waste a market takes",
      edit: (c) => {
        c.remove("common-items.yaml", ["items", sofa, "takenAs"]);
        c.set("common-items.yaml", ["items", sofa, "code"], "20 03 07");
      },
      says: [
        "data/common-items.yaml:",
        `field items[${sofa}].code`,
        '"20 03 07"',
        "is the code of bulky in data/wastes.yaml, which market FR takes (UTILITY, DUMPSTER)",
        "allowed: takenAs: bulky without a code",
      ],
    },
    {
      name: "an item taken as a waste that data/wastes.yaml does not have",
      edit: (c) => c.set("common-items.yaml", ["items", sofa, "takenAs"], "furniture"),
      says: [
        `field items[${sofa}].takenAs`,
        '"furniture"',
        "is not the id of an entry of data/wastes.yaml; allowed: asphalt, bulky",
      ],
    },
    {
      name: "an item taken as a waste, with a code of its own",
      edit: (c) => c.set("common-items.yaml", ["items", sofa, "code"], "20 03 07"),
      says: [
        `field items[${sofa}].code`,
        '"20 03 07"',
        "must be left out: the item is taken as bulky, whose code in data/wastes.yaml (20 03 07) is the item's",
      ],
    },
    {
      name: "an item said to go elsewhere in a market that takes it",
      edit: (c) =>
        c.set(
          "common-items.yaml",
          ["items", sofa, "goesTo"],
          [{ markets: ["DE"], text: { de: "Zum Recyclinghof." }, sources: ["eu-list-of-waste"] }],
        ),
      says: [
        `field items[${sofa}].goesTo[0].markets[0]`,
        '"DE"',
        "takes it as bulky (DUMPSTER): goesTo says where an item goes in a market whose services refuse it",
      ],
    },
    {
      name: "a refused item without a word on why",
      edit: (c) => c.remove("common-items.yaml", ["items", fridge, "why"]),
      says: [`field items[${fridge}].why`, "is required: market FR, DE, EN refuses the item"],
    },
    {
      name: "an item with neither a code nor a waste it is taken as",
      edit: (c) => c.remove("common-items.yaml", ["items", fridge, "code"]),
      says: [
        `field items[${fridge}].code`,
        "is required: the item's code in the European List of Waste, or takenAs",
      ],
    },
    {
      name: "a code with a * on a waste said not to be hazardous",
      edit: (c) => c.set("wastes.yaml", ["wastes", rubble, "code"], "17 01 06*"),
      says: [`field wastes[${rubble}].hazard`, '"none"', "must be hazardous or asbestos"],
    },
    {
      name: "a footprint smaller than the container's length × width",
      edit: (c) => c.set("containers.yaml", ["sizes", chain3, "footprintM2"], 2),
      says: [
        "data/containers.yaml:",
        `field sizes[${chain3}].footprintM2`,
        "is less than the ground its length × width cover (3.78 m²)",
      ],
    },
    {
      name: "a volume its outer dimensions cannot hold",
      edit: (c) => c.set("containers.yaml", ["sizes", chain3, "volumeM3"], 5),
      says: [
        `field sizes[${chain3}].volumeM3`,
        " = 5: ",
        "outer length × width × height hold (3.78 m³)",
      ],
    },
    {
      name: "a hazardous waste in a container",
      edit: (c) =>
        c.set("wastes.yaml", ["wastes", wasteIndex("wood.a4"), "services", "DUMPSTER"], "takes"),
      says: [
        "field wastes[",
        "].services.DUMPSTER",
        "DUMPSTER rents containers",
        "allowed: refuses",
      ],
    },
    {
      name: "a market left without a word on where a refused waste goes",
      edit: (c) => c.remove("wastes.yaml", ["wastes", wasteIndex("asphalt"), "elsewhere"]),
      says: ['= "asphalt"', "no service of market DE takes it", "add an elsewhere entry for DE"],
    },
    {
      name: "a waste the catalogue does not have",
      edit: (c) => c.set("wastes.yaml", ["wastes", rubble, "id"], "rubbel"),
      says: ['"rubbel"', "is not a waste of data/catalogue.yaml; allowed: asphalt, bulky"],
    },
    {
      name: "an article that does not exist",
      edit: (c) => c.set("wastes.yaml", ["wastes", rubble, "articles", 0], "no-such-article"),
      says: [
        `field wastes[${rubble}].articles[0]`,
        "is not an article: name a folder of content/blog/",
      ],
    },
    {
      name: "a size offered in a market that has none of its services",
      edit: (c) => c.set("containers.yaml", ["sizes", sizeIndex("bigbag-1"), "markets", 0], "DE"),
      says: ['"DE"', "offers none of the size's services (BIGBAG); its services: DUMPSTER"],
    },
    {
      name: "a source a value names that the file does not have",
      edit: (c) => c.set("wastes.yaml", ["wastes", rubble, "density", "high", "source"], "nowhere"),
      says: [
        `field wastes[${rubble}].density.high.source`,
        '"nowhere"',
        "is not the id of a source",
      ],
    },
    {
      name: "a day that is not in the calendar",
      edit: (c) => c.set("containers.yaml", ["sources", 0, "checked"], "2026-13-45"),
      says: ["data/containers.yaml:", "field sources[0].checked", "a real day"],
    },
  ];

  it.each(cases)("is refused with what is allowed: $name", ({ edit, says }) => {
    edit(copy);
    const error = errorOf(copy);
    const match = error.message
      .split("\n")
      .find((line) => says.every((fragment) => line.includes(fragment)));
    if (!match)
      throw new Error(`no single line says all of ${JSON.stringify(says)}; got:\n${error.message}`);
  });

  it("names the line of the bad field", () => {
    copy.set("wastes.yaml", ["wastes", plaster, "density", "low", "value"], 0.9);
    const issue = errorOf(copy).issues.find((candidate) => candidate.path.includes("low"));
    expect(copy.read("wastes.yaml").split("\n")[(issue?.line ?? 0) - 1]).toContain("0.9");
  });
});
