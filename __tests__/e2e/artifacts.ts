import path from "node:path";
import type { Market } from "../../src/shared/keys";
import { marketKeys } from "../../src/node/market-files.mjs";

/**
 * The first of the ports the e2e servers listen on (127.0.0.1). E2E_PORT_BASE moves them all, so
 * two checkouts can run their browser tests side by side.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 9100);

/**
 * Where each market's artifact is built and served during the e2e tests: every market of
 * data/countries/, in dist/<market in lower case> (scripts/e2e.mjs builds them there).
 */
export const ARTIFACTS: ReadonlyArray<{ market: Market; dir: string; port: number }> = marketKeys(
  path.resolve(__dirname, "../.."),
).map((market, index) => ({
  market,
  dir: `dist/${market.toLowerCase()}`,
  port: PORT_BASE + 1 + index,
}));

export function baseUrl(market: Market): string {
  const artifact = ARTIFACTS.find((candidate) => candidate.market === market);
  if (!artifact) throw new Error(`No artifact for ${market}`);
  return `http://127.0.0.1:${artifact.port}`;
}

/** The ports after the markets' ones. */
const NEXT_PORT = PORT_BASE + 1 + ARTIFACTS.length;

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
