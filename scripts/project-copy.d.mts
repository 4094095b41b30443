/** Types of scripts/project-copy.mjs. */
export function copyProject(root: string, dir: string, options?: { articles?: readonly string[] }): void;
export function seedWebpackCacheOfCopy(root: string, dir: string): string | undefined;
export function parkedWebpackCaches(root: string): { name: string; siteEnv: string; plugins: string; webpackDir: string; builtAt: number }[];
