/** Types of src/serving/releases.mjs. */
export const KEEP: number;
export function buildHashOf(dir: string): string;
export function deploy(options: { dir: string; root: string }): {
  release: string;
  carried: number;
  switched: boolean;
};
export function rollback(options: { root: string }): { release: string };
