/**
 * The live-data blocks an article may use, and the check that every key they name exists, so an
 * article stays true when data/ changes and a typo stops the build instead of showing nothing.
 */
import type { SiteData } from "../data/load";
import type { Market } from "../../shared/keys";
import { FACT_NAMES } from "../../shared/facts";
import type { DataIssue } from "../data/issues";

export const LIVE_BLOCKS = ["RegionServices", "RegionPhone", "Fact", "Timing", "ServiceLink"] as const;

/** An attribute as JSX allows it: name="value", name='value', name={"value"} or name={'value'}. */
const ATTRIBUTE = /(\w+)=(?:"([^"]*)"|'([^']*)'|\{\s*"([^"]*)"\s*\}|\{\s*'([^']*)'\s*\})/g;

export interface ComponentUse {
  name: string;
  attributes: Record<string, string>;
  /** Line in the file: the body's line plus `firstLine - 1`. */
  line: number;
}

const lineAt = (body: string, index: number, firstLine: number) => body.slice(0, index).split("\n").length + firstLine - 1;

/** Every `<Name attr="value"` use in an MDX body whose first line is line `firstLine` of its file. */
export function componentUses(body: string, firstLine = 1): ComponentUse[] {
  const uses: ComponentUse[] = [];
  for (const match of body.matchAll(/<([A-Za-z][A-Za-z0-9]*)\b([^>]*)>/g)) {
    // Lower-case tags are HTML, except a live block written with the wrong case (checked below).
    const isComponent = /^[A-Z]/.test(match[1]) || LIVE_BLOCKS.some((block) => block.toLowerCase() === match[1].toLowerCase());
    if (!isComponent) continue;
    const attributes = Object.fromEntries(
      [...match[2].matchAll(ATTRIBUTE)].map((attr) => [attr[1], attr[2] ?? attr[3] ?? attr[4] ?? attr[5]]),
    );
    uses.push({ name: match[1], attributes, line: lineAt(body, match.index, firstLine) });
  }
  return uses;
}

/**
 * Characters MDX reads as code outside a block: a `{` or `}` (an expression) and a `<` that opens
 * no tag. Code spans and fenced code are text, and so are the attributes of a tag.
 */
export function strayCodeCharacters(body: string, firstLine = 1): Array<{ character: string; line: number }> {
  const blank = (text: string) => text.replace(/[^\n]/g, " ");
  const prose = body
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/<\/?[A-Za-z][^<>]*>/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/\\[{}<]/g, "  ");
  return [...prose.matchAll(/[{}<]/g)].map((match) => ({ character: match[0], line: lineAt(prose, match.index, firstLine) }));
}

export interface LiveBlockCheck {
  issues: DataIssue[];
  /** Region keys the article shows, so its page query fetches only those. */
  regionKeys: string[];
}

/** `firstLine`: the line of the .mdx file on which `body` starts, so messages give the file's own lines. */
export function checkLiveBlocks(file: string, body: string, data: SiteData, market: Market, firstLine = 1): LiveBlockCheck {
  const issues: DataIssue[] = [];
  const regionKeys = new Set<string>();
  const country = data.countries[market];
  const offered = country.services.map((service) => service.key as string);
  const flag = (line: number, field: string, value: unknown, message: string) => issues.push({ file, line, path: [field], value, message });

  for (const { character, line } of strayCodeCharacters(body, firstLine)) {
    flag(line, "text", character, `MDX reads "${character}" as the start of code and the article would not build; remove it, write it as \\${character}, or use a live-data block: ${LIVE_BLOCKS.join(", ")}`);
  }
  for (const { name, attributes, line } of componentUses(body, firstLine)) {
    const block = `<${name}>`;
    const rightCase = LIVE_BLOCKS.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
    if (rightCase && rightCase !== name) {
      flag(line, block, name, `is written with the wrong case and would show nothing; write <${rightCase}>`);
      continue;
    }
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
