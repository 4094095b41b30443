import React from "react";
import { useBrowserLayoutEffect } from "./use-browser-layout-effect";
import type { PinnedHeight } from "../runtime/head-script";

/** The value the stylesheet gets: the bar's height while it stays on screen (fixed or sticky), else 0px. */
function measure(element: HTMLElement): string {
  const { position } = getComputedStyle(element);
  const pinned = position === "fixed" || position === "sticky";
  return `${pinned ? element.getBoundingClientRect().height : 0}px`;
}

/**
 * The stylesheet's value of the property on <html>, in pixels for a property it registers as a
 * length (0px, 65px); null while a value written on <html> hides it.
 */
function stylesheetValue(property: string): string | null {
  const root = document.documentElement;
  return root.style.getPropertyValue(property)
    ? null
    : getComputedStyle(root).getPropertyValue(property).trim();
}

/**
 * Keeps a CSS custom property on <html> equal to the height of a bar that stays on screen (fixed
 * or sticky), and to 0px while the bar is in the page's flow, hidden or gone. The stylesheet sizes
 * the scroll padding and the room kept free at the end of the page from these properties, so a
 * focused element is never scrolled under a bar, whatever the bar's real height (a longer
 * translation, a wrapping button, enlarged text). The stylesheet's defaults hold until this runs.
 *
 * A write restyles the page (the whole page for an inherited property), and a read after a write
 * forces that work at once: with three bars, reading and writing in turn cost three full style
 * passes while the page hydrates (docs/decisions.md#d34-measure-in-layout-effects-write-in-effects).
 * So the bars are measured in layout effects, which all run before any effect, with the value
 * <html> has then (the head script registers the properties as lengths, so that value is in
 * pixels, as a measure is); they are written in effects, and only a value <html> does not have
 * already: where the stylesheet's defaults are right, as for the header and contact bar at most
 * widths, hydration restyles nothing.
 */
export function usePinnedHeight(
  ref: React.RefObject<HTMLElement | null>,
  property: PinnedHeight,
): void {
  const measured = React.useRef<{ height: string; stylesheet: string | null } | null>(null);

  useBrowserLayoutEffect(() => {
    measured.current = ref.current
      ? { height: measure(ref.current), stylesheet: stylesheetValue(property) }
      : null;
  }, [ref, property]);

  React.useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const { height, stylesheet } = measured.current ?? {
      height: measure(element),
      stylesheet: stylesheetValue(property),
    };
    // What <html> has now: a value written on it (the bar this one replaces may have removed its
    // own since the layout effect ran), else the stylesheet's; null where neither is known.
    let written: string | null = root.style.getPropertyValue(property) || stylesheet;
    const write = (value: string) => {
      if (value === written) return;
      written = value;
      root.style.setProperty(property, value);
    };
    write(height);
    // A bar that moves into the flow at a breakpoint also changes size, so one observer covers both.
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(() => write(measure(element)));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
