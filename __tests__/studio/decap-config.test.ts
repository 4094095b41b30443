/**
 * The studio's configuration against the one data model: walking each zod schema beside the
 * generated fields, every field the model has is in the studio with the same required flag, the
 * same allowed values and the same pattern, and nothing else is; and today's files, read through
 * those fields, are accepted exactly where the model accepts them.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { loadSiteData } from "../../src/node/data/load";
import {
  brandSchema,
  businessSchema,
  catalogueSchema,
  countrySchema,
  refinedShape,
  regionSchema,
  serviceSchema,
  type RefinedShape,
} from "../../src/shared/data-schema";
import { frontMatterSchema } from "../../src/rules/blog/front-matter-fields";
import { dynamicPageSchema } from "../../src/rules/dynamic-page-content";
import {
  commonItemsFileSchema,
  containersFileSchema,
  wastesFileSchema,
} from "../../src/rules/tools/schemas";
import { streetPermitsFileSchema } from "../../src/rules/placement/schemas";
import { readArticleSource } from "../../src/node/blog/article-source";
import {
  fieldFor,
  LIST_FILE_FIELD,
  referenceLists,
  REFERENCES,
  studioConfig,
  wholeNumberPattern,
  type DecapCollection,
  type DecapField,
} from "../../src/studio/decap-config";

const root = path.resolve(__dirname, "../..");
const { data } = loadSiteData(path.join(root, "data"), root);
const config = studioConfig({ root, data, proxyUrl: "http://127.0.0.1:8081/api/v1" });
const lists = referenceLists(data);

const collection = (name: string): DecapCollection => {
  const found = config.collections.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const fileFields = (collectionName: string, file: string): DecapField[] => {
  const found = collection(collectionName).files?.find((candidate) => candidate.file === file);
  if (!found) throw new Error(`no file ${file} in ${collectionName}`);
  return found.fields;
};

/** Unwraps optional, nullable, default and refinements, as a reader of the model would; and the shape a refinement states. */
function unwrap(schema: z.ZodTypeAny): {
  inner: z.ZodTypeAny;
  optional: boolean;
  shape?: RefinedShape;
} {
  let inner = schema;
  let optional = false;
  for (;;) {
    const shape = refinedShape(inner);
    if (shape) return { inner, optional, shape };
    if (
      inner instanceof z.ZodOptional ||
      inner instanceof z.ZodNullable ||
      inner instanceof z.ZodDefault
    ) {
      optional = true;
      inner = inner instanceof z.ZodDefault ? inner._def.innerType : inner.unwrap();
    } else if (inner instanceof z.ZodEffects) inner = inner.innerType();
    else return { inner, optional };
  }
}

/** Values a field of a refined schema may be given: numbers around its limits and between, days real and not. */
const PROBES: unknown[] = [
  ...Array.from({ length: 420 }, (_, index) => index - 10),
  0.5,
  2.5,
  15.5,
  365.25,
  1e3,
  "2026-11-28",
  "2024-02-29",
  "2026-02-29",
  "2026-13-01",
  "28/11/2026",
  "2026-1-28",
];

/** Whether the studio's field lets `value` through: its pattern, as Decap checks it (on the value as text). */
const fieldAccepts = (field: DecapField, value: unknown) =>
  (field.widget === "number") === (typeof value === "number") &&
  new RegExp(field.pattern?.[0] ?? "(?!)").test(String(value));

