/**
 * The "can it go in?" search: a visitor's words against each entry's name, synonyms and code,
 * accents and case set aside ("platre" finds "Plâtre", "RIGIPS" finds "Rigips"). The build writes
 * each entry's words once as a search key; the browser compares the query's key with them.
 */

/** Letters that no Unicode decomposition turns into plain ones. */
const LIGATURES: Readonly<Record<string, string>> = { ß: "ss", œ: "oe", æ: "ae", ø: "o", ł: "l" };

/**
 * A text as the search compares it: lower case, without accents, every run of other characters
 * than letters and digits one space, trimmed ("Béton armé / BA13" → "beton arme ba13").
 */
export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[ßœæøł]/g, (char) => LIGATURES[char] ?? char)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The search key of an entry: its words, each once, between spaces, so that every word is found. */
export function entrySearchKey(words: readonly string[]): string {
  return ` ${[...new Set(words.map(searchKey).filter((word) => word !== ""))].join(" ")} `;
}

/**
 * Whether an entry's key holds every word of the query, each anywhere in it ("plaque platre"
 * finds "plaque de plâtre"; "rigi" finds "Rigips"). An empty query finds every entry.
 */
export function matchesQuery(entryKey: string, queryKey: string): boolean {
  if (queryKey === "") return true;
  return queryKey.split(" ").every((word) => entryKey.includes(word));
}
