/**
 * Real Gatsby builds of the FR market (the one with articles), on a copy of the project with
 * three of its articles: the hash in every HTML page and every index.json is the content hash of
 * the tree it was built from, which is the same for the same files in any folder and new when one
 * article changes.
 */
import fs from "node:fs";
import path from "node:path";
import { computeBuildHash } from "../../src/node/build-hash";
import { BUILD_TIMEOUT_MS, buildIn, expectBuilt, projectCopy } from "./project";

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

/** A smaller FR site (three articles): what is tested is how the build hashes, not the content. */
const FIXTURE = { articles: ["location-benne-lyon", "location-benne-nantes", "amiante-reglementation-chantier"] };

describe("the build's content hash, in real builds", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  // Two cold builds of the market with the articles: minutes, not seconds.
  jest.setTimeout(2 * BUILD_TIMEOUT_MS + 60_000);

  it("is the tree's content hash in every page, the same in another folder, and new for every page when one article changes", () => {
    const first = projectCopy(FIXTURE);
    const second = projectCopy(FIXTURE);
    dirs.push(first, second);
    expectBuilt(buildIn(first, "FR"));
    const treeHash = computeBuildHash({ root: first, market: "FR", siteEnv: "production" });
    const a = builtHashes(first);
    expect(a.pages).toBeGreaterThan(100);
    expect(a.dataFiles).toBeGreaterThan(100);
    // One hash across the whole build, in every HTML page and every index.json: the tree's.
    expect([...a.hashes]).toEqual([treeHash]);
    // The hash depends on content alone: the same files in another folder give the same one (node
    // ids and image paths, which differ between folders, are not part of it).
    expect(computeBuildHash({ root: second, market: "FR", siteEnv: "production" })).toBe(treeHash);

    // Page weight: every page loads Gatsby's bundles after its first paint, and every hashed
    // bundle has its build-time brotli copy (docs/decisions.md#d15-bundles-load-after-the-first-paint).
    const publicDir = path.join(first, "public");
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

    // A real cold build in the other folder, with one sentence added to one article: every page
    // and every index.json carries the new tree's hash.
    const article = path.join(second, "content/blog/location-benne-lyon/index.mdx");
    fs.writeFileSync(article, fs.readFileSync(article, "utf8").replace(/\n$/, "\n\nUne phrase de plus.\n"));
    const changedHash = computeBuildHash({ root: second, market: "FR", siteEnv: "production" });
    expect(changedHash).not.toBe(treeHash);
    expectBuilt(buildIn(second, "FR"));
    const changed = builtHashes(second);
    expect(changed.pages).toBe(a.pages);
    expect([...changed.hashes]).toEqual([changedHash]);
  });
});
