/**
 * How builds share their caches (docs/decisions.md#d25-one-gatsby-cache-per-market and
 * #d50-a-cold-market-starts-from-another-markets-webpack-cache): the fingerprint a cache is kept
 * under, and the webpack caches a build without a cache of its own may start from.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Set for the build of a copy of the project (scripts/sample-build.mjs): the project it was copied
 * from, whose parked webpack caches may start the copy's first build.
 */
export const WEBPACK_CACHE_DONOR_VARIABLE = "DEBRIX_WEBPACK_CACHE_FROM";

/**
 * What decides the plugins a build runs (the dependencies and gatsby-config.ts). Gatsby keeps in
 * its cache which plugin owns each node type, so a cache made under another set of plugins can
 * fail the next build (a type "owned by" a plugin that is gone): such a cache is dropped. So is
 * one made with the source maps on when they are off, or the other way: webpack's cache keeps
 * each module with or without its map, and would not make the maps asked for. And so is one made
 * with other typography rules: the catalogs' Locale nodes are typeset as they are made and kept
 * until their file changes, and Gatsby reuses a page's query results while the nodes it read are
 * unchanged, so a change of the rules alone would leave last build's texts in the pages.
 */
const FINGERPRINTED = ["package-lock.json", "gatsby-config.ts", "src/rules/typography.ts"];

export function pluginsFingerprint(sourceMaps, dir) {
  const hash = crypto.createHash("sha256");
  for (const file of FINGERPRINTED) hash.update(fs.readFileSync(path.join(dir, file)));
  hash.update(sourceMaps ? "source maps" : "no source maps");
  return hash.digest("hex").slice(0, 16);
}

/**
 * The webpack caches of the builds parked in `root`/.market-cache/<market>-<env>/ (scripts/build.mjs
 * parks a market's caches there while another market builds) that were made with the `plugins`
 * fingerprint, newest first, each as { name ("DE-production"), siteEnv, webpackDir, builtAt }.
 */
function parkedWebpackCaches(root, plugins) {
  const parkedDir = path.join(root, ".market-cache");
  return (fs.existsSync(parkedDir) ? fs.readdirSync(parkedDir) : [])
    .flatMap((name) => {
      const ownerFile = path.join(parkedDir, name, ".cache", "debrix-build.json");
      const webpackDir = path.join(parkedDir, name, ".cache", "webpack");
      try {
        const {
          market,
          siteEnv,
          plugins: madeWith,
        } = JSON.parse(fs.readFileSync(ownerFile, "utf8"));
        // A copy of the project kept there (scripts/sample-build.mjs) is not a parked build.
        if (`${market}-${siteEnv}` !== name || madeWith !== plugins || !fs.existsSync(webpackDir))
          return [];
        return [{ name, siteEnv, webpackDir, builtAt: fs.statSync(ownerFile).mtimeMs }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.builtAt - a.builtAt);
}

/**
 * Gives `dir`, a project without a Gatsby cache, the webpack cache of the newest build parked in
 * `root` with the `plugins` fingerprint, of `siteEnv` when one is given, so that its first build
 * is not compiled from nothing; webpack checks every file and DefinePlugin value before it reuses
 * a module, so the pages and bundles are those of a cold build. `root` is `dir` itself for another
 * market of the project, or the project a copy was made from, whatever its SITE_ENV: the copy links
 * node_modules, so the packages' modules keep their paths and webpack reuses them, while the copy's
 * own sources are compiled anew
 * (docs/decisions.md#d50-a-cold-market-starts-from-another-markets-webpack-cache). Only
 * `.cache/webpack/` is copied. Returns the parked build it came from ("DE-production"), or
 * undefined when there is none.
 */
export function seedWebpackCacheFrom(root, dir, { plugins, siteEnv }) {
  if (fs.existsSync(path.join(dir, ".cache"))) return undefined;
  const donors = parkedWebpackCaches(root, plugins).filter(
    (parked) => siteEnv === undefined || parked.siteEnv === siteEnv,
  );
  for (const { name, webpackDir } of donors) {
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
