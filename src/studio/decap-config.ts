/**
 * The content studio's configuration (Decap CMS, https://decapcms.org/docs/configuration-options/),
 * generated from the one data model: every widget, select list, pattern and required flag comes
 * from the zod schemas of src/shared/data-schema.ts, the article front matter and the dynamic pages,
 * and the lists of keys (regions, wastes, fees) from the validated data. Nothing is typed twice,
 * so a field cannot accept what the build refuses (docs/decisions.md#d31-the-content-studio-is-decaps-standalone-bundle-served-by-npm-run-cms).
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { SiteData } from "../rules/data/site-data";
import {
  blogCategorySchema,
  blogTagSchema,
  brandSchema,
  businessSchema,
  catalogueSchema,
  countrySchema,
  LOCALIZED,
  MARKET_LANGUAGES,
  refinedShape,
  regionSchema,
  serviceSchema,
  type RefinedShape,
} from "../shared/data-schema";
import { catalogueWasteIds } from "../rules/tools/check";
import { frontMatterSchema } from "../rules/blog/front-matter-fields";
import { DYNAMIC_CONTENT_DIR, dynamicPageSchema } from "../rules/dynamic-page-content";
import { LIST_FILE_FIELD } from "./list-file";
import { VISITOR_TOOL_FILES, type VisitorToolFile } from "./tool-files";

export { LIST_FILE_FIELD };

export interface DecapField {
  name: string;
  label: string;
  widget:
    | "string"
    | "text"
    | "number"
    | "boolean"
    | "select"
    | "list"
    | "object"
    | "datetime"
    | "image"
    | "markdown";
  required: boolean;
  hint?: string;
  /** A JavaScript regular expression and the message shown when a value does not match it. */
  pattern?: [string, string];
  options?: string[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  /** The number field's step (its arrows, and what the browser calls a valid value). */
  step?: number;
  default?: unknown;
  fields?: DecapField[];
  field?: DecapField;
  summary?: string;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  allow_add?: boolean;
}

export interface DecapCollection {
  name: string;
  label: string;
  description?: string;
  files?: Array<{ name: string; label: string; file: string; fields: DecapField[] }>;
  folder?: string;
  create?: boolean;
  delete?: boolean;
  extension?: string;
  format?: string;
  path?: string;
  slug?: string;
  media_folder?: string;
  public_folder?: string;
  identifier_field?: string;
  summary?: string;
  fields?: DecapField[];
  editor?: { preview: boolean };
}

export interface DecapConfig {
  backend: { name: "proxy"; proxy_url: string; branch: string };
  load_config_file?: false;
  media_folder: string;
  public_folder: string;
  locale: string;
  slug: { encoding: "ascii"; clean_accents: boolean; sanitize_replacement: string };
  collections: DecapCollection[];
}

/** Lists of allowed values that live in data/, not in a schema: a field at one of these places chooses from them. */
export interface ReferenceLists {
  regionKeys: string[];
  wasteKeys: string[];
  handlingFeeKeys: string[];
  blogCategoryKeys: string[];
  blogTagKeys: string[];
  languages: string[];
  /** The markets, the keys of data/countries/. */
  marketKeys: string[];
  /** What data/wastes.yaml may have an entry for: each waste and variant of the catalogue. */
  wasteIds: string[];
  /** The lorries of data/containers.yaml. */
  vehicleIds: string[];
  /** The sizes of data/containers.yaml, which a region's `containers` name. */
  sizeIds: string[];
  /** The sources of each visitor tools' file, which its values name. */
  containerSourceIds: string[];
  wasteSourceIds: string[];
  itemSourceIds: string[];
  /**
   * The languages of the markets that show the file being edited: a value that is one per
   * language gets a field per language where there are several, else a single field.
   */
  fileLanguages?: readonly string[];
  streetSourceIds: string[];
  /** The zones of every region of data/regions/. */
  zoneIds: string[];
}

/** Where a schema says "a key" or "a slug" but the build asks for one of a list of data/: path (fields, `*` for list items) → list. */
type References = Record<string, keyof Omit<ReferenceLists, "fileLanguages">>;

