/** The pages of a built artifact, for the checks that read every page (typography, structured data). */
import fs from "node:fs";
import path from "node:path";

/** Every .html file under `dir`, in name order. */
export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(file);
      return entry.name.endsWith(".html") ? [file] : [];
    });
}
