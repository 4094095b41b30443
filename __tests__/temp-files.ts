import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const created: string[] = [];

/**
 * A new folder under the system's temp folder holding `files` (relative path → content). It is
 * removed after the test file's last test (setup.ts calls removeTempFiles).
 */
export function tempFiles(prefix: string, files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  created.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** Removes every folder tempFiles made. */
export function removeTempFiles(): void {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
