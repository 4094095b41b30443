/**
 * The last step of a build: what the servers need to serve the artifact by the serving rules
 * (src/serving/rules.mjs), after every rewrite of the HTML, since the Content-Security-Policy
 * carries the hashes of each page's inline scripts:
 * - `_serving.json` in the artifact: the policy's inputs the Node server reads (it hashes each
 *   page's inline scripts itself, with the same function, as it sends the page);
 * - `_headers` and `_redirects` in the artifact, for static hosts (Netlify, Cloudflare Pages);
 * - the nginx configuration (rules.conf, site.conf) in the deploy folder, outside
 *   the served root.
 */
import fs from "node:fs";
import path from "node:path";
import {
  HASHED_BUNDLE,
  SERVING_FILE,
  contentSecurityPolicy,
  pageScriptSources,
} from "../serving/rules.mjs";
import { rulesConf, siteConf } from "../serving/nginx.mjs";
import { headersFile, redirectsFile } from "../serving/static-hosts.mjs";

export interface ServingSite {
  market: string;
  /** The market's hosts, the primary (www) first. */
  domains: readonly string[];
  /** The app that may frame the site (embed mode), e.g. https://app.debrix.eu/ */
  appUrl: string;
  tagManagerId: string;
}

/** What scripts/server.mjs reads from `_serving.json`. */
export interface ServingFile {
  market: string;
  appOrigin: string;
  tagManager: boolean;
}

/** The inline-script hashes of every HTML page of the artifact, keyed by its path there (/agb/index.html). */
export function pageScriptHashes(publicDir: string): Array<{ file: string; hashes: string[] }> {
  return (
    fs
      .readdirSync(publicDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
      .map((entry) => path.join(entry.parentPath, entry.name))
      // Gatsby's slice fragments are stitched into the pages at build time, never served as pages.
      .filter((file) => !path.relative(publicDir, file).startsWith(`_gatsby${path.sep}`))
      .map((file) => ({
        file: `/${path.relative(publicDir, file).split(path.sep).join("/")}`,
        hashes: pageScriptSources(fs.readFileSync(file, "utf8")),
      }))
      .sort((a, b) => a.file.localeCompare(b.file))
  );
}

/** Writes the serving files; returns how many pages got a policy of their own. */
export function writeServingFiles({
  publicDir,
  deployDir,
  site,
}: {
  publicDir: string;
  deployDir: string;
  site: ServingSite;
}): number {
  const options = { appOrigin: new URL(site.appUrl).origin, tagManager: site.tagManagerId !== "" };
  const serving: ServingFile = { market: site.market, ...options };
  fs.writeFileSync(path.join(publicDir, SERVING_FILE), `${JSON.stringify(serving, null, 2)}\n`);
  const pages = pageScriptHashes(publicDir);
  const policies = pages.map(({ file, hashes }) => ({
    file,
    policy: contentSecurityPolicy({ ...options, scriptHashes: hashes }),
  }));
  const basePolicy = contentSecurityPolicy(options);
  const bundles = fs
    .readdirSync(publicDir)
    .map((name) => `/${name}`)
    .filter((name) => HASHED_BUNDLE.test(name));
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    headersFile({ ...options, hashes: pages.flatMap((page) => page.hashes), bundles }),
  );
  fs.writeFileSync(path.join(publicDir, "_redirects"), redirectsFile());
  const nginxDir = path.join(deployDir, "nginx");
  fs.rmSync(nginxDir, { recursive: true, force: true });
  fs.mkdirSync(nginxDir, { recursive: true });
  fs.writeFileSync(
    path.join(nginxDir, "rules.conf"),
    rulesConf({ market: site.market, policies, basePolicy }),
  );
  fs.writeFileSync(
    path.join(nginxDir, "site.conf"),
    siteConf({ market: site.market, domains: [...site.domains] }),
  );
  return policies.length;
}
