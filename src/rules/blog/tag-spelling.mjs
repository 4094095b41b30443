/**
 * How the articles write a tag: the tag `ile-de-france` stands for "Île-de-France". Plain
 * JavaScript, so that scripts/make-blog-covers.mjs (a cover's label) and the build (a tag's name on
 * its page and its links) read the same rule.
 */

/** Letters a tag (a slug, without accents) stands for. */
const ACCENTED = { a: "aàâä", c: "cç", e: "eéèêë", i: "iîï", o: "oôö", u: "uùûü", y: "yÿ" };

function tagPattern(tag, flags) {
  const pattern = [...tag]
    .map((char) =>
      char === "-"
        ? "[-\\s'’]"
        : ACCENTED[char]
          ? `[${ACCENTED[char]}]`
          : char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("");
  return new RegExp(`(?<![\\p{L}\\d])${pattern}(?![\\p{L}\\d])`, flags);
}

/**
 * The words of `text` that the tag stands for, as the text writes them (accents, capitals and
 * apostrophes), or null when the text does not use them.
 */
export function spelledTag(tag, text) {
  return tagPattern(tag, "iu").exec(text)?.[0] ?? null;
}

/**
 * A tag's name as the texts write it: the spelling most used inside a sentence (not capitalised
 * by a sentence's start), else the first spelling found, else the tag with spaces for hyphens.
 */
export function tagName(tag, texts) {
  const counts = new Map();
  let first = null;
  for (const text of texts) {
    for (const match of text.matchAll(tagPattern(tag, "giu"))) {
      first ??= match[0];
      const start = match.index ?? 0;
      const sentenceStart =
        start === 0 || /[.!?:«»"\n]\s*$/.test(text.slice(Math.max(0, start - 3), start));
      if (!sentenceStart) counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
    }
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return best?.[0] ?? first ?? tag.replace(/-/g, " ");
}