const label = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/^./, (first) => first.toUpperCase());

/**
 * Unwraps optional, nullable, default and refinements; says whether the value may be left out
 * (null, which a studio's field cannot hold, is what an empty group stands for), its default, and
 * the shape a refinement was given (withShape), which says more than what it refines.
 */
function unwrap(schema: z.ZodTypeAny): {
  inner: z.ZodTypeAny;
  optional: boolean;
  defaultValue?: unknown;
  shape?: RefinedShape;
} {
  let inner = schema;
  let optional = false;
  let defaultValue: unknown;
  for (;;) {
    const shape = refinedShape(inner);
    if (shape) return { inner, optional, defaultValue, shape };
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      optional = true;
      inner = inner.unwrap();
    } else if (inner instanceof z.ZodDefault) {
      optional = true;
      defaultValue = inner._def.defaultValue();
      inner = inner._def.innerType;
    } else if (inner instanceof z.ZodEffects) {
      inner = inner.innerType();
    } else return { inner, optional, defaultValue };
  }
}

/**
 * A regular expression of the whole numbers from 0 to `max`, written in decimal as a number field
 * gives them (no sign, no leading zero, no fraction): for 365, 0–99, 100–299, 300–359, 360–365.
 */
export function wholeNumberPattern(max: number): string {
  const digits = String(max);
  const alternatives = ["0"];
  // Fewer digits than max: any such number.
  if (digits.length > 1) alternatives.push(`[1-9]\\d{0,${digits.length - 2}}`);
  // As many digits: max's first i digits, then a smaller digit, then any.
  for (let i = 0; i < digits.length; i++) {
    const lowest = i === 0 ? 1 : 0;
    const digit = Number(digits[i]);
    if (digit > lowest) {
      const rest = digits.length - i - 1;
      alternatives.push(
        `${digits.slice(0, i)}[${lowest}-${digit - 1}]${rest > 0 ? `\\d{${rest}}` : ""}`,
      );
    }
  }
  if (max > 0) alternatives.push(digits);
  return `^(?:${alternatives.join("|")})$`;
}

/** The field of a value a refinement checks, from the shape it was given. */
function shapedField(shape: RefinedShape): Partial<DecapField> & Pick<DecapField, "widget"> {
  switch (shape.kind) {
    case "wholeNumber":
      // A number field of Decap's "int" type cuts 2.5 to 2 as it is typed, with no word: this one
      // keeps what is typed, the preview says why it is refused, and the pattern (which Decap
      // checks in place of min and max) holds it back from a save (docs/decisions.md#d101-a-refined-field-states-its-shape-a-whole-number-keeps-what-is-typed).
      return {
        widget: "number",
        value_type: "float",
        step: 1,
        min: 0,
        max: shape.max,
        pattern: [wholeNumberPattern(shape.max), shape.message],
      };
    case "text":
      return { widget: "string", pattern: [shape.pattern.source, shape.message] };
  }
}

/** The pattern a string schema asks for, as Decap's [regex, message]; a non-empty text asks for a visible character. */
function stringPattern(schema: z.ZodString): [string, string] | undefined {
  for (const check of schema._def.checks) {
    if (check.kind === "regex")
      return [check.regex.source, check.message ?? `must match ${check.regex.source}`];
    if (check.kind === "email")
      return ["^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", check.message ?? "must be an e-mail address"];
    if (check.kind === "min" && check.value >= 1)
      return ["\\S", check.message ?? "must be a non-empty text"];
  }
  return undefined;
}

/**
 * Decap's limits of a number field, which are inclusive: an exclusive limit of a whole number is
 * the next one in; of any other number (a positive area, 0.09 m³ allowed), the limit itself, which
 * the content check then refuses alone.
 */
