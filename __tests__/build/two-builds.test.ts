/**
 * Two real Gatsby builds of the FR market (the one with articles) in one folder, on a copy of the
 * project with three of its articles, as `npm run build` builds a market again with its caches:
 * - the hash in every HTML page and every index.json is the content hash of the tree it was built
 *   from, which is the same for the same files in any folder and new, on every page, once an
 *   article changes;
 * - the second build's public/ holds that build and nothing the first one left, so an artifact
 *   copied from it serves no stale bundle, page data, page or image.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { computeBuildHash } from "../../src/node/build-hash";
import { isBundleFile } from "../../src/serving/rules.mjs";
import { LOCALE_FETCH_ERROR } from "../../src/runtime/locale-switch";
import { BUILD_TIMEOUT_MS, buildIn, expectBuilt, projectCopy } from "./project";

interface BuiltHashes {
  /** Every distinct hash found in the HTML pages' <meta name="debrix:hash"> and in the index.json files. */
  hashes: Set<string>;
  pages: number;
  dataFiles: number;
}

function builtHashes(publicDir: string): BuiltHashes {
  const hashes = new Set<string>();
  let pages = 0;
  let dataFiles = 0;
  for (const name of fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" })) {
    if (name.endsWith("index.html") || name === "404.html") {
      const html = fs.readFileSync(path.join(publicDir, name), "utf8");
      const hash = /<meta[^>]*name="debrix:hash" content="([0-9a-f]+)"/.exec(html)?.[1];
      hashes.add(hash ?? `(no hash in ${name})`);
      pages += 1;
    } else if (name.startsWith("assets/data/") && name.endsWith("index.json")) {
      hashes.add(
        (JSON.parse(fs.readFileSync(path.join(publicDir, name), "utf8")) as { hash: string }).hash,
      );
      dataFiles += 1;
    }
  }
  return { hashes, pages, dataFiles };
}

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
  for (const file of htmlFiles(publicDir)) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(pattern))
      named.add(match[1] ?? match[0]);
  }
  return named;
}
const BUNDLE_NAME = /\/([\w.-]+[.-][0-9a-f]{16,}\.(?:js|css))\b/g;
const STATIC_ADDRESS = /\/static\/[^\s"',]+/g;

/** Every HTML page of public/, not Gatsby's own files under _gatsby/. */
const htmlFiles = (publicDir: string) =>
  fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith(".html") &&
        !entry.parentPath.includes(`${path.sep}_gatsby${path.sep}`),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));

/** A smaller FR site (three articles): what is tested is what the build does, not the content. */
const FIXTURE = {
  articles: ["location-benne-lyon", "location-benne-nantes", "amiante-reglementation-chantier"],
};
/** A dynamic page only the first build has: a copy of the market's own one under another name. */
const EXTRA_PAGE = {
  source: "content/dynamic/fr/benne-gravats.yaml",
  copy: "content/dynamic/fr/seulement-au-premier-build.yaml",
  path: "de/seulement-au-premier-build",
};

function fixtureCopy(): string {
  const dir = projectCopy(FIXTURE);
  fs.copyFileSync(path.join(dir, EXTRA_PAGE.source), path.join(dir, EXTRA_PAGE.copy));
  return dir;
}

