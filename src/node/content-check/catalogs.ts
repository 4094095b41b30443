/**
 * The translation catalogs (content/locales/<locale>/translation.json): valid JSON without a BOM,
 * the same keys in every locale, the same {{placeholders}} as the other locales,
 * no empty text, no number typed into a text, every key the site's code asks for, and the path of
 * every page in `routes` (src/node/route-paths.ts). A regional catalog with a fallback (fr-be over
 * fr-fr) is checked with the texts it takes from it: it may hold only some keys, never a key its
 * fallback lacks. The `languages` section is needed in the catalogs of markets with several
 * languages only; the visitor tools' texts in the catalogs of markets that list a tool's page
 * (a catalog no market reads, the locale switcher's, needs them too).
 *
 * When catalogs disagree, the one that differs from the others is blamed: a key only one catalog
 * has is a misspelt key there; a key one catalog lacks is missing there. On a tie the reference
 * catalog (French, the language the texts are written in first) decides.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import type { DataIssue } from "../../rules/data/issues";
import { routePathProblems } from "../route-paths";
import { isToolText, LANGUAGES_SECTION_KEYS } from "../../shared/copy-keys";

export const CATALOG_DIR = "content/locales";
export const REFERENCE_LOCALE = "fr-fr";

type Catalog = { [key: string]: unknown };

export interface LoadedCatalog {
  locale: string;
  file: string;
  text: string;
  /** Every text by its dotted key (footer.followUs): with a fallback, its own and then those it takes from it. */
  texts: Record<string, string>;
  /** A regional catalog's own texts, when it has a fallback. */
  own?: Record<string, string>;
}

/** Legal texts may cite an article or paragraph of a law ("article 6 du RGPD", "§ 5 DDG"); nothing else. */
const LEGAL_CITATION =
  /(§|\bArt\.|\bart\.|\b[Aa]rticle|\b[Aa]rtikel|\b[Aa]rticolo|\bsection)\s*\d+[a-z]?/g;
/** The page paths of the catalog's language (docs/rules.md#primary-paths). */
const ROUTES_PREFIX = "routes.";
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))].sort();

function withoutAllowedNumbers(key: string, text: string): string {
  const bare = text.replace(PLACEHOLDER, "");
  return key.startsWith("legal.") ? bare.replace(LEGAL_CITATION, "") : bare;
}

const lineOfOffset = (text: string, offset: number) => text.slice(0, offset).split("\n").length;

/** Line of a dotted key in the JSON text: each segment searched after the previous one. */
export function lineOfKey(text: string, key: string): number | undefined {
  let from = 0;
  for (const segment of key.split(".")) {
    const pattern = new RegExp(
      `${JSON.stringify(segment).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*:`,
      "g",
    );
    pattern.lastIndex = from;
    const match = pattern.exec(text);
    if (!match) return undefined;
    from = match.index + 1;
  }
  return lineOfOffset(text, from - 1);
}

