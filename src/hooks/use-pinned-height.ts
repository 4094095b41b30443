import React from "react";

/**
 * Keeps a CSS custom property on <html> equal to the height of a bar that stays on screen (fixed
 * or sticky), and to 0px while the bar is in the page's flow, hidden or gone. The stylesheet sizes
 * the scroll padding and the room kept free at the end of the page from these properties, so a
 * focused element is never scrolled under a bar, whatever the bar's real height (a longer
 * translation, a wrapping button, enlarged text). The stylesheet's defaults hold until this runs.
 */
export function usePinnedHeight(ref: React.RefObject<HTMLElement | null>, property: `--${string}`): void {
  React.useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const update = () => {
      const { position } = getComputedStyle(element);
      const pinned = position === "fixed" || position === "sticky";
      root.style.setProperty(property, `${pinned ? element.getBoundingClientRect().height : 0}px`);
    };
    update();
    // A bar that moves into the flow at a breakpoint also changes size, so one observer covers both.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(property);
    };
  }, [ref, property]);
}
