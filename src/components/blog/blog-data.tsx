import React, { createContext, useContext } from "react";
import type { FactSource } from "../../shared/facts";
import type { Language } from "../../shared/keys";

/** A region as the article's page query fetches it (src/templates/region-fragment.ts). */
export type BlogRegion = Queries.RegionFieldsFragment;

/** A service of the market (src/templates/service-list-fragment.ts) with its delivery time there. */
export type BlogService = Queries.ServiceNamesAndSlugsFragment & { timingHours: number | null };

/** What the live-data blocks of an article read: this market's data, from the page query. */
export interface BlogData {
  language: Language;
  locale: string;
  business: FactSource;
  regions: readonly BlogRegion[];
  services: readonly BlogService[];
}

const BlogDataContext = createContext<BlogData | null>(null);

export function BlogDataProvider({ value, children }: { value: BlogData; children: React.ReactNode }) {
  return <BlogDataContext.Provider value={value}>{children}</BlogDataContext.Provider>;
}

export function useBlogData(): BlogData {
  const data = useContext(BlogDataContext);
  if (!data) throw new Error("Live-data blocks render only inside a blog article (BlogDataProvider)");
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
