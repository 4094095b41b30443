import React from "react";
import { useMarket } from "../../hooks/use-market";
import { zoneIds } from "../../rules/tools/zones";

/**
 * The fields of the visitor tools' forms: a label with its unit on every field, and its error, when
 * there is one, right below it and tied to it (aria-describedby, aria-invalid). The fields are
 * named after the address's parameters, so the form without JavaScript sends the same address the
 * script writes (src/rules/tools/url-state.ts). Each field is drawn again only when its own props
 * change: given a stable `onChange` and memoised options, a keystroke redraws its field alone.
 */

interface FieldProps {
  id: string;
  name: string;
  label: string;
  error?: string;
  className?: string;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="tool-field__error">
      {error}
    </p>
  ) : null;
}

/** A number the visitor types, as they write it in their language ("1,5"). */
export const NumberField = React.memo(function NumberField({
  id,
  name,
  label,
  error,
  className,
  value,
  onChange,
}: FieldProps & { value: string; onChange: (value: string) => void }) {
  const errorId = `${id}-error`;
  return (
    <div className={["tool-field", className].filter(Boolean).join(" ")}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
});

export const SelectField = React.memo(function SelectField({
  id,
  name,
  label,
  error,
  className,
  value,
  onChange,
  children,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={["tool-field", className].filter(Boolean).join(" ")}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
});

/**
 * The zone a tool answers for, as the coverage checker knows the market's zones: one list, each
 * region a group of its zones, "every zone" first. A market with a single zone has no field: the
 * answer is that zone's.
 */
export const ZoneField = React.memo(function ZoneField({
  id,
  name,
  label,
  anyLabel,
  value,
  onChange,
}: Omit<FieldProps, "error"> & {
  anyLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { regions } = useMarket();
  // Made once: a keystroke elsewhere in the form redraws the answer, not the zones.
  const options = React.useMemo(
    () => [
      <option key="" value="">
        {anyLabel}
      </option>,
      ...regions.map((region) => (
        <optgroup key={region.key} label={region.name}>
          {region.zones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.name}
            </option>
          ))}
        </optgroup>
      )),
    ],
    [regions, anyLabel],
  );
  if (zoneIds(regions).length < 2) return null;
  return (
    <SelectField id={id} name={name} label={label} value={value} onChange={onChange}>
      {options}
    </SelectField>
  );
});
