/** Types of match-paths-loader.cjs, for gatsby-node and its unit test. */
export interface MatchPathEntry {
  path: string;
  matchPath: string;
}
export function browserMatchPaths(
  entries: MatchPathEntry[],
  expand: Record<string, string[]>,
): MatchPathEntry[];
