/** Types of artifact.mjs, for its unit test. */
export declare const TEMPLATES: [template: string, chunkPrefix: string][];
/** One path per template present in the artifact. */
export declare function templatePages(artifactDir: string): { template: string; path: string }[];
export declare function htmlSizes(artifactDir: string): { page: string; gzipBytes: number }[];
export declare function countPages(artifactDir: string): number;
