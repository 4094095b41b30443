import React from "react";

/**
 * Whether React is hydrating the page the browser loaded: true from the moment gatsby-browser.tsx
 * starts hydrating it until Gatsby reports it rendered (onInitialClientRender); false on the
 * server, on a page rendered rather than hydrated, and on every page a navigation brings. A
 * component reading it re-renders, once, when hydration ends.
 */
let hydrating = false;
const listeners = new Set<() => void>();

export function startHydrating(): void {
  hydrating = true;
}

export function endHydrating(): void {
  if (!hydrating) return;
  hydrating = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// React renders the server, and a hydrating browser, with the third argument's value.
const inBrowser = () => typeof window !== "undefined";

export function useHydrating(): boolean {
  return React.useSyncExternalStore(subscribe, () => hydrating, inBrowser);
}
