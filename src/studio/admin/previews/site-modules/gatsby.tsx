/**
 * What the site's components import from `gatsby`, in the studio's preview bundle (src/studio/server.ts
 * resolves `gatsby` here; Gatsby builds never see this file). A page is not navigated from inside a
 * preview, and the static queries' results are the preview's data for the page shown.
 */
import React from "react";

interface LinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
}

/** The link as the site writes it; a click stays in the preview rather than opening the page's address in the studio. */
export function Link({
  to,
  activeClassName: _active,
  partiallyActive: _partial,
  ...rest
}: LinkProps) {
  return <a {...rest} href={to} onClick={(event) => event.preventDefault()} />;
}

/** The site is served at its domain's root: a page's path is its address. */
export function withPrefix(path: string): string {
  return path;
}

/** A page is not navigated from inside a preview: a PageLink's click stays in the preview, as a Link's. */
export function navigate(): Promise<void> {
  return Promise.resolve();
}

/** The query's text: useStaticQuery knows a query by its name. */
export function graphql(strings: TemplateStringsArray): string {
  return strings.join("");
}

/** Results of the site's static queries by query name (MarketConfig, VisitorRegions), given by the preview around the page. */
export const StaticQueries = React.createContext<Readonly<Record<string, unknown>>>({});

export function useStaticQuery<T>(query: string): T {
  const results = React.useContext(StaticQueries);
  const name = /query\s+(\w+)/.exec(query)?.[1] ?? "";
  // A component that a future change gives a new static query fails here, by name, rather than showing nothing.
  if (!(name in results))
    throw new Error(
      `The studio's preview has no result for the static query ${name || "(unnamed)"}; add it in src/studio/admin/previews/`,
    );
  return results[name] as T;
}
