/** Types of src/serving/static-hosts.mjs. */
export function headersFile(site: {
  hashes: readonly string[];
  appOrigin: string;
  tagManager: boolean;
  bundles: readonly string[];
}): string;
export function redirectsFile(): string;
