/** A throwaway copy of the project to run real Gatsby builds in, and the build itself. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { copyProject } from "../../scripts/project-copy.mjs";
import { pluginsFingerprint, seedWebpackCacheFrom } from "../../scripts/build-cache.mjs";
import { sourceMapsWanted } from "../../src/node/source-maps.mjs";

const ROOT = path.resolve(__dirname, "../..");

/**
 * A throwaway copy of the project. `articles` keeps only those articles of content/blog/ (by folder
 * name): a smaller site for the tests of what the build does, which need a few articles rather
 * than all of them (each article is compiled and has its cover processed). The real content is
 * built whole by `npm test`'s builds and checked in the browser tests.
 *
 * The copy starts from the webpack cache of the project's newest parked build, when there is one
 * (in `npm test`, the markets built beside these tests): its first build then compiles the
 * copy's sources but not the packages' modules, with the same pages and bundles.
 */
export function projectCopy({ articles }: { articles?: readonly string[] } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-build-"));
  copyProject(ROOT, dir, { articles });
  seedWebpackCacheFrom(ROOT, dir, { plugins: pluginsFingerprint(sourceMapsWanted(), dir) });
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
    env: {
      ...process.env,
      SITE_MARKET: market,
      SITE_ENV: "production",
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "true",
    },
    timeout: BUILD_TIMEOUT_MS,
  });
  let output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`).replace(/\s+/g, " ");
  if (result.signal)
    output = `(build stopped by ${result.signal} after ${Math.round((Date.now() - started) / 1000)} s) ${output}`;
  return {
    status: result.status,
    output,
    built: fs.existsSync(path.join(dir, "public/index.html")),
  };
}

/** Fails with the end of the build's output (where Gatsby prints its error) unless the build succeeded. */
export function expectBuilt(build: ReturnType<typeof buildIn>): void {
  if (build.status !== 0)
    throw new Error(`the build failed (exit ${build.status}): …${build.output.slice(-3000)}`);
}
