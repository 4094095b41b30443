import React from "react";

/** The address a tool page was opened at, and the way to write its state back into it. */
export interface PageAddress {
  /** The address's query (`?waste=rubble&m3=3`) and fragment, or null until the page has hydrated. */
  opened: { search: string; hash: string } | null;
  /** Writes `query` (without `?`) as the address's, keeping the path; the fragment goes. */
  replaceQuery: (query: string) => void;
}

/**
 * Where a page that is not at an address of its own gets its address from: the content studio's
 * preview, which must neither read nor rewrite the address of the studio around it.
 */
export const PageAddressContext = React.createContext<PageAddress | null>(null);

/** A page drawn away from its address (the studio's preview): opened without a query, writing nothing. */
export const DETACHED_ADDRESS: PageAddress = {
  opened: { search: "", hash: "" },
  replaceQuery: () => undefined,
};

/**
 * A tool page's state in its address (src/rules/tools/url-state.ts): the query the page was opened
 * with, read once it has hydrated (the server and the hydrating render know none, so both render
 * the empty tool), and a way to write the state back without a navigation, so that a refresh, a
 * bookmark or a link sent on shows the same result. The history entry is replaced, not added: a
 * visitor's Back button leaves the page rather than undoing each keystroke.
 */
export function usePageAddress(): PageAddress {
  const detached = React.useContext(PageAddressContext);
  const [opened, setOpened] = React.useState<PageAddress["opened"]>(null);
  React.useEffect(() => {
    if (!detached) setOpened({ search: window.location.search, hash: window.location.hash });
  }, [detached]);
  const replaceQuery = React.useCallback((query: string) => {
    const { pathname, search, hash } = window.location;
    const next = query === "" ? "" : `?${query}`;
    if (next === search && hash === "") return;
    // The router's own state stays, so that its scroll restoration still finds the entry.
    window.history.replaceState(window.history.state, "", `${pathname}${next}`);
  }, []);
  return detached ?? { opened, replaceQuery };
}
