import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A new folder under the system's temp folder holding `files` (relative path → content). */
export function tempFiles(prefix: string, files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}
