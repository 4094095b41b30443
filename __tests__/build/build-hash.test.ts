/**
 * Real Gatsby builds of the FR market (the one with articles): the hash in every HTML page and
 * every index.json is a content hash, the same for the same input wherever it is built, and a
 * new one when one article changes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { computeBuildHash } from "../../src/node/build-hash";
import { buildIn, projectCopy } from "./project";

const ROOT = path.resolve(__dirname, "../..");

interface BuiltHashes {
  /** Every distinct hash found in the HTML pages' <meta name="debrix:hash"> and in the index.json files. */
  hashes: Set<string>;
  pages: number;
  dataFiles: number;
}

function builtHashes(dir: string): BuiltHashes {
  const publicDir = path.join(dir, "public");
  const files = fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" });
  const hashes = new Set<string>();
  let pages = 0;
  let dataFiles = 0;
  for (const name of files) {
    if (name.endsWith("index.html") || name === "404.html") {
      const html = fs.readFileSync(path.join(publicDir, name), "utf8");
      const hash = /<meta[^>]*name="debrix:hash" content="([0-9a-f]+)"/.exec(html)?.[1];
      hashes.add(hash ?? `(no hash in ${name})`);
      pages += 1;
    } else if (name.startsWith("assets/data/") && name.endsWith("index.json")) {
      hashes.add((JSON.parse(fs.readFileSync(path.join(publicDir, name), "utf8")) as { hash: string }).hash);
      dataFiles += 1;
    }
  }
  return { hashes, pages, dataFiles };
}

/**
 * A folder whose public/ holds a production FR build of this very tree: dist/fr when `npm test`
 * has just built it there (its hash is the one this tree gives), else a build in a copy of its own.
 */
function frArtifactOrBuild(): string {
  const artifact = path.join(ROOT, "dist/fr");
  const treeHash = computeBuildHash({ root: ROOT, market: "FR", siteEnv: "production" });
  const index = path.join(artifact, "index.html");
  if (fs.existsSync(index) && fs.readFileSync(index, "utf8").includes(`name="debrix:hash" content="${treeHash}"`)) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-artifact-"));
    fs.symlinkSync(artifact, path.join(dir, "public"));
    return dir;
  }
  const dir = projectCopy();
  expect(buildIn(dir, "FR").status).toBe(0);
  return dir;
}

describe("the build's content hash, in real builds", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  // Two or three real builds of the largest market: minutes, not seconds.
  jest.setTimeout(600_000);

  it("is the same for two builds of the same input, and new for every page when one article changes", () => {
    const first = frArtifactOrBuild();
    const second = projectCopy();
    dirs.push(first, second);
    expect(buildIn(second, "FR").status).toBe(0);
    const a = builtHashes(first);
    const b = builtHashes(second);
    expect(a.pages).toBeGreaterThan(100);
    expect(a.dataFiles).toBeGreaterThan(100);
    // One hash across the whole build, in every HTML page and every index.json.
    expect(a.hashes.size).toBe(1);
    // Another folder, another cold build: the same hash (node ids and image paths differ between
    // folders, so the data files themselves are not compared).
    expect(b.hashes).toEqual(a.hashes);

    // Page weight: every page loads Gatsby's bundles after its first paint, and every hashed
    // bundle has its build-time brotli copy (docs/decisions.md#d15-bundles-load-after-the-first-paint).
    const publicDir = path.join(second, "public");
    // Only files are pages (page-data/404.html/ is a folder), and Gatsby's own slice fragments
    // under _gatsby/slices/ are its stitching sources, not pages: they keep the tags.
    const pages = fs
      .readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".html") && !entry.parentPath.includes(`${path.sep}_gatsby${path.sep}`))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(pages.length).toBeGreaterThan(100);
    const undeferred = pages.filter((file) => /<script src="[^"]+" async><\/script>/.test(fs.readFileSync(file, "utf8")));
    expect(undeferred).toEqual([]);
    expect(fs.readFileSync(path.join(publicDir, "index.html"), "utf8")).toMatch(/"first-contentful-paint"/);
    const bundles = fs.readdirSync(publicDir).filter((name) => /-[0-9a-f]{16,}\.js$/.test(name));
    expect(bundles.length).toBeGreaterThan(3);
    expect(bundles.filter((name) => !fs.existsSync(path.join(publicDir, `${name}.br`)))).toEqual([]);

    const article = path.join(second, "content/blog/location-benne-lyon/index.mdx");
    fs.writeFileSync(article, fs.readFileSync(article, "utf8").replace(/\n$/, "\n\nUne phrase de plus.\n"));
    expect(buildIn(second, "FR").status).toBe(0);
    const changed = builtHashes(second);
    expect(changed.hashes.size).toBe(1);
    expect([...changed.hashes][0]).not.toBe([...a.hashes][0]);
    expect([...changed.hashes][0]).toMatch(/^[0-9a-f]{20}$/);
  });
});
