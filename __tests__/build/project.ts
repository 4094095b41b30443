/** A throwaway copy of the project to run real Gatsby builds in, and the build itself. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const ROOT = path.resolve(__dirname, "../..");
const PROJECT_FILES = ["package.json", "package-lock.json", "tsconfig.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.tsx", "src", "data", "content", "static", "scripts"];

export function projectCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-build-"));
  for (const name of PROJECT_FILES) fs.cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

export function buildIn(dir: string, market = "DE") {
  const result = spawnSync(path.join(dir, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, SITE_MARKET: market, SITE_ENV: "production", GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    timeout: 240_000,
  });
  const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`).replace(/\s+/g, " ");
  return { status: result.status, output, built: fs.existsSync(path.join(dir, "public/index.html")) };
}
