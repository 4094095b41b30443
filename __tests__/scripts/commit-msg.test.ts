/**
 * scripts/commit-msg.mjs, the commit-msg hook of .githooks/, run as git runs it: on the file that
 * holds the message.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { tempFiles } from "../temp-files";

const script = path.resolve(__dirname, "../../scripts/commit-msg.mjs");

function check(message: string) {
  const dir = tempFiles("commit-msg-", { COMMIT_EDITMSG: message });
  const result = spawnSync(process.execPath, [script, path.join(dir, "COMMIT_EDITMSG")], {
    encoding: "utf8",
  });
  return { status: result.status, says: result.stderr };
}

describe("the commit message rule", () => {
  it("accepts a subject of 72 characters with a body after a blank line", () => {
    expect(check(`${"a".repeat(72)}\n\nWhy it changed.\n`)).toEqual({ status: 0, says: "" });
  });

  it("refuses a subject of 73 characters and says how long it is", () => {
    const { status, says } = check(`${"a".repeat(73)}\n`);
    expect(status).toBe(1);
    expect(says).toContain(
      "The subject has 73 characters; keep it to 72 and put the rest in the body.",
    );
  });

  it("refuses a body that starts on the second line", () => {
    const { status, says } = check("Fix the header\nbecause it overlapped\n");
    expect(status).toBe(1);
    expect(says).toContain("Leave the second line blank: the body starts on the third.");
  });

  it("refuses an empty subject and ignores git's comment lines", () => {
    const { status, says } = check("# Please enter the commit message\n\n");
    expect(status).toBe(1);
    expect(says).toContain("The subject (first line) is empty.");
  });

  it("lets git's own merge and revert subjects through", () => {
    expect(check(`Merge branch '${"x".repeat(80)}'\n`).status).toBe(0);
  });
});
