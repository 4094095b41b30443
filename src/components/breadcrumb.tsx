import React from "react";
import { Link } from "gatsby";
import { StructuredData } from "./structured-data";
import { useMarket } from "../hooks/use-market";
import { absoluteUrl } from "../shared/paths";
import { breadcrumbLd } from "../shared/structured-data";

export interface BreadcrumbStep {
  name: string;
  path: string;
}

/**
 * The trail from the home page to the current page; the last step is the page itself, not a link.
 * The same trail is the page's BreadcrumbList, so search engines read what visitors see.
 */
export function Breadcrumb({ trail, label }: { trail: readonly BreadcrumbStep[]; label: string }) {
  const domain = useMarket().country.domains[0];
  return (
    <nav aria-label={label} className="breadcrumb">
      <StructuredData
        node={breadcrumbLd(
          trail.map((step) => ({ name: step.name, url: absoluteUrl(domain, step.path) })),
        )}
      />
      <ol>
        {trail.map((step, index) =>
          index < trail.length - 1 ? (
            <li key={step.path}>
              <Link to={step.path}>{step.name}</Link>
            </li>
          ) : (
            <li key={step.path} aria-current="page">
              {step.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
