/**
 * A catalog's texts as i18next gives them to the pages (src/shared/i18next-options.ts: keys by
 * dots, `{{name}}` placeholders filled as they are, `_one`/`_other` plurals by `count`), for the
 * texts the build writes into a tool's page model once, instead of every visitor's browser
 * rendering them again on hydration. Build time and the studio's preview only.
 */

type CatalogTree = { readonly [key: string]: string | CatalogTree };

/** A catalog lookup: the text at `key`, its placeholders filled from `values`. */
export type CatalogText = (
  key: string,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** `catalog` (a typeset translation.json) as a lookup in the language `htmlLang`. */
export function catalogText(catalog: unknown, htmlLang: string): CatalogText {
  const plurals = new Intl.PluralRules(htmlLang);
  const at = (key: string): string | CatalogTree | undefined =>
    key
      .split(".")
      .reduce<string | CatalogTree | undefined>(
        (node, part) => (typeof node === "object" ? node[part] : undefined),
        catalog as CatalogTree,
      );
  return (key, values = {}) => {
    const count = values.count;
    const text =
      (typeof count === "number" ? at(`${key}_${plurals.select(count)}`) : undefined) ??
      (typeof count === "number" ? at(`${key}_other`) : undefined) ??
      at(key);
    if (typeof text !== "string")
      throw new Error(`The catalog of ${htmlLang} has no text at ${key}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
  };
}
