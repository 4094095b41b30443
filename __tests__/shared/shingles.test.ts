import { shingleSimilarity, shingles } from "../e2e/shingles";

const lyon =
  "Dans la Métropole de Lyon, les chantiers de rénovation se font souvent dans des immeubles canuts de la Croix-Rousse, aux escaliers étroits et aux cours intérieures.";
const lille =
  "Dans la Métropole européenne de Lille, les rénovations portent sur des maisons de briques mitoyennes et, à Roubaix, sur d'anciennes filatures transformées en lofts.";

describe("shingle similarity", () => {
  it("counts five-word sequences, lower-cased, without punctuation", () => {
    expect([...shingles("Un deux, trois QUATRE cinq six")]).toEqual([
      "un deux trois quatre cinq",
      "deux trois quatre cinq six",
    ]);
  });

  it("is 1 for the same text and for texts that differ only in case and punctuation", () => {
    expect(shingleSimilarity(lyon, lyon)).toBe(1);
    expect(shingleSimilarity(lyon, lyon.toUpperCase().replace(/,/g, ";"))).toBe(1);
  });

  it("is low for two texts about different places written separately", () => {
    expect(shingleSimilarity(lyon, lille)).toBeLessThan(0.1);
  });

  it("is high when one text is the other with a name swapped", () => {
    const copy = lyon.replace("Lyon", "Lille");
    expect(shingleSimilarity(lyon, copy)).toBeGreaterThan(0.6);
  });
});
