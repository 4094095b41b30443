/**
 * A copy of the project's sources, for builds that must not touch this checkout: the real-build
 * tests (__tests__/build/) and the sample build of npm test (scripts/sample-build.mjs).
 */
import fs from "node:fs";
import path from "node:path";

/** What a build reads: everything but node_modules (linked), caches and artifacts. */
const PROJECT_FILES = ["package.json", "package-lock.json", "tsconfig.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.tsx", "src", "page-queries", "data", "content", "static", "scripts"];

/**
 * Copies the project at `root` into `dir`, replacing the sources a previous copy left there and
 * keeping the rest of `dir` (Gatsby's caches), and links its node_modules. `articles` keeps only
 * those articles of content/blog/ (by folder name): a smaller site, where what matters is what
 * the build does rather than the content.
 */
export function copyProject(root, dir, { articles } = {}) {
  const blog = path.join(root, "content", "blog");
  const missing = (articles ?? []).filter((name) => !fs.existsSync(path.join(blog, name)));
  if (missing.length > 0) throw new Error(`No article ${missing.join(", ")} in content/blog/`);
  const keep = (source) => {
    const relative = path.relative(blog, source);
    return !articles || relative.startsWith("..") || relative === "" || articles.includes(relative.split(path.sep)[0]);
  };
  fs.mkdirSync(dir, { recursive: true });
  for (const name of PROJECT_FILES) {
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true, filter: keep });
  }
  const modules = path.join(dir, "node_modules");
  fs.rmSync(modules, { force: true });
  fs.symlinkSync(path.join(root, "node_modules"), modules);
}

/**
 * The webpack caches of the builds parked in `root`/.market-cache/<market>-<env>/ (scripts/build.mjs
 * parks a market's caches there while another market builds), newest first, each as { name
 * ("DE-production"), siteEnv, plugins (the fingerprint it was built with), webpackDir, builtAt }.
 */
export function parkedWebpackCaches(root) {
  const parkedDir = path.join(root, ".market-cache");
  return (fs.existsSync(parkedDir) ? fs.readdirSync(parkedDir) : [])
    .flatMap((name) => {
      const ownerFile = path.join(parkedDir, name, ".cache", "debrix-build.json");
      const webpackDir = path.join(parkedDir, name, ".cache", "webpack");
      try {
        const { market, siteEnv, plugins } = JSON.parse(fs.readFileSync(ownerFile, "utf8"));
        // A copy of the project parked there (scripts/sample-build.mjs) is not a parked build.
        if (`${market}-${siteEnv}` !== name || !fs.existsSync(webpackDir)) return [];
        return [{ name, siteEnv, plugins, webpackDir, builtAt: fs.statSync(ownerFile).mtimeMs }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.builtAt - a.builtAt);
}

/**
 * Gives a copy without a Gatsby cache the webpack cache of the newest build parked in `root`, the
 * project it was copied from, whatever its SITE_ENV, so that the copy's first build is not
 * compiled from nothing. The copy links node_modules, so the packages' modules keep their paths
 * and webpack reuses them, while the copy's own sources are compiled anew; webpack checks every
 * file and DefinePlugin value before it reuses a module, so the pages and bundles are those of a
 * cold build (docs/decisions.md#d50-a-cold-market-starts-from-another-markets-webpack-cache).
 * Returns the parked build it came from, or undefined when there is none.
 */
export function seedWebpackCacheOfCopy(root, dir) {
  if (fs.existsSync(path.join(dir, ".cache"))) return undefined;
  for (const { name, webpackDir } of parkedWebpackCaches(root)) {
    try {
      fs.cpSync(webpackDir, path.join(dir, ".cache", "webpack"), { recursive: true });
      return name;
    } catch {
      // Moved back into use by a build that started meanwhile: the next one, or none.
      fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
    }
  }
  return undefined;
}
