/**
 * The "which container?" form: its fields (named after the address's parameters), what the address
 * may set them to, and the volume a filled form gives — or, per field, why it gives none. Pure: the
 * page and the tests read it alike.
 */
import { parseDecimal } from "./number-format";
import { addressParams, queryOf, type AddressProblem } from "./url-state";

export const QUANTITY_MODES = ["m3", "pile", "units"] as const;
export type QuantityMode = (typeof QUANTITY_MODES)[number];

/** The form's values as the fields hold them (texts). */
export interface WhichContainerForm {
  waste: string;
  mode: QuantityMode;
  m3: string;
  length: string;
  width: string;
  height: string;
  unit: string;
  count: string;
  zone: string;
}

export type WhichContainerField = keyof WhichContainerForm;

/** Each field's name in the form and in the address. */
export const FIELD_PARAMS: Readonly<Record<WhichContainerField, string>> = {
  waste: "waste",
  mode: "mode",
  m3: "m3",
  length: "l",
  width: "w",
  height: "h",
  unit: "unit",
  count: "n",
  zone: "zone",
};

export const EMPTY_FORM: WhichContainerForm = {
  waste: "",
  mode: "m3",
  m3: "",
  length: "",
  width: "",
  height: "",
  unit: "",
  count: "",
  zone: "",
};

/** What the address may name: the page's wastes, units and zones, and the largest order. */
export interface FormVocabulary {
  wastes: ReadonlySet<string>;
  units: ReadonlySet<string>;
  zones: ReadonlySet<string>;
  /** The first unit, chosen when the address gives a count without a unit. */
  defaultUnit: string;
  largestOrderM3: number;
}

/** The longest side of a pile the form takes, in metres: beyond it the number is a typo. */
export const LONGEST_SIDE_M = 100;

export type QuantityError = "empty" | "notNumber" | "notPositive" | "tooLarge" | "notWhole";

export interface QuantityReading {
  /** The volume in m³, when the fields of the chosen mode give one. */
  volumeM3?: number;
  /** Why a field gives none, per field of the chosen mode. */
  errors: Partial<Record<WhichContainerField, QuantityError>>;
}

const NUMBER_FIELDS: readonly WhichContainerField[] = ["m3", "length", "width", "height", "count"];

/**
 * The form an address describes. A parameter the tool does not know the value of (a waste, unit or
 * zone it has not, a quantity that is not a positive number, or one above the largest order) is
 * left out, and reported. The mode is the address's `mode` (the form without JavaScript sends it),
 * else the first mode whose fields the address fills.
 */
export function formFromAddress(
  search: string,
  vocabulary: FormVocabulary,
): { form: WhichContainerForm; problems: AddressProblem[] } {
  const params = addressParams(search);
  const form: WhichContainerForm = { ...EMPTY_FORM };
  const problems: AddressProblem[] = [];
  const take = (field: WhichContainerField, valid: (value: string) => boolean) => {
    const param = FIELD_PARAMS[field];
    const value = params.get(param)?.trim();
    if (value === undefined || value === "") return;
    if (valid(value)) (form as unknown as Record<string, string>)[field] = value;
    else problems.push({ param, value });
  };
  take("waste", (value) => vocabulary.wastes.has(value));
  take("zone", (value) => vocabulary.zones.has(value));
  take("unit", (value) => vocabulary.units.has(value));
  for (const field of NUMBER_FIELDS)
    take(field, (value) => numberError(field, value, vocabulary.largestOrderM3) === undefined);
  const mode = params.get(FIELD_PARAMS.mode);
  if (mode !== undefined && (QUANTITY_MODES as readonly string[]).includes(mode))
    form.mode = mode as QuantityMode;
  else {
    if (mode !== undefined && mode !== "") problems.push({ param: FIELD_PARAMS.mode, value: mode });
    form.mode =
      form.m3 !== ""
        ? "m3"
        : form.length !== "" || form.width !== "" || form.height !== ""
          ? "pile"
          : form.count !== ""
            ? "units"
            : "m3";
  }
  if (form.mode === "units" && form.unit === "") form.unit = vocabulary.defaultUnit;
  return { form, problems };
}

/** The address of a form: the waste, the quantity of its mode only, the zone. */
export function addressOf(form: WhichContainerForm): string {
  const quantity: WhichContainerField[] =
    form.mode === "m3"
      ? ["m3"]
      : form.mode === "pile"
        ? ["length", "width", "height"]
        : ["unit", "count"];
  return queryOf(
    (["waste", ...quantity, "zone"] as WhichContainerField[]).map(
      (field) => [FIELD_PARAMS[field], form[field]] as const,
    ),
  );
}

/** Why a typed number cannot be used, or undefined when it can. */
function numberError(
  field: WhichContainerField,
  typed: string,
  largestOrderM3: number,
): QuantityError | undefined {
  if (typed.trim() === "") return "empty";
  const value = parseDecimal(typed);
  if (Number.isNaN(value)) return "notNumber";
  if (!(value > 0)) return "notPositive";
  if (field === "count" && !Number.isInteger(value)) return "notWhole";
  if (field === "m3" && value > largestOrderM3) return "tooLarge";
  if ((field === "length" || field === "width" || field === "height") && value > LONGEST_SIDE_M)
    return "tooLarge";
  // A count of units is checked once multiplied by its unit's volume.
  return undefined;
}

/**
 * The volume the chosen mode's fields give, in m³: the m³ typed, the pile's length × width × height,
 * or the count × the unit's volume; or why not, per field. A total above the largest order is an
 * error of the field that made it (the pile's height, the count).
 */
export function readQuantity(
  form: WhichContainerForm,
  unitVolumes: ReadonlyMap<string, number>,
  largestOrderM3: number,
): QuantityReading {
  const errors: QuantityReading["errors"] = {};
  const read = (field: WhichContainerField) => {
    const error = numberError(field, form[field], largestOrderM3);
    if (error) errors[field] = error;
    return error ? undefined : parseDecimal(form[field]);
  };
  let volumeM3: number | undefined;
  let lastField: WhichContainerField = "m3";
  if (form.mode === "m3") {
    volumeM3 = read("m3");
  } else if (form.mode === "pile") {
    const sides = (["length", "width", "height"] as const).map(read);
    lastField = "height";
    if (sides.every((side) => side !== undefined))
      volumeM3 = sides.reduce<number>((product, side) => product * (side ?? 0), 1);
  } else {
    const unitVolume = unitVolumes.get(form.unit);
    const count = read("count");
    lastField = "count";
    if (unitVolume === undefined) errors.unit = "empty";
    else if (count !== undefined) volumeM3 = count * unitVolume;
  }
  if (volumeM3 !== undefined && volumeM3 > largestOrderM3 + 1e-9) {
    errors[lastField] = "tooLarge";
    volumeM3 = undefined;
  }
  return volumeM3 === undefined ? { errors } : { volumeM3, errors };
}
