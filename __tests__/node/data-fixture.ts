/**
 * A throw-away copy of data/ that a test may edit, to check what the loader says about a bad edit.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseDocument } from "yaml";

const DATA_DIR = path.resolve(__dirname, "../../data");

export interface DataCopy {
  root: string;
  dataDir: string;
  /** Changes one field of a YAML file (path as in the file), keeping the rest of it as written. */
  set(file: string, fieldPath: Array<string | number>, value: unknown): void;
  remove(file: string, fieldPath: Array<string | number>): void;
  write(file: string, text: string): void;
  read(file: string): string;
  cleanup(): void;
}

export function copyData(): DataCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-data-"));
  const dataDir = path.join(root, "data");
  fs.cpSync(DATA_DIR, dataDir, { recursive: true });
  // The loader also checks content/ (images, catalogs): the real one, read only.
  fs.symlinkSync(path.resolve(DATA_DIR, "../content"), path.join(root, "content"));
  const edit = (file: string, change: (doc: ReturnType<typeof parseDocument>) => void) => {
    const full = path.join(dataDir, file);
    const doc = parseDocument(fs.readFileSync(full, "utf8"));
    change(doc);
    fs.writeFileSync(full, doc.toString());
  };
  return {
    root,
    dataDir,
    set: (file, fieldPath, value) => edit(file, (doc) => doc.setIn(fieldPath, value)),
    remove: (file, fieldPath) => edit(file, (doc) => doc.deleteIn(fieldPath)),
    write: (file, text) => fs.writeFileSync(path.join(dataDir, file), text),
    read: (file) => fs.readFileSync(path.join(dataDir, file), "utf8"),
    cleanup: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
