/**
 * scripts/build.mjs: a market without a cache of its own starts from webpack's cache of the market
 * built last for the same SITE_ENV with the same plugins, and a copy of the project from the
 * newest build parked in the project
 * (docs/decisions.md#d50-a-cold-market-starts-from-another-markets-webpack-cache).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { tempFiles } from "../temp-files";
import { seedWebpackCacheFrom } from "../../scripts/build-cache.mjs";

const root = path.resolve(__dirname, "../..");

/** Runs one export of scripts/build.mjs in its own Node process (the script is an ES module) and returns its result. */
function call(
  name: "seedWebpackCache" | "pluginsFingerprint" | "missingBundles",
  ...args: unknown[]
): unknown {
  const script = `import * as build from ${JSON.stringify(path.join(root, "scripts/build.mjs"))};
    console.log(JSON.stringify(build.${name}(...${JSON.stringify(args)}) ?? null));`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as unknown;
}

/** A site folder with the files the plugins' fingerprint reads. */
function site(): string {
  return tempFiles("debrix-build-cache-", {
    "package-lock.json": '{"lockfileVersion":3}',
    "gatsby-config.ts": "export default {};",
    "src/rules/typography.ts": "export {};",
  });
}

/** A parked cache of `owner` ("DE-production") built `ageSeconds` ago, with one webpack file holding `content`. */
function park(
  dir: string,
  owner: string,
  { plugins, ageSeconds, content }: { plugins: string; ageSeconds: number; content: string },
) {
  const cache = path.join(dir, ".market-cache", owner, ".cache");
  const [market, siteEnv] = owner.split("-");
  fs.mkdirSync(path.join(cache, "webpack", "stage-build-javascript"), { recursive: true });
  fs.writeFileSync(path.join(cache, "webpack", "stage-build-javascript", "0.pack"), content);
  fs.writeFileSync(path.join(cache, "data.json"), `${owner}'s data`);
  const ownerFile = path.join(cache, "debrix-build.json");
  fs.writeFileSync(ownerFile, JSON.stringify({ market, siteEnv, plugins }));
  const builtAt = new Date(Date.now() - ageSeconds * 1000);
  fs.utimesSync(ownerFile, builtAt, builtAt);
}

const packOf = (dir: string) =>
  fs.readFileSync(path.join(dir, ".cache/webpack/stage-build-javascript/0.pack"), "utf8");

describe("the fingerprint a cache is kept under", () => {
  it("changes with the typography rules, whose texts the cache holds", () => {
    const dir = site();
    const before = call("pluginsFingerprint", false, dir);
    fs.writeFileSync(path.join(dir, "src/rules/typography.ts"), "export const rules = 2;");
    expect(call("pluginsFingerprint", false, dir)).not.toBe(before);
  });
});

describe("a market built without a cache of its own", () => {
  it("starts from webpack's cache of the market built last for the same SITE_ENV, and from nothing else of it", () => {
    const dir = site();
    const plugins = call("pluginsFingerprint", false, dir) as string;
    park(dir, "FR-production", { plugins, ageSeconds: 60, content: "FR" });
    park(dir, "DE-production", { plugins, ageSeconds: 10, content: "DE" });
    park(dir, "FR-staging", { plugins, ageSeconds: 1, content: "FR staging" });
    expect(call("seedWebpackCache", { siteEnv: "production", sourceMaps: false, dir })).toBe(
      "DE-production",
    );
    expect(packOf(dir)).toBe("DE");
    expect(fs.readdirSync(path.join(dir, ".cache"))).toEqual(["webpack"]);
  });

  it("starts from nothing when the parked caches were made with other plugins or another source-map setting", () => {
    const dir = site();
    park(dir, "DE-production", {
      plugins: "0123456789abcdef",
      ageSeconds: 10,
      content: "other plugins",
    });
    park(dir, "EN-production", {
      plugins: call("pluginsFingerprint", true, dir) as string,
      ageSeconds: 5,
      content: "with source maps",
    });
    expect(call("seedWebpackCache", { siteEnv: "production", sourceMaps: false, dir })).toBeNull();
    expect(fs.existsSync(path.join(dir, ".cache"))).toBe(false);
  });

  it("keeps the cache of its own when it has one", () => {
    const dir = site();
    park(dir, "DE-production", {
      plugins: call("pluginsFingerprint", false, dir) as string,
      ageSeconds: 10,
      content: "DE",
    });
    fs.mkdirSync(path.join(dir, ".cache/webpack/stage-build-javascript"), { recursive: true });
    fs.writeFileSync(path.join(dir, ".cache/webpack/stage-build-javascript/0.pack"), "its own");
    expect(call("seedWebpackCache", { siteEnv: "production", sourceMaps: false, dir })).toBeNull();
    expect(packOf(dir)).toBe("its own");
  });
});

