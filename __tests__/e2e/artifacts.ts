import type { Market } from "../../src/shared/keys";

/** Where each market's artifact is built and served during the e2e tests. */
export const ARTIFACTS: ReadonlyArray<{ market: Market; dir: string; port: number }> = [
  { market: "FR", dir: "dist/fr", port: 9101 },
  { market: "DE", dir: "dist/de", port: 9102 },
  { market: "EN", dir: "dist/en", port: 9103 },
];

export function baseUrl(market: Market): string {
  const artifact = ARTIFACTS.find((candidate) => candidate.market === market);
  if (!artifact) throw new Error(`No artifact for ${market}`);
  return `http://127.0.0.1:${artifact.port}`;
}

/** A non-production (SITE_ENV=staging) FR build, to show what only exists outside production. */
export const STAGING_FR = { market: "FR" as Market, dir: "dist/fr-staging", port: 9104 };
export const stagingUrl = `http://127.0.0.1:${STAGING_FR.port}`;
