/**
 * One throw-away copy of what the content team edits (data/, content/), with src/ and static/
 * linked in, that a test may edit and put back: each bad edit is checked on otherwise real content.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

export interface ContentCopy {
  root: string;
  read(file: string): string;
  write(file: string, text: string | Uint8Array): void;
  /** Replaces the first occurrence of `from`; fails when the file does not contain it. */
  replace(file: string, from: string | RegExp, to: string): void;
  remove(file: string): void;
  rename(from: string, to: string): void;
  /** 1-based line of the first line of `file` containing `needle`. */
  lineOf(file: string, needle: string): number;
  /** Puts back every file changed since the last call. */
  restore(): void;
  cleanup(): void;
}

export function copyContent(): ContentCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-content-"));
  for (const dir of ["data", "content"])
    fs.cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
  for (const dir of ["src", "static"]) fs.symlinkSync(path.join(ROOT, dir), path.join(root, dir));
  /** Original bytes of every touched file; null for a file that did not exist. */
  const originals = new Map<string, Buffer | null>();
  const full = (file: string) => path.join(root, file);
  /** Folders a test created, removed on restore. */
  const createdDirs = new Set<string>();
  const makeDirFor = (file: string) => {
    let missing: string | undefined;
    for (let dir = path.dirname(full(file)); !fs.existsSync(dir); dir = path.dirname(dir))
      missing = dir;
    if (missing) createdDirs.add(missing);
    fs.mkdirSync(path.dirname(full(file)), { recursive: true });
  };
  const remember = (file: string) => {
    if (originals.has(file)) return;
    originals.set(file, fs.existsSync(full(file)) ? fs.readFileSync(full(file)) : null);
  };
  const copy: ContentCopy = {
    root,
    read: (file) => fs.readFileSync(full(file), "utf8"),
    write: (file, text) => {
      remember(file);
      makeDirFor(file);
      fs.writeFileSync(full(file), text);
    },
    replace: (file, from, to) => {
      const text = copy.read(file);
      const changed = text.replace(from, to);
      if (changed === text) throw new Error(`${file} does not contain ${String(from)}`);
      copy.write(file, changed);
    },
    remove: (file) => {
      remember(file);
      fs.rmSync(full(file));
    },
    rename: (from, to) => {
      remember(from);
      remember(to);
      makeDirFor(to);
      fs.renameSync(full(from), full(to));
    },
    lineOf: (file, needle) => {
      const index = copy
        .read(file)
        .split(/\r?\n/)
        .findIndex((line) => line.includes(needle));
      if (index < 0) throw new Error(`${file} has no line containing ${needle}`);
      return index + 1;
    },
    restore: () => {
      for (const [file, bytes] of originals) {
        if (bytes === null) fs.rmSync(full(file), { force: true });
        else {
          fs.mkdirSync(path.dirname(full(file)), { recursive: true });
          fs.writeFileSync(full(file), bytes);
        }
      }
      originals.clear();
      for (const dir of createdDirs) fs.rmSync(dir, { recursive: true, force: true });
      createdDirs.clear();
    },
    cleanup: () => fs.rmSync(root, { recursive: true, force: true }),
  };
  return copy;
}
