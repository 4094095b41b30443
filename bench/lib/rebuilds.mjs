/**
 * What an edit costs: in a temporary copy of the site, one market (FR) built cold, then again with
 * the cache kept and nothing changed, then after a one-article edit, then after a one-region edit
 * — the content team's two most common changes — side by side in one run, so the ratios hold on a
 * slow or busy machine. Each edit is checked in the artifact (its new sentence is on its page), so
 * a fast rebuild that kept last build's page would fail rather than look good.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildOnce, copySite } from "./builds.mjs";
import { editArticle, editRegion, pagesHolding } from "./edits.mjs";

/** Builds `market` in `siteDir` after `edit` (if any) and checks that the edit reached a page. */
async function rebuild(siteDir, market, edit) {
  const sentence = edit?.(siteDir);
  const build = await buildOnce(siteDir, market);
  if (sentence === undefined) return build;
  const pages = pagesHolding(path.join(siteDir, "public"), sentence);
  if (pages.length === 0)
    throw new Error(
      `After the edit, no page of the ${market} build holds "${sentence}": the rebuild kept a stale page`,
    );
  return { ...build, editedPages: pages };
}

/**
 * Cold, unchanged, one-article and one-region builds of `market` in a temporary copy of the site.
 * Returns each build's figures and its time as a share of the cold build's.
 */
export async function measureRebuilds(root, log, market = "FR") {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-bench-rebuild-"));
  try {
    copySite(root, siteDir);
    const steps = [
      ["cold", undefined],
      ["unchanged", undefined],
      ["one article", editArticle],
      ["one region", editRegion],
    ];
    const builds = {};
    for (const [name, edit] of steps) {
      log(`${market} build, ${name}${name === "cold" ? "" : ", cache kept"} (in ${siteDir})`);
      builds[name] = await rebuild(siteDir, market, edit);
    }
    const cold = builds.cold.seconds;
    return {
      market,
      builds: Object.fromEntries(
        Object.entries(builds).map(([name, build]) => [
          name,
          { ...build, shareOfCold: build.seconds / cold },
        ]),
      ),
    };
  } finally {
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
}
