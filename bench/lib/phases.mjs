/**
 * The phases of a Gatsby build, from the activity timers it prints when each ends
 * ("success run page queries - 10.215s - 253/253 24.77/s"), matched with the memory of the whole
 * process tree sampled while each ran (bench/lib/process-tree.mjs). Phases overlap: Gatsby runs
 * the image jobs while it bundles and queries, so their times do not add up to the wall time.
 */

// eslint-disable-next-line no-control-regex -- Gatsby's reporter may colour its lines and redraw them (cursor moves).
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
const ACTIVITY = /^success (.+?) - (\d+(?:\.\d+)?)s(?: - (\d+)\/(\d+))?/;

/** Phases shorter than this are left out of the report (config loading, plugin hooks…). */
export const MIN_PHASE_SECONDS = 0.5;

/**
 * @param {{ seconds: number, samples: [number, number][], lines: [number, string][] }} run
 * @returns {{ name: string, start: number, seconds: number, items?: number, peakBytes: number }[]}
 */
export function buildPhases(run, minSeconds = MIN_PHASE_SECONDS) {
  const phases = [];
  for (const [at, raw] of run.lines) {
    const match = ACTIVITY.exec(raw.replace(ANSI, "").trim());
    if (!match) continue;
    const seconds = Number(match[2]);
    if (seconds < minSeconds) continue;
    // The line is printed when the activity ends; the sampler's clock is the same as the lines'.
    const start = Math.max(0, at - seconds);
    const during = run.samples.filter(([t]) => t >= start && t <= at).map(([, bytes]) => bytes);
    phases.push({
      name: match[1],
      start,
      seconds,
      ...(match[3] ? { items: Number(match[4]) } : {}),
      peakBytes: during.length > 0 ? Math.max(...during) : 0,
    });
  }
  return phases.sort((a, b) => a.start - b.start);
}
