/**
 * Page transitions (docs/rules.md#page-transitions): every page fades in except the
 * services list; all service detail pages share one key, so moving between them keeps the frame
 * and only the content changes. Other pages are keyed by their path.
 */
import type { PageKind } from "./route-table";

export const SERVICE_DETAIL_KEY = "service-detail";

export function transitionOf({ kind, path }: { kind: PageKind; path: string }): {
  key: string;
  fade: boolean;
} {
  if (kind === "SERVICE") return { key: SERVICE_DETAIL_KEY, fade: true };
  return { key: path, fade: kind !== "SERVICES" };
}
