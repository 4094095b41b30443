import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chooseMarket, defaultMarket, marketKeys } from "../../src/node/market-files.mjs";

const ROOT = path.resolve(__dirname, "../..");

describe("the markets the scripts build", () => {
  it("are the keys of data/countries/*.yaml, by each file's order field rather than its name", () => {
    expect(marketKeys(ROOT)).toEqual(["FR", "DE", "EN", "BE", "CH"]);
    expect(defaultMarket(ROOT)).toBe("DE");
  });

  describe("with another market file", () => {
    let root = "";
    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-markets-"));
      fs.cpSync(path.join(ROOT, "data"), path.join(root, "data"), { recursive: true });
      fs.writeFileSync(path.join(root, "data/countries/nl.yaml"), "key: NL\n");
    });
    afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

    it("lists it (after the ordered markets, as it has no order) and builds it when asked, in any case", () => {
      expect(marketKeys(root)).toEqual(["FR", "DE", "EN", "BE", "CH", "NL"]);
      expect(chooseMarket(root, "nl")).toBe("NL");
    });

    it("builds the default market when none is asked for", () => {
      expect(chooseMarket(root, undefined)).toBe("DE");
      expect(chooseMarket(root, "")).toBe("DE");
    });

    it("refuses a market without a file, naming the ones there are", () => {
      expect(() => chooseMarket(root, "AT")).toThrow(
        "Unknown market AT; the markets are the files of data/countries/: FR, DE, EN, BE, CH, NL",
      );
    });

    it("says so when data/brand.yaml names no default market", () => {
      fs.writeFileSync(path.join(root, "data/brand.yaml"), "name: Debrix\n");
      expect(() => chooseMarket(root, undefined)).toThrow(
        "data/brand.yaml: defaultMarket is missing",
      );
    });
  });
});