function numberLimits(schema: z.ZodNumber): Pick<DecapField, "min" | "max" | "value_type"> {
  const whole = schema._def.checks.some((check) => check.kind === "int");
  const limits: Pick<DecapField, "min" | "max" | "value_type"> = {
    value_type: whole ? "int" : "float",
  };
  const inward = whole ? 1 : 0;
  for (const check of schema._def.checks) {
    if (check.kind === "min") limits.min = check.inclusive ? check.value : check.value + inward;
    if (check.kind === "max") limits.max = check.inclusive ? check.value : check.value - inward;
  }
  return limits;
}

/** The allowed values when every member of a union is a literal or an enum. */
function literalOptions(schema: z.ZodTypeAny): string[] | undefined {
  if (schema instanceof z.ZodEnum) return [...(schema.options as string[])];
  if (schema instanceof z.ZodLiteral) return [String(schema.value)];
  return undefined;
}

/** Decap's field for one schema, `where` being its place ("zones.*.id") for the reference lists. */
export function fieldFor(
  name: string,
  schema: z.ZodTypeAny,
  where: string,
  references: References,
  lists: ReferenceLists,
): DecapField {
  const { inner, optional, defaultValue, shape } = unwrap(schema);
  const base = {
    name,
    label: label(name),
    required: !optional,
    // A null default is a field left empty.
    ...(defaultValue === undefined || defaultValue === null ? {} : { default: defaultValue }),
  };
  const reference = references[where];
  if (reference) {
    return { ...base, widget: "select", options: [...lists[reference]] };
  }
  if (shape) return { ...base, ...shapedField(shape) };
  if (inner instanceof z.ZodString) {
    const pattern = stringPattern(inner);
    // A text the schema lets be empty (a zone's name) cannot be a required field: Decap refuses an empty one.
    return { ...base, widget: "string", ...(pattern ? { pattern } : { required: false }) };
  }
  if (inner instanceof z.ZodNumber) return { ...base, widget: "number", ...numberLimits(inner) };
  if (inner instanceof z.ZodBoolean) return { ...base, widget: "boolean" };
  const options = literalOptions(inner);
  if (options) return { ...base, widget: "select", options };
  if (inner instanceof z.ZodUnion && inner.description === LOCALIZED) {
    // One value, or one per language (docs/content-team.md#a-market-with-several-languages): a file
    // whose markets speak one language writes it once, as it always did.
    const [single] = inner.options as z.ZodTypeAny[];
    const languages = lists.fileLanguages ?? [];
    if (languages.length < 2)
      return { ...fieldFor(name, single, where, references, lists), required: base.required };
    return {
      ...base,
      widget: "object",
      hint: LOCALIZED,
      fields: languages.map((language) => ({
        ...fieldFor(language, single, `${where}.*`, references, lists),
        label: language.toUpperCase(),
      })),
    };
  }
  if (inner instanceof z.ZodUnion) {
    const members = (inner.options as z.ZodTypeAny[]).map((member) => unwrap(member).inner);
    // A date written YYYY-MM-DD (an article's date and updated).
    if (members.some((member) => member instanceof z.ZodDate)) {
      return {
        ...base,
        widget: "datetime",
        format: "YYYY-MM-DD",
        date_format: "YYYY-MM-DD",
        time_format: false,
        picker_utc: true,
      };
    }
    // "" or a pattern (a market's tagManagerId): the pattern, or nothing.
    const empty = members.find((member) => member instanceof z.ZodLiteral && member.value === "");
    const text = members.find((member): member is z.ZodString => member instanceof z.ZodString);
    if (empty && text && members.length === 2) {
      const pattern = stringPattern(text);
      return {
        ...base,
        required: false,
        default: "",
        widget: "string",
        ...(pattern ? { pattern: [`^$|${pattern[0]}`, pattern[1]] as [string, string] } : {}),
      };
    }
    throw new Error(
      `the studio has no field for the union at ${where}; add one to src/studio/decap-config.ts`,
    );
  }
  if (inner instanceof z.ZodArray) {
    const itemWhere = `${where}.*`;
    const item = unwrap(inner.element).inner;
    const itemOptions = references[itemWhere] ? lists[references[itemWhere]] : literalOptions(item);
    const min = inner._def.minLength?.value;
    const listBase = {
      ...base,
      required: base.required && min !== undefined && min > 0,
      ...(min ? { min } : {}),
    };
    if (itemOptions)
      return { ...listBase, widget: "select", multiple: true, options: [...itemOptions] };
    if (item instanceof z.ZodObject)
      return {
        ...listBase,
        widget: "list",
        fields: objectFields(item, itemWhere, references, lists),
      };
    return {
      ...listBase,
      widget: "list",
      field: fieldFor(singular(name), inner.element, itemWhere, references, lists),
    };
  }
  if (inner instanceof z.ZodRecord && inner.keySchema instanceof z.ZodEnum) {
    // One value per key of a closed list (a waste's answer per service): each may be left out.
    return {
      ...base,
      widget: "object",
      fields: (inner.keySchema.options as string[]).map((key) => ({
        ...fieldFor(key, inner.valueSchema, `${where}.*`, references, lists),
        label: key,
        required: false,
      })),
    };
  }
  if (inner instanceof z.ZodRecord) {
    // One value per content language (a service's names and slugs): a field for each language of the markets.
    // A region's texts and a blog category's are needed in the languages of the markets that show them only, which the content check names.
    const some = inner.description === MARKET_LANGUAGES;
    const fields = lists.languages.map((language) => ({
      ...fieldFor(language, inner.valueSchema, `${where}.*`, references, lists),
      label: language.toUpperCase(),
    }));
    return {
      ...base,
      widget: "object",
      ...(some ? { hint: MARKET_LANGUAGES } : {}),
      fields: some ? fields.map(optionalField) : fields,
    };
  }
  if (inner instanceof z.ZodObject) {
    const fields = objectFields(inner, where, references, lists);
    // Decap asks for the required fields of a group even when the group may be left out (a market's
    // appStores): there they are optional, and the content check says what a half-filled group lacks.
    return { ...base, widget: "object", fields: optional ? fields.map(optionalField) : fields };
  }
  throw new Error(
    `the studio has no field for ${inner.constructor.name} at ${where}; add one to src/studio/decap-config.ts`,
  );
}

