/**
 * The entry a preview shows, as the studio's bridge (register.ts) hands it over from Decap's
 * editor, and the hooks that follow it as the editor types.
 */
import React from "react";
import { firstChangedIndex } from "./page-routes";

export interface EntrySnapshot {
  /** The entry's fields as plain values. */
  data: unknown;
  /** Its file (data/regions/fr.yaml, content/blog/<slug>/index.mdx); empty for an entry not saved yet. */
  path: string;
  /** The address of a file the entry names (an article's cover), as Decap serves it to the preview. */
  assetUrl: (file: string) => string;
}

/**
 * The item of a list file (a region of data/regions/fr.yaml) that the preview shows: the one the
 * editor changed last, or the one chosen in the preview's bar; the first until then.
 */
export function useEditedItem(entries: readonly unknown[]): [number, (index: number) => void] {
  const [index, setIndex] = React.useState(0);
  const previous = React.useRef(entries);
  React.useEffect(() => {
    const changed = firstChangedIndex(previous.current, entries);
    previous.current = entries;
    if (changed >= 0) setIndex(changed);
  }, [entries]);
  return [Math.min(index, Math.max(entries.length - 1, 0)), setIndex];
}

/** A value that changes only when the entry's content does: Decap hands over a new copy of the entry on every render. */
export function useContentKey(value: unknown): string {
  return JSON.stringify(value) ?? "";
}
