/** A throwaway copy of the project to run real Gatsby builds in, and the build itself. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const ROOT = path.resolve(__dirname, "../..");
const PROJECT_FILES = ["package.json", "package-lock.json", "tsconfig.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.tsx", "src", "data", "content", "static", "scripts"];

/**
 * A copy of the project. `articles` keeps only those articles of content/blog/ (by folder name):
 * a smaller site for the tests of what the build does, which need a few articles rather than all
 * of them (each article is compiled and has its cover processed). The real content is built
 * whole by `npm test`'s builds and checked in the browser tests.
 */
export function projectCopy({ articles }: { articles?: readonly string[] } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-build-"));
  const blog = path.join(ROOT, "content", "blog");
  const missing = (articles ?? []).filter((name) => !fs.existsSync(path.join(blog, name)));
  if (missing.length > 0) throw new Error(`No article ${missing.join(", ")} in content/blog/`);
  const keep = (source: string) => {
    const relative = path.relative(blog, source);
    return !articles || relative.startsWith("..") || relative === "" || articles.includes(relative.split(path.sep)[0]);
  };
  for (const name of PROJECT_FILES) fs.cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true, filter: keep });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

/**
 * How long one cold build may take. A cold FR build takes about 2 minutes on an idle 2-core machine,
 * but `npm test` runs these tests beside the other markets' builds and the browser tests, which
 * can more than double it; a build is stopped only when it is clearly stuck.
 */
export const BUILD_TIMEOUT_MS = 480_000;

export function buildIn(dir: string, market = "DE") {
  const started = Date.now();
  const result = spawnSync(path.join(dir, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, SITE_MARKET: market, SITE_ENV: "production", GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    timeout: BUILD_TIMEOUT_MS,
  });
  let output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`).replace(/\s+/g, " ");
  if (result.signal) output = `(build stopped by ${result.signal} after ${Math.round((Date.now() - started) / 1000)} s) ${output}`;
  return { status: result.status, output, built: fs.existsSync(path.join(dir, "public/index.html")) };
}

/** Fails with the end of the build's output (where Gatsby prints its error) unless the build succeeded. */
export function expectBuilt(build: ReturnType<typeof buildIn>): void {
  if (build.status !== 0) throw new Error(`the build failed (exit ${build.status}): …${build.output.slice(-3000)}`);
}
