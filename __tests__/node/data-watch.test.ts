import fs from "node:fs";
import path from "node:path";
import type { NodeInput } from "gatsby";
import { nodeChanges, watchFolder } from "../../src/node/data-watch";
import { tempFiles } from "../temp-files";

const node = (id: string, digest: string): NodeInput => ({
  id,
  internal: { type: "Region", contentDigest: digest },
});

describe("replacing the data nodes after an edit under data/", () => {
  it("creates every new node and deletes the nodes whose object is gone", () => {
    const before = [node("FR_IDF", "a"), node("FR_LYON", "b")];
    const after = [node("FR_IDF", "a2"), node("FR_CAEN", "c")];
    expect(nodeChanges(before, after)).toEqual({ create: after, remove: ["FR_LYON"] });
  });

  it("deletes nothing when every object is still there", () => {
    const nodes = [node("FR_IDF", "a")];
    expect(nodeChanges(nodes, nodes).remove).toEqual([]);
  });
});

describe("watching data/", () => {
  it("calls back once after a burst of writes in a sub-folder has settled", async () => {
    const dir = tempFiles("debrix-watch-", { "regions/fr.yaml": "- key: FR_IDF\n" });
    const onChange = jest.fn();
    const stop = watchFolder(dir, onChange, 100);
    try {
      fs.writeFileSync(path.join(dir, "regions/fr.yaml"), "- key: FR_LYON\n");
      fs.writeFileSync(path.join(dir, "regions/fr.yaml"), "- key: FR_CAEN\n");
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(onChange).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it("calls back no more once stopped", async () => {
    const dir = tempFiles("debrix-watch-", { "brand.yaml": "name: Debrix\n" });
    const onChange = jest.fn();
    watchFolder(dir, onChange, 50)();
    fs.writeFileSync(path.join(dir, "brand.yaml"), "name: Debrix 2\n");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("still sees a file after an editor saved it by renaming a new copy over it", async () => {
    const dir = tempFiles("debrix-watch-", { "regions/de.yaml": "- key: DE_BERLIN\n" });
    const onChange = jest.fn();
    const stop = watchFolder(dir, onChange, 50);
    const file = path.join(dir, "regions/de.yaml");
    const saveByRename = (text: string) => {
      fs.writeFileSync(`${file}.tmp`, text);
      fs.renameSync(`${file}.tmp`, file);
    };
    try {
      for (const [index, text] of [
        "- key: DE_HAMBURG\n",
        "- key: DE_KOELN\n",
        "- key: DE_BERLIN\n",
      ].entries()) {
        saveByRename(text);
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(onChange).toHaveBeenCalledTimes(index + 1);
      }
    } finally {
      stop();
    }
  });
});
