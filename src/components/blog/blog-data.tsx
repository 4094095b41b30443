import React, { createContext, useContext } from "react";
import type { FactSource } from "../../shared/facts";
import type { Language } from "../../shared/keys";

export interface BlogRegion {
  key: string;
  name: string;
  nameInText: string;
  number: string;
  numberFormatted: string;
  parkingMinutes: number | null;
  services: readonly string[];
  zones: ReadonlyArray<{ id: string; name: string; nameShort: string; services: readonly string[] | null }>;
}

export interface BlogService {
  key: string;
  slugs: Record<Language, string>;
  names: Record<Language, string>;
  timingHours: number | null;
}

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
