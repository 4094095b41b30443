/** Types of scripts/project-copy.mjs. */
export function copyProject(
  root: string,
  dir: string,
  options?: { articles?: readonly string[]; blogFrom?: string },
): void;
