import React from "react";
import { navigate, withPrefix } from "gatsby";

/**
 * A link to another page of the site, for what the visitor tools draw again as the visitor types
 * (the A–Z list of "can it go in?", the answer of "which container?"). A plain click goes through
 * Gatsby's navigation, as its Link does; a click with a modifier key, a middle click or a tap
 * before the page has hydrated follows the link as any link. Unlike Link, it keeps no
 * IntersectionObserver of its own and no subscription to the location: Link's first-sight prefetch
 * is held back anyway, and the site's prefetch watches every link (src/runtime/link-prefetch.ts).
 * A list of a hundred Links paid a hundred observers on every frame of a search
 * (docs/decisions.md#d103-the-tools-redraw-what-the-input-changed).
 */
export function PageLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <a
      href={withPrefix(to)}
      className={className}
      onClick={(event) => {
        if (isPlainClick(event)) {
          event.preventDefault();
          void navigate(to);
        }
      }}
    >
      {children}
    </a>
  );
}

/** A click that opens the link in the same tab: the main button, no modifier key, not handled before. */
export function isPlainClick(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}
