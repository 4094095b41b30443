/** Types of src/rules/blog/tag-spelling.mjs. */
export function spelledTag(tag: string, text: string): string | null;
export function tagName(tag: string, texts: Iterable<string>): string;
