/**
 * The catalog's namespaces (docs/decisions.md#d37-each-page-carries-the-catalog-namespaces-of-its-template):
 * the content team edits one content/locales/<locale>/translation.json per language, and the build
 * splits it into gatsby-plugin-react-i18next namespaces, one Locale node each. A page's query asks
 * for `chrome` (header, footer, banner: every page) and its template's namespace, so its page data
 * carries those keys only.
 *
 * A namespace is a list of key paths; each takes the whole subtree below it, and `*` stands for
 * every key at its level (`services.*.summary`); a path that starts with `?` is taken when the
 * catalog has it (`languages`, which only the catalogs of markets with several languages hold; the
 * visitor tools' texts, which only the catalogs of markets with a tool's page hold). The
 * nodes keep the keys' full paths, so t("home.hero.eyebrow") reads the same in any namespace:
 * templates never name a namespace.
 * __tests__/i18n/namespaces.test.ts fails when a template's code reads a key outside its namespaces.
 */
import type { PageKind, LegalKey } from "../shared/route-table";
import { typesetTree, type TypographyRules } from "../rules/typography";
import { isToolText } from "../shared/copy-keys";

export const CHROME_NAMESPACE = "chrome";

/**
 * The texts of a market with several languages (its language picker, its `/`), which only the
 * catalogs of such markets hold (docs/content-team.md#a-market-with-several-languages).
 */
export const LANGUAGES_SECTION = "languages";
const OPTIONAL_LANGUAGES = `?${LANGUAGES_SECTION}`;

const LEGAL_KEYS: readonly LegalKey[] = ["CGU", "CGV", "PRIVACY", "LEGAL"];

/** The text of the not-found page, which the /de/{slug+} page also shows for an unknown path. */
const NOT_FOUND_KEYS = ["pages.NOT_FOUND", "pages.HOW_TO_DUMPSTER.title", "notFound"];

/** Every namespace with the key paths it carries, before the tools' texts are made optional. */
const NAMESPACE_PATHS: Readonly<Record<string, readonly string[]>> = {
  [CHROME_NAMESPACE]: [
    "site",
    "nav",
    "footer",
    "contact",
    "consent",
    "region",
    "locale",
    OPTIONAL_LANGUAGES,
  ],
  HOME: [
    "pages.HOME",
    "home",
    "experts",
    "partners.items.*.name",
    "didYouKnow",
    "service.learnMore",
    "service.timing",
    "services.*.summary",
    "tools.links",
  ],
  SERVICES: [
    "pages.SERVICES",
    "pages.HOW_TO_DUMPSTER",
    "coverage",
    "service.learnMore",
    "service.timing",
    "services.*.summary",
  ],
  SERVICE: [
    "pages.SERVICE",
    "service",
    "services",
    "catalogue",
    "modal",
    "home.hero.ctaPrimary",
    "home.how.parkingException",
    "tools.links",
  ],
  HOW_TO_DUMPSTER: [
    "pages.HOW_TO_DUMPSTER",
    "howTo",
    "home.hero.ctaPrimary",
    "home.hero.ctaSecondary",
  ],
  COMBAT: ["pages.COMBAT", "combat", "didYouKnow", "home.didYouKnow"],
  PARTNERS: ["pages.PARTNERS", "partners"],
  BLOG: ["pages.BLOG", "pages.BLOG_TESTING", "blog"],
  BLOG_POST: ["blog", "service.timing"],
  BLOG_CATEGORY: ["pages.BLOG", "blog"],
  BLOG_TAG: ["pages.BLOG", "blog"],
  REGIONS: ["pages.REGIONS", "regions"],
  REGION: [
    "pages.REGION",
    "pages.REGIONS.heading",
    "regions",
    "catalogue",
    "service.wastesIntro",
    "service.feesIntro",
    "service.parking",
    "service.timing",
    "blog.readingTime",
    "tools.links",
    "tools.placement.result",
    "tools.placement.table",
    "tools.placement.placements",
  ],
  WHICH_CONTAINER: [
    "pages.WHICH_CONTAINER",
    "tools.which",
    "tools.links.canItGoIn",
    "tools.links.canItGoInBody",
    "tools.links.whereCanItStand",
    "tools.links.whereCanItStandBody",
    "regions.breadcrumb",
  ],
  WHERE_CAN_IT_STAND: [
    "pages.WHERE_CAN_IT_STAND",
    "tools.placement",
    "tools.which.dimensions",
    "tools.links.whichContainer",
    "tools.links.whichContainerBody",
    "regions.breadcrumb",
  ],
  CAN_IT_GO_IN: [
    "pages.CAN_IT_GO_IN",
    "tools.canItGoIn",
    "tools.links.whichContainer",
    "tools.links.whichContainerBody",
    "regions.breadcrumb",
  ],
  ...Object.fromEntries(
    LEGAL_KEYS.map((legalKey) => [`LEGAL.${legalKey}`, [`pages.${legalKey}`, `legal.${legalKey}`]]),
  ),
  NOT_FOUND: NOT_FOUND_KEYS,
  DYNAMIC: ["home.cta.title", "home.hero.ctaPrimary"],
  /** `/` of a market with several languages, and its not-found page: each language's texts. */
  LANGUAGES: [OPTIONAL_LANGUAGES, "pages.NOT_FOUND"],
};

