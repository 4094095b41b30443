import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  OWN_OUTPUTS_FILE,
  recordOwnOutputs,
  removePreviousOutputs,
  removeUnreferencedStatic,
} from "../../src/node/previous-build";
import { isBundleFile } from "../../src/serving/rules.mjs";

function write(file: string, text = "x") {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
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
    for (const name of [
      "index.html",
      "robots.txt",
      "chunk-map.json",
      "webpack.stats.json",
      "sw.js",
      "app.js",
      "favicon-32x32.png",
      "_headers",
    ])
      expect([name, isBundleFile(name)]).toEqual([name, false]);
  });

  it("removes every bundle file of public/'s top level and the recorded outputs, and keeps the rest", () => {
    for (const name of [
      "app-0123456789abcdef0123.js",
      "app-0123456789abcdef0123.js.br",
      "styles.0123456789abcdef0123.css",
      "index.html",
      "robots.txt",
    ])
      write(path.join(publicDir, name));
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
    expect(filesUnder(publicDir)).toEqual([
      "assets/logo.svg",
      "de/other/index.html",
      "index.html",
      "robots.txt",
      "static/0123456789abcdef0123/photo.jpg",
    ]);
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

describe("what a build removes of public/static/ once its outputs are written", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "debrix-static-")), "public");
  });
  afterEach(() => fs.rmSync(path.dirname(publicDir), { recursive: true, force: true }));

  const kept = "static/1111aaaa1111aaaa1111aaaa1111aaaa";
  const replaced = "static/2222bbbb2222bbbb2222bbbb2222bbbb";

  it("removes the files no output names, with their compressed copies and empty folders, and keeps the named ones", () => {
    // The image variants of this build, named by a page's srcset and by page data (escaped slashes too).
    write(path.join(publicDir, `${kept}/e634d/hero.webp`));
    write(path.join(publicDir, `${kept}/ef694/hero.png`));
    write(
      path.join(publicDir, "index.html"),
      `<img srcset="/${kept}/e634d/hero.webp 640w,/${kept}/ef694/hero.png 1280w" src="/${kept}/ef694/hero.png">`,
    );
    // A file gatsby-source-filesystem copied, named percent-encoded in page data and with a query.
    write(path.join(publicDir, "static/3333cccc3333cccc3333cccc3333cccc/plan été.pdf"));
    write(
      path.join(publicDir, "page-data/sq/d/1.json"),
      JSON.stringify({
        url: "/static/3333cccc3333cccc3333cccc3333cccc/plan%20%C3%A9t%C3%A9.pdf?v=2",
      }),
    );
    // A webpack asset, named by a bundle with an escaped slash, and its brotli copy.
    write(path.join(publicDir, "static/logo-0123abcd.svg"));
    write(path.join(publicDir, "static/logo-0123abcd.svg.br"));
    write(path.join(publicDir, "app-0123456789abcdef0123.js"), 'n.p+"static\\/logo-0123abcd.svg"');
    // The files of an image replaced since the last build: named nowhere now.
    write(path.join(publicDir, `${replaced}/e634d/hero.webp`));
    write(path.join(publicDir, `${replaced}/ef694/hero.png`));
    // A stale stylesheet in static/ names the replaced image: it keeps neither itself nor the image.
    write(
      path.join(publicDir, "static/old-0123abcd.css"),
      `a{background:url(/${replaced}/ef694/hero.png)}`,
    );
    write(path.join(publicDir, "static/old-0123abcd.css.br"));

    expect(removeUnreferencedStatic(publicDir).sort()).toEqual(
      [
        `${replaced}/e634d/hero.webp`,
        `${replaced}/ef694/hero.png`,
        "static/old-0123abcd.css",
        "static/old-0123abcd.css.br",
      ].sort(),
    );
    expect(filesUnder(publicDir)).toEqual(
      [
        "app-0123456789abcdef0123.js",
        "index.html",
        "page-data/sq/d/1.json",
        `${kept}/e634d/hero.webp`,
        `${kept}/ef694/hero.png`,
        "static/3333cccc3333cccc3333cccc3333cccc/plan été.pdf",
        "static/logo-0123abcd.svg",
        "static/logo-0123abcd.svg.br",
      ].sort(),
    );
    expect(fs.existsSync(path.join(publicDir, replaced))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, "static"))).toBe(true);
  });

  it("keeps every file of an image's folder when any of them is named", () => {
    // A width no page asks for any more is the same picture: not worth a miss of the search.
    write(path.join(publicDir, `${kept}/e634d/hero.webp`));
    write(path.join(publicDir, `${kept}/a16da/hero.png`));
    write(path.join(publicDir, "index.html"), `<img src="/${kept}/e634d/hero.webp">`);
    expect(removeUnreferencedStatic(publicDir)).toEqual([]);
    expect(filesUnder(publicDir)).toHaveLength(3);
  });

  it("does nothing without public/static/", () => {
    expect(removeUnreferencedStatic(publicDir)).toEqual([]);
    write(path.join(publicDir, "index.html"));
    expect(removeUnreferencedStatic(publicDir)).toEqual([]);
  });
});
