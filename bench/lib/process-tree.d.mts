/** Types of process-tree.mjs, for the unit tests. */
export declare function waitedChildrenCpuSeconds(): number;
export declare function treeResidentBytes(rootPid: number): number;
export declare function runMeasured(
  command: string,
  args: string[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv; intervalMs?: number },
): Promise<{
  seconds: number;
  cpuSeconds: number;
  peakBytes: number;
  code: number | null;
  output: string;
  samples: [number, number][];
  lines: [number, string][];
}>;
