/**
 * The live-data blocks an article may use, and the check that every key they name exists, so an
 * article stays true when data/ changes and a typo stops the build instead of showing nothing.
 */
import type { SiteData } from "../data/site-data";
import type { Market } from "../../shared/keys";
import { FACT_NAMES } from "../../shared/facts";
import type { DataIssue } from "../data/issues";

export const LIVE_BLOCKS = [
  "RegionServices",
  "RegionPhone",
  "Fact",
  "Timing",
  "ServiceLink",
] as const;
/** The live-data blocks that are blocks of the page, not words in a line of text. */
const BLOCKS_ALONE: readonly string[] = ["RegionServices"];

/** An attribute as JSX allows it: name="value", name='value', name={"value"} or name={'value'}. */
const ATTRIBUTE = /(\w+)=(?:"([^"]*)"|'([^']*)'|\{\s*"([^"]*)"\s*\}|\{\s*'([^']*)'\s*\})/g;

export interface ComponentUse {
  name: string;
  attributes: Record<string, string>;
  /** Line in the file: the body's line plus `firstLine - 1`. */
  line: number;
  /** The opening tag as written, `<Fact name="deliveryHours" />`. */
  written: string;
  /** Where it starts in the body. */
  index: number;
}

const lineAt = (body: string, index: number, firstLine: number) =>
  body.slice(0, index).split("\n").length + firstLine - 1;

/** Every `<Name attr="value"` use in an MDX body whose first line is line `firstLine` of its file. */
export function componentUses(body: string, firstLine = 1): ComponentUse[] {
  const uses: ComponentUse[] = [];
  for (const match of body.matchAll(/<([A-Za-z][A-Za-z0-9]*)\b([^>]*)>/g)) {
    // Lower-case tags are HTML, except a live block written with the wrong case (checked below).
    const isComponent =
      /^[A-Z]/.test(match[1]) ||
      LIVE_BLOCKS.some((block) => block.toLowerCase() === match[1].toLowerCase());
    if (!isComponent) continue;
    const attributes = Object.fromEntries(
      [...match[2].matchAll(ATTRIBUTE)].map((attr) => [
        attr[1],
        attr[2] ?? attr[3] ?? attr[4] ?? attr[5],
      ]),
    );
    uses.push({
      name: match[1],
      attributes,
      line: lineAt(body, match.index, firstLine),
      written: match[0],
      index: match.index,
    });
  }
  return uses;
}

/**
 * Characters MDX reads as code outside a block: a `{` or `}` (an expression) and a `<` that opens
 * no tag. Code spans and fenced code are text, and so are the attributes of a tag.
 */
