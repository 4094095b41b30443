import { spelledTag, tagName } from "../../../src/rules/blog/tag-spelling.mjs";

describe("how the articles write a tag", () => {
  it("finds a tag's accents, capitals and apostrophes in a text", () => {
    expect(spelledTag("ile-de-france", "Louer une benne en Île-de-France")).toBe("Île-de-France");
    expect(spelledTag("val-d-oise", "dans le Val-d'Oise (95)")).toBe("Val-d'Oise");
    expect(spelledTag("lyon", "Lyonnais")).toBeNull();
  });

  it("names a tag by its spelling inside sentences, not by one capitalised at a sentence's start", () => {
    expect(
      tagName("benne", ["Benne ou big bag ? Une benne convient aux gravats. Commandez la benne."]),
    ).toBe("benne");
    expect(
      tagName("paris", ["Paris est dense. À Paris, la benne se pose sur la voie publique."]),
    ).toBe("Paris");
  });

  it("falls back to the tag with spaces when no text writes it", () => {
    expect(tagName("location-engins", ["Louer une mini-pelle."])).toBe("location engins");
  });
});
