/** Types of src/node/market-files.mjs. */
export function listYamlFiles(dir: string): string[];
export function marketKeys(root: string): string[];
export function defaultMarket(root: string): string;
export function chooseMarket(root: string, requested: string | undefined): string;
