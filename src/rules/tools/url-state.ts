/**
 * A tool's state in the page's address, so that a result can be refreshed, bookmarked and sent on
 * (`?waste=rubble&m3=3`). The form's fields are named after the address's parameters: submitted
 * without JavaScript (a GET to the page itself), the form writes the same address the script does.
 * A value the tool does not know is dropped with a sentence, never an error page.
 */

/** The parameters of an address, each once (the first wins), values cut to what a field holds. */
export function addressParams(search: string, longest = 80): Map<string, string> {
  const params = new Map<string, string>();
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(search);
  } catch {
    return params;
  }
  for (const [name, value] of query) {
    if (!params.has(name)) params.set(name, value.slice(0, longest));
  }
  return params;
}

/** A query of the non-empty values, in the order given: `waste=rubble&m3=3`, or "" when none. */
export function queryOf(entries: ReadonlyArray<readonly [string, string]>): string {
  const query = new URLSearchParams();
  for (const [name, value] of entries) {
    if (value.trim() !== "") query.set(name, value.trim());
  }
  return query.toString();
}

/** A value of the address the tool could not use, for the sentence that says so. */
export interface AddressProblem {
  /** The parameter's name, as the address writes it. */
  param: string;
  value: string;
}