/** A field of a group that may be left out, and the fields of its subgroups; a list's items keep their own required fields. */
const optionalField = (field: DecapField): DecapField => ({
  ...field,
  required: false,
  ...(field.fields && field.widget !== "list" ? { fields: field.fields.map(optionalField) } : {}),
});

const singular = (name: string) =>
  name.endsWith("ies") ? `${name.slice(0, -3)}y` : name.endsWith("s") ? name.slice(0, -1) : name;

export function objectFields(
  schema: z.AnyZodObject,
  where: string,
  references: References,
  lists: ReferenceLists,
): DecapField[] {
  return Object.entries(schema.shape as Record<string, z.ZodTypeAny>).map(([name, inner]) =>
    fieldFor(name, inner, where ? `${where}.${name}` : name, references, lists),
  );
}

/** Where each schema's keys and slugs must be one of data/'s: what the cross-check of the loader asks. */
export const REFERENCES = {
  brand: { defaultRegion: "regionKeys" },
  business: { "bigBagTransport.region": "regionKeys" },
  country: { "regions.*": "regionKeys" },
  service: { "wastes.*": "wasteKeys", handlingFee: "handlingFeeKeys" },
  region: { "neighbours.*": "regionKeys", "containers.*.size": "sizeIds" },
  catalogue: {},
  article: { "regions.*": "regionKeys", category: "blogCategoryKeys", "tags.*": "blogTagKeys" },
  blogCategory: {},
  blogTag: {},
  dynamic: {},
  containers: {
    "vehicles.*.sources.*": "containerSourceIds",
    "units.*.sources.*": "containerSourceIds",
    "sizes.*.markets.*": "marketKeys",
    "sizes.*.vehicle": "vehicleIds",
    "sizes.*.sources.*": "containerSourceIds",
  },
  wastes: {
    "documents.*.markets.*": "marketKeys",
    "documents.*.sources.*": "wasteSourceIds",
    "wastes.*.id": "wasteIds",
    "wastes.*.density.low.source": "wasteSourceIds",
    "wastes.*.density.typical.source": "wasteSourceIds",
    "wastes.*.density.high.source": "wasteSourceIds",
    "wastes.*.notWith.*": "wasteIds",
    "wastes.*.elsewhere.*.markets.*": "marketKeys",
    "wastes.*.elsewhere.*.sources.*": "wasteSourceIds",
  },
  commonItems: {
    "items.*.takenAs": "wasteIds",
    "items.*.goesTo.*.markets.*": "marketKeys",
    "items.*.goesTo.*.sources.*": "itemSourceIds",
  },
  streetPermits: {
    "rules.*.scope.markets.*": "marketKeys",
    "rules.*.scope.regions.*": "regionKeys",
    "rules.*.scope.zones.*": "zoneIds",
    "rules.*.sources.*": "streetSourceIds",
  },
} satisfies Record<string, References>;

