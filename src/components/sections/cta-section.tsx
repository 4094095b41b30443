import React from "react";
import { Section } from "../section";

/**
 * A page's closing call to action: the green band with its title, a line of text when the page
 * has one, and the page's buttons (the home, service, region and /de/ pages).
 */
export function CtaSection({
  title,
  body,
  children,
}: {
  title: string;
  body?: string;
  children: React.ReactNode;
}) {
  return (
    <Section title={title} className="section--cta">
      {body !== undefined && <p className="section__intro">{body}</p>}
      {children}
    </Section>
  );
}