describe("two builds in one folder", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  jest.setTimeout(2 * BUILD_TIMEOUT_MS + 60_000);

  it("stamp every page with the hash of the tree they were built from, and the second leaves nothing of the first", async () => {
    const dir = fixtureCopy();
    dirs.push(dir);
    const publicDir = path.join(dir, "public");

    // The first build: one hash, the tree's, on every page and data file.
    expectBuilt(buildIn(dir, "FR"));
    const treeHash = computeBuildHash({ root: dir, market: "FR", siteEnv: "production" });
    const first = builtHashes(publicDir);
    expect(first.pages).toBeGreaterThan(100);
    expect(first.dataFiles).toBeGreaterThan(100);
    expect([...first.hashes]).toEqual([treeHash]);
    // The same files in another folder have the same hash.
    const elsewhere = fixtureCopy();
    dirs.push(elsewhere);
    expect(computeBuildHash({ root: elsewhere, market: "FR", siteEnv: "production" })).toBe(
      treeHash,
    );

    // The pages load their bundles after the first paint, and each bundle has its brotli copy.
    const pages = htmlFiles(publicDir);
    expect(pages.length).toBeGreaterThan(100);
    expect(
      pages.filter((file) =>
        /<script src="[^"]+" async><\/script>/.test(fs.readFileSync(file, "utf8")),
      ),
    ).toEqual([]);
    expect(fs.readFileSync(path.join(publicDir, "index.html"), "utf8")).toMatch(
      /"first-contentful-paint"/,
    );
    const firstBundles = bundleFiles(publicDir);
    expect(firstBundles.filter((name) => /-[0-9a-f]{16,}\.js$/.test(name)).length).toBeGreaterThan(
      3,
    );
    expect(
      firstBundles.filter(
        (name) => /\.(js|css)$/.test(name) && !firstBundles.includes(`${name}.br`),
      ),
    ).toEqual([]);
    expect(fs.existsSync(path.join(publicDir, EXTRA_PAGE.path, "index.html"))).toBe(true);
    expect(fs.existsSync(path.join(publicDir, "assets/data", EXTRA_PAGE.path, "index.json"))).toBe(
      true,
    );
    const firstImages = staticFolders(publicDir);

    // Edits of every kind: an article's text, the code of one bundle, a dynamic page removed, an image replaced.
    const article = path.join(dir, "content/blog/location-benne-lyon/index.mdx");
    fs.writeFileSync(
      article,
      fs.readFileSync(article, "utf8").replace(/\n$/, "\n\nUne phrase de plus.\n"),
    );
    const switcherCode = path.join(dir, "src/runtime/locale-switch.ts");
    fs.writeFileSync(
      switcherCode,
      fs.readFileSync(switcherCode, "utf8").replace(LOCALE_FETCH_ERROR, `${LOCALE_FETCH_ERROR}!`),
    );
    fs.rmSync(path.join(dir, EXTRA_PAGE.copy));
    const picture = path.join(dir, "content/images/dumpster.png");
    fs.writeFileSync(
      picture,
      await sharp(fs.readFileSync(picture)).modulate({ brightness: 1.1 }).png().toBuffer(),
    );
    const changedHash = computeBuildHash({ root: dir, market: "FR", siteEnv: "production" });
    expect(changedHash).not.toBe(treeHash);

    // The second build, with the first one's caches: the new hash on every page, the cached ones included.
    expectBuilt(buildIn(dir, "FR"));
    const second = builtHashes(publicDir);
    expect(second.pages).toBe(first.pages - 1);
    expect([...second.hashes]).toEqual([changedHash]);

    // Renamed bundles replace the old ones, which are gone; the pages name only bundles that exist.
    const secondBundles = bundleFiles(publicDir);
    const renamed = secondBundles.filter((name) => !firstBundles.includes(name));
    expect(renamed.length).toBeGreaterThanOrEqual(2);
    expect(firstBundles.filter((name) => !secondBundles.includes(name))).toHaveLength(
      renamed.length,
    );
    expect(secondBundles).toHaveLength(firstBundles.length);
    expect(
      secondBundles.filter(
        (name) => /\.(js|css)$/.test(name) && !secondBundles.includes(`${name}.br`),
      ),
    ).toEqual([]);
    const named = [...namedInPages(publicDir, BUNDLE_NAME)];
    expect(named).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^framework-/),
        expect.stringMatching(/^app-/),
      ]),
    );
    expect(named.filter((name) => !fs.existsSync(path.join(publicDir, name)))).toEqual([]);

    // The removed page and its data are gone; its sibling stays.
    expect(fs.existsSync(path.join(publicDir, EXTRA_PAGE.path))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, "assets/data", EXTRA_PAGE.path))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, "de/benne-gravats/index.html"))).toBe(true);

    // The replaced image has a new folder and its old one is gone; every address the pages name exists.
    const secondImages = staticFolders(publicDir);
    expect(firstImages.filter((folder) => !secondImages.includes(folder))).toHaveLength(1);
    expect(secondImages.filter((folder) => !firstImages.includes(folder))).toHaveLength(1);
    expect(secondImages).toHaveLength(firstImages.length);
    const images = [...namedInPages(publicDir, STATIC_ADDRESS)];
    expect(images.length).toBeGreaterThan(0);
    expect(
      images.filter((address) => !fs.existsSync(path.join(publicDir, decodeURI(address)))),
    ).toEqual([]);
  });
});
