/**
 * `gatsby develop` and data/: Gatsby sources nodes once, so an edit under data/ would need a
 * restart. Instead the folder is watched, and on a change the data is loaded and checked again and
 * the data nodes are replaced: created anew (Gatsby skips those whose content digest is unchanged)
 * and deleted when their object is gone. Gatsby then runs the queries that read them again.
 * Source plugins may create and delete nodes at any time in develop:
 * https://www.gatsbyjs.com/docs/how-to/plugins-and-themes/creating-a-source-plugin/#sourcing-data-and-creating-nodes
 */
import fs from "node:fs";
import path from "node:path";
import type { NodeInput } from "gatsby";

/** The nodes to create and the ids to delete to go from one set of data nodes to the next. */
export function nodeChanges(
  previous: readonly NodeInput[],
  next: readonly NodeInput[],
): { create: NodeInput[]; remove: string[] } {
  const nextIds = new Set(next.map((node) => node.id));
  return {
    create: [...next],
    remove: previous.map((node) => node.id).filter((id) => !nextIds.has(id)),
  };
}

/** A folder and every folder under it. */
function foldersUnder(dir: string): string[] {
  return [
    dir,
    ...fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? foldersUnder(path.join(dir, entry.name)) : [])),
  ];
}

/**
 * Calls `onChange` once a burst of file events in `dir` (and its folders) has settled for
 * `settleMs`: an editor's save is often a write, a rename and a second write. Each folder is
 * watched, not each file: Node's recursive watch on Linux watches files, and loses a file that an
 * editor saves by writing a copy and renaming it over the original. Returns a function that stops
 * watching.
 */
export function watchFolder(dir: string, onChange: () => void, settleMs = 200): () => void {
  let timer: NodeJS.Timeout | undefined;
  const changed = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(onChange, settleMs);
  };
  const watchers = foldersUnder(dir).map((folder) => fs.watch(folder, changed));
  return () => {
    if (timer) clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
