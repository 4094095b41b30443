/** Types of scripts/lanes.mjs. */
export const CONTENT_DIRS: readonly string[];
export const STAGING_SAMPLE_BUILD: string;
export interface LaneDecision {
  lane: "content" | "code";
  reason: string;
  markets: string[];
  builds: string[];
  deploys: { market: string; build: string }[];
  fingerprint: string;
  base: string | null;
  files: string[];
}
export function codeFingerprint(dir: string, commit?: string): string;
export function marketsTouched(files: readonly string[], dir: string): string[];
export function allBuilds(dir: string): string[];
export function decide(dir: string, options: { base: string; testedDir?: string }): LaneDecision;
export function recordTested(dir: string, testedDir: string): string;
export function git(dir: string, ...args: string[]): { ok: boolean; out: string };
export function deploysOf(markets: readonly string[]): { market: string; build: string }[];
