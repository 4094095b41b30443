/**
 * How alike two texts are, as search engines judge near-duplicate pages: the share of five-word
 * sequences ("shingles") the two have in common (Jaccard similarity of the two sets), from 0 (none
 * shared) to 1 (the same words in the same order).
 */

const SHINGLE_WORDS = 5;

/**
 * Two region pages whose main texts share this share of their five-word sequences (Jaccard) are
 * near-copies: the template's own words (headings, the catalogue, the street rules) are the same
 * on every page, so what keeps two pages apart is each region's intro, zones, services, questions
 * and articles. The French pages measured at most 0.42 when this limit was set.
 */
export const NEAR_DUPLICATE = 0.6;

/** The five-word sequences of a text, lower-cased, punctuation left out. */
export function shingles(text: string, size = SHINGLE_WORDS): Set<string> {
  const words = text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const found = new Set<string>();
  for (let start = 0; start + size <= words.length; start += 1)
    found.add(words.slice(start, start + size).join(" "));
  return found;
}

export function shingleSimilarity(first: string, second: string): number {
  const a = shingles(first);
  const b = shingles(second);
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared += 1;
  return shared / (a.size + b.size - shared);
}