/** Every disagreement between a schema and the studio's field for it, as "place: what". */
function disagreements(
  schema: z.ZodTypeAny,
  field: DecapField,
  where: string,
  references: Record<string, keyof typeof lists>,
): string[] {
  const { inner, optional, shape } = unwrap(schema);
  const found: string[] = [];
  const reference = references[where];
  if (shape) {
    // A refinement the studio cannot read: its field lets through what the schema accepts, and
    // refuses the rest (all of it for a whole number, the form of a day for a day).
    if (field.widget !== (shape.kind === "wholeNumber" ? "number" : "string"))
      found.push(`${where}: a ${shape.kind} is not a ${field.widget} field`);
    if (field.pattern?.[1] !== shape.message) found.push(`${where}: not the schema's message`);
    for (const value of PROBES) {
      const accepted = inner.safeParse(value).success;
      if (accepted && !fieldAccepts(field, value))
        found.push(`${where}: refuses ${JSON.stringify(value)}, which the model accepts`);
      if (shape.kind === "wholeNumber" && !accepted && fieldAccepts(field, value))
        found.push(`${where}: accepts ${JSON.stringify(value)}, which the model refuses`);
    }
    if (field.required !== !optional) found.push(`${where}: required is ${field.required}`);
    return found;
  }
  if (reference) {
    if (
      field.widget !== "select" ||
      JSON.stringify(field.options) !== JSON.stringify(lists[reference])
    )
      found.push(`${where}: must choose from data's ${reference}`);
    return found;
  }
  if (inner instanceof z.ZodString) {
    const regex = inner._def.checks.find((check) => check.kind === "regex");
    const email = inner._def.checks.some((check) => check.kind === "email");
    const nonEmpty = inner._def.checks.some((check) => check.kind === "min" && check.value >= 1);
    if (field.widget !== "string")
      found.push(`${where}: a text is a string field, not ${field.widget}`);
    if (regex && regex.kind === "regex" && field.pattern?.[0] !== regex.regex.source)
      found.push(
        `${where}: pattern ${field.pattern?.[0]} is not the model's ${regex.regex.source}`,
      );
    if (
      email &&
      !(
        field.pattern &&
        new RegExp(field.pattern[0]).test("contact@debrix.fr") &&
        !new RegExp(field.pattern[0]).test("contact at debrix")
      )
    )
      found.push(`${where}: no e-mail pattern`);
    if (field.required !== (!optional && (Boolean(regex) || email || nonEmpty)))
      found.push(`${where}: required is ${field.required}`);
    return found;
  }
  if (
    inner instanceof z.ZodUnion &&
    inner.options.some(
      (member: z.ZodTypeAny) => member instanceof z.ZodLiteral && member.value === "",
    )
  ) {
    // "" or a pattern: the field may be left empty, and is then saved as "".
    const text = inner.options.find(
      (member: z.ZodTypeAny) => member instanceof z.ZodString,
    ) as z.ZodString;
    const regex = text._def.checks.find((check) => check.kind === "regex");
    if (
      field.required ||
      field.default !== "" ||
      (regex?.kind === "regex" && field.pattern?.[0] !== `^$|${regex.regex.source}`)
    )
      found.push(`${where}: must be "" or match the model's pattern`);
    return found;
  }
  if (field.required !== !optional && !(inner instanceof z.ZodArray))
    found.push(`${where}: required is ${field.required}, the model says ${!optional}`);
  if (inner instanceof z.ZodEnum) {
    if (JSON.stringify(field.options) !== JSON.stringify(inner.options))
      found.push(`${where}: options ${field.options} are not ${inner.options}`);
  } else if (inner instanceof z.ZodNumber) {
    const isInt = inner._def.checks.some((check) => check.kind === "int");
    if (field.widget !== "number" || field.value_type !== (isInt ? "int" : "float"))
      found.push(`${where}: not a ${isInt ? "whole" : ""} number field`);
  } else if (inner instanceof z.ZodBoolean) {
    if (field.widget !== "boolean") found.push(`${where}: not a boolean field`);
  } else if (inner instanceof z.ZodArray) {
    const min = inner._def.minLength?.value ?? 0;
    if (field.required !== (!optional && min > 0))
      found.push(`${where}: required is ${field.required} for a list of at least ${min}`);
    if ((field.min ?? 0) !== min) found.push(`${where}: min ${field.min} is not ${min}`);
    const item = unwrap(inner.element).inner;
    if (references[`${where}.*`]) {
      if (
        !field.multiple ||
        JSON.stringify(field.options) !== JSON.stringify(lists[references[`${where}.*`]])
      )
        found.push(`${where}: items must choose from data's ${references[`${where}.*`]}`);
    } else if (item instanceof z.ZodEnum) {
      if (!field.multiple || JSON.stringify(field.options) !== JSON.stringify(item.options))
        found.push(`${where}: items must choose from ${item.options}`);
    } else if (item instanceof z.ZodObject) {
      found.push(...objectDisagreements(item, field.fields ?? [], `${where}.*`, references));
    } else if (field.field) {
      found.push(
        ...disagreements(
          inner.element,
          { ...field.field, required: true },
          `${where}.*`,
          references,
        ).filter((line) => !line.includes("required")),
      );
    } else found.push(`${where}: a list without an item field`);
  } else if (inner instanceof z.ZodObject) {
    // The fields of a group that may be left out are optional in the studio (Decap would ask for them).
    found.push(
      ...objectDisagreements(
        optional ? inner.partial() : inner,
        field.fields ?? [],
        where,
        references,
      ),
    );
  } else if (inner instanceof z.ZodRecord && inner.keySchema instanceof z.ZodEnum) {
    // One optional value per key of a closed list (a waste's answer per service).
    const keys = (field.fields ?? []).map((inner) => inner.name);
    if (JSON.stringify(keys) !== JSON.stringify(inner.keySchema.options))
      found.push(`${where}: keys ${keys} are not ${inner.keySchema.options}`);
    if ((field.fields ?? []).some((inner) => inner.required))
      found.push(`${where}: every key may be left out`);
  } else if (inner instanceof z.ZodRecord) {
    const languages = (field.fields ?? []).map((inner) => inner.name);
    if (JSON.stringify(languages) !== JSON.stringify(lists.languages))
      found.push(`${where}: languages ${languages} are not the markets' ${lists.languages}`);
  }
  return found;
}

