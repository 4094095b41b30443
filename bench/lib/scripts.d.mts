/** Types of scripts.mjs, for its unit test. */
export interface PageScripts {
  files: { file: string; kind: string; brotliBytes: number }[];
  byKind: Record<string, number>;
  brotliBytes: number;
}
export declare function chunkKind(file: string): string;
export declare function scriptsOf(artifactDir: string, pagePath: string): PageScripts;
