#!/usr/bin/env node
/**
 * Run by `npm ci` and `npm install` (the `prepare` script): points this clone's git at the
 * project's hooks in .githooks/ (the commit message rule). Does nothing outside a git clone (an
 * unpacked archive) or when the clone already uses other hooks of its own.
 */
import { spawnSync } from "node:child_process";

const git = (...args) => spawnSync("git", args, { encoding: "utf8" });
const inside = git("rev-parse", "--is-inside-work-tree");
if (inside.status === 0 && inside.stdout.trim() === "true") {
  const current = git("config", "--get", "core.hooksPath").stdout.trim();
  if (current === "" || current === ".githooks") git("config", "core.hooksPath", ".githooks");
  else console.log(`git hooks: core.hooksPath is ${current}; the project's are in .githooks/`);
}
