/**
 * The edits of the rebuild bench (bench/lib/rebuilds.mjs), made in a copy of the site as the
 * content team would make them: one sentence more in an article's body, or in a region's
 * introduction, the rest of the file as it was.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";

/** The article and the region the bench edits (present in the shipped content). */
export const EDITED_ARTICLE = "benne-ou-big-bag";
export const EDITED_REGION = "FR_LYON";

/** A sentence no shipped page holds, different for each edit of a run. */
const marker = (what) => `Phrase ajoutée par la mesure de reconstruction (${what}).`;

/** Adds a paragraph at the end of an article's body; returns the sentence. */
export function editArticle(siteDir, slug = EDITED_ARTICLE) {
  const file = path.join(siteDir, "content", "blog", slug, "index.mdx");
  const sentence = marker(`article ${slug}`);
  fs.writeFileSync(file, `${fs.readFileSync(file, "utf8").replace(/\s*$/, "")}\n\n${sentence}\n`);
  return sentence;
}

/**
 * Adds a sentence to the French introduction of one region of data/regions/fr.yaml, written into
 * the text where the introduction ends, so the rest of the file keeps its layout; returns it.
 */
export function editRegion(siteDir, key = EDITED_REGION) {
  const file = path.join(siteDir, "data", "regions", "fr.yaml");
  const text = fs.readFileSync(file, "utf8");
  const doc = parseDocument(text);
  const index = doc.toJS().findIndex((region) => region.key === key);
  if (index < 0) throw new Error(`${file} has no region ${key}`);
  const intro = doc.getIn([index, "intro", "fr"], true);
  const sentence = marker(`région ${key}`);
  // range[1]: where the scalar's value ends in the text (a folded block joins its lines with spaces).
  const end = intro.range[1];
  const edited = `${text.slice(0, end).replace(/\s*$/, "")} ${sentence}${text.slice(end).startsWith("\n") ? "" : "\n"}${text.slice(end)}`;
  const value = parseDocument(edited).getIn([index, "intro", "fr"]);
  if (!String(value).endsWith(sentence))
    throw new Error(`Could not add a sentence to ${key}'s introduction in ${file}`);
  fs.writeFileSync(file, edited);
  return sentence;
}

/** The built pages of `publicDir` (relative paths) whose HTML holds `text`. */
export function pagesHolding(publicDir, text) {
  const found = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith(".html") && fs.readFileSync(file, "utf8").includes(text))
        found.push(path.relative(publicDir, file));
    }
  };
  visit(publicDir);
  return found;
}
