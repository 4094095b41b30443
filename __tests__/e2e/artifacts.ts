import path from "node:path";
import type { Market } from "../../src/shared/keys";
import { marketKeys } from "../../src/node/market-files.mjs";

/**
 * The first of the ports the e2e servers listen on (127.0.0.1). E2E_PORT_BASE moves them all, so
 * two checkouts can run their browser tests side by side.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 9100);

/**
 * E2E_ARTIFACTS, a comma-separated list of dist/ folder names ("fr"): only those artifacts are
 * served and walked, for the pipeline's content lane, which rebuilds the markets a content change
 * touches and runs the walks over every page of those (the tests tagged @content, npm run
 * test:content). Unset, every artifact is served and nginx serves its own three.
 */
const ONLY = process.env.E2E_ARTIFACTS?.split(",")
  .map((name) => name.trim())
  .filter(Boolean);

/** Whether the artifact in `dir` is served in this run. */
export const served = (dir: string): boolean => !ONLY || ONLY.includes(path.basename(dir));

/** Whether this run serves only some artifacts (E2E_ARTIFACTS). */
export const SOME_ARTIFACTS_ONLY = Boolean(ONLY);

/** Every market's artifact, served or not: its folder in dist/ and its port. */
const ALL_ARTIFACTS = marketKeys(path.resolve(__dirname, "../..")).map((market, index) => ({
  market: market as Market,
  dir: `dist/${market.toLowerCase()}`,
  port: PORT_BASE + 1 + index,
}));

/**
 * Where each market's artifact is built and served during the e2e tests: every market of
 * data/countries/, in dist/<market in lower case> (scripts/e2e.mjs builds them there), those of
 * E2E_ARTIFACTS only when it is set. A market keeps its port when others are left out.
 */
export const ARTIFACTS: ReadonlyArray<{ market: Market; dir: string; port: number }> =
  ALL_ARTIFACTS.filter(({ dir }) => served(dir));

/** The address of a market's artifact (whether this run serves it or not). */
export function baseUrl(market: Market): string {
  const artifact = ALL_ARTIFACTS.find((candidate) => candidate.market === market);
  if (!artifact) throw new Error(`No artifact for ${market}`);
  return `http://127.0.0.1:${artifact.port}`;
}

/**
 * The tag, at the end of its title, of a test that walks pages whose own content decides what it
 * checks (every page, every article, every region): the content lane runs these over the markets
 * it rebuilt (`npm run test:content`, E2E_ARTIFACTS). Given to the tests of an artifact this run
 * serves.
 */
export const contentWalk = (dir: string): string => (served(dir) ? " @content" : "");

/** The ports after the markets' ones. */
const NEXT_PORT = PORT_BASE + 1 + ALL_ARTIFACTS.length;

/** A non-production (SITE_ENV=staging) FR build, to show what only exists outside production. */
export const STAGING_FR = { market: "FR" as Market, dir: "dist/fr-staging", port: NEXT_PORT };
export const stagingUrl = `http://127.0.0.1:${STAGING_FR.port}`;

/**
 * Artifacts served by nginx with the configuration their build generated (npm run serve:nginx),
 * for the serving checks and the Content-Security-Policy walk: DE (no tag manager) and the
 * staging FR build (with one).
 */
export const NGINX_ARTIFACTS = [
  { market: "DE" as Market, dir: "dist/de", port: NEXT_PORT + 1 },
  { market: "FR" as Market, dir: "dist/fr-staging", port: NEXT_PORT + 2 },
  // The production FR artifact: its blog's search under the production policy.
  { market: "FR" as Market, dir: "dist/fr", port: NEXT_PORT + 3 },
];
export const nginxUrl = (dir: string) =>
  `http://127.0.0.1:${NGINX_ARTIFACTS.find((artifact) => artifact.dir === dir)?.port ?? 0}`;
