/**
 * npm run check:content: checks everything the content team edits (data/, articles, catalogs,
 * dynamic pages) in seconds, with the messages the build gives, and exits non-zero on a problem.
 */
import path from "node:path";
import { checkContent, formatContentCheck } from "../src/node/content-check";
import { checkArticleTrees } from "../src/node/content-check/article-trees";

async function main() {
  const root = path.resolve(__dirname, "..");
  const started = performance.now();
  const { issues, warnings } = checkContent(root);
  // The articles' bodies as the build compiles them, for those without a problem so far.
  issues.push(...(await checkArticleTrees(root, new Set(issues.map((issue) => issue.file)))));
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (issues.length > 0) {
    console.error(formatContentCheck(issues));
    console.error(`(checked in ${seconds} s)`);
    process.exitCode = 1;
  } else {
    console.log(
      `The content is valid: data/, articles, catalogs and dynamic pages (checked in ${seconds} s).`,
    );
  }
}

void main();
