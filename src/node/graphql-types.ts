/**
 * GraphQL type definitions (SDL) written from zod schemas, so that the schemas of data/ are the
 * only description of the data: a field added to a schema appears in GraphQL without a second edit.
 * https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
 *
 * Mapping: string, enum and literal → String; number → Int when the schema requires an integer,
 * else Float; boolean → Boolean; record → JSON; array → [T!]; object → a type of its own, named
 * after its parent and field (Country.address → CountryAddress) unless `typeNames` names it.
 * A field is non-null unless its schema is optional or nullable. Refinements and transforms
 * (ZodEffects) are typed by the schema they wrap. A value that is one value or one per language
 * (`localized` of the data schema) is JSON: a text in a market with one language, an object of
 * texts per language in a market with several.
 */
import type { z } from "zod";
import { LOCALIZED } from "../shared/data-schema";

/** One Gatsby node type: its name and the zod object schema of one node. */
export interface NodeTypeSchema {
  name: string;
  schema: z.ZodObject<z.ZodRawShape>;
  /** Fields whose GraphQL declaration differs from the stored value, e.g. a `@link` to a File node. */
  fieldOverrides?: Readonly<Record<string, string>>;
}

export interface TypeDefsOptions {
  /** Names of shared nested shapes, e.g. the zone schema → "Zone", instead of the parent-and-field name. */
  typeNames?: ReadonlyMap<z.ZodTypeAny, string>;
}

/** Fields Gatsby keeps for itself on every node. */
const RESERVED_NODE_FIELDS = ["id", "parent", "children", "internal", "fields"];

interface Def {
  typeName?: string;
  description?: string;
  checks?: { kind: string }[];
  innerType?: z.ZodTypeAny;
  schema?: z.ZodTypeAny;
  type?: z.ZodTypeAny;
  options?: z.ZodTypeAny[];
  in?: z.ZodTypeAny;
  out?: z.ZodTypeAny;
  value?: unknown;
}

const defOf = (schema: z.ZodTypeAny) => schema._def as Def;
const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Writes SDL for `nodeTypes` and every object type they contain, each type once. */
export function graphqlTypeDefs(
  nodeTypes: readonly NodeTypeSchema[],
  options: TypeDefsOptions = {},
): string {
  const typeNames = options.typeNames ?? new Map<z.ZodTypeAny, string>();
  const written = new Map<string, { schema: z.ZodTypeAny; sdl: string }>();
  const order: string[] = [];

  function objectType(
    name: string,
    schema: z.ZodObject<z.ZodRawShape>,
    header: string,
    overrides: Readonly<Record<string, string>> = {},
  ): void {
    const earlier = written.get(name);
    if (earlier) {
      if (earlier.schema !== schema)
        throw new Error(
          `Two different object schemas would both be the GraphQL type ${name}; give one of them another name in typeNames`,
        );
      return;
    }
    // Claimed before the fields, so that a shape seen again inside itself is not written twice.
    written.set(name, { schema, sdl: "" });
    const fields = Object.entries(schema.shape).map(([field, fieldSchema]) => {
      const declared =
        overrides[field] ??
        fieldType(fieldSchema, `${name}${capitalize(field)}`, `${name}.${field}`);
      return `  ${field}: ${declared}`;
    });
    for (const field of Object.keys(overrides)) {
      if (!(field in schema.shape))
        throw new Error(
          `GraphQL type ${name}: the override of ${field} names no field of its schema; its fields: ${Object.keys(schema.shape).join(", ")}`,
        );
    }
    written.set(name, { schema, sdl: `${header} {\n${fields.join("\n")}\n}` });
    order.push(name);
  }

  /** The GraphQL type of a field: nullable when optional, non-null otherwise. */
  function fieldType(schema: z.ZodTypeAny, suggestedName: string, where: string): string {
    const { type, nullable } = unwrap(schema);
    return nullable ? type(suggestedName, where) : `${type(suggestedName, where)}!`;
  }

  /** Strips the wrappers that do not change the GraphQL type, and says whether the value may be missing. */
  function unwrap(schema: z.ZodTypeAny): {
    type: (suggestedName: string, where: string) => string;
    nullable: boolean;
  } {
    const def = defOf(schema);
    switch (def.typeName) {
      case "ZodOptional":
      case "ZodNullable":
        return { ...unwrap(def.innerType as z.ZodTypeAny), nullable: true };
      case "ZodDefault":
      case "ZodCatch":
      case "ZodReadonly":
      case "ZodBranded":
        return unwrap((def.innerType ?? def.type) as z.ZodTypeAny);
      case "ZodEffects":
        return unwrap(def.schema as z.ZodTypeAny);
      case "ZodPipeline":
        return unwrap(def.out as z.ZodTypeAny);
      default:
        return {
          type: (suggestedName, where) => namedType(schema, suggestedName, where),
          nullable: false,
        };
    }
  }

  function namedType(schema: z.ZodTypeAny, suggestedName: string, where: string): string {
    const def = defOf(schema);
    if (def.description === LOCALIZED) return "JSON";
    switch (def.typeName) {
      case "ZodString":
      case "ZodEnum":
      case "ZodNativeEnum":
        return "String";
      case "ZodLiteral":
        if (typeof def.value === "string") return "String";
        if (typeof def.value === "boolean") return "Boolean";
        if (typeof def.value === "number") return Number.isInteger(def.value) ? "Int" : "Float";
        break;
      case "ZodNumber":
        return def.checks?.some((check) => check.kind === "int") ? "Int" : "Float";
      case "ZodBoolean":
        return "Boolean";
      case "ZodRecord":
        return "JSON";
      case "ZodArray":
        return `[${fieldType(def.type as z.ZodTypeAny, suggestedName, `${where}[]`)}]`;
      case "ZodObject": {
        const name = typeNames.get(schema) ?? suggestedName;
        objectType(name, schema as z.ZodObject<z.ZodRawShape>, `type ${name}`);
        return name;
      }
      case "ZodUnion": {
        const options = (def.options ?? []).map((option) =>
          fieldType(option, suggestedName, where),
        );
        if (new Set(options).size === 1) return options[0].replace(/!$/, "");
        throw new Error(
          `${where}: a union of ${options.join(", ")} has no GraphQL type; make its options one scalar type`,
        );
      }
    }
    throw new Error(
      `${where}: a ${def.typeName ?? "schema"} has no GraphQL type; allowed: string, number, boolean, enum, literal, array, object, record, optional, union of one scalar type`,
    );
  }

  for (const nodeType of nodeTypes) {
    for (const field of RESERVED_NODE_FIELDS) {
      if (field in nodeType.schema.shape)
        throw new Error(
          `GraphQL node type ${nodeType.name}: field ${field} is reserved by Gatsby on every node; rename it`,
        );
    }
    objectType(
      nodeType.name,
      nodeType.schema,
      `type ${nodeType.name} implements Node @dontInfer`,
      nodeType.fieldOverrides,
    );
  }
  return order.map((name) => written.get(name)?.sdl).join("\n\n");
}
