import React from "react";
import { Link } from "gatsby";
import { needsScript } from "../runtime/head-script";

export interface RegionPickerProps {
  regions: ReadonlyArray<{ key: string; name: string }>;
  value: string;
  onChange: (key: string) => void;
  labels: { label: string; hint: string };
  /** The page of the chosen region, when the market has region pages. */
  pageLink?: { to: string; label: string } | null;
}

/**
 * The visitor's region (docs/rules.md#region-change): a native select, so it works with a
 * keyboard, a screen reader and a phone's own picker. Shown only where there is a choice, and only
 * with scripts, which apply the choice; one made before the page hydrated is replayed then
 * (docs/rules.md#early-taps).
 */
export function RegionPicker({ regions, value, onChange, labels, pageLink }: RegionPickerProps) {
  const id = React.useId();
  if (regions.length < 2) return null;
  return (
    <section className="region-bar" aria-label={labels.label} {...needsScript}>
      <div className="center cluster region-bar__inner">
        <label htmlFor={id} className="region-bar__label">
          {labels.label}
        </label>
        <select
          id={id}
          className="region-bar__select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={`${id}-hint`}
        >
          {regions.map((region) => (
            <option key={region.key} value={region.key}>
              {region.name}
            </option>
          ))}
        </select>
        <span id={`${id}-hint`} className="region-bar__hint">
          {labels.hint}
        </span>
        {pageLink && (
          <Link to={pageLink.to} className="region-bar__page">
            {pageLink.label}
          </Link>
        )}
      </div>
    </section>
  );
}
