#!/usr/bin/env node
/**
 * Atomic deploys (src/serving/releases.mjs):
 *   npm run deploy -- --dir dist/de --to /srv/debrix/de     deploy a build into <root>/releases/<hash>/ and switch current
 *   npm run deploy -- --to /srv/debrix/de --rollback        switch current back to the previous release
 */
import path from "node:path";
import { deploy, rollback } from "../src/serving/releases.mjs";

const args = { dir: undefined, to: undefined, rollback: false };
for (let i = 2; i < process.argv.length; i += 1) {
  if (process.argv[i] === "--rollback") args.rollback = true;
  else if (process.argv[i] === "--dir" || process.argv[i] === "--to") args[process.argv[i].slice(2)] = process.argv[++i];
  else throw new Error(`Unknown argument ${process.argv[i]}; usage: deploy.mjs --dir dist/de --to <root> | --to <root> --rollback`);
}
if (!args.to || (!args.rollback && !args.dir)) throw new Error("usage: deploy.mjs --dir dist/de --to <root> | --to <root> --rollback");
const root = path.resolve(args.to);
try {
  if (args.rollback) console.log(`✔ ${root}/current is release ${rollback({ root }).release} again`);
  else {
    const { release, carried, switched } = deploy({ dir: path.resolve(args.dir), root });
    console.log(switched ? `✔ ${root}/current is release ${release} (${carried} files carried over for open tabs)` : `✔ release ${release} is already current`);
  }
} catch (error) {
  console.error(`✘ ${error.message}`);
  process.exit(1);
}
