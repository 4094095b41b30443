/** Types of phases.mjs, for the unit tests. */
export interface BuildPhase {
  name: string;
  start: number;
  seconds: number;
  items?: number;
  peakBytes: number;
}
export declare const MIN_PHASE_SECONDS: number;
export declare function buildPhases(
  run: { seconds: number; samples: [number, number][]; lines: [number, string][] },
  minSeconds?: number,
): BuildPhase[];
