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
export function longTasks(trace: { traceEvents: object[] } | object[], options?: { sourceMapDir?: string }): LongTasks;
