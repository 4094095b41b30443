/** Types of report.mjs, for the unit tests: results.json is described in bench/README.md. */
export interface BudgetRow {
  kind: "budget" | "goal";
  measure: string;
  subject: string;
  value: string | number;
  limit: string;
  pass: boolean | undefined;
  /** The script-cost figure a "Scripts:" budget judges (mainThreadCpuMs, blockingMs, lcpMs). */
  figure?: string;
}
export declare const KB: number;
export declare const SCRIPT_COST_BUDGETS: { mainThreadCpuMs: number; blockingMs: number; lcpMs: number };
export declare function median(values: unknown[]): number | undefined;
export declare function medianRun(runs: object[]): Record<string, unknown>;
export declare function checkBudgets(results: object): BudgetRow[];
export declare function phasesTable(phases: import("./phases.mjs").BuildPhase[]): string;
export declare function markdownReport(results: object, budgets: BudgetRow[]): string;
export declare const SCRIPT_BUDGETS_KB: Record<string, number>;
export declare const APP_CHUNK_BUDGET_KB: number;
export declare function percent(value: number | undefined): string;
