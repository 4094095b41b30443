import React from "react";
import type { PageKind } from "../shared/route-table";
import { transitionOf } from "../shared/transitions";

/**
 * Page transitions (docs/rules.md#page-transitions), wrapped around every page by gatsby-browser/gatsby-ssr
 * (wrapPageElement), which outlives the pages: Gatsby remounts each page on navigation, so this
 * wrapper remembers the previous transition key. The new page's main area fades in when the key
 * changed and the target fades; never on the first load, between two service detail pages, on
 * the services list, or with reduced motion (CSS).
 */
export function PageTransition({ kind, path, children }: { kind: PageKind | undefined; path: string; children: React.ReactNode }) {
  const { key, fade } = transitionOf({ kind: kind ?? "NOT_FOUND", path });
  const previousKey = React.useRef<string | null>(null);
  const entering = fade && previousKey.current !== null && previousKey.current !== key;
  React.useEffect(() => {
    previousKey.current = key;
  }, [key]);
  return <div className={entering ? "page-transition is-entering" : "page-transition"}>{children}</div>;
}
