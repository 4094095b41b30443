/** Types of src/serving/nginx.mjs. */
export const NGINX_CONF_DIR: string;
export const SITES_ROOT: string;
export function pageLocation(file: string): string;
export function rulesConf(site: {
  market: string;
  policies: ReadonlyArray<{ file: string; policy: string }>;
  basePolicy: string;
}): string;
export function siteConf(site: { market: string; domains: readonly string[] }): string;
