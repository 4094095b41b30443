/**
 * Schemas of the files the visitor tools compute from: data/containers.yaml (sizes, lorries,
 * everyday units), data/wastes.yaml (what each waste of the catalogue weighs, who takes it, its code)
 * and data/common-items.yaml (what visitors ask about that the catalogue does not hold). Each file
 * describes itself in its header comment; these schemas say what a value may be, and the
 * cross-checks (check.ts) what the files must agree on. Pure: the build, the content check, the
 * studio and the browser read it alike.
 */
import { z } from "zod";
import {
  language,
  MARKET_LANGUAGES,
  marketKey,
  perLanguage,
  serviceKey,
  slug,
  text,
} from "../../shared/data-schema";

/**
 * A text per language, needed in the languages of the markets that show it (the cross-check names
 * a missing one): a lorry's name in the languages of the markets renting its sizes, a document's in
 * its markets'.
 */
const perMarketLanguage = <T extends z.ZodTypeAny>(value: T) =>
  perLanguage(value).describe(MARKET_LANGUAGES);

/** An address a source was read at: the stored copies are not all on https. */
const webAddress = z.string().regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, {
  message: "must be an absolute web address starting with https:// or http://",
});

/** How a day is written: YYYY-MM-DD (whether it is a real day is isCalendarDay's to say). */
export const CALENDAR_DAY_FORM = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a day of the calendar written YYYY-MM-DD (2026-13-45 is not: no rolling over). */
export function isCalendarDay(value: string): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return false;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return date.toISOString().slice(0, 10) === day[0];
}

const CALENDAR_DAY_MESSAGE =
  "must be the day the source was read, written YYYY-MM-DD (a real day: month 01 to 12, a day that month has)";
const calendarDay = z
  .string()
  .regex(CALENDAR_DAY_FORM, { message: CALENDAR_DAY_MESSAGE })
  .refine(isCalendarDay, { message: CALENDAR_DAY_MESSAGE });

/** A public page a figure comes from. */
export const sourceSchema = z
  .object({
    id: slug,
    label: text,
    url: webAddress,
    /** The stored copy actually read, when it is at another address than `url`. */
    readFrom: webAddress.optional(),
    checked: calendarDay,
  })
  .strict();

/** The ids of `sources` a value comes from. */
const sourceIds = z.array(slug);
/**
 * A list that may be empty, and so may be left out: the studio sends an emptied list back as no
 * field at all.
 */
const maybeEmpty = <T extends z.ZodTypeAny>(item: T) => z.array(item).default([]);

/** Metres, tonnes and cubic metres of things a lorry brings: positive, and below what no skip reaches. */
const measure = (largest: number, unit: string) =>
  z
    .number()
    .positive({ message: `must be a positive number of ${unit}` })
    .max(largest, {
      message: `must be at most ${largest} ${unit}: no container or lorry is larger`,
    });

export const vehicleSchema = z
  .object({
    id: slug,
    names: perMarketLanguage(text),
    accessWidthM: measure(10, "metres"),
    headroomM: measure(10, "metres"),
    manoeuvreLengthM: measure(50, "metres"),
    sources: sourceIds.min(1, { message: "must name at least one source" }),
  })
  .strict();

export const unitSchema = z
  .object({
    id: slug,
    names: perMarketLanguage(text),
    volumeM3: measure(2, "m³"),
    sources: maybeEmpty(slug),
  })
  .strict();

export const sizeSchema = z
  .object({
    id: slug,
    /** Keys of data/services.yaml that rent this size. */
    services: z.array(serviceKey).min(1, { message: "must name at least one service" }),
    /** Markets whose sites offer it. */
    markets: z.array(marketKey).min(1, { message: "must name at least one market" }),
    vehicle: slug,
    volumeM3: measure(100, "m³"),
    lengthM: measure(20, "metres"),
    widthM: measure(5, "metres"),
    heightM: measure(5, "metres"),
    footprintM2: measure(100, "m²"),
    maxPayloadT: measure(40, "tonnes"),
    heavyAllowed: z.boolean(),
    allowedOnRoad: z.boolean(),
    /** The most of this size one order gets; beyond it, a larger size is the answer. */
    maxCount: z.number().int().positive().optional(),
    sources: sourceIds.min(1, { message: "must name at least one source" }),
  })
  .strict();

export const containersFileSchema = z
  .object({
    /** The largest job, in m³, the company takes in one order through the site. */
    largestOrderM3: measure(1000, "m³"),
    /** The room one container more must save to be proposed (recommend.ts). */
    extraContainerM3: z
      .number()
      .min(0, { message: "must be zero or a positive number of m³" })
      .max(100, { message: "must be at most 100 m³" }),
    sources: z.array(sourceSchema).min(1),
    vehicles: z.array(vehicleSchema).min(1),
    units: z.array(unitSchema).min(1),
    sizes: z.array(sizeSchema).min(1),
  })
  .strict();

