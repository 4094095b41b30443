import React from "react";

/**
 * useLayoutEffect in the browser. On the server no effect runs at all, and React warns about a
 * layout effect there, so it is useEffect. For reads of the page's layout, which belong before
 * any effect writes to it (docs/decisions.md#d34-measure-in-layout-effects-write-in-effects).
 */
export const useBrowserLayoutEffect =
  typeof window === "undefined" ? React.useEffect : React.useLayoutEffect;
