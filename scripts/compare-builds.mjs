#!/usr/bin/env node
/**
 * Compares every artifact of two `npm run build:all` outputs (two dist/ folders), e.g. of the
 * commit before a refactoring and of the commit after it, built in two worktrees:
 *
 *   git worktree add --detach ../before <commit> && ln -s "$PWD/node_modules" ../before/
 *   (cd ../before && npm run build:all) && npm run build:all
 *   node scripts/compare-builds.mjs ../before/dist dist
 *
 * Each artifact present in either folder (fr, de, en, fr-staging…) is compared with
 * scripts/compare-artifacts.mjs, its deploy folder included; the report lists every file that
 * differs once build hashes, bundle hashes, node ids and static query ids are set aside.
 * Exits 1 when anything differs or an artifact is in one folder only.
 */
import fs from "node:fs";
import path from "node:path";
import { compareArtifacts } from "./compare-artifacts.mjs";

/** The artifacts of a dist/ folder: its folders except the `.deploy` ones beside them. */
function artifacts(dist) {
  if (!fs.existsSync(dist))
    throw new Error(`${dist} does not exist; build it with npm run build:all first`);
  return fs
    .readdirSync(dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.endsWith(".deploy"))
    .map((entry) => entry.name);
}

export function compareBuilds(beforeDist, afterDist, options = {}) {
  const names = [...new Set([...artifacts(beforeDist), ...artifacts(afterDist)])].sort();
  return names.map((name) => {
    const before = path.join(beforeDist, name);
    const after = path.join(afterDist, name);
    if (!fs.existsSync(before) || !fs.existsSync(after))
      return { name, onlyIn: fs.existsSync(before) ? beforeDist : afterDist };
    return { name, ...compareArtifacts(before, after, options) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [before, after] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  if (!before || !after) {
    console.error(
      "usage: compare-builds.mjs <before dist/> <after dist/> [--without-styles] [--without-hreflang]",
    );
    process.exit(2);
  }
  // --without-styles: the inlined stylesheets and class attributes set aside; --without-hreflang:
  // the hreflang links and page data alternates set aside (scripts/compare-artifacts.mjs).
  const styles = !process.argv.includes("--without-styles");
  const hreflang = !process.argv.includes("--without-hreflang");
  let differences = 0;
  for (const result of compareBuilds(path.resolve(before), path.resolve(after), {
    styles,
    hreflang,
  })) {
    if (result.onlyIn) {
      console.log(`== ${result.name}: only in ${result.onlyIn}`);
      differences += 1;
      continue;
    }
    const { name, same, missing, added, differing } = result;
    console.log(
      `== ${name}: ${same} files the same, ${differing.length} differ, ${missing.length} only before, ${added.length} only after`,
    );
    for (const file of missing) console.log(`only before: ${file}`);
    for (const file of added) console.log(`only after:  ${file}`);
    for (const { file, before: a, after: b } of differing)
      console.log(`differs: ${file}\n  before: …${a}…\n  after:  …${b}…`);
    differences += missing.length + added.length + differing.length;
  }
  process.exit(differences > 0 ? 1 : 0);
}