/** Reads one catalog; pushes a problem and returns undefined when it is not a valid JSON object of texts. */
function readCatalog(root: string, locale: string, issues: DataIssue[]): LoadedCatalog | undefined {
  const file = `${CATALOG_DIR}/${locale}/translation.json`;
  const full = path.join(root, file);
  if (!fs.existsSync(full)) {
    issues.push({
      file,
      path: [],
      value: undefined,
      message: `is missing: every locale of the site (${locale}) needs its catalog`,
    });
    return undefined;
  }
  const raw = fs.readFileSync(full, "utf8");
  // The translation plugin reads the file as it is and cannot parse a BOM: say it here, not as its crash.
  if (raw.startsWith("\uFEFF")) {
    issues.push({
      file,
      line: 1,
      path: [],
      value: undefined,
      message:
        "starts with an invisible byte-order mark (BOM) that the site cannot read; save the file as UTF-8 without BOM",
    });
    return undefined;
  }
  const text = raw;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(reason);
    const lineColumn = /line (\d+) column/.exec(reason);
    const line = lineColumn
      ? Number(lineColumn[1])
      : position
        ? lineOfOffset(text, Number(position[1]))
        : undefined;
    issues.push({
      file,
      line,
      path: [],
      value: undefined,
      message: `is not valid JSON (${reason.replace(/^JSON\.parse: /, "")}); check the commas (none after the last entry), the quotes ("…") and the braces around this line`,
    });
    return undefined;
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    issues.push({
      file,
      line: 1,
      path: [],
      value: undefined,
      message: 'must be a JSON object of texts: { "site": { "menu": "…" }, … }',
    });
    return undefined;
  }
  // JSON lets a key appear twice in a group and keeps the last one without a word; JSON is YAML,
  // whose parser does say it, with where.
  const duplicates = parseDocument(text, { uniqueKeys: true }).errors.filter(
    (error) => error.code === "DUPLICATE_KEY",
  );
  for (const duplicate of duplicates) {
    const line = lineOfOffset(text, duplicate.pos[0] + 1);
    const key = /"((?:[^"\\]|\\.)*)"\s*:/.exec(text.slice(duplicate.pos[0]))?.[1];
    const written = text.split("\n")[line - 1]?.trim().replace(/,$/, "");
    issues.push({
      file,
      line,
      path: key ? [key] : [],
      value: undefined,
      message: `appears twice in the same group (here as ${written}), and the site would show only the last one: keep one`,
    });
  }
  if (duplicates.length > 0) return undefined;
  const texts: Record<string, string> = {};
  const flatten = (catalog: Catalog, prefix: string) => {
    for (const [key, value] of Object.entries(catalog)) {
      const full = prefix ? `${prefix}.${key}` : key;
      if (typeof value === "string") texts[full] = value;
      else if (value !== null && typeof value === "object" && !Array.isArray(value))
        flatten(value as Catalog, full);
      else
        issues.push({
          file,
          line: lineOfKey(text, full),
          path: [full],
          value,
          message: "must be a text in quotes, or a group of texts in { }",
        });
    }
  };
  flatten(json as Catalog, "");
  return { locale, file, text, texts };
}

/** The catalogs that agree with the most others on `signature`; the reference catalog breaks a tie. */
function majority(
  catalogs: readonly LoadedCatalog[],
  signature: (catalog: LoadedCatalog) => string,
): string {
  const counts = new Map<string, number>();
  for (const catalog of catalogs)
    counts.set(signature(catalog), (counts.get(signature(catalog)) ?? 0) + 1);
  const best = Math.max(...counts.values());
  const winners = [...counts.entries()]
    .filter(([, count]) => count === best)
    .map(([value]) => value);
  const reference = catalogs.find((catalog) => catalog.locale === REFERENCE_LOCALE);
  return winners.length > 1 && reference && winners.includes(signature(reference))
    ? signature(reference)
    : winners[0];
}

export interface CatalogCheckOptions {
  /** The site's catalogs (brand.yaml i18n.locales and the markets' languages); each needs its file. */
  locales: readonly string[];
  /** Keys the site's code and data ask for; each catalog must have them. */
  requiredKeys?: readonly string[];
  /** A regional catalog → the catalog of its language it falls back to. */
  fallbacks?: Readonly<Record<string, string>>;
  /** The catalogs of the markets with several languages, which need the `languages` section. */
  severalLanguages?: readonly string[];
  /**
   * The catalogs only markets without a visitor tool's page read: they need none of the tools'
   * texts (TOOL_TEXT_PREFIXES, src/shared/copy-keys.ts), and may hold them.
   */
  withoutTools?: readonly string[];
}

/** The section only the catalogs of markets with several languages hold (src/node/catalog-namespaces.ts). */
const LANGUAGES_PREFIX = "languages.";

