/** Types of twin.mjs, for its unit test. */
export interface Spread {
  median: number | undefined;
  q1: number | undefined;
  q3: number | undefined;
  n: number;
}
export interface LoadFigures {
  mainThreadMs: number;
  mainThreadCpuMs: number;
  blockingMs: number;
  /** The first contentful paint, NaN when the trace has none. */
  fcpMs: number;
  lcpMs: number;
}
export type FigureSpreads = Record<keyof LoadFigures, Spread>;
export declare const TWIN_PREFIX: string;
export declare function noJsTwin(html: string): string;
export declare function spread(values: number[]): Spread;
export declare function pairFigures(loads: { page: LoadFigures; twin: LoadFigures }[]): {
  page: FigureSpreads;
  twin: FigureSpreads;
  difference: FigureSpreads;
  share: FigureSpreads;
};
export declare function twinServer(
  siteServer: import("node:http").Server,
  readPage: (pagePath: string) => string | undefined,
): import("node:http").Server;
