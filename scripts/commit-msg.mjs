#!/usr/bin/env node
/**
 * The commit message rule: `git log --oneline` is the project's table of contents, so a subject
 * says what changed in at most 72 characters, and the why goes in a body after one blank line.
 * Git runs this as the commit-msg hook (.githooks/commit-msg, set up by `npm ci` through the
 * `prepare` script); `node scripts/commit-msg.mjs <file>` checks a message by hand.
 */
import fs from "node:fs";

export const SUBJECT_MAX = 72;

/** The problems of a commit message, as sentences; none for a good one. */
export function commitMessageProblems(message) {
  // Git strips comment lines and trailing blank lines before it records the message.
  const lines = message
    .split("\n")
    .filter((line) => !line.startsWith("#"))
    .join("\n")
    .trimEnd()
    .split("\n");
  const [subject = "", second] = lines;
  const problems = [];
  if (subject.trim() === "") problems.push("The subject (first line) is empty.");
  // Merge and revert subjects are written by git itself.
  else if (subject.length > SUBJECT_MAX && !/^(Merge|Revert) /.test(subject))
    problems.push(
      `The subject has ${subject.length} characters; keep it to ${SUBJECT_MAX} and put the rest in the body.`,
    );
  if (second !== undefined && second.trim() !== "")
    problems.push("Leave the second line blank: the body starts on the third.");
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: node scripts/commit-msg.mjs <commit message file>");
    process.exit(2);
  }
  const problems = commitMessageProblems(fs.readFileSync(file, "utf8"));
  if (problems.length > 0) {
    console.error(`Commit message refused:\n${problems.map((p) => `- ${p}`).join("\n")}`);
    console.error(`(your message is kept in ${file}; \`git commit -e -F ${file}\` edits it)`);
    process.exit(1);
  }
}
