import React from "react";

export interface SectionProps {
  title: string;
  /** A muted band across the page, to separate sections. */
  tinted?: boolean;
  className?: string;
  /** The h2's id, when something inside the section is named by the heading too. */
  headingId?: string;
  children: React.ReactNode;
}

/** A titled section of a page: an h2 that names the region for assistive technology. */
export function Section({ title, tinted, className, headingId, children }: SectionProps) {
  const generatedId = React.useId();
  const id = headingId ?? generatedId;
  const classes = ["section", tinted && "section--tinted", className].filter(Boolean).join(" ");
  return (
    <section className={classes} aria-labelledby={id}>
      <div className="center section__inner">
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** A catalog text whose paragraphs are separated by a blank line. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== "")
        .map((paragraph, index) => (
          <p key={index} className={className}>
            {paragraph}
          </p>
        ))}
    </>
  );
}