function objectDisagreements(
  schema: z.AnyZodObject,
  fields: readonly DecapField[],
  where: string,
  references: Record<string, keyof typeof lists>,
): string[] {
  const shape = schema.shape as Record<string, z.ZodTypeAny>;
  const place = (name: string) => (where ? `${where}.${name}` : name);
  const names = fields.map((field) => field.name).filter((name) => name !== "body");
  const found =
    JSON.stringify(names) === JSON.stringify(Object.keys(shape))
      ? []
      : [`${where || "(top)"}: fields ${names} are not the model's ${Object.keys(shape)}`];
  for (const field of fields) {
    if (shape[field.name])
      found.push(...disagreements(shape[field.name], field, place(field.name), references));
  }
  return found;
}

describe("the studio's configuration, generated from the data model", () => {
  it.each([
    ["regions", "data/regions/fr.yaml", regionSchema, REFERENCES.region, true],
    ["services", "data/services.yaml", serviceSchema, REFERENCES.service, true],
    ["markets", "data/countries/fr.yaml", countrySchema, REFERENCES.country, false],
    ["settings", "data/brand.yaml", brandSchema, REFERENCES.brand, false],
    ["settings", "data/business.yaml", businessSchema, REFERENCES.business, false],
    ["settings", "data/catalogue.yaml", catalogueSchema, REFERENCES.catalogue, false],
    ["visitor-tools", "data/containers.yaml", containersFileSchema, REFERENCES.containers, false],
    ["visitor-tools", "data/wastes.yaml", wastesFileSchema, REFERENCES.wastes, false],
    [
      "visitor-tools",
      "data/common-items.yaml",
      commonItemsFileSchema,
      REFERENCES.commonItems,
      false,
    ],
    [
      "visitor-tools",
      "data/street-permits.yaml",
      streetPermitsFileSchema,
      REFERENCES.streetPermits,
      false,
    ],
  ] as const)(
    "has the model's fields, required flags, options and patterns for %s (%s)",
    (name, file, schema, references, isList) => {
      const fields = fileFields(name, file);
      const found = isList
        ? objectDisagreements(schema, fields[0].fields ?? [], "", references)
        : objectDisagreements(schema, fields, "", references);
      expect(found).toEqual([]);
      if (isList) expect(fields.map((field) => field.name)).toEqual([LIST_FILE_FIELD]);
    },
  );

  it("has the article front matter's fields, and a Markdown body", () => {
    const fields = collection("blog").fields ?? [];
    const withoutImage = fields.filter((field) => field.name !== "image");
    const schema = frontMatterSchema.omit({ image: true });
    expect(objectDisagreements(schema, withoutImage, "", REFERENCES.article)).toEqual([]);
    expect(fields.find((field) => field.name === "image")).toMatchObject({
      widget: "image",
      required: false,
    });
    expect(fields.at(-1)).toMatchObject({ name: "body", widget: "markdown" });
    expect(collection("blog")).toMatchObject({
      folder: "content/blog",
      extension: "mdx",
      path: "{{slug}}/index",
      media_folder: "",
    });
  });

  it("has a collection of /de/ pages for each market with a folder of them, with the dynamic page's fields", () => {
    const dynamic = config.collections.filter((candidate) =>
      candidate.folder?.startsWith("content/dynamic/"),
    );
    const folders = fs.readdirSync(path.join(root, "content/dynamic")).sort();
    expect(dynamic.map((candidate) => candidate.folder).sort()).toEqual(
      folders.map((folder) => `content/dynamic/${folder}`),
    );
    for (const candidate of dynamic)
      expect(
        objectDisagreements(dynamicPageSchema, candidate.fields ?? [], "", REFERENCES.dynamic),
      ).toEqual([]);
  });

  it("chooses region keys, wastes and fees from the lists in data/, not from what is typed", () => {
    const market = fileFields("markets", "data/countries/fr.yaml");
    expect(market.find((field) => field.name === "regions")).toMatchObject({
      widget: "select",
      multiple: true,
      options: data.regions.map((region) => region.key),
    });
    const business = fileFields("settings", "data/business.yaml").find(
      (field) => field.name === "bigBagTransport",
    );
    expect(business?.fields?.find((field) => field.name === "region")?.options).toContain(
      "FR_LYON",
    );
    const service = fileFields("services", "data/services.yaml")[0].fields ?? [];
    expect(service.find((field) => field.name === "wastes")?.options).toEqual(
      data.catalogue.wastes.map((waste) => waste.key),
    );
  });

  it("refuses in the studio the phone numbers the model refuses, and accepts the ones it accepts", () => {
    const regionFields = fileFields("regions", "data/regions/fr.yaml")[0].fields ?? [];
    const pattern = new RegExp(
      regionFields.find((field) => field.name === "number")?.pattern?.[0] ?? "(none)",
    );
    for (const number of [
      "+33465710101",
      "+493055501234",
      "04 65 71 01 01",
      "+33 4 65 71 01 01",
      "33465710101",
      "+0465710101",
      "",
    ]) {
      expect([number, pattern.test(number)]).toEqual([
        number,
        regionSchema.shape.number.safeParse(number).success,
      ]);
    }
  });

  it("accepts every value of today's data files and articles through its patterns, options and limits", () => {
    const refusals: string[] = [];
    const check = (field: DecapField, value: unknown, where: string) => {
      if (value === undefined || value === null) {
        if (field.required) refusals.push(`${where}: required`);
        return;
      }
      // Decap matches a number's text too.
      if (
        field.pattern &&
        (typeof value === "string" || typeof value === "number") &&
        !new RegExp(field.pattern[0]).test(String(value))
      )
        refusals.push(`${where}: ${JSON.stringify(value)} fails ${field.pattern[0]}`);
      if (
        typeof value === "number" &&
        ((field.min !== undefined && value < field.min) ||
          (field.max !== undefined && value > field.max))
      )
        refusals.push(`${where}: ${value} is not within ${field.min} to ${field.max}`);
      if (field.options)
        for (const item of Array.isArray(value) ? value : [value])
          if (!field.options.includes(String(item)))
            refusals.push(`${where}: ${item} is not an option`);
      if (field.fields && Array.isArray(value))
        value.forEach((item, index) =>
          field.fields?.forEach((inner) =>
            check(
              inner,
              (item as Record<string, unknown>)[inner.name],
              `${where}[${index}].${inner.name}`,
            ),
          ),
        );
      else if (field.fields && typeof value === "object")
        field.fields.forEach((inner) =>
          check(inner, (value as Record<string, unknown>)[inner.name], `${where}.${inner.name}`),
        );
      if (field.field && Array.isArray(value))
        value.forEach((item, index) =>
          check(field.field as DecapField, item, `${where}[${index}]`),
        );
    };
    for (const candidate of config.collections) {
      for (const file of candidate.files ?? []) {
        const value: unknown = parse(fs.readFileSync(path.join(root, file.file), "utf8"));
        const shown = Array.isArray(value)
          ? { [LIST_FILE_FIELD]: value }
          : (value as Record<string, unknown>);
        for (const field of file.fields)
          check(field, shown[field.name], `${file.file}:${field.name}`);
      }
    }
    for (const slug of fs.readdirSync(path.join(root, "content/blog"))) {
      const file = `content/blog/${slug}/index.mdx`;
      const article = readArticleSource(fs.readFileSync(path.join(root, file), "utf8"), file, []);
      const frontmatter = (article?.frontmatter ?? {}) as Record<string, unknown>;
      for (const field of collection("blog").fields ?? [])
        if (field.name !== "body" && field.name !== "image")
          check(field, frontmatter[field.name], `${file}:${field.name}`);
    }
    expect(refusals).toEqual([]);
  });

  it("writes the whole numbers from 0 to any limit as a pattern, and nothing else", () => {
    const wrong: string[] = [];
    for (const max of [0, 1, 9, 10, 11, 19, 20, 99, 100, 101, 109, 110, 199, 336, 365, 999, 1000]) {
      const pattern = new RegExp(wholeNumberPattern(max));
      for (let value = 0; value <= 1100; value++)
        if (pattern.test(String(value)) !== value <= max) wrong.push(`${max}: ${value}`);
      for (const text of ["-1", "01", "1.5", "1e2", "", " 1"])
        if (pattern.test(text)) wrong.push(`${max}: ${JSON.stringify(text)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("says where the model has a kind of field the studio does not know, instead of leaving it out", () => {
    expect(() => fieldFor("size", z.bigint(), "modal.size", {}, lists)).toThrow(
      "the studio has no field for ZodBigInt at modal.size",
    );
  });
});