/** `key` or `key.variant` of data/catalogue.yaml. */
export const wasteId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)?$/, {
  message: "must be a key of data/catalogue.yaml, or key.variant (rubble, concrete.with-steel)",
});

/** A code of the European List of Waste: three pairs of digits, a `*` for a hazardous waste. */
export const wasteCode = z.string().regex(/^\d{2} \d{2} \d{2}\*?$/, {
  message:
    'must be a European List of Waste code written "NN NN NN" (two digits, a space, two, a space, two), with a * at the end for a hazardous waste: "17 01 07", "17 06 05*"',
});

export const HAZARDS = ["none", "hazardous", "asbestos"] as const;
export type Hazard = (typeof HAZARDS)[number];

export const SERVICE_ANSWERS = ["takes", "separate", "refuses"] as const;
export type ServiceAnswer = (typeof SERVICE_ANSWERS)[number];

const density = z
  .object({
    value: z
      .number()
      .positive({ message: "must be a positive density in tonnes per m³" })
      .max(3, { message: "must be at most 3 t/m³: no loose waste is denser than rock" }),
    source: slug,
  })
  .strict();

/** Where a waste or an item goes in markets whose services do not take it. */
const elsewhereSchema = z
  .object({
    markets: z.array(marketKey).min(1),
    text: perMarketLanguage(text),
    sources: sourceIds.min(1, { message: "must name at least one source" }),
  })
  .strict();

export const wasteSchema = z
  .object({
    id: wasteId,
    code: wasteCode,
    hazard: z.enum(HAZARDS),
    heavy: z.boolean(),
    density: z.object({ low: density, typical: density, high: density }).strict(),
    services: z.record(serviceKey, z.enum(SERVICE_ANSWERS)),
    notWith: maybeEmpty(wasteId),
    synonyms: z.record(language, z.array(text)).describe(MARKET_LANGUAGES),
    articles: maybeEmpty(slug),
    elsewhere: z.array(elsewhereSchema).optional(),
  })
  .strict();

export const documentSchema = z
  .object({
    id: slug,
    markets: z.array(marketKey).min(1),
    hazard: z.enum(HAZARDS),
    names: perMarketLanguage(text),
    descriptions: perMarketLanguage(text),
    sources: sourceIds.min(1, { message: "must name at least one source" }),
  })
  .strict();

export const wastesFileSchema = z
  .object({
    sources: z.array(sourceSchema).min(1),
    documents: maybeEmpty(documentSchema),
    wastes: z.array(wasteSchema).min(1),
  })
  .strict();

/**
 * Something visitors ask about by its everyday name. Either the company takes it as a waste of the
 * catalogue (`takenAs`: a sofa is bulky waste), and the waste's entry gives its code and who takes
 * it; or it is outside the catalogue, with its own `code`, and refused. Where it is refused it says
 * why and where it goes instead; the cross-check (check.ts) asks for each where it is needed
 * (docs/decisions.md#d99-an-item-the-catalogue-takes-is-named-as-that-waste-never-refused).
 */
export const commonItemSchema = z
  .object({
    id: slug,
    /** The entry of data/wastes.yaml the company takes it as; its code and answers are the item's. */
    takenAs: wasteId.optional(),
    code: wasteCode.optional(),
    names: perMarketLanguage(text),
    why: perMarketLanguage(text).optional(),
    synonyms: z.record(language, z.array(text)).describe(MARKET_LANGUAGES),
    goesTo: maybeEmpty(elsewhereSchema.extend({ service: serviceKey.optional() }).strict()),
    articles: maybeEmpty(slug),
  })
  .strict();

export const commonItemsFileSchema = z
  .object({
    sources: z.array(sourceSchema).min(1),
    items: z.array(commonItemSchema).min(1),
  })
  .strict();

export type Source = z.infer<typeof sourceSchema>;
export type Vehicle = z.infer<typeof vehicleSchema>;
export type CountingUnit = z.infer<typeof unitSchema>;
export type ContainerSize = z.infer<typeof sizeSchema>;
export type ContainersFile = z.infer<typeof containersFileSchema>;
export type Waste = z.infer<typeof wasteSchema>;
export type WasteDocument = z.infer<typeof documentSchema>;
export type WastesFile = z.infer<typeof wastesFileSchema>;
export type CommonItem = z.infer<typeof commonItemSchema>;
export type CommonItemsFile = z.infer<typeof commonItemsFileSchema>;

/** The three files, as validated and cross-checked. */
export interface ToolData {
  containers: ContainersFile;
  wastes: WastesFile;
  commonItems: CommonItemsFile;
}

/** The files of data/ these schemas describe, by the name the loader gives them. */
export const TOOL_DATA_FILES = {
  containers: { file: "containers.yaml", schema: containersFileSchema },
  wastes: { file: "wastes.yaml", schema: wastesFileSchema },
  commonItems: { file: "common-items.yaml", schema: commonItemsFileSchema },
} as const;