export function referenceLists(data: SiteData): ReferenceLists {
  return {
    regionKeys: data.regions.map((region) => region.key),
    wasteKeys: data.catalogue.wastes.map((waste) => waste.key),
    handlingFeeKeys: data.catalogue.handlingFees.map((fee) => fee.key),
    blogCategoryKeys: data.blogCategories.map((category) => category.key),
    blogTagKeys: data.blogTags.map((tag) => tag.key),
    languages: [
      ...new Set(
        Object.values(data.countries).flatMap((country) =>
          country.languages.map((language) => language.content),
        ),
      ),
    ],
    marketKeys: Object.keys(data.countries),
    wasteIds: catalogueWasteIds(data.catalogue).allowed,
    vehicleIds: data.tools.containers.vehicles.map((vehicle) => vehicle.id),
    sizeIds: data.tools.containers.sizes.map((size) => size.id),
    containerSourceIds: data.tools.containers.sources.map((source) => source.id),
    wasteSourceIds: data.tools.wastes.sources.map((source) => source.id),
    itemSourceIds: data.tools.commonItems.sources.map((source) => source.id),
    streetSourceIds: data.streetPermits.sources.map((source) => source.id),
    zoneIds: data.regions.flatMap((region) => region.zones.map((zone) => zone.id)),
  };
}

/** The content languages of the market a file of data/countries/ describes (read by its key). */
function marketFileLanguages(data: SiteData, file: string): string[] {
  const key = /^key:\s*(\S+)/m.exec(fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "")?.[1];
  const country = key ? data.countries[key] : undefined;
  return country ? country.languages.map((language) => language.content) : [];
}

/** The content languages of the markets that list a region of a file of data/regions/ (its entries' keys). */
function regionFileLanguages(data: SiteData, file: string): string[] {
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const keys = [...text.matchAll(/^- key:\s*(\S+)/gm)].map((match) => match[1]);
  const markets = Object.values(data.countries).filter((country) =>
    country.regions.some((key) => keys.includes(key)),
  );
  // Regions only markets with one language list keep one value per field, as they always did.
  if (!markets.some((country) => country.languages.length > 1)) return [];
  return [...new Set(markets.flatMap((country) => country.languages.map((l) => l.content)))];
}

const yamlFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".yaml"))
        .sort()
    : [];

/** A file whose top level is a list: its entries under one field (the studio's server unwraps them on save). */
function listFileFields(
  entryLabel: string,
  schema: z.AnyZodObject,
  where: keyof typeof REFERENCES,
  lists: ReferenceLists,
  summary: string,
): DecapField[] {
  return [
    {
      name: LIST_FILE_FIELD,
      label: entryLabel,
      widget: "list",
      required: true,
      min: 1,
      summary,
      fields: objectFields(schema, "", REFERENCES[where], lists),
    },
  ];
}

