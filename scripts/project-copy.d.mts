/** Types of scripts/project-copy.mjs. */
export const PROJECT_FILES: readonly string[];
export function copyProject(root: string, dir: string, options?: { articles?: readonly string[] }): void;
