/**
 * npx tsx scripts/check-typography.ts [dirs…]: the typography of built artifacts
 * (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text), by the rules of each
 * text's language. Reads every *.html of each folder and lists, page by page, what a visitor or a
 * search engine gets against them: in French, an ordinary space (U+0020) before `:`, `;`, `!`, `?`,
 * after `«` or before `»`; in Swiss French, any space there; in Swiss German and Italian, „“
 * quotes, and ß in Swiss German; in Belgian Dutch, double quotes. It reads the text of the page
 * (outside script, style and code), its <title>, and the description and title meta tags, each in
 * the language of its element or of an ancestor (`lang`): a market language's rules as data/
 * gives them (data/countries/*.yaml `typography`), else its two-letter language's.
 *
 * Without folders: every dist/<market>/. Exit 1 with the list when any is found, a one-line
 * summary otherwise.
 */
import fs from "node:fs";
import path from "node:path";
import { htmlFiles } from "./artifact-pages";
import { parse } from "parse5";
import { typographyFaults, typographyOf, type TypographyRules } from "../src/rules/typography";
import { loadSiteData } from "../src/node/data/load";
import type { SiteData } from "../src/rules/data/site-data";

/** The rules of a text by its `lang`: a market language's (fr-CH, de-CH), else its two-letter language's. */
export type RulesOfLang = (lang: string) => string | TypographyRules;

/** The rules of every market language, by its locale, as data/ sets them. */
export function marketRules(data: Pick<SiteData, "countries">): RulesOfLang {
  const byLocale = new Map(
    Object.values(data.countries)
      .flatMap((country) => country.languages)
      .map((language) => [language.locale.toLowerCase(), typographyOf(language)]),
  );
  return (lang) => byLocale.get(lang.toLowerCase()) ?? lang;
}

/** The parts of parse5's tree this check reads. */
interface HtmlNode {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  /** A <template>'s content. */
  content?: HtmlNode;
}

/** Elements whose text is not read as text, or is code the build leaves as typed. */
const NOT_TEXT = new Set(["script", "style", "template", "code", "pre", "kbd", "samp", "textarea"]);

/** The meta tags whose content is a title or a description, by their name or property. */
const TEXT_META = new Set([
  "description",
  "og:title",
  "og:description",
  "twitter:title",
  "twitter:description",
]);

const attribute = (node: HtmlNode, name: string) =>
  node.attrs?.find((attr) => attr.name === name)?.value;

/** Each typography fault of a page, as `where: what`, in document order. */
export function pageTypographyFaults(
  html: string,
  rulesOfLang: RulesOfLang = (lang) => lang,
): string[] {
  const faults: string[] = [];
  const visit = (node: HtmlNode, language: string, inTitle: boolean) => {
    if (node.nodeName === "#text") {
      for (const fault of typographyFaults(node.value ?? "", rulesOfLang(language)))
        faults.push(`${inTitle ? "<title>" : "text"}: ${fault}`);
      return;
    }
    const tag = node.tagName;
    if (tag && NOT_TEXT.has(tag)) return;
    const own = attribute(node, "lang") ?? attribute(node, "xml:lang");
    const lang = own !== undefined ? own : language;
    if (tag === "meta") {
      const kind = attribute(node, "name") ?? attribute(node, "property") ?? "";
      if (TEXT_META.has(kind)) {
        for (const fault of typographyFaults(attribute(node, "content") ?? "", rulesOfLang(lang)))
          faults.push(`<meta ${kind}>: ${fault}`);
      }
    }
    for (const child of node.childNodes ?? []) visit(child, lang, inTitle || tag === "title");
  };
  // Without scripting, as a crawler reads it: a <noscript>'s content is markup, and its text is checked.
  visit(parse(html, { scriptingEnabled: false }) as unknown as HtmlNode, "", false);
  return faults;
}

/** The language an artifact's pages declare: its home page's <html lang>, or its first page's. */
export function artifactLanguage(dir: string): string | undefined {
  const home = path.join(dir, "index.html");
  const page = fs.existsSync(home) ? home : htmlFiles(dir)[0];
  if (!page) return undefined;
  return /<html\b[^>]*\slang="([^"]*)"/i.exec(fs.readFileSync(page, "utf8"))?.[1];
}

/** The dist/<market>/ folders: every artifact, not the deploy folders beside them. */
export function builtArtifacts(distDir: string): string[] {
  if (!fs.existsSync(distDir)) return [];
  return fs
    .readdirSync(distDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.endsWith(".deploy"))
    .map((entry) => path.join(distDir, entry.name))
    .filter((dir) => artifactLanguage(dir) !== undefined)
    .sort();
}

function main(args: readonly string[]): number {
  const root = path.resolve(__dirname, "..");
  const dirs =
    args.length > 0
      ? args.map((dir) => path.resolve(dir))
      : builtArtifacts(path.join(root, "dist"));
  const rules = marketRules(loadSiteData(path.join(root, "data"), root).data);
  if (dirs.length === 0) {
    console.error(
      "No artifact to check: build one (npm run build:all) or name its folder, e.g. npx tsx scripts/check-typography.ts dist/fr",
    );
    return 1;
  }
  let pages = 0;
  let faulty = 0;
  let total = 0;
  for (const dir of dirs) {
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
      console.error(`${path.relative(process.cwd(), dir) || dir}: is not a folder`);
      return 1;
    }
    for (const file of htmlFiles(dir)) {
      pages += 1;
      const faults = pageTypographyFaults(fs.readFileSync(file, "utf8"), rules);
      if (faults.length === 0) continue;
      faulty += 1;
      total += faults.length;
      console.log(
        `${path.relative(process.cwd(), file)}: ${faults.length} fault${faults.length === 1 ? "" : "s"}`,
      );
      for (const fault of faults) console.log(`  - ${fault}`);
    }
  }
  const where = dirs.map((dir) => path.relative(process.cwd(), dir) || dir).join(", ");
  if (total > 0) {
    console.log(
      `${total} typography faults against the rules of their language, on ${faulty} of ${pages} pages (${where})`,
    );
    return 1;
  }
  console.log(
    `Typography: no fault against the rules of its language on ${pages} pages (${where})`,
  );
  return 0;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
