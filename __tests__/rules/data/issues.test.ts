/**
 * What a list field holding something else gets from the schema check: a text where a list is
 * meant (`tags: lyon, rhone`, which YAML reads as one text) is the usual mistake, in the front
 * matter, data/ and the /de/ pages alike.
 */
import { parse } from "yaml";
import { z } from "zod";
import { formatIssue, zodIssues } from "../../../src/rules/data/issues";

const schema = z.object({
  tags: z.array(z.string()).optional(),
  sizes: z.array(z.number()).optional(),
  paragraphs: z.array(z.string()).optional(),
  zones: z.array(z.object({ id: z.string() })).optional(),
  nested: z.object({ keys: z.array(z.enum(["A", "B"])) }).optional(),
});

/** The messages for a YAML text checked against `against`. */
function messages(yaml: string, against: z.ZodTypeAny = schema): string[] {
  const data: unknown = parse(yaml);
  const parsed = against.safeParse(data);
  if (parsed.success) return [];
  return zodIssues(parsed.error, against, "f.yaml", data, () => 3).map(formatIssue);
}

describe("a list field holding something else", () => {
  it("gives a text of single words back as the list in brackets, named by its field", () => {
    expect(messages("tags: lyon, rhone, benne")).toEqual(['f.yaml:3: field tags = "lyon, rhone, benne": must be a list, but YAML reads this as one text; put its entries in brackets: tags: [lyon, rhone, benne]']);
    expect(messages("tags: lyon")).toEqual(['f.yaml:3: field tags = "lyon": must be a list, but YAML reads this as one text; put its entries in brackets: tags: [lyon]']);
    expect(messages("nested:\n  keys: A, B")).toEqual(['f.yaml:3: field nested.keys = "A, B": must be a list, but YAML reads this as one text; put its entries in brackets: keys: [A, B]']);
  });

  it("asks a list of texts for one entry a line: a text's commas are not a list's", () => {
    expect(messages("paragraphs: Beton, Ziegel und Fliesen")).toEqual([
      'f.yaml:3: field paragraphs = "Beton, Ziegel und Fliesen": must be a list, but YAML reads this as one text; write each entry on a line of its own, starting with "- "',
    ]);
  });

  it("asks a list of entries with fields for one entry a line", () => {
    expect(messages("zones: a, b")).toEqual(['f.yaml:3: field zones = "a, b": must be a list, but YAML reads this as one text; write each entry on a line of its own, starting with "- "']);
  });

  it("says what YAML read instead of a text: a number, fields, nothing", () => {
    expect(messages("sizes: 12")).toEqual(['f.yaml:3: field sizes = 12: must be a list, but YAML reads this as a number; write each entry on a line of its own, starting with "- "']);
    expect(messages("tags: { lyon: 1 }")[0]).toContain("must be a list, but this holds fields;");
    expect(messages("tags:")[0]).toContain("must be a list, but this is empty;");
  });

  it("names a whole file that must be a list", () => {
    expect(messages("a, b", z.array(z.object({ key: z.string() })))).toEqual(['f.yaml:3: field (whole file) = "a, b": must be a list, but YAML reads this as one text; write each entry on a line of its own, starting with "- "']);
    expect(messages("a, b", z.array(z.string()))).toEqual(['f.yaml:3: field (whole file) = "a, b": must be a list, but YAML reads this as one text; put its entries in brackets: [a, b]']);
  });

  it("leaves the other wrong types as they were", () => {
    expect(messages("tags: [1]")).toEqual(["f.yaml:3: field tags[0] = 1: has the wrong type: expected string, got number"]);
  });
});