/**
 * Every namespace with the key paths it carries. The visitor tools' texts are optional (`?`): the
 * catalogs of markets that list no tool's page hold none (isToolText); the content check makes
 * sure the others hold them all.
 */
export const CATALOG_NAMESPACES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(NAMESPACE_PATHS).map(([namespace, keyPaths]) => [
    namespace,
    keyPaths.map((keyPath) => (isToolText(keyPath) ? `?${keyPath}` : keyPath)),
  ]),
);

/** The namespace of a page's template: its kind, and for a legal page the kind and its text. */
export function templateNamespace(page: { kind: PageKind; legalKey?: LegalKey | null }): string {
  if (page.kind !== "LEGAL") return page.kind;
  if (!page.legalKey)
    throw new Error(
      `A legal page needs its legalKey to pick its catalog namespace (one of ${LEGAL_KEYS.join(", ")})`,
    );
  return `LEGAL.${page.legalKey}`;
}

/** The namespaces a page's query asks for (its `catalogNamespaces` context variable). */
export function pageNamespaces(page: { kind: PageKind; legalKey?: LegalKey | null }): string[] {
  return [CHROME_NAMESPACE, templateNamespace(page)];
}

type CatalogTree = { [key: string]: string | CatalogTree };

const isTree = (value: unknown): value is CatalogTree =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The subtrees of `tree` at `segments`, merged into `into` under their full paths; false if none matched. */
function copyPath(tree: CatalogTree, segments: readonly string[], into: CatalogTree): boolean {
  const [head, ...rest] = segments;
  const keys = head === "*" ? Object.keys(tree) : head in tree ? [head] : [];
  let found = false;
  for (const key of keys) {
    const value = tree[key];
    if (rest.length === 0) {
      into[key] = structuredClone(value);
      found = true;
    } else if (isTree(value)) {
      const existing = into[key];
      const target: CatalogTree = isTree(existing) ? existing : {};
      if (copyPath(value, rest, target)) {
        into[key] = target;
        found = true;
      }
    }
  }
  return found;
}

/**
 * The part of a catalog a namespace carries. A key path that names nothing in the catalog is an
 * error naming the file, the namespace and the path: the page would show a raw key otherwise.
 */
export function namespaceData(catalog: unknown, namespace: string, file: string): CatalogTree {
  const paths = CATALOG_NAMESPACES[namespace];
  if (!paths)
    throw new Error(
      `Catalog namespace "${namespace}" does not exist; the namespaces are: ${Object.keys(CATALOG_NAMESPACES).join(", ")}`,
    );
  if (!isTree(catalog)) throw new Error(`${file}: the catalog must be a JSON object of texts`);
  const data: CatalogTree = {};
  for (const keyPath of paths) {
    const optional = keyPath.startsWith("?");
    if (!copyPath(catalog, keyPath.replace(/^\?/, "").split("."), data) && !optional) {
      throw new Error(
        `${file}: key "${keyPath}" of catalog namespace "${namespace}" (src/node/catalog-namespaces.ts) is not in the catalog; add it to the catalog or remove it from the namespace`,
      );
    }
  }
  return data;
}

