/**
 * Which entries the header and footer show for a market (docs/rules.md#navigation-and-footer):
 * the main navigation filtered by the country's `mainNav`, and the footer links it allows.
 */
import type { FooterLinkKey, Language, NavKey } from "./keys";
import type { PageKind, RoutePathTable } from "./route-table";
import { pagePath } from "./route-table";
import { listingPath } from "./blog";

export interface NavItem {
  key: NavKey | "BLOG_TESTING";
  to: string;
}

export interface FooterLinkItem {
  key: FooterLinkKey;
  to: string;
  external: boolean;
}

export interface NavigationInput {
  mainNav: readonly string[];
  footerLinks: readonly string[];
  recruitingUrl?: string | null;
  language: Language;
  /** The page paths of the language (src/shared/route-table.ts). */
  routePaths: RoutePathTable;
  /** Outside production the testing blog gets a link when the market has a blog (docs/rules.md#non-production-pages). */
  siteEnv: string;
}

export function mainNavItems({
  mainNav,
  language,
  routePaths,
  siteEnv,
}: NavigationInput): NavItem[] {
  const items: NavItem[] = (mainNav as NavKey[]).map((key) => ({
    key,
    to: pagePath(routePaths, key, language),
  }));
  if (siteEnv !== "production" && mainNav.includes("BLOG")) {
    items.push({ key: "BLOG_TESTING", to: listingPath("blog-testing", 1) });
  }
  return items;
}

export function footerLinkItems({
  footerLinks,
  recruitingUrl,
  language,
  routePaths,
}: NavigationInput): FooterLinkItem[] {
  return (footerLinks as FooterLinkKey[]).flatMap((key): FooterLinkItem[] => {
    if (key !== "RECRUITING")
      return [{ key, to: pagePath(routePaths, key, language), external: false }];
    return recruitingUrl ? [{ key, to: recruitingUrl, external: true }] : [];
  });
}

/** The navigation entry a page belongs to, for the active link and the mobile menu's label. */
export function navKeyOfPage(kind: PageKind): NavKey | null {
  switch (kind) {
    case "HOME":
      return "HOME";
    case "SERVICES":
    case "SERVICE":
    case "HOW_TO_DUMPSTER":
      return "SERVICES";
    case "COMBAT":
      return "COMBAT";
    case "PARTNERS":
      return "PARTNERS";
    case "BLOG":
    case "BLOG_POST":
    case "BLOG_CATEGORY":
    case "BLOG_TAG":
      return "BLOG";
    default:
      return null;
  }
}
