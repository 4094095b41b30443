/**
 * What a save in the studio writes: the file on disk with only the changed values replaced, so
 * comments, key order, quotes and `[…]` / `{ … }` lists stay; an article saved unchanged is
 * byte-identical; a file whose top level is a list goes to the studio as one field and back.
 */
import fs from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { patchArticle, patchYaml, splitArticle } from "../../src/studio/yaml-patch";
import {
  rewriteRequest,
  rewriteResponse,
  textToWrite,
  wrapListFile,
  checkChangedFiles,
} from "../../src/studio/server";
import { tempFiles } from "../temp-files";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const yamlFiles = [
  "data/brand.yaml",
  "data/business.yaml",
  "data/catalogue.yaml",
  "data/services.yaml",
  "data/countries/fr.yaml",
  "data/countries/de.yaml",
  "data/regions/fr.yaml",
  "data/regions/de.yaml",
  "data/containers.yaml",
  "data/wastes.yaml",
  "data/common-items.yaml",
  "data/street-permits.yaml",
  "content/dynamic/de/bauschutt-entsorgen.yaml",
];
const articles = fs
  .readdirSync(path.join(root, "content/blog"))
  .map((slug) => `content/blog/${slug}/index.mdx`);

/** Lines that differ between two texts of the same length in lines. */
const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  const b = after.split("\n");
  return b.flatMap((line, index) => (line === a[index] ? [] : [`${index + 1}: ${line}`]));
};

describe("a YAML file saved by the studio", () => {
  it.each(yamlFiles)("is byte-identical when nothing changed: %s", (file) => {
    expect(patchYaml(read(file), parse(read(file)))).toBe(read(file));
  });

  it("changes only the line of a changed value, keeping its quotes", () => {
    const before = read("data/regions/fr.yaml");
    const regions = parse(before) as Array<{
      key: string;
      number: string;
      numberFormatted: string;
    }>;
    const lyon = regions.find((region) => region.key === "FR_LYON");
    if (!lyon) throw new Error("FR_LYON is in data/regions/fr.yaml");
    lyon.number = "+33465719876";
    lyon.numberFormatted = "04 65 71 98 76";
    const after = patchYaml(before, regions);
    expect(changedLines(before, after)).toEqual([
      `${before.split("\n").indexOf('  number: "+33465710101"') + 1}:   number: "+33465719876"`,
      `${before.split("\n").indexOf("  numberFormatted: 04 65 71 01 01") + 1}:   numberFormatted: 04 65 71 98 76`,
    ]);
  });

  it("quotes a new text that plain YAML would read as something else", () => {
    const before = "# comment\nname: Berlin\nzones: [A, B]\n";
    expect(patchYaml(before, { name: "Berlin: Mitte", zones: ["A", "B"] })).toBe(
      '# comment\nname: "Berlin: Mitte"\nzones: [A, B]\n',
    );
    expect(patchYaml(before, { name: "Berlin", zones: ["A", "C, D"] })).toBe(
      '# comment\nname: Berlin\nzones: [A, "C, D"]\n',
    );
    expect(parse(patchYaml(before, { name: "24", zones: ["A", "B"] }))).toEqual({
      name: "24",
      zones: ["A", "B"],
    });
    expect(patchYaml(before, { name: "Berlin, Mitte (alle)", zones: ["A", "B"] })).toBe(
      "# comment\nname: Berlin, Mitte (alle)\nzones: [A, B]\n",
    );
  });

  it("keeps the comments and key order when an entry is added or removed", () => {
    const before = read("data/regions/fr.yaml");
    const regions = parse(before) as Array<{ key: string; zones: Array<Record<string, string>> }>;
    regions[0].zones.push({ id: "IDF_NEW", name: "Nouvelle zone", nameShort: "Nouvelle" });
    regions.splice(3, 1);
    const after = patchYaml(before, regions);
    expect(parse(after)).toEqual(regions);
    const comments = (text: string) =>
      text
        .split("\n")
        .filter((line) => line.trim().startsWith("#") && !line.includes("Shared line"));
    expect(comments(after)).toEqual(comments(before));
    expect(after).toMatch(/IDF_ALL.*\n\s+- id: IDF_NEW\n\s+name: Nouvelle zone\n/);
  });

  it("writes a group in place of a value that was null (an exemption given to a street rule), keeping the comments", () => {
    const before = read("data/street-permits.yaml");
    const file = parse(before) as { rules: Array<{ id: string; exemption: unknown }> };
    const lyon = file.rules.find((rule) => rule.id === "LYON");
    if (!lyon) throw new Error("LYON is a rule of data/street-permits.yaml");
    expect(lyon.exemption).toBeNull();
    lyon.exemption = {
      maxAreaM2: 8,
      maxDays: 3,
      placements: ["pavement"],
      condition: { fr: "Pour un déménagement." },
    };
    const after = patchYaml(before, file);
    expect(parse(after)).toEqual(file);
    const comments = (text: string) =>
      text.split("\n").filter((line) => line.trim().startsWith("#"));
    expect(comments(after)).toEqual(comments(before));
    // And back to no exemption.
    lyon.exemption = null;
    expect(parse(patchYaml(after, file))).toEqual(parse(before));
  });

  it("leaves out a group whose fields were all emptied (an exemption taken off), and keeps a group empty in the file", () => {
    const before = read("data/street-permits.yaml");
    const file = parse(before) as { rules: Array<{ id: string; exemption: unknown }> };
    const berlin = file.rules.find((rule) => rule.id === "BERLIN");
    if (!berlin) throw new Error("BERLIN is a rule of data/street-permits.yaml");
    // What the studio sends for an exemption whose fields were cleared.
    berlin.exemption = {
      maxAreaM2: "",
      maxDays: "",
      placements: [],
      condition: { de: "", en: "" },
    };
    const after = patchYaml(before, file);
    const { exemption, ...rest } = berlin;
    expect(exemption).toBeDefined();
    expect((parse(after) as typeof file).rules.find((rule) => rule.id === "BERLIN")).toEqual(rest);
    // Bordeaux's `notes: { fr: [] }` is empty in the file: written as it was.
    expect(after).toContain("notes: {fr: []}");
    expect(after).not.toContain("maxAreaM2");
  });

  it("leaves out an optional field the studio sends back empty", () => {
    expect(
      patchYaml("key: A\nservices: [X]\n", {
        key: "A",
        services: ["X"],
        parkingMinutes: null,
        aliasPaths: [],
      }),
    ).toBe("key: A\nservices: [X]\n");
  });
});

