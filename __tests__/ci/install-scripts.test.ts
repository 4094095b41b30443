/**
 * A quiet install: npm 11 runs no dependency's install script that package.json's allowScripts
 * does not approve, and `npm ci` lists every one it skipped without a decision. Each package of
 * the lockfile with an install script has one here, and docs/decisions.md gives its reason
 * (D87); no decision stays for a package that is gone.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};
const withScripts = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.replace(/^.*node_modules\//, "")),
  ),
].sort();

describe("the dependencies' install scripts", () => {
  it("are each approved or denied in package.json, and nothing else is listed", () => {
    expect(withScripts.length).toBeGreaterThan(0);
    expect(Object.keys(pkg.allowScripts ?? {}).sort()).toEqual(withScripts);
  });

  it("are all denied: the build needs none of them (docs/decisions.md, D87)", () => {
    expect(Object.entries(pkg.allowScripts ?? {}).filter(([, allowed]) => allowed)).toEqual([]);
  });

  it("each have their reason in the decision", () => {
    const decisions = fs.readFileSync(path.join(root, "docs/decisions.md"), "utf8");
    const entry = decisions.slice(decisions.indexOf("## D87."));
    const section = entry.slice(0, entry.indexOf("\n## D", 1));
    // The packages each row of the decision's table names in its first cell.
    const named = section
      .split("\n")
      .filter((line) => line.startsWith("| "))
      .flatMap((line) =>
        line
          .split("|")[1]
          .replace(/\([^)]*\)/g, "")
          .split(",")
          .map((name) => name.trim()),
      );
    expect(withScripts.filter((name) => !named.includes(name))).toEqual([]);
  });
});