/** The collection of the visitor tools' files; each file's name is its key in VISITOR_TOOL_FILES. */
export const TOOLS_COLLECTION = "visitor-tools";
const TOOL_FILE_LABELS: Readonly<Record<VisitorToolFile, string>> = {
  containers: "Container sizes and lorries",
  wastes: "Wastes: weight, codes, who takes them",
  commonItems: "Refused items and where they go",
  streetPermits: "Street rules: permits, lead times, signs",
};

export interface StudioConfigOptions {
  /** The repository the studio edits (its data/ and content/). */
  root: string;
  data: SiteData;
  /** Where the browser reaches Decap's local backend. */
  proxyUrl: string;
}

export function studioConfig({ root, data, proxyUrl }: StudioConfigOptions): DecapConfig {
  const lists = referenceLists(data);
  const withExtension = (name: string) => name.replace(/\.yaml$/, "");
  const dynamicMarkets = Object.values(data.countries).filter((country) =>
    fs.existsSync(path.join(root, DYNAMIC_CONTENT_DIR, country.key.toLowerCase())),
  );
  return {
    backend: { name: "proxy", proxy_url: proxyUrl, branch: "main" },
    media_folder: "static",
    public_folder: "/",
    locale: "en",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      {
        name: "regions",
        label: "Regions",
        description:
          "Regions of each market: phone numbers, services, zones and what each region's page says (intro, questions, neighbours).",
        editor: { preview: true },
        files: yamlFiles(path.join(root, "data/regions")).map((name) => ({
          name: `regions-${withExtension(name)}`,
          label: `Regions (${withExtension(name).toUpperCase()})`,
          file: `data/regions/${name}`,
          fields: listFileFields(
            "Regions",
            regionSchema,
            "region",
            {
              ...lists,
              fileLanguages: regionFileLanguages(data, path.join(root, "data/regions", name)),
            },
            "{{fields.key}} — {{fields.name}}",
          ),
        })),
      },
      {
        name: "blog",
        label: "Blog articles",
        description: "Articles of the French blog: one folder per article, with its pictures.",
        folder: "content/blog",
        create: true,
        delete: false,
        extension: "mdx",
        format: "frontmatter",
        path: "{{slug}}/index",
        media_folder: "",
        public_folder: "./",
        identifier_field: "title",
        summary: "{{title}} ({{date}})",
        editor: { preview: true },
        fields: [
          ...objectFields(frontMatterSchema, "", REFERENCES.article, lists).map((field) =>
            field.name === "image"
              ? {
                  ...field,
                  widget: "image" as const,
                  pattern: undefined,
                  hint: "The cover picture, saved in the article's folder.",
                }
              : field.name === "type"
                ? { ...field, default: "article" }
                : field,
          ),
          { name: "body", label: "Body", widget: "markdown", required: true },
        ],
      },
      {
        name: "markets",
        label: "Markets",
        description:
          "Company, address, hours, e-mail, navigation, footer, social links, supporters and legal entries of each market.",
        editor: { preview: false },
        files: yamlFiles(path.join(root, "data/countries")).map((name) => ({
          name: `market-${withExtension(name)}`,
          label: `Market ${withExtension(name).toUpperCase()}`,
          file: `data/countries/${name}`,
          fields: objectFields(countrySchema, "", REFERENCES.country, {
            ...lists,
            fileLanguages: marketFileLanguages(data, path.join(root, "data/countries", name)),
          }),
        })),
      },
      {
        name: "services",
        label: "Services",
        editor: { preview: true },
        files: [
          {
            name: "services",
            label: "Services",
            file: "data/services.yaml",
            fields: listFileFields("Services", serviceSchema, "service", lists, "{{fields.key}}"),
          },
        ],
      },
      {
        name: "blog-categories",
        label: "Blog categories",
        description:
          "The blog's categories: the key an article's category names, and each one's address, name and description.",
        editor: { preview: false },
        files: [
          {
            name: "blog-categories",
            label: "Blog categories",
            file: "data/blog-categories.yaml",
            fields: listFileFields(
              "Categories",
              blogCategorySchema,
              "blogCategory",
              lists,
              "{{fields.key}}",
            ),
          },
        ],
      },
      {
        name: "blog-tags",
        label: "Blog tags",
        description:
          "The blog's tags: the key an article's tags name (also the address of the tag's page), and the name pages show.",
        editor: { preview: false },
        files: [
          {
            name: "blog-tags",
            label: "Blog tags",
            file: "data/blog-tags.yaml",
            fields: listFileFields("Tags", blogTagSchema, "blogTag", lists, "{{fields.key}}"),
          },
        ],
      },
      {
        name: "settings",
        label: "Brand, business constants and catalogue",
        editor: { preview: false },
        files: [
          {
            name: "brand",
            label: "Brand",
            file: "data/brand.yaml",
            fields: objectFields(brandSchema, "", REFERENCES.brand, lists),
          },
          {
            name: "business",
            label: "Business constants",
            file: "data/business.yaml",
            fields: objectFields(businessSchema, "", REFERENCES.business, lists),
          },
          {
            name: "catalogue",
            label: "Catalogue",
            file: "data/catalogue.yaml",
            fields: objectFields(catalogueSchema, "", REFERENCES.catalogue, lists),
          },
        ],
      },
      {
        name: TOOLS_COLLECTION,
        label: "Visitor tools: sizes, wastes, refused items, street rules",
        description:
          "What the which-container, can-it-go-in and where-can-it-stand tools compute from, each fact with its public source: container sizes and lorries, what each waste weighs and who takes it, the items we refuse and where they go, the rules for a container on the street (permit, lead time, signs) per market, region, zone or commune.",
        editor: { preview: true },
        files: (["containers", "wastes", "commonItems", "streetPermits"] as const).map((name) => ({
          name,
          label: TOOL_FILE_LABELS[name],
          file: `data/${VISITOR_TOOL_FILES[name].file}`,
          fields: objectFields(VISITOR_TOOL_FILES[name].schema, "", REFERENCES[name], lists),
        })),
      },
      ...dynamicMarkets.map((country) => ({
        name: `dynamic-${country.key.toLowerCase()}`,
        label: `/de/ pages (${country.key})`,
        description: `Pages at /de/<file name>/ in the ${country.key} site.`,
        folder: `${DYNAMIC_CONTENT_DIR}/${country.key.toLowerCase()}`,
        create: true,
        delete: false,
        extension: "yaml",
        format: "yaml",
        identifier_field: "title",
        editor: { preview: true },
        fields: objectFields(dynamicPageSchema, "", REFERENCES.dynamic, lists),
      })),
    ],
  };
}

