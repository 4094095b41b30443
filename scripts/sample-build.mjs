#!/usr/bin/env node
/**
 * node scripts/sample-build.mjs --articles a,b,c | --blog <folder> [scripts/build.mjs arguments]:
 * builds a sample of the site, the project with only the named articles of content/blog/ (or with
 * the articles of another folder of the project in their place), with scripts/build.mjs run in a
 * copy (.market-cache/sample/, which keeps its Gatsby caches for the next run). --out names a
 * folder of this project, where the artifact lands.
 *
 * npm test builds its staging artifact this way, with the fixture articles of
 * __tests__/fixtures/blog/: the browser tests check what only a staging build does (testing blog,
 * tag manager, locale switcher, noindex), which a few articles show as well as seventy, and the
 * templates that list articles on pages no edit of content/ changes; the production artifacts are
 * built and checked whole.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { copyProject } from "./project-copy.mjs";
import { WEBPACK_CACHE_DONOR_VARIABLE } from "./build-cache.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const args = process.argv.slice(2);
/** The value of option `name` and the arguments without it. */
function takeOption(list, name) {
  const at = list.indexOf(name);
  if (at < 0) return { value: undefined, rest: list };
  return { value: list[at + 1], rest: list.filter((_, index) => index !== at && index !== at + 1) };
}
const { value: articlesList, rest: afterArticles } = takeOption(args, "--articles");
const { value: blogFrom, rest: buildArgs } = takeOption(afterArticles, "--blog");
if (!articlesList === !blogFrom) {
  console.error(
    "usage: sample-build.mjs --articles a,b,c | --blog <folder> [--market M] [--env E] [--out dir]",
  );
  process.exit(2);
}
const articles = articlesList
  ?.split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const outAt = buildArgs.indexOf("--out");
if (outAt >= 0) buildArgs[outAt + 1] = path.resolve(root, buildArgs[outAt + 1]);

const dir = path.join(root, ".market-cache", "sample");
copyProject(root, dir, { articles, blogFrom });
console.log(
  articles
    ? `A sample of the site in ${path.relative(root, dir)}/: ${articles.length} articles of content/blog/ (${articles.join(", ")})`
    : `A sample of the site in ${path.relative(root, dir)}/: the articles of ${blogFrom}/ in place of content/blog/'s`,
);
const result = spawnSync(process.execPath, [path.join(dir, "scripts", "build.mjs"), ...buildArgs], {
  cwd: dir,
  stdio: "inherit",
  // A first build of the sample starts from the webpack cache of this project's newest parked build.
  env: { ...process.env, [WEBPACK_CACHE_DONOR_VARIABLE]: root },
});
process.exit(result.status ?? 1);
