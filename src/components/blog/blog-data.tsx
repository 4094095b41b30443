import React, { createContext, useContext } from "react";
import type { FactName } from "../../shared/facts";
import type { Language } from "../../shared/keys";
import type { RegionIn } from "../../shared/languages";

/**
 * A region as the article's page query fetches it (src/templates/region-fragment.ts), named in the
 * page's language, with its own parking time as printed.
 */
export type BlogRegion = RegionIn<
  Queries.RegionFieldsFragment & { parkingMinutesText: string | null }
>;

/** A service of the market (src/templates/service-list-fragment.ts) with its delivery time there, as printed. */
export type BlogService = Queries.ServiceNamesAndSlugsFragment & { timingHoursText: string | null };

/**
 * What the live-data blocks of an article read: this market's data, from the page query. Numbers
 * come formatted by the build (src/node/data-nodes.ts), so the browser never formats one.
 */
export interface BlogData {
  language: Language;
  factTexts: Record<FactName, string>;
  regions: readonly BlogRegion[];
  services: readonly BlogService[];
}

const BlogDataContext = createContext<BlogData | null>(null);

export function BlogDataProvider({
  value,
  children,
}: {
  value: BlogData;
  children: React.ReactNode;
}) {
  return <BlogDataContext.Provider value={value}>{children}</BlogDataContext.Provider>;
}

export function useBlogData(): BlogData {
  const data = useContext(BlogDataContext);
  if (!data)
    throw new Error("Live-data blocks render only inside a blog article (BlogDataProvider)");
  return data;
}

export function useRegion(key: string): BlogRegion {
  const region = useBlogData().regions.find((candidate) => candidate.key === key);
  // The build checks every region key of every article, so this only fails on a template bug.
  if (!region) throw new Error(`Region ${key} is not in this article's data`);
  return region;
}

export function useService(key: string): BlogService {
  const service = useBlogData().services.find((candidate) => candidate.key === key);
  if (!service) throw new Error(`Service ${key} is not offered in this market`);
  return service;
}
