/**
 * Schema of data/street-permits.yaml: per market, region, zone or commune, whether a container on
 * the public road needs a permit, who applies, where, how long ahead, what it costs, how long it
 * runs and what is exempt. The file describes itself in its header comment; this schema says what a
 * value may be, and the cross-check (check.ts) what the file must agree on with the rest of data/.
 * Pure: the build, the content check, the studio and the browser read it alike.
 */
import { z } from "zod";
import {
  MARKET_LANGUAGES,
  marketKey,
  perLanguage,
  slug,
  text,
  withShape,
} from "../../shared/data-schema";
import { CALENDAR_DAY_FORM, isCalendarDay, sourceSchema } from "../tools/schemas";
import { PLACEMENTS, type Placement } from "./placements";

/** Where the container stands (placements.ts, a module without zod for the browser). */
export { PLACEMENTS, type Placement };

/** Who applies for the permit. */
export const APPLICANTS = ["customer", "company"] as const;
export type Applicant = (typeof APPLICANTS)[number];

const CHECKED_MESSAGE =
  "must be the day the rule was checked against its sources, written YYYY-MM-DD (a real day: month 01 to 12, a day that month has); a rule without it is not shown";
// The loader words a missing field or a wrong type its own way ("is required"); these fields say
// what they must be instead, so the checks below take any value and refuse it with their message.
const checkedDay = withShape(
  z
    .unknown()
    .refine((value): value is string => typeof value === "string" && isCalendarDay(value), {
      message: CHECKED_MESSAGE,
    }),
  { kind: "text", pattern: CALENDAR_DAY_FORM, message: CHECKED_MESSAGE },
);

const LEAD_MESSAGE =
  'must be a whole number of days from a complete application to the first day the container may stand (0 to 365): 15, not 15.5 or "15"';
/** Whole days: the date rule counts calendar days, and half a day has no date. */
const wholeNumber = (largest: number, message: string) =>
  withShape(
    z
      .unknown()
      .refine(
        (value): value is number =>
          typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= largest,
        { message },
      ),
    { kind: "wholeNumber", max: largest, message },
  );
const wholeDays = wholeNumber(365, LEAD_MESSAGE);
const STAY_MESSAGE =
  'must be a whole number of days, the longest stay without a permit (0 to 365): 10, not 10.5 or "10"';
const stayDays = wholeNumber(365, STAY_MESSAGE);

const HOURS_MESSAGE = "must be a whole number of hours (0 to 336): 48";
const wholeHours = wholeNumber(336, HOURS_MESSAGE);

/** A French or German postcode: five digits. */
const postcode = z.string().regex(/^\d{5}$/, {
  message: 'must be a postcode of five digits, quoted: "75001"',
});

const zoneId = z.string().regex(/^[A-Z][A-Z0-9_]*$/, {
  message: "must be the id of a zone of data/regions/*.yaml, in capitals: IDF_PARIS",
});
const regionKey = z.string().regex(/^[A-Z][A-Z0-9_]*$/, {
  message: "must be the key of a region of data/regions/*.yaml, in capitals: FR_IDF",
});

const perRuleLanguage = <T extends z.ZodTypeAny>(value: T) =>
  perLanguage(value).describe(MARKET_LANGUAGES);

export const scopeSchema = z
  .object({
    markets: z.array(marketKey).optional(),
    regions: z.array(regionKey).optional(),
    zones: z.array(zoneId).optional(),
    /** The commune's own postcodes: given by the visitor, they pick this rule over the zone's. */
    postcodes: z.array(postcode).optional(),
  })
  .strict()
  .refine(
    (scope) =>
      [scope.markets, scope.regions, scope.zones, scope.postcodes].some(
        (list) => list !== undefined && list.length > 0,
      ),
    { message: "must list markets, regions, zones or postcodes: the places the rule is for" },
  );

export const exemptionSchema = z
  .object({
    /** The largest ground a container may cover without a permit, m². */
    maxAreaM2: z.number().positive({ message: "must be a positive area in m²" }),
    /** The longest stay without a permit, whole days. */
    maxDays: stayDays,
    placements: z.array(z.enum(PLACEMENTS)).min(1),
    condition: perRuleLanguage(text),
  })
  .strict();

export const streetRuleSchema = z
  .object({
    id: z.string().regex(/^[A-Z][A-Z0-9_]*$/, { message: "must be an id in capitals: LYON" }),
    name: perRuleLanguage(text),
    scope: scopeSchema,
    /** Whether each placement needs a permit. */
    permit: z.object({ private: z.boolean(), pavement: z.boolean(), road: z.boolean() }).strict(),
    applicant: z.enum(APPLICANTS),
    authority: z
      .object({
        name: perRuleLanguage(text),
        url: z.string().regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, {
          message: "must be an absolute web address starting with https:// or http://",
        }),
      })
      .strict(),
    leadDays: wholeDays,
    signsHoursBefore: wholeHours,
    fee: perRuleLanguage(text),
    validity: perRuleLanguage(text),
    // Left out is the same as null: the studio sends a rule added without an exemption back
    // without the field.
    exemption: exemptionSchema.nullable().default(null),
    notes: perRuleLanguage(z.array(text)).default({}),
    sources: z.preprocess(
      // Missing is the same mistake as empty, and gets the same sentence.
      (value) => value ?? [],
      z.array(slug).min(1, {
        message:
          "must name at least one source (an id of sources:): a rule without a source is not shown",
      }),
    ),
    checked: checkedDay,
  })
  .strict();

export const streetPermitsFileSchema = z
  .object({
    sources: z.array(sourceSchema).min(1),
    rules: z.array(streetRuleSchema).min(1),
  })
  .strict();

export type StreetRule = z.infer<typeof streetRuleSchema>;
export type StreetPermitsFile = z.infer<typeof streetPermitsFileSchema>;

export const STREET_PERMITS_FILE = {
  file: "street-permits.yaml",
  schema: streetPermitsFileSchema,
} as const;
