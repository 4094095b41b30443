/**
 * A static scan of the catalog keys a template can show: every t() call in the template and in the
 * modules it imports from src/, followed through relative imports. A key is read as its literal
 * text; a template literal's `${…}` parts stay open (`services.${key}.summary` → `services.*.summary`),
 * except a `${name}` whose `const name = "…"` (or a template literal) is in the same file.
 */
import fs from "node:fs";
import path from "node:path";

const EXTENSIONS = [".tsx", ".ts", "/index.tsx", "/index.ts"];

/** A key as the code writes it: segments separated by dots, `*` for a part only known at run time. */
export interface ScannedKey {
  file: string;
  key: string;
}

function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) =>
    fs.existsSync(candidate),
  );
}

/** Every module of src/ a file imports, itself included; type-only imports carry no code. */
export function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(
      /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+"(\.{1,2}\/[^"]+)"/gm,
    )) {
      const resolved = resolveImport(file, match[1]);
      if (resolved) pending.push(resolved);
    }
  }
  return [...seen].sort();
}

/** The text of t()'s first argument, up to its top-level comma or closing parenthesis. */
function firstArgument(source: string, start: number): string {
  let depth = 0;
  let quote: string | undefined;
  for (let i = start; i < source.length; i += 1) {
    const char = source[i];
    if (quote) {
      if (char === "\\") i += 1;
      else if (char === quote) quote = undefined;
      continue;
    }
    if (char === '"' || char === "'" || char === "`") quote = char;
    else if ("([{".includes(char)) depth += 1;
    else if (")]}".includes(char)) {
      if (depth === 0) return source.slice(start, i);
      depth -= 1;
    } else if (char === "," && depth === 0) return source.slice(start, i);
  }
  return source.slice(start);
}

function constants(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(/\bconst\s+(\w+)\s*=\s*(?:"([^"]*)"|`([^`]*)`)\s*;/g))
    found.set(match[1], match[2] ?? match[3]);
  return found;
}

/** The keys of every t() call of a file; a call whose key the scan cannot read is returned as its text. */
export function keysInFile(file: string): { keys: ScannedKey[]; unreadable: ScannedKey[] } {
  const source = fs.readFileSync(file, "utf8");
  const known = constants(source);
  const keys: ScannedKey[] = [];
  const unreadable: ScannedKey[] = [];
  for (const match of source.matchAll(/\bt\(/g)) {
    const argument = firstArgument(source, (match.index ?? 0) + match[0].length);
    const literals = [...argument.matchAll(/"([^"]*)"|`([^`]*)`/g)].map(
      (literal) => literal[1] ?? literal[2],
    );
    if (literals.length === 0) {
      unreadable.push({ file, key: argument.trim() });
      continue;
    }
    for (const literal of literals) {
      let text = literal;
      for (let pass = 0; pass < 3; pass += 1)
        text = text.replace(/\$\{(\w+)\}/g, (whole, name: string) => known.get(name) ?? whole);
      keys.push({ file, key: text.replace(/\$\{[^}]*\}/g, "*") });
    }
  }
  return { keys, unreadable };
}
