/**
 * The "where can it stand?" form in the page's address (`?zone=IDF_PARIS&placement=road&size=chain-6
 * &date=2026-12-14&days=5`): what a value may be, what the address gives back, and the address of a
 * form. A value the page cannot use is dropped with a sentence (url-state.ts), never an error page.
 */
import { addressParams, queryOf, type AddressProblem } from "../tools/url-state";
import { isDay } from "./dates";
import { normalisePostcode } from "./rules";
import { PLACEMENTS, type Placement } from "./placements";

export interface PlacementForm {
  zone: string;
  postcode: string;
  placement: Placement | "";
  size: string;
  /** The wished day, YYYY-MM-DD as a native date field gives it. */
  date: string;
  /** How many days it stays. */
  days: string;
}
export type PlacementField = keyof PlacementForm;

export const EMPTY_PLACEMENT_FORM: PlacementForm = {
  zone: "",
  postcode: "",
  placement: "",
  size: "",
  date: "",
  days: "",
};

/** The address's parameters, in the order the address writes them. */
export const PLACEMENT_FIELDS: readonly PlacementField[] = [
  "zone",
  "postcode",
  "placement",
  "size",
  "date",
  "days",
];

/** The longest stay the form takes: a year. */
export const LONGEST_STAY_DAYS = 365;

/** A stay in whole days (1 to a year), or null when the text is not one. */
export function readDays(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= 1 && days <= LONGEST_STAY_DAYS ? days : null;
}

export const isPlacement = (value: string): value is Placement =>
  (PLACEMENTS as readonly string[]).includes(value);

export interface PlacementVocabulary {
  zones: ReadonlySet<string>;
  sizes: ReadonlySet<string>;
}

export function placementFormFromAddress(
  search: string,
  vocabulary: PlacementVocabulary,
): { form: PlacementForm; problems: AddressProblem[] } {
  const params = addressParams(search);
  const form: PlacementForm = { ...EMPTY_PLACEMENT_FORM };
  const problems: AddressProblem[] = [];
  const valid: Record<PlacementField, (value: string) => boolean> = {
    zone: (value) => vocabulary.zones.has(value),
    postcode: (value) => normalisePostcode(value) !== "",
    placement: isPlacement,
    size: (value) => vocabulary.sizes.has(value),
    date: isDay,
    days: (value) => readDays(value) !== null,
  };
  for (const field of PLACEMENT_FIELDS) {
    const value = params.get(field)?.trim();
    if (value === undefined || value === "") continue;
    if (!valid[field](value)) {
      problems.push({ param: field, value });
      continue;
    }
    if (field === "placement") form.placement = value as Placement;
    else if (field === "postcode") form.postcode = normalisePostcode(value);
    else form[field] = value;
  }
  return { form, problems };
}

/** The address of a form: its non-empty fields, in the order of PLACEMENT_FIELDS. */
export function placementAddressOf(form: PlacementForm): string {
  return queryOf(PLACEMENT_FIELDS.map((field) => [field, form[field]] as const));
}
