/**
 * The live-data blocks an article may use, and the check that every key they name exists, so an
 * article stays true when data/ changes and a typo stops the build instead of showing nothing.
 */
import type { SiteData } from "../data/load";
import type { Market } from "../../shared/keys";
import { FACT_NAMES } from "../../shared/facts";
import type { DataIssue } from "../data/issues";

export const LIVE_BLOCKS = ["RegionServices", "RegionPhone", "Fact", "Timing", "ServiceLink"] as const;

/** Every `<Name attr="value"` use in an MDX body, with its 1-based line. */
export function componentUses(body: string): Array<{ name: string; attributes: Record<string, string>; line: number }> {
  const uses: Array<{ name: string; attributes: Record<string, string>; line: number }> = [];
  for (const match of body.matchAll(/<([A-Z][A-Za-z0-9]*)\b([^>]*)>/g)) {
    const attributes = Object.fromEntries([...match[2].matchAll(/(\w+)="([^"]*)"/g)].map((attr) => [attr[1], attr[2]]));
    const line = body.slice(0, match.index).split("\n").length;
    uses.push({ name: match[1], attributes, line });
  }
  return uses;
}

export interface LiveBlockCheck {
  issues: DataIssue[];
  /** Region keys the article shows, so its page query fetches only those. */
  regionKeys: string[];
}

export function checkLiveBlocks(file: string, body: string, data: SiteData, market: Market): LiveBlockCheck {
  const issues: DataIssue[] = [];
  const regionKeys = new Set<string>();
  const country = data.countries[market];
  const offered = country.services.map((service) => service.key as string);
  const flag = (line: number, field: string, value: unknown, message: string) => issues.push({ file, line, path: [field], value, message });

  for (const { name, attributes, line } of componentUses(body)) {
    const block = `<${name}>`;
    if (!(LIVE_BLOCKS as readonly string[]).includes(name)) {
      flag(line, block, name, `is not a live-data block; allowed: ${LIVE_BLOCKS.join(", ")}`);
      continue;
    }
    if (name === "RegionServices" || name === "RegionPhone" || (name === "Fact" && attributes.region !== undefined)) {
      const key = attributes.region;
      if (!country.regions.includes(key ?? "")) flag(line, `${block} region`, key, `is not a region of market ${market}; allowed: ${country.regions.join(", ")}`);
      else regionKeys.add(key);
    }
    if (name === "Timing" || name === "ServiceLink") {
      const key = attributes.service;
      if (!offered.includes(key ?? "")) flag(line, `${block} service`, key, `is not a service of market ${market}; allowed: ${offered.join(", ")}`);
    }
    if (name === "Fact" && !(FACT_NAMES as readonly string[]).includes(attributes.name ?? "")) {
      flag(line, `${block} name`, attributes.name, `is not a fact; allowed: ${FACT_NAMES.join(", ")}`);
    }
  }
  return { issues, regionKeys: [...regionKeys].sort() };
}
