import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { KEEP, deploy, rollback } from "../../src/serving/releases.mjs";

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-releases-"));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A minimal artifact of one build: its hash, a page naming its app bundle, a static file. */
function artifact(hash: string, app: string): string {
  const dir = path.join(work, `build-${hash}`);
  fs.mkdirSync(path.join(dir, "assets/data"), { recursive: true });
  fs.mkdirSync(path.join(dir, "static", hash), { recursive: true });
  fs.writeFileSync(path.join(dir, "assets/data/index.json"), JSON.stringify({ hash }));
  fs.writeFileSync(path.join(dir, "index.html"), `<script src="/${app}"></script>`);
  fs.writeFileSync(path.join(dir, app), `/* ${hash} */`);
  fs.writeFileSync(path.join(dir, `${app}.br`), "br");
  fs.writeFileSync(path.join(dir, "static", hash, "logo.svg"), "<svg/>");
  fs.writeFileSync(path.join(dir, `${app}.map`), "{}");
  return dir;
}

const current = (root: string) => fs.readlinkSync(path.join(root, "current"));
const served = (root: string, file: string) => fs.existsSync(path.join(root, "current", file));

describe("atomic deploys", () => {
  it("puts a build in releases/<hash>/ and points current at it, without source maps", () => {
    const root = path.join(work, "site");
    expect(deploy({ dir: artifact("aaaa", "app-0000000000000000aaaa.js"), root })).toEqual({
      release: "aaaa",
      carried: 0,
      switched: true,
    });
    expect(current(root)).toBe(path.join("releases", "aaaa"));
    expect(served(root, "index.html")).toBe(true);
    expect(served(root, "app-0000000000000000aaaa.js.map")).toBe(false);
  });

  it("carries the previous release's bundles and static files over, so open tabs still find them", () => {
    const root = path.join(work, "site");
    deploy({ dir: artifact("aaaa", "app-0000000000000000aaaa.js"), root });
    const second = deploy({ dir: artifact("bbbb", "app-0000000000000000bbbb.js"), root });
    expect(second).toEqual({ release: "bbbb", carried: 3, switched: true });
    expect(current(root)).toBe(path.join("releases", "bbbb"));
    for (const file of [
      "app-0000000000000000aaaa.js",
      "app-0000000000000000aaaa.js.br",
      "static/aaaa/logo.svg",
      "app-0000000000000000bbbb.js",
    ])
      expect(served(root, file)).toBe(true);
    expect(fs.readFileSync(path.join(root, "current/index.html"), "utf8")).toContain("bbbb");
    // Nothing of the switch is left behind: current is a link, renamed into place.
    expect(fs.readdirSync(root).sort()).toEqual(["current", "previous", "releases"]);
    expect(fs.lstatSync(path.join(root, "current")).isSymbolicLink()).toBe(true);
  });

  it("carries only the previous release's own files, so a release holds two builds at most however many deploys came before", () => {
    const root = path.join(work, "site");
    const names = ["aaaa", "bbbb", "cccc", "dddd"];
    for (const hash of names)
      deploy({ dir: artifact(hash, `app-0000000000000000${hash}.js`), root });
    expect(current(root)).toBe(path.join("releases", "dddd"));
    // dddd's own files and cccc's, nothing of bbbb (which cccc had carried) or aaaa.
    const bundles = fs
      .readdirSync(path.join(root, "current"))
      .filter((name) => name.startsWith("app-") && !name.endsWith(".br"));
    expect(bundles.sort()).toEqual(["app-0000000000000000cccc.js", "app-0000000000000000dddd.js"]);
    expect(fs.readdirSync(path.join(root, "current/static")).sort()).toEqual(["cccc", "dddd"]);
    // What a release carried is listed beside it, never inside what is served.
    expect(
      fs.readdirSync(path.join(root, "current")).filter((name) => name.includes("carried")),
    ).toEqual([]);
    expect(
      JSON.parse(fs.readFileSync(path.join(root, "releases/.dddd.carried.json"), "utf8")).sort(),
    ).toEqual(
      [
        "app-0000000000000000cccc.js",
        "app-0000000000000000cccc.js.br",
        "static/cccc/logo.svg",
      ].sort(),
    );
  });

  it("rolls back to the previous release, and forward again", () => {
    const root = path.join(work, "site");
    deploy({ dir: artifact("aaaa", "app-0000000000000000aaaa.js"), root });
    deploy({ dir: artifact("bbbb", "app-0000000000000000bbbb.js"), root });
    expect(rollback({ root })).toEqual({ release: "aaaa" });
    expect(current(root)).toBe(path.join("releases", "aaaa"));
    // Tabs opened on the release left behind still find its bundle.
    expect(served(root, "app-0000000000000000bbbb.js")).toBe(true);
    expect(rollback({ root })).toEqual({ release: "bbbb" });
  });

  it("deploying the current build again changes nothing", () => {
    const root = path.join(work, "site");
    const dir = artifact("aaaa", "app-0000000000000000aaaa.js");
    deploy({ dir, root });
    expect(deploy({ dir, root })).toEqual({ release: "aaaa", carried: 0, switched: false });
    expect(() => rollback({ root })).toThrow("no previous release");
  });

  it(`keeps the newest ${KEEP} releases`, () => {
    const root = path.join(work, "site");
    const hashes = Array.from({ length: KEEP + 2 }, (_, index) => `${index}`.repeat(4));
    for (const [index, hash] of hashes.entries()) {
      deploy({ dir: artifact(hash, `app-${String(index).repeat(20)}.js`), root });
      fs.utimesSync(path.join(root, "releases", hash), index + 1, index + 1);
    }
    expect(
      fs
        .readdirSync(path.join(root, "releases"))
        .filter((name) => !name.startsWith("."))
        .sort(),
    ).toEqual(hashes.slice(-KEEP).sort());
    // A pruned release's record of what it carried goes with it.
    expect(
      fs
        .readdirSync(path.join(root, "releases"))
        .filter((name) => name.startsWith("."))
        .sort(),
    ).toEqual(
      hashes
        .slice(-KEEP)
        .map((hash) => `.${hash}.carried.json`)
        .sort(),
    );
  });
});
