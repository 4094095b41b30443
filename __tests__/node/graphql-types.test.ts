import { buildSchema, isNonNullType, type GraphQLObjectType } from "graphql";
import { z } from "zod";
import { graphqlTypeDefs } from "../../src/node/graphql-types";
import { dataTypeDefs } from "../../src/node/data-nodes";
import {
  brandSchema,
  businessSchema,
  catalogueSchema,
  countrySchema,
  regionSchema,
  serviceSchema,
} from "../../src/shared/data-schema";

/** What Gatsby declares before our types: the Node interface, the JSON scalar, File and the directives we use. */
const GATSBY_PRELUDE = /* GraphQL */ `
  interface Node {
    id: ID!
  }
  scalar JSON
  type File implements Node {
    id: ID!
  }
  directive @dontInfer on OBJECT
  directive @link(by: String, from: String) on FIELD_DEFINITION
`;

/** Parses the SDL as GraphQL would; Node's `id` is added to each node type since Gatsby adds it too. */
function schemaOf(sdl: string) {
  return buildSchema(
    `${GATSBY_PRELUDE}\n${sdl.replace(/implements Node @dontInfer \{/g, "implements Node @dontInfer {\n  id: ID!")}\nschema { query: File }`,
  );
}

function fieldTypes(sdl: string, typeName: string): Record<string, string> {
  const type = schemaOf(sdl).getType(typeName) as GraphQLObjectType | undefined;
  if (!type) throw new Error(`No type ${typeName} in:\n${sdl}`);
  return Object.fromEntries(
    Object.values(type.getFields()).map((field) => [field.name, String(field.type)]),
  );
}

