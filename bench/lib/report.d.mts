/** Types of report.mjs, for the unit tests: results.json is described in bench/README.md. */
export interface BudgetRow {
  kind: "budget" | "goal";
  measure: string;
  subject: string;
  value: string | number;
  limit: string;
  pass: boolean | undefined;
  /** The script-cost figure a "Scripts:" budget judges (mainThreadCpuMs, blockingMs, lcpMs, fcpMs). */
  figure?: string;
}
export declare const KB: number;
export declare const SCRIPT_COST_BUDGETS: {
  mainThreadCpuMs: number;
  blockingMs: number;
  lcpMs: number;
};
export declare const FIRST_PAINT_BUDGET_MS: number;
export declare function median(values: unknown[]): number | undefined;
export declare function medianRun(runs: object[]): Record<string, unknown>;
export declare function checkBudgets(results: object): BudgetRow[];
export declare function phasesTable(phases: import("./phases.mjs").BuildPhase[]): string;
/** One build of a rebuild run (bench/lib/rebuilds.mjs). */
export interface RebuildFigures {
  seconds: number;
  cpuSeconds?: number;
  peakBytes: number;
  phases: import("./phases.mjs").BuildPhase[];
  /** How many items each counted activity did ("run queries in workers", "Building static HTML for pages"). */
  items?: Record<string, number>;
  editedPages?: string[];
  shareOfCold: number;
}
export declare function rebuildsTable(rebuilds: {
  market: string;
  builds: Record<string, RebuildFigures>;
}): string;
export declare function markdownReport(results: object, budgets: BudgetRow[]): string;
export declare const SCRIPT_BUDGETS_KB: Record<string, number>;
export declare const APP_CHUNK_BUDGET_KB: number;
export declare function percent(value: number | undefined): string;
