import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { OWN_OUTPUTS_FILE, recordOwnOutputs, removePreviousOutputs } from "../../src/node/previous-build";
import { isBundleFile } from "../../src/serving/rules.mjs";

function write(file: string, text = "x") {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

describe("what a build removes of the last one", () => {
  let dir: string;
  let publicDir: string;
  let cacheDir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-previous-"));
    publicDir = path.join(dir, "public");
    cacheDir = path.join(dir, ".cache");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("knows a bundle and what is made from one, and nothing else", () => {
    for (const name of [
      "app-d934970d2da9af60f47d.js",
      "app-d934970d2da9af60f47d.js.br",
      "app-d934970d2da9af60f47d.js.map",
      "app-d934970d2da9af60f47d.js.LICENSE.txt",
      "983-c2d13fc06df1a7efd0d9.js",
      "styles.822a43f02d52f3e60f2f.css",
      "styles.822a43f02d52f3e60f2f.css.br",
    ])
      expect([name, isBundleFile(name)]).toEqual([name, true]);
    for (const name of ["index.html", "robots.txt", "chunk-map.json", "webpack.stats.json", "sw.js", "app.js", "favicon-32x32.png", "_headers"])
      expect([name, isBundleFile(name)]).toEqual([name, false]);
  });

  it("removes every bundle file of public/'s top level and the recorded outputs, and keeps the rest", () => {
    for (const name of ["app-0123456789abcdef0123.js", "app-0123456789abcdef0123.js.br", "styles.0123456789abcdef0123.css", "index.html", "robots.txt"]) write(path.join(publicDir, name));
    write(path.join(publicDir, "static/0123456789abcdef0123/photo.jpg"));
    write(path.join(publicDir, "assets/data/index.json"));
    write(path.join(publicDir, "assets/data/blog/gone/index.json"));
    write(path.join(publicDir, "assets/logo.svg"));
    write(path.join(publicDir, "de/fruehjahr-aktion/index.html"));
    write(path.join(publicDir, "de/other/index.html"));
    write(path.join(publicDir, "locales/fr-fr.json"));
    recordOwnOutputs(cacheDir, ["assets/data", "de/fruehjahr-aktion/index.html", "locales"]);

    expect(removePreviousOutputs(publicDir, cacheDir)).toEqual({ bundles: 3, own: 3 });
    // The dynamic page's folder goes with its HTML, so a server answers 404 there, not a listing.
    expect(filesUnder(publicDir)).toEqual(["assets/logo.svg", "de/other/index.html", "index.html", "robots.txt", "static/0123456789abcdef0123/photo.jpg"]);
    expect(fs.existsSync(path.join(publicDir, "de/fruehjahr-aktion"))).toBe(false);
    // The record is used once.
    expect(fs.existsSync(path.join(cacheDir, OWN_OUTPUTS_FILE))).toBe(false);
  });

  it("never removes anything outside public/, whatever the record says", () => {
    write(path.join(dir, "outside.txt"));
    write(path.join(publicDir, "index.html"));
    recordOwnOutputs(cacheDir, ["../outside.txt", "/etc/hostname", "", "."]);
    expect(removePreviousOutputs(publicDir, cacheDir)).toEqual({ bundles: 0, own: 0 });
    expect(fs.existsSync(path.join(dir, "outside.txt"))).toBe(true);
    expect(filesUnder(publicDir)).toEqual(["index.html"]);
  });

  it("does nothing on a first build (no public/, no record) or with an unreadable record", () => {
    expect(removePreviousOutputs(publicDir, cacheDir)).toEqual({ bundles: 0, own: 0 });
    write(path.join(publicDir, "index.html"));
    write(path.join(cacheDir, OWN_OUTPUTS_FILE), "{not json");
    expect(removePreviousOutputs(publicDir, cacheDir)).toEqual({ bundles: 0, own: 0 });
    expect(filesUnder(publicDir)).toEqual(["index.html"]);
  });
});