const blank = (text: string) => text.replace(/[^\n]/g, " ");
/** The body with its fenced code blocks blanked out (same lines): what is written there is text. */
const withoutCode = (body: string) => body.replace(/^(```|~~~)[\s\S]*?^\1/gm, blank);

export function strayCodeCharacters(
  body: string,
  firstLine = 1,
): Array<{ character: string; line: number }> {
  const prose = withoutCode(body)
    .replace(/^(import|export)\b.*$/gm, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/<\/?[A-Za-z][^<>]*>/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/\\[{}<]/g, "  ");
  return [...prose.matchAll(/[{}<]/g)].map((match) => ({
    character: match[0],
    line: lineAt(prose, match.index, firstLine),
  }));
}

export interface LiveBlockCheck {
  issues: DataIssue[];
  /** Region keys the article shows, so its page query fetches only those. */
  regionKeys: string[];
}

/** `firstLine`: the line of the .mdx file on which `body` starts, so messages give the file's own lines. */
export function checkLiveBlocks(
  file: string,
  body: string,
  data: SiteData,
  market: Market,
  firstLine = 1,
): LiveBlockCheck {
  const issues: DataIssue[] = [];
  const regionKeys = new Set<string>();
  const country = data.countries[market];
  const offered = country.services.map((service) => service.key as string);
  const flag = (line: number, field: string, value: unknown, message: string) =>
    issues.push({ file, line, path: [field], value, message });

  for (const { character, line } of strayCodeCharacters(body, firstLine)) {
    flag(
      line,
      "text",
      character,
      `MDX reads "${character}" as the start of code and the article would not build; remove it, write it as \\${character}, or use a live-data block: ${LIVE_BLOCKS.join(", ")}`,
    );
  }
  const lines = withoutCode(body).split("\n");
  lines.forEach((text, index) => {
    const line = index + firstLine;
    if (/^(import|export)\b/.test(text)) {
      flag(
        line,
        "import/export",
        text.trim(),
        `articles cannot import or export code: remove the line; allowed: plain Markdown and the live-data blocks ${LIVE_BLOCKS.join(", ")}`,
      );
    } else if (/^#(\s|$)/.test(text)) {
      flag(
        line,
        "heading",
        text.trim(),
        'is a second title: the article\'s title (its front matter) is the page\'s one "#" heading; start a section with "## "',
      );
    }
  });
  for (const { name, attributes, line, written, index } of componentUses(body, firstLine)) {
    const block = `<${name}>`;
    if ((LIVE_BLOCKS as readonly string[]).includes(name) && !written.endsWith("/>")) {
      // An open tag swallows the text after it: MDX then names whichever tag it stops at. Its
      // closing tag must come within the same paragraph.
      const end = body.indexOf(`</${name}>`, index);
      const closed = end > index && !/\n[ \t\r]*\n/.test(body.slice(index, end));
      if (!closed) {
        flag(
          line,
          block,
          written,
          name === "ServiceLink"
            ? `is not closed: end the link's text with </${name}> in the same paragraph`
            : `is not closed: write ${written.replace(/\s*>$/, " />")} (a live-data block ends with " />")`,
        );
        continue;
      }
    }
    if (BLOCKS_ALONE.includes(name)) {
      const bodyLine = line - firstLine;
      const alone =
        (lines[bodyLine] ?? "").trim() === written &&
        !(lines[bodyLine - 1] ?? "").trim() &&
        !(lines[bodyLine + 1] ?? "").trim();
      if (!alone)
        flag(
          line,
          block,
          written,
          `must stand alone on its line, with an empty line before and after: it shows a block (the region's services), not words of a sentence`,
        );
    }
    const rightCase = LIVE_BLOCKS.find(
      (candidate) => candidate.toLowerCase() === name.toLowerCase(),
    );
    if (rightCase && rightCase !== name) {
      flag(
        line,
        block,
        name,
        `is written with the wrong case and would show nothing; write <${rightCase}>`,
      );
      continue;
    }
    if (!(LIVE_BLOCKS as readonly string[]).includes(name)) {
      flag(line, block, name, `is not a live-data block; allowed: ${LIVE_BLOCKS.join(", ")}`);
      continue;
    }
    if (
      name === "RegionServices" ||
      name === "RegionPhone" ||
      (name === "Fact" && attributes.region !== undefined)
    ) {
      const key = attributes.region;
      if (!country.regions.includes(key ?? ""))
        flag(
          line,
          `${block} region`,
          key,
          `is not a region of market ${market}; allowed: ${country.regions.join(", ")}`,
        );
      else regionKeys.add(key);
    }
    if (name === "Timing" || name === "ServiceLink") {
      const key = attributes.service;
      if (!offered.includes(key ?? ""))
        flag(
          line,
          `${block} service`,
          key,
          `is not a service of market ${market}; allowed: ${offered.join(", ")}`,
        );
    }
    if (name === "Fact" && !(FACT_NAMES as readonly string[]).includes(attributes.name ?? "")) {
      flag(
        line,
        `${block} name`,
        attributes.name,
        `is not a fact; allowed: ${FACT_NAMES.join(", ")}`,
      );
    }
  }
  return { issues, regionKeys: [...regionKeys].sort() };
}
