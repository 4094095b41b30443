/**
 * The visitor tools' rules (src/rules/tools/) run in the build, the content studio and the visitor's
 * browser alike: they import the shared ground floor (src/shared/), other rules and packages, never
 * the build's own modules (src/node/) or Node's (`node:`), which the browser has not.
 */
import fs from "node:fs";
import path from "node:path";

const SRC = path.resolve(__dirname, "../../../src");
const TOOLS = path.join(SRC, "rules/tools");

const files = fs.readdirSync(TOOLS).filter((name) => /\.tsx?$/.test(name));

describe("src/rules/tools/", () => {
  it("holds the tools' rules", () => {
    expect(files).toEqual(expect.arrayContaining(["recommend.ts", "schemas.ts", "check.ts"]));
  });

  it.each(files)("%s imports only src/shared/, src/rules/ and packages", (name) => {
    const text = fs.readFileSync(path.join(TOOLS, name), "utf8");
    const specifiers = [...text.matchAll(/\bfrom\s+"([^"]+)"/g)].map((match) => match[1]);
    const wrong = specifiers.filter((specifier) => {
      if (specifier.startsWith("node:")) return true;
      if (!specifier.startsWith(".")) return false;
      const target = path.relative(SRC, path.resolve(TOOLS, specifier)).split(path.sep)[0];
      return target !== "shared" && target !== "rules";
    });
    expect(wrong).toEqual([]);
  });
});
