#!/usr/bin/env node
/**
 * npm run changes: which lane of the pipeline a change takes (docs/operations.md#the-pipeline-github-actions).
 *
 *   npm run -s changes -- --base <commit> [--tested <dir>]   decide, for the checkout's HEAD
 *   npm run -s changes -- --base-file <file> [--tested <dir>]  the same, the base read from a file
 *                                                            (used when --base is absent or empty)
 *   npm run -s changes -- --fingerprint                      print HEAD's code fingerprint
 *   npm run -s changes -- --record-tested <dir>              a green full run: record HEAD's code
 *   npm run -s changes -- --record-deployed <file>           a deploy of HEAD: record it as the base
 *
 * The content lane (the content check, a warm build of each market the change touches, the checks
 * of those artifacts, their deploy) is taken only when both hold:
 * - every file that differs between the base and HEAD is under content/ or data/;
 * - the code's fingerprint, a digest of every tracked file outside content/ and data/, names a
 *   file in the `--tested` folder: a green full run recorded that very code
 *   (`--record-tested`). Judged on the code and not on the last commit, since a content commit
 *   made on top of a code commit still under test carries that untested code.
 * Anything else takes the code lane, which runs every check: a file outside content/ and data/, an
 * unknown fingerprint, no base, a base the history does not hold, a shallow history.
 *
 * Prints the decision as JSON ({ lane, reason, markets, builds, deploys, fingerprint, base,
 * files }) and, in a GitHub Actions job (GITHUB_OUTPUT set), writes lane, markets, builds, deploys
 * and fingerprint as the step's outputs (JSON for the lists). `markets` are the production markets
 * whose artifacts the change may alter (all of them in the code lane); `builds` the artifacts the
 * lane builds, as dist/ folder names; `deploys` each market with its artifact, for the deploys.
 */
import fs from "node:fs";
import path from "node:path";
import { codeFingerprint, decide, git, recordTested } from "./lanes.mjs";

function parseArgs(argv) {
  const args = {};
  const names = ["base", "base-file", "tested", "record-tested", "record-deployed"];
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i].replace(/^--/, "");
    if (argv[i] === "--fingerprint") {
      args.fingerprint = true;
      continue;
    }
    if (!argv[i].startsWith("--") || !names.includes(name) || i + 1 >= argv.length)
      throw new Error(
        `Unknown argument ${argv[i]}; usage: changes.mjs [--base <commit>] [--base-file <file>] [--tested <dir>] | --fingerprint | --record-tested <dir> | --record-deployed <file>`,
      );
    args[name] = argv[++i];
  }
  return args;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const args = parseArgs(process.argv.slice(2));
    if (args.fingerprint) {
      const fingerprint = codeFingerprint(process.cwd());
      console.log(fingerprint);
      if (process.env.GITHUB_OUTPUT)
        fs.appendFileSync(process.env.GITHUB_OUTPUT, `fingerprint=${fingerprint}\n`);
    } else if (args["record-tested"]) {
      const fingerprint = recordTested(process.cwd(), args["record-tested"]);
      console.log(`Recorded the code ${fingerprint.slice(0, 12)} as passed by a green full run`);
    } else if (args["record-deployed"]) {
      const commit = git(process.cwd(), "rev-parse", "HEAD").out;
      fs.mkdirSync(path.dirname(path.resolve(args["record-deployed"])), { recursive: true });
      fs.writeFileSync(args["record-deployed"], `${commit}\n`);
      console.log(`Recorded ${commit} as the commit deployed last`);
    } else {
      const base =
        args.base ||
        (args["base-file"] && fs.existsSync(args["base-file"])
          ? fs.readFileSync(args["base-file"], "utf8").trim()
          : "");
      const decision = decide(process.cwd(), { base, testedDir: args.tested });
      console.error(`lane: ${decision.lane} (${decision.reason})`);
      console.log(JSON.stringify(decision));
      if (process.env.GITHUB_OUTPUT)
        fs.appendFileSync(
          process.env.GITHUB_OUTPUT,
          [
            `lane=${decision.lane}`,
            `markets=${JSON.stringify(decision.markets)}`,
            `builds=${JSON.stringify(decision.builds)}`,
            `deploys=${JSON.stringify(decision.deploys)}`,
            `fingerprint=${decision.fingerprint}`,
            "",
          ].join("\n"),
        );
    }
  } catch (error) {
    console.error(`✘ ${error.message}`);
    process.exit(1);
  }
}
