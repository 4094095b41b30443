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
 * editor changed last, or the one chosen in the preview's bar; the first until then. `opened` is
 * the list as the editor opened it: an item changed before the preview could draw (while the
 * site's data was still on its way) is the one shown once it does.
 */
export function useEditedItem(
  entries: readonly unknown[],
  opened: readonly unknown[] = entries,
): [number, (index: number) => void] {
  const [index, setIndex] = React.useState(0);
  const previous = React.useRef(opened);
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

/**
 * The entry's fields as the editor opened it: the first snapshot the preview was given for its
 * file, kept while the same file is open.
 */
export function useOpenedData(entry: EntrySnapshot): unknown {
  const opened = React.useRef({ path: entry.path, data: entry.data });
  if (opened.current.path !== entry.path) opened.current = { path: entry.path, data: entry.data };
  return opened.current.data;
}