export function checkCatalogs(
  root: string,
  {
    locales,
    requiredKeys = [],
    fallbacks = {},
    severalLanguages = [],
    withoutTools = [],
  }: CatalogCheckOptions,
): DataIssue[] {
  const issues: DataIssue[] = [];
  // Each file is read once, its problems reported once, however many regional catalogs complete it.
  const readOnce = new Map<string, LoadedCatalog | undefined>();
  const readLocale = (locale: string) => {
    if (!readOnce.has(locale)) readOnce.set(locale, readCatalog(root, locale, issues));
    return readOnce.get(locale);
  };
  const read = locales.map(readLocale).filter((catalog) => catalog !== undefined);
  // A regional catalog is compared as its fallback's texts with its own over them.
  const catalogs = read.map((catalog): LoadedCatalog => {
    const fallbackLocale = fallbacks[catalog.locale];
    const fallback = fallbackLocale === undefined ? undefined : readLocale(fallbackLocale);
    return fallback
      ? { ...catalog, own: catalog.texts, texts: { ...fallback.texts, ...catalog.texts } }
      : catalog;
  });
  // Which keys are the catalogs' own is voted by the catalogs that stand alone: a regional one
  // repeats its fallback's keys.
  const standalone = catalogs.filter((catalog) => catalog.own === undefined);
  const flagged = new Set<string>();
  const flag = (catalog: LoadedCatalog, key: string, value: unknown, message: string) => {
    // A text a regional catalog takes from its fallback is the fallback's, and reported there.
    if (catalog.own && !(key in catalog.own) && !key.startsWith(LANGUAGES_PREFIX)) return;
    flagged.add(`${catalog.file}|${key}`);
    issues.push({
      file: catalog.file,
      line: lineOfKey(catalog.text, key),
      path: [key],
      value,
      message,
    });
  };
  const localesWhere = (test: (catalog: LoadedCatalog) => boolean) =>
    standalone
      .filter(test)
      .map((catalog) => catalog.locale)
      .join(", ");

  // Page paths first, so a missing one is reported with the page it belongs to.
  for (const catalog of catalogs) {
    const routes = Object.fromEntries(
      Object.entries(catalog.texts)
        .filter(([key]) => key.startsWith(ROUTES_PREFIX))
        .map(([key, text]) => [key.slice(ROUTES_PREFIX.length), text]),
    );
    for (const problem of routePathProblems(routes))
      flag(catalog, `${ROUTES_PREFIX}${problem.key}`, problem.value, problem.message);
  }

  // The languages section is no key of the other catalogs: only those of markets with several languages need it.
  for (const catalog of catalogs) {
    if (!severalLanguages.includes(catalog.locale)) continue;
    for (const key of LANGUAGES_SECTION_KEYS) {
      const full = `${LANGUAGES_PREFIX}${key}`;
      if (!(full in catalog.texts))
        flag(
          catalog,
          full,
          undefined,
          "is missing: a market with several languages shows this text (its language picker, or the page at / naming its languages)",
        );
    }
  }
  const allKeys = [...new Set(catalogs.flatMap((catalog) => Object.keys(catalog.texts)))]
    .filter((key) => !key.startsWith(LANGUAGES_PREFIX))
    .sort();
  for (const catalog of catalogs) {
    const fallbackLocale = fallbacks[catalog.locale];
    if (!catalog.own || fallbackLocale === undefined) continue;
    const fallback = readOnce.get(fallbackLocale);
    for (const key of Object.keys(catalog.own))
      if (fallback && !(key in fallback.texts) && !key.startsWith(LANGUAGES_PREFIX))
        flag(
          catalog,
          key,
          catalog.own[key],
          `is not a key of ${fallbackLocale}, the catalog it completes; check its spelling (a regional catalog holds only texts that differ from its language's)`,
        );
  }
  for (const key of allKeys) {
    const present = majority(standalone, (catalog) => String(key in catalog.texts));
    for (const catalog of standalone) {
      const has = key in catalog.texts;
      if (String(has) === present || flagged.has(`${catalog.file}|${key}`)) continue;
      if (!has && isToolText(key) && withoutTools.includes(catalog.locale)) continue;
      if (has) {
        flag(
          catalog,
          key,
          catalog.texts[key],
          `is not a key of the other catalogs (${localesWhere((other) => !(key in other.texts))}); check its spelling, or add it to every catalog`,
        );
      } else {
        flag(
          catalog,
          key,
          undefined,
          `is missing; the other catalogs have it (${localesWhere((other) => key in other.texts)}), and the page would show the key instead of a text`,
        );
      }
    }
    const withKey = catalogs.filter((catalog) => key in catalog.texts);
    if (withKey.length < 2) continue;
    const expected = majority(withKey, (catalog) => placeholdersOf(catalog.texts[key]).join(","));
    for (const catalog of withKey) {
      const used = placeholdersOf(catalog.texts[key]);
      if (used.join(",") === expected) continue;
      const allowed =
        expected === ""
          ? "(none)"
          : expected
              .split(",")
              .map((name) => `{{${name}}}`)
              .join(", ");
      const wrong = used.filter((name) => !expected.split(",").includes(name));
      const lacking = expected.split(",").filter((name) => name !== "" && !used.includes(name));
      const what = [
        ...wrong.map((name) => `{{${name}}} is not a placeholder of this text`),
        ...lacking.map((name) => `{{${name}}} is missing`),
      ].join("; ");
      flag(
        catalog,
        key,
        catalog.texts[key],
        `${what}; the placeholders of this text (as in the other catalogs) are: ${allowed}`,
      );
    }
  }
  for (const catalog of catalogs) {
    for (const [key, text] of Object.entries(catalog.own ?? catalog.texts)) {
      if (key.startsWith(ROUTES_PREFIX)) continue; // paths, checked above: "/404/" is not a typed number
      if (text.trim() === "") flag(catalog, key, text, "is empty; write the text");
      else if (/\d/.test(withoutAllowedNumbers(key, text))) {
        flag(
          catalog,
          key,
          text,
          "contains a number: business figures come from data/ through placeholders such as {{deliveryHours}}; legal texts may cite an article or § number",
        );
      }
    }
    for (const key of requiredKeys) {
      if (key.startsWith(LANGUAGES_PREFIX)) continue; // checked above, for the catalogs that need it
      if (isToolText(key) && withoutTools.includes(catalog.locale)) continue;
      // A text called with a count is found by its plural forms (key_one, key_other…): `other` is in every language.
      if (
        key in catalog.texts ||
        `${key}_other` in catalog.texts ||
        flagged.has(`${catalog.file}|${key}`)
      )
        continue;
      flag(
        catalog,
        key,
        undefined,
        "is missing: the site shows this text, and would show the key instead",
      );
    }
  }
  for (const catalog of catalogs)
    for (const problem of promiseProblems(catalog.texts))
      flag(catalog, problem.key, problem.value, problem.message);
  return issues;
}

