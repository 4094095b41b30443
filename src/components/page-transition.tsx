import React from "react";
import type { PageKind } from "../shared/route-table";
import { transitionOf } from "../shared/transitions";
import { PageRegionContext } from "../hooks/use-visitor";
import { PageLanguageContext } from "../hooks/use-page-language";
import { PAGE_REGION_ATTRIBUTE } from "../runtime/visitor-state";

/**
 * Page transitions (docs/rules.md#page-transitions), wrapped around every page by gatsby-browser/gatsby-ssr
 * (wrapPageElement), which outlives the pages: Gatsby remounts each page on navigation, so this
 * wrapper remembers the previous transition key. The new page's main area fades in when the key
 * changed and the target fades; never on the first load, between two service detail pages, on
 * the services list, or with reduced motion (CSS).
 *
 * It also carries the region a region page is about (`regionKey`), for the visitor's state: in the
 * HTML, so that start-up can make it the visitor's region, and in context, so that the page
 * renders with it on the server and in hydration (src/hooks/use-visitor.ts); and the page's
 * language, for what the page shows of data/ (src/hooks/use-page-language.ts).
 */
export function PageTransition({
  kind,
  path,
  regionKey = null,
  language,
  children,
}: {
  kind: PageKind | undefined;
  path: string;
  regionKey?: string | null;
  /** The catalog of the page's language (its page context's `language`). */
  language?: string;
  children: React.ReactNode;
}) {
  const { key, fade } = transitionOf({ kind: kind ?? "NOT_FOUND", path });
  const previousKey = React.useRef<string | null>(null);
  const entering = fade && previousKey.current !== null && previousKey.current !== key;
  React.useEffect(() => {
    previousKey.current = key;
  }, [key]);
  return (
    <PageLanguageContext.Provider value={language}>
      <PageRegionContext.Provider value={regionKey}>
        <div
          className="page-transition"
          data-entering={entering || undefined}
          {...(regionKey ? { [PAGE_REGION_ATTRIBUTE]: regionKey } : {})}
        >
          {children}
        </div>
      </PageRegionContext.Provider>
    </PageLanguageContext.Provider>
  );
}