describe("GraphQL types written from a zod schema", () => {
  it("map each kind of value to its GraphQL type, non-null unless optional", () => {
    const schema = z
      .object({
        title: z.string().trim().min(1),
        count: z.number().int().positive(),
        ratio: z.number().min(0).max(1),
        shown: z.boolean().optional(),
        kind: z.enum(["place", "type"]),
        exact: z.literal("yes"),
        tags: z.array(z.string()),
        aliases: z.record(z.string(), z.string()),
        container: z.union([z.literal(""), z.string().regex(/^GTM-/)]),
        checked: z.string().refine((value) => value !== "x"),
        maybe: z.number().int().nullable(),
      })
      .strict();
    expect(fieldTypes(graphqlTypeDefs([{ name: "Thing", schema }]), "Thing")).toEqual({
      id: "ID!",
      title: "String!",
      count: "Int!",
      ratio: "Float!",
      shown: "Boolean",
      kind: "String!",
      exact: "String!",
      tags: "[String!]!",
      aliases: "JSON!",
      container: "String!",
      checked: "String!",
      maybe: "Int",
    });
  });

  it("name a nested object after its parent and field, or as typeNames says", () => {
    const place = z.object({ city: z.string() }).strict();
    const schema = z
      .object({
        address: place,
        rooms: z.array(z.object({ size: z.number() }).strict()).optional(),
      })
      .strict();
    const sdl = graphqlTypeDefs([{ name: "Office", schema }]);
    expect(fieldTypes(sdl, "Office")).toMatchObject({
      address: "OfficeAddress!",
      rooms: "[OfficeRooms!]",
    });
    expect(fieldTypes(sdl, "OfficeRooms")).toEqual({ size: "Float!" });
    const named = graphqlTypeDefs([{ name: "Office", schema }], {
      typeNames: new Map([[place, "Place"]]),
    });
    expect(fieldTypes(named, "Office")).toMatchObject({ address: "Place!" });
    expect(named).not.toContain("OfficeAddress");
  });

  it("write a shape shared by two node types once", () => {
    const zone = z.object({ id: z.string() }).strict();
    const sdl = graphqlTypeDefs(
      [
        { name: "North", schema: z.object({ zones: z.array(zone) }).strict() },
        { name: "South", schema: z.object({ zone }).strict() },
      ],
      { typeNames: new Map([[zone, "Zone"]]) },
    );
    expect(sdl.match(/type Zone \{/g)).toHaveLength(1);
    expect(fieldTypes(sdl, "South")).toMatchObject({ zone: "Zone!" });
  });

  it("declare a field as its override says, and refuse an override of a field the schema lacks", () => {
    const schema = z.object({ illustration: z.string() }).strict();
    const sdl = graphqlTypeDefs([
      {
        name: "Card",
        schema,
        fieldOverrides: { illustration: 'File! @link(by: "relativePath", from: "illustration")' },
      },
    ]);
    expect(fieldTypes(sdl, "Card")).toMatchObject({ illustration: "File!" });
    expect(() =>
      graphqlTypeDefs([{ name: "Card", schema, fieldOverrides: { ilustration: "File" } }]),
    ).toThrow(
      "GraphQL type Card: the override of ilustration names no field of its schema; its fields: illustration",
    );
  });

  it("refuse what GraphQL cannot hold, naming the field", () => {
    expect(() =>
      graphqlTypeDefs([{ name: "Event", schema: z.object({ when: z.date() }).strict() }]),
    ).toThrow(/^Event\.when: a ZodDate has no GraphQL type; allowed: /);
    expect(() =>
      graphqlTypeDefs([
        { name: "Event", schema: z.object({ size: z.union([z.string(), z.number()]) }).strict() },
      ]),
    ).toThrow(
      "Event.size: a union of String!, Float! has no GraphQL type; make its options one scalar type",
    );
    expect(() =>
      graphqlTypeDefs([{ name: "Event", schema: z.object({ id: z.string() }).strict() }]),
    ).toThrow("GraphQL node type Event: field id is reserved by Gatsby on every node; rename it");
  });

  it("refuse two different shapes under one type name", () => {
    const schema = z.object({ address: z.object({ city: z.string() }).strict() }).strict();
    const other = z.object({ street: z.string() }).strict();
    expect(() =>
      graphqlTypeDefs([
        { name: "Office", schema },
        { name: "OfficeAddress", schema: other },
      ]),
    ).toThrow(
      "Two different object schemas would both be the GraphQL type OfficeAddress; give one of them another name in typeNames",
    );
  });
});

describe("the GraphQL types of data/", () => {
  const sdl = dataTypeDefs();

  it("parse as GraphQL, each data file kind a node type Gatsby does not infer", () => {
    const schema = schemaOf(sdl);
    for (const name of [
      "Brand",
      "BusinessConstants",
      "Catalogue",
      "Country",
      "Region",
      "Service",
    ]) {
      expect(sdl).toContain(`type ${name} implements Node @dontInfer {`);
      expect(schema.getType(name)).toBeDefined();
    }
  });

  it.each([
    ["Brand", brandSchema],
    ["BusinessConstants", businessSchema],
    ["Catalogue", catalogueSchema],
    ["Country", countrySchema],
    ["Region", regionSchema],
    ["Service", serviceSchema],
  ] as const)("give %s every field of its schema, and no other", (name, schema) => {
    expect(Object.keys(fieldTypes(sdl, name)).sort()).toEqual(
      ["id", ...Object.keys(schema.shape)].sort(),
    );
  });

  it("keep a region's optional parking time nullable and its zones non-null, and link a service's illustration to its image file", () => {
    expect(fieldTypes(sdl, "Region")).toMatchObject({
      parkingMinutes: "Int",
      zones: "[Zone!]!",
      number: "String!",
    });
    // A zone's names are one text, or one per language in a market with several.
    expect(fieldTypes(sdl, "Zone")).toEqual({
      id: "String!",
      name: "JSON!",
      nameShort: "JSON!",
      services: "[String!]",
    });
    expect(sdl).toContain('illustration: File! @link(by: "relativePath", from: "illustration")');
    const type = schemaOf(sdl).getType("BusinessConstants") as GraphQLObjectType;
    expect(isNonNullType(type.getFields().deliveryHours.type)).toBe(true);
  });

  it("show a field added to the model without a second edit", () => {
    const extended = regionSchema.extend({ hotline: z.string().optional() });
    expect(
      fieldTypes(graphqlTypeDefs([{ name: "Region", schema: extended }]), "Region"),
    ).toMatchObject({ hotline: "String" });
  });
});