/** The catalog's words for when a delivery time holds: on private land, where no permit is waited for. */
export const PROMISE_CONDITION_KEY = "service.promiseCondition";
/** The placeholders that put a delivery time in a text. */
const PROMISE_PLACEHOLDERS = ["hours", "deliveryHours"];
/**
 * Texts with a delivery time that need not say the condition: the "where can it stand?" answers,
 * which are about the placement itself (a sign's hours, the delivery on land already chosen), and
 * the legal pages, a contract the company's lawyers word (its delivery clause has its own "unless").
 */
const PROMISE_EXEMPT_PREFIXES = ["tools.placement.", "legal."];

/**
 * A delivery time said without when it holds: a container on the pavement or the road waits for
 * the permit, weeks longer than the delivery time, so every text promising one carries the
 * catalog's condition (PROMISE_CONDITION_KEY), word for word.
 */
export function promiseProblems(
  texts: Readonly<Record<string, string>>,
): { key: string; value: string; message: string }[] {
  const condition = texts[PROMISE_CONDITION_KEY];
  if (condition === undefined) return [];
  return Object.entries(texts)
    .filter(
      ([key, text]) =>
        !PROMISE_EXEMPT_PREFIXES.some((prefix) => key.startsWith(prefix)) &&
        placeholdersOf(text).some((name) => PROMISE_PLACEHOLDERS.includes(name)) &&
        !text.includes(condition),
    )
    .map(([key, text]) => ({
      key,
      value: text,
      message: `promises a delivery time without saying when it holds: add "${condition}" (${PROMISE_CONDITION_KEY}), since on the pavement or the road the permit comes first`,
    }));
}
