/**
 * robots.txt of an artifact: production lets every crawler in and names the sitemap on its own
 * domain; any other build (SITE_ENV staging or development) shuts every crawler out, and its pages
 * also carry <meta name="robots" content="noindex"> (Layout), so a preview is never indexed.
 */
import { assetUrl } from "../../shared/paths";
import type { SiteEnv } from "../market";

/** What gatsby-plugin-sitemap writes at the root with its default `output: "/"`. */
export const SITEMAP_INDEX_PATH = "/sitemap-index.xml";

export function robotsTxt({ siteEnv, domain }: { siteEnv: SiteEnv; domain: string }): string {
  if (siteEnv !== "production")
    return [
      "# Not a production build: nothing here is for search engines.",
      "User-agent: *",
      "Disallow: /",
      "",
    ].join("\n");
  return [
    "User-agent: *",
    "Allow: /",
    "",
    `Sitemap: ${assetUrl(domain, SITEMAP_INDEX_PATH)}`,
    "",
  ].join("\n");
}
