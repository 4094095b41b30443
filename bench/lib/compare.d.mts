/** Types of compare.mjs, for its unit test. */
import type { BudgetRow } from "./report.mjs";
export interface JudgedRun {
  results: Record<string, unknown>;
  budgets: BudgetRow[];
}
export declare function refigured<T extends object>(results: T): T;
export declare function judged(results: object): JudgedRun;
export declare function compareRuns(
  runs: [JudgedRun, JudgedRun],
  names?: string[],
): {
  verdicts: ("pass" | "fail")[];
  agree: boolean;
  missed: [BudgetRow[], BudgetRow[]];
  table: string;
};
