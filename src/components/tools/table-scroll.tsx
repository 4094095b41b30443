import React from "react";

/**
 * A table wider than a phone, scrolled sideways in its own box so that the page never is: a
 * labelled region the keyboard can reach and scroll (WCAG 2.1.1), the table's caption naming it.
 */
export function TableScroll({
  labelId,
  hint,
  children,
}: {
  /** The id of the element that names the table (its heading or caption). */
  labelId: string;
  /** A short note that the table scrolls, for those who see it cut. */
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={labelId} tabIndex={0}>
      {children}
      {hint && <p className="table-scroll__hint">{hint}</p>}
    </div>
  );
}
