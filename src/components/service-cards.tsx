import React from "react";
import { Link } from "gatsby";

export interface ServiceCard {
  key: string;
  name: string;
  summary: string;
  /** "Delivered within 24 h", already worded; null when the market has no timing for it. */
  timing: string | null;
  to: string;
  linkLabel: string;
}

/** The market's services as a grid of cards linking to their detail pages. */
export function ServiceCards({ services, headingLevel = "h3" }: { services: ServiceCard[]; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <ul className="service-cards">
      {services.map((service) => (
        <li key={service.key} className="service-card">
          <Heading className="service-card__name">
            <Link to={service.to} className="service-card__link">
              {service.name}
            </Link>
          </Heading>
          <p className="service-card__summary">{service.summary}</p>
          {service.timing && <p className="service-card__timing">{service.timing}</p>}
          <span className="service-card__more" aria-hidden="true">
            {service.linkLabel} →
          </span>
        </li>
      ))}
    </ul>
  );
}