describe("an article saved by the studio", () => {
  it.each(articles)(
    "is byte-identical when saved unchanged, even with its front matter rewritten: %s",
    (file) => {
      const original = read(file);
      const parts = splitArticle(original);
      if (!parts) throw new Error(`${file} has front matter`);
      // Decap writes the front matter its own way (block lists, its quotes) and may end the body differently.
      const rewritten = `---\n${stringify(parse(parts.frontMatter), { defaultStringType: "QUOTE_SINGLE" })}---\n${parts.body.replace(/\n*$/, "\n\n")}`;
      expect(rewritten).not.toBe(original);
      expect(patchArticle(original, rewritten)).toBe(original);
    },
  );

  it("changes only the changed front-matter line and the changed body", () => {
    const file = "content/blog/big-bag-lyon/index.mdx";
    const original = read(file);
    const parts = splitArticle(original);
    if (!parts) throw new Error(`${file} has front matter`);
    const frontMatter = { ...parse(parts.frontMatter), title: "Big bag à Lyon" };
    const saved = `---\n${stringify(frontMatter)}---\n${parts.body.replace("Le big bag est particulièrement adapté", "Le big bag convient")}`;
    expect(changedLines(original, patchArticle(original, saved))).toEqual([
      '2: title: "Big bag à Lyon"',
      expect.stringContaining(": Le big bag convient :"),
    ]);
  });
});

describe("the studio's backend requests", () => {
  it("shows a file whose top level is a list as one field, and saves it back as the list it was", () => {
    const text = '# Regions\n- key: A\n  number: "+33100000000"\n';
    const copy = tempFiles("studio-", { "data/regions/x.yaml": text });
    const shown = rewriteResponse("getEntry", {
      data: text,
      file: { path: "data/regions/x.yaml" },
    }) as { data: string };
    expect(parse(shown.data)).toEqual({ entries: [{ key: "A", number: "+33100000000" }] });
    const saved = stringify({ entries: [{ key: "A", number: "+33100000001" }] });
    const request = rewriteRequest(copy, {
      action: "persistEntry",
      params: { dataFiles: [{ path: "data/regions/x.yaml", raw: saved }] },
    });
    expect(request.params.dataFiles?.[0].raw).toBe(
      '# Regions\n- key: A\n  number: "+33100000001"\n',
    );
    expect(wrapListFile("a: 1\n")).toBe("a: 1\n");
  });

  it("writes a new file as the studio sent it", () => {
    const copy = tempFiles("studio-", {});
    expect(textToWrite(copy, "content/blog/new/index.mdx", "---\ntitle: x\n---\nBody\n")).toBe(
      "---\ntitle: x\n---\nBody\n",
    );
  });

  it("prints the content check's verdict on a changed file: file, line, field and what is allowed", () => {
    const copy = tempFiles("studio-check-", {});
    for (const dir of ["data", "content", "static"])
      fs.cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
    const file = "data/regions/fr.yaml";
    fs.writeFileSync(
      path.join(copy, file),
      read(file).replace('number: "+33465710101"', 'number: "04 65 71 01 01"'),
    );
    const line = read(file).split("\n").indexOf('  number: "+33465710101"') + 1;
    const report = checkChangedFiles(copy, [file]);
    expect(report).toContain(`✘ ${file}: the build would refuse it`);
    expect(report).toContain(
      `${file}:${line}: field [2].number = "04 65 71 01 01": must be in international form`,
    );
    fs.writeFileSync(path.join(copy, file), read(file));
    expect(checkChangedFiles(copy, [file])).toBe(`✔ ${file}: the content check accepts it`);
  });
});
