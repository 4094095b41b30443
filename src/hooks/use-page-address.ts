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
  // The query waiting to be written: the address is written after the frame that shows the
  // visitor's answer, once for all the keystrokes of that frame. Writing it costs a phone a few
  // milliseconds (more than drawing the answer's text), which the answer need not wait for.
  const pending = React.useRef<{ query: string; pathname: string } | null>(null);
  const scheduled = React.useRef<{ frame: number; timer?: ReturnType<typeof setTimeout> } | null>(
    null,
  );
  React.useEffect(
    () => () => {
      if (scheduled.current) {
        cancelAnimationFrame(scheduled.current.frame);
        clearTimeout(scheduled.current.timer);
      }
      // Nothing stays scheduled: a component mounted again (React's strict mode does it) writes.
      scheduled.current = null;
      pending.current = null;
    },
    [],
  );
  const replaceQuery = React.useCallback((query: string) => {
    pending.current = { query, pathname: window.location.pathname };
    if (scheduled.current) return;
    const next: { frame: number; timer?: ReturnType<typeof setTimeout> } = { frame: 0 };
    scheduled.current = next;
    next.frame = requestAnimationFrame(() => {
      // A task queued from the frame's callback runs after the frame is painted.
      next.timer = setTimeout(() => {
        scheduled.current = null;
        const write = pending.current;
        pending.current = null;
        if (write) writeQuery(write.query, write.pathname);
      }, 0);
    });
  }, []);
  return detached ?? { opened, replaceQuery };
}

/**
 * Writes `query` as the address's query, unless the visitor has left the page since (a link
 * followed within the frame): the page's state must not land in another page's address.
 */
function writeQuery(query: string, pathname: string): void {
  const { search, hash } = window.location;
  if (window.location.pathname !== pathname) return;
  const next = query === "" ? "" : `?${query}`;
  if (next === search && hash === "") return;
  // The router's own state stays, so that its scroll restoration still finds the entry.
  window.history.replaceState(window.history.state, "", `${pathname}${next}`);
}
