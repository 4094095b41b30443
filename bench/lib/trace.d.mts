/** Types of bench/lib/trace.mjs, for its unit test. */
export const LONG_TASK_MS: number;

export interface TaskKind {
  kind: string;
  ms: number;
}

export interface ModuleTime {
  module: string;
  ms: number;
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  afterFcp: boolean;
  kinds: TaskKind[];
  modules: ModuleTime[];
  siteModules: ModuleTime[];
}

export interface ForcedPass {
  kind: "style" | "layout";
  ms: number;
  module: string;
}

export interface LongTasks {
  tasks: LongTask[];
  forced: ForcedPass[];
  fcpMs: number | null;
  blockingMs: number;
  mainThreadMs: number;
  mainThreadCpuMs: number;
}

export function bundleName(url: string | undefined): string;
export function longTasks(
  trace: { traceEvents: object[] } | object[],
  options?: { sourceMapDir?: string },
): LongTasks;

export interface TraceOptions {
  cpuRate?: number;
  trace?: boolean;
  waitForHydration?: boolean;
  lcp?: boolean;
}
/** Loads `url` in a fresh context of `browser` and traces it; rejects when Chromium goes away. */
export function tracePage(
  browser: import("playwright-core").Browser,
  url: string,
  options?: TraceOptions,
): Promise<{ trace: unknown; lcpMs?: number | null; scripts: unknown[] }>;
