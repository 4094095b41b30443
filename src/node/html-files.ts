/** Rewrites of the built pages, file by file. */
import fs from "node:fs";
import path from "node:path";

/**
 * Applies `transform` to every HTML file under `dir` and writes back each one it changed; returns
 * how many. A transform that leaves a page as it is (one already done) costs no write.
 */
export function rewriteHtmlFiles(dir: string, transform: (html: string) => string): number {
  let changed = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, "utf8");
    const rewritten = transform(html);
    if (rewritten === html) continue;
    fs.writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}
