/**
 * The site's Layout (src/components/layout.tsx) in the studio's preview: the page's main content
 * only. The header, the footer, the region picker and the cookie banner are the same on every page
 * and nothing the studio edits; they also start the visitor's runtime (consent, stale-styles
 * reload), which has no place inside the studio.
 */
import React from "react";
import type { LayoutProps } from "../../../../components/layout";

export const MAIN_ID = "main";

export function Layout({ banner, children }: LayoutProps) {
  return (
    <>
      {banner}
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