describe("missingBundles: HTML kept from another build", () => {
  const page = (bundle: string, style: string) =>
    `<!DOCTYPE html><html><head><style data-href="/${style}" data-identity="gatsby-global-css">:root{}</style><link as="script" rel="preload" href="/${bundle}"/></head><body><script src="/${bundle}" async></script><a href="/services/">Services</a></body></html>`;

  it("finds a page naming a script or an inlined stylesheet the build did not write, and nothing in a consistent build", () => {
    const dir = tempFiles("debrix-missing-bundles-", {
      "app-new.js": "",
      "styles.new.css": "",
      "index.html": page("app-new.js", "styles.new.css"),
      "services/index.html": page("app-new.js", "styles.old.css"),
      "404.html": page("app-old.js", "styles.new.css"),
      // Gatsby's own files in public/ are not pages of the artifact.
      "page-data/index/page-data.json": "{}",
    });
    expect(call("missingBundles", dir)).toEqual(
      expect.arrayContaining([
        { page: "/services/index.html", file: "/styles.old.css" },
        { page: "/404.html", file: "/app-old.js" },
      ]),
    );
    expect(call("missingBundles", dir)).toHaveLength(2);
    fs.writeFileSync(path.join(dir, "styles.old.css"), "");
    fs.writeFileSync(path.join(dir, "app-old.js"), "");
    expect(call("missingBundles", dir)).toEqual([]);
  });
});

describe("a copy of the project without a cache of its own (a sample build, a build test)", () => {
  const plugins = "0123456789abcdef";

  it("starts from webpack's cache of the newest build parked in the project with its plugins, whatever its SITE_ENV, and not from a copy kept there", () => {
    const project = site();
    const copy = site();
    park(project, "FR-production", { plugins, ageSeconds: 60, content: "FR" });
    park(project, "DE-staging", { plugins, ageSeconds: 10, content: "DE" });
    park(project, "EN-production", {
      plugins: "fedcba9876543210",
      ageSeconds: 5,
      content: "other plugins",
    });
    // The sample's copy, kept in .market-cache/sample/ with caches of its own: not a parked build.
    park(project, "sample", { plugins, ageSeconds: 1, content: "the sample's" });
    fs.writeFileSync(
      path.join(project, ".market-cache/sample/.cache/debrix-build.json"),
      JSON.stringify({ market: "FR", siteEnv: "staging", plugins }),
    );
    expect(seedWebpackCacheFrom(project, copy, { plugins })).toBe("DE-staging");
    expect(packOf(copy)).toBe("DE");
    expect(fs.readdirSync(path.join(copy, ".cache"))).toEqual(["webpack"]);
  });

  it("keeps the cache of its own when it has one, and starts from nothing when the project has parked none", () => {
    const project = site();
    const copy = site();
    expect(seedWebpackCacheFrom(project, copy, { plugins })).toBeUndefined();
    expect(fs.existsSync(path.join(copy, ".cache"))).toBe(false);
    park(project, "DE-production", { plugins, ageSeconds: 10, content: "DE" });
    fs.mkdirSync(path.join(copy, ".cache/webpack/stage-build-javascript"), { recursive: true });
    fs.writeFileSync(path.join(copy, ".cache/webpack/stage-build-javascript/0.pack"), "its own");
    expect(seedWebpackCacheFrom(project, copy, { plugins })).toBeUndefined();
    expect(packOf(copy)).toBe("its own");
  });
});
