/**
 * A second real build in the same folder (Gatsby's caches kept, as `npm run build` keeps them per
 * market): its public/ holds that build and nothing the first one left, so an artifact copied
 * from it serves no stale bundle, page data, page or image.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { isBundleFile } from "../../src/serving/rules.mjs";
import { LOCALE_FETCH_ERROR } from "../../src/runtime/locale-switch";
import { BUILD_TIMEOUT_MS, buildIn, expectBuilt, projectCopy } from "./project";

const bundleFiles = (publicDir: string) => fs.readdirSync(publicDir).filter(isBundleFile).sort();

/** The content-digest folders of public/static/ (one per source image or copied file). */
const staticFolders = (publicDir: string) => fs.readdirSync(path.join(publicDir, "static")).sort();

/**
 * What the pages name that `pattern` matches (its first group when it has one), in every .html
 * file of public/.
 * - Bundles: the inline loader adds them after the first paint (src/node/deferred-bundles.ts),
 *   not a src attribute, so any `/<name>-<hash>.js` counts.
 * - Images: every `/static/…` address as written (srcset, src, href).
 */
function namedInPages(publicDir: string, pattern: RegExp): Set<string> {
  const named = new Set<string>();
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    for (const match of fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8").matchAll(pattern)) named.add(match[1] ?? match[0]);
  }
  return named;
}
const BUNDLE_NAME = /\/([\w.-]+[.-][0-9a-f]{16,}\.(?:js|css))\b/g;
const STATIC_ADDRESS = /\/static\/[^\s"',]+/g;

describe("a second build in the same folder", () => {
  let dir: string;
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  // A cold build of the smallest market, then a warm one.
  jest.setTimeout(2 * BUILD_TIMEOUT_MS);

  it("leaves nothing of the first: no old bundle, no page data or page of a removed dynamic page, no replaced image", async () => {
    // DE has no blog: one article stands for the content the build sources but makes no page of.
    dir = projectCopy({ articles: ["location-benne-lyon"] });
    const publicDir = path.join(dir, "public");
    const extraPage = path.join(dir, "content/dynamic/de/nur-im-ersten-build.yaml");
    fs.copyFileSync(path.join(dir, "content/dynamic/de/bauschutt-entsorgen.yaml"), extraPage);
    expectBuilt(buildIn(dir, "DE"));
    const first = bundleFiles(publicDir);
    expect(fs.existsSync(path.join(publicDir, "de/nur-im-ersten-build/index.html"))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, "assets/data/de/nur-im-ersten-build/index.json"))).toBe(true);
    const firstImages = staticFolders(publicDir);

    // A change in the code of a chunk (the locale switcher's, loaded on demand) gives it, and the
    // app bundle that maps chunks to files, new names; the extra page is gone from the content.
    const switcherCode = path.join(dir, "src/runtime/locale-switch.ts");
    fs.writeFileSync(switcherCode, fs.readFileSync(switcherCode, "utf8").replace(LOCALE_FETCH_ERROR, `${LOCALE_FETCH_ERROR}!`));
    fs.rmSync(extraPage);
    // The skip service's picture is replaced by a brighter one (a new content digest).
    const picture = path.join(dir, "content/images/dumpster.png");
    fs.writeFileSync(picture, await sharp(fs.readFileSync(picture)).modulate({ brightness: 1.1 }).png().toBuffer());
    expectBuilt(buildIn(dir, "DE"));
    const second = bundleFiles(publicDir);

    // New names for what changed, and the old names gone: as many files as after the first build.
    const renamed = second.filter((name) => !first.includes(name));
    expect(renamed.length).toBeGreaterThanOrEqual(2);
    expect(first.filter((name) => !second.includes(name))).toHaveLength(renamed.length);
    expect(second).toHaveLength(first.length);
    // Every bundle and its brotli copy is there, and the pages name only files that exist.
    expect(second.filter((name) => /\.(js|css)$/.test(name) && !second.includes(`${name}.br`))).toEqual([]);
    const named = [...namedInPages(publicDir, BUNDLE_NAME)];
    expect(named).toEqual(expect.arrayContaining([expect.stringMatching(/^framework-/), expect.stringMatching(/^app-/)]));
    expect(named.filter((name) => !fs.existsSync(path.join(publicDir, name)))).toEqual([]);
    expect(fs.existsSync(path.join(publicDir, "de/nur-im-ersten-build"))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, "assets/data/de/nur-im-ersten-build"))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, "de/bauschutt-entsorgen/index.html"))).toBe(true);

    // The old picture's variants are gone, the new one's are there, and every address a page names exists.
    const secondImages = staticFolders(publicDir);
    expect(firstImages.filter((folder) => !secondImages.includes(folder))).toHaveLength(1);
    expect(secondImages.filter((folder) => !firstImages.includes(folder))).toHaveLength(1);
    expect(secondImages).toHaveLength(firstImages.length);
    const images = [...namedInPages(publicDir, STATIC_ADDRESS)];
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((address) => !fs.existsSync(path.join(publicDir, decodeURI(address))))).toEqual([]);
  });
});