/** The site's page an entry is previewed as (src/studio/admin/previews/). */
export type PreviewKind = "region" | "service" | "article" | "dynamic" | "tool";

/** A preview to register: Decap's template name (a file's name in a collection of files, else the collection's), and what it shows. */
export interface PreviewTemplate {
  name: string;
  kind: PreviewKind;
  /** The collection's market, for the pages of one market (the /de/ pages). */
  market?: string;
}

const PREVIEW_KINDS: Readonly<Record<string, PreviewKind>> = {
  regions: "region",
  services: "service",
  blog: "article",
  [TOOLS_COLLECTION]: "tool",
};
const DYNAMIC_COLLECTION = /^dynamic-([a-z]+)$/;

/** The previews of a configuration: one per file of the collections of files, one per folder collection; none where `editor.preview` is off. */
export function previewTemplates(config: Pick<DecapConfig, "collections">): PreviewTemplate[] {
  return config.collections.flatMap((collection): PreviewTemplate[] => {
    if (!collection.editor?.preview) return [];
    const dynamic = DYNAMIC_COLLECTION.exec(collection.name);
    const kind = dynamic ? "dynamic" : PREVIEW_KINDS[collection.name];
    if (!kind) return [];
    const market = dynamic ? { market: dynamic[1].toUpperCase() } : {};
    // Decap looks a preview up by the file's name in a collection of files (templateName).
    const names = collection.files ? collection.files.map((file) => file.name) : [collection.name];
    return names.map((name) => ({ name, kind, ...market }));
  });
}