/** Whether a key the code reads (`*` for a part known only at run time) lies in one of the namespaces' key paths. */
export function keyInNamespaces(key: string, namespaces: readonly string[]): boolean {
  const keySegments = key.split(".");
  return namespaces.some((namespace) =>
    (CATALOG_NAMESPACES[namespace] ?? []).some((keyPath) => {
      const pathSegments = keyPath.replace(/^\?/, "").split(".");
      return (
        pathSegments.length <= keySegments.length &&
        pathSegments.every(
          (segment, index) =>
            segment === "*" || keySegments[index] === "*" || keySegments[index] === segment,
        )
      );
    }),
  );
}

interface LocaleFile {
  id: string;
  absolutePath: string;
  /** The catalog's folder under content/locales/: its locale. */
  relativeDirectory: string;
  relativePath: string;
}

interface NodeHelpers {
  createNodeId: (input: string) => string;
  createContentDigest: (input: string) => string;
}

/** The catalog's subtrees that are not text: the page paths (`routes`, docs/decisions.md#d38-page-paths-are-in-the-catalogs). */
const NOT_TEXT = (keyPath: readonly string[]) => keyPath.length === 1 && keyPath[0] === "routes";

/**
 * A catalog's texts with the typography of its locale (`fr-fr`, `de-de`…) or of the market's
 * language that reads it, placeholders and tags untouched
 * (docs/decisions.md#d63-typography-is-applied-at-build-time-from-the-text): what every page and
 * the locale switcher get; the file keeps what the team typed.
 */
export function typesetCatalog(catalog: unknown, locale: string | TypographyRules): unknown {
  return typesetTree(catalog, locale, NOT_TEXT);
}

/**
 * A regional catalog over the catalog of its language it falls back to (fr-be over fr-fr): every
 * text of the fallback, the regional one's where it has one.
 */
export function withFallback(own: unknown, fallback: unknown): unknown {
  if (!isTree(own) || !isTree(fallback)) return own === undefined ? fallback : own;
  const merged: CatalogTree = { ...fallback };
  for (const [key, value] of Object.entries(own))
    merged[key] = withFallback(value, fallback[key]) as CatalogTree[string];
  return merged;
}

/** How a catalog becomes Locale nodes: the rules of the language that reads it, and the catalog it falls back to. */
export interface CatalogReading {
  /** The typography of the market's language whose catalog it is; without one, its folder's language's. */
  rules?: TypographyRules;
  /** The parsed catalog it falls back to (`catalogFallback`), if any. */
  fallback?: unknown;
}

/**
 * The Locale nodes of one catalog file, one per namespace, in the shape gatsby-plugin-react-i18next
 * reads from a page's `locales` query (`language`, `ns`, `data` as JSON text). The texts are
 * typeset for the catalog's locale (`typesetCatalog`).
 */
export function localeNodes(
  file: LocaleFile,
  catalogText: string,
  { createNodeId, createContentDigest }: NodeHelpers,
  { rules, fallback }: CatalogReading = {},
) {
  const where = `content/locales/${file.relativePath}`;
  const own: unknown = JSON.parse(catalogText);
  const catalog = typesetCatalog(
    fallback === undefined ? own : withFallback(own, fallback),
    rules ?? file.relativeDirectory,
  );
  return Object.keys(CATALOG_NAMESPACES).map((namespace) => {
    const data = JSON.stringify(namespaceData(catalog, namespace, where));
    return {
      id: createNodeId(`${file.id} >>> Locale ${namespace}`),
      parent: file.id,
      children: [],
      internal: { type: "Locale", content: data, contentDigest: createContentDigest(data) },
      language: file.relativeDirectory,
      ns: namespace,
      data,
      fileAbsolutePath: file.absolutePath,
    };
  });
}
