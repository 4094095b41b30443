import React from "react";
import { useBrowserLayoutEffect } from "./use-browser-layout-effect";

/** The value the stylesheet gets: the bar's height while it stays on screen (fixed or sticky), else 0px. */
function measure(element: HTMLElement): string {
  const { position } = getComputedStyle(element);
  const pinned = position === "fixed" || position === "sticky";
  return `${pinned ? element.getBoundingClientRect().height : 0}px`;
}

/**
 * Keeps a CSS custom property on <html> equal to the height of a bar that stays on screen (fixed
 * or sticky), and to 0px while the bar is in the page's flow, hidden or gone. The stylesheet sizes
 * the scroll padding and the room kept free at the end of the page from these properties, so a
 * focused element is never scrolled under a bar, whatever the bar's real height (a longer
 * translation, a wrapping button, enlarged text). The stylesheet's defaults hold until this runs.
 *
 * A property on <html> restyles the whole page, and a read after such a write forces that work at
 * once: with three bars, reading and writing in turn cost three full style passes while the page
 * hydrates (docs/decisions.md#d34-measure-in-layout-effects-write-in-effects). So the bars are
 * measured in layout effects, which all run before any effect, and written in effects; the
 * observer and every later pass write only a value that changed.
 */
export function usePinnedHeight(ref: React.RefObject<HTMLElement | null>, property: `--${string}`): void {
  const measured = React.useRef<string | null>(null);

  useBrowserLayoutEffect(() => {
    measured.current = ref.current ? measure(ref.current) : null;
  }, [ref, property]);

  React.useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    let written: string | null = null;
    const write = (value: string) => {
      if (value === written) return;
      written = value;
      root.style.setProperty(property, value);
    };
    write(measured.current ?? measure(element));
    // A bar that moves into the flow at a breakpoint also changes size, so one observer covers both.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => write(measure(element)));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
