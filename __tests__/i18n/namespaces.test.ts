/**
 * The catalog's namespaces (src/node/catalog-namespaces.ts): each page's data carries only the keys
 * of `chrome` and of its template's namespace, so a template that starts reading another key must
 * get it into its namespace, or its page would show the raw key. This test reads every t() call of
 * each template and of the modules it imports, and fails on a key outside the template's namespaces.
 */
import fs from "node:fs";
import path from "node:path";
import {
  CATALOG_NAMESPACES,
  CHROME_NAMESPACE,
  keyInNamespaces,
  localeNodes,
  namespaceData,
  pageNamespaces,
  templateNamespace,
  withFallback,
} from "../../src/node/catalog-namespaces";
import { loadSiteData } from "../../src/node/data/load";
import { templatePath } from "../../src/node/pages";
import type { LegalKey, PageKind } from "../../src/shared/route-table";
import { keysInFile, moduleGraph } from "./catalog-keys-scan";

const ROOT = path.resolve(__dirname, "../..");
const TEMPLATES = path.join(ROOT, "src/templates");
const LOCALES = fs.readdirSync(path.join(ROOT, "content/locales")).sort();
const readCatalog = (locale: string): unknown =>
  JSON.parse(
    fs.readFileSync(path.join(ROOT, "content/locales", locale, "translation.json"), "utf8"),
  );
/** The catalog a language's pages read: its own texts over its fallback's (catalogFallback of data/countries/). */
const FALLBACKS = new Map(
  Object.values(loadSiteData(path.join(ROOT, "data"), ROOT).data.countries)
    .flatMap((country) => country.languages)
    .flatMap((language) =>
      language.catalogFallback ? [[language.catalog, language.catalogFallback] as const] : [],
    ),
);
const readPageCatalog = (locale: string): unknown => {
  const fallback = FALLBACKS.get(locale);
  return fallback === undefined
    ? readCatalog(locale)
    : withFallback(readCatalog(locale), readCatalog(fallback));
};

/** One page per template namespace: its kind, and its legal text for the legal pages. */
const PAGES = Object.keys(CATALOG_NAMESPACES)
  .filter((namespace) => namespace !== CHROME_NAMESPACE)
  .map((namespace) => {
    const [kind, legalKey] = namespace.split(".") as [PageKind, LegalKey | undefined];
    return { namespace, kind, legalKey: legalKey ?? null };
  });

/** The component file of a kind (templatePath names its query file, which re-exports it). */
const componentFile = (kind: PageKind) =>
  templatePath(kind, TEMPLATES).replace(/-query\.tsx$/, ".tsx");

function scan(entry: string) {
  const results = moduleGraph(entry).map(keysInFile);
  return {
    keys: results.flatMap((result) => result.keys),
    unreadable: results.flatMap((result) => result.unreadable),
  };
}

describe("the catalog namespaces", () => {
  it("name a template namespace for every page, chrome first", () => {
    for (const page of PAGES) {
      expect(templateNamespace(page)).toBe(page.namespace);
      expect(pageNamespaces(page)).toEqual([CHROME_NAMESPACE, page.namespace]);
    }
  });

  it.each(PAGES.map((page) => [page.namespace, page] as const))(
    "hold every key the %s template and its components read",
    (_namespace, page) => {
      const { keys, unreadable } = scan(componentFile(page.kind));
      expect(unreadable).toEqual([]);
      const outside = keys.filter(({ key }) => !keyInNamespaces(key, pageNamespaces(page)));
      expect(outside.map(({ file, key }) => `${path.relative(ROOT, file)}: ${key}`)).toEqual([]);
    },
  );

  it("put the shared chrome (header, footer, cookie banner) in chrome alone", () => {
    const { keys } = scan(path.join(ROOT, "src/components/layout.tsx"));
    expect(keys.length).toBeGreaterThan(20);
    expect(
      keys.filter(({ key }) => !keyInNamespaces(key, [CHROME_NAMESPACE])).map(({ key }) => key),
    ).toEqual([]);
  });

  it("tell a key outside a page's namespaces from one inside", () => {
    expect(keyInNamespaces("home.hero.eyebrow", pageNamespaces({ kind: "HOME" }))).toBe(true);
    expect(
      keyInNamespaces("home.hero.eyebrow", pageNamespaces({ kind: "LEGAL", legalKey: "CGU" })),
    ).toBe(false);
    expect(keyInNamespaces("services.*.summary", pageNamespaces({ kind: "HOME" }))).toBe(true);
    expect(keyInNamespaces("services.*.body", pageNamespaces({ kind: "HOME" }))).toBe(false);
    expect(
      keyInNamespaces(
        "legal.*.sections.*.title",
        pageNamespaces({ kind: "LEGAL", legalKey: "CGV" }),
      ),
    ).toBe(true);
    expect(keyInNamespaces("pages", pageNamespaces({ kind: "HOME" }))).toBe(false);
  });

  it.each(LOCALES)("find every key path of every namespace in the %s catalog", (locale) => {
    const catalog = readPageCatalog(locale);
    for (const namespace of Object.keys(CATALOG_NAMESPACES)) {
      expect(() =>
        namespaceData(catalog, namespace, `content/locales/${locale}/translation.json`),
      ).not.toThrow();
    }
  });

  it("carry the texts under their full keys, and no others", () => {
    const catalog = readCatalog("fr-fr") as {
      pages: Record<string, unknown>;
      services: Record<string, { summary: string }>;
      home: unknown;
    };
    const home = namespaceData(catalog, "HOME", "fr-fr");
    expect(home.home).toEqual(catalog.home);
    expect(Object.keys(home.pages)).toEqual(["HOME"]);
    expect(home.services).toEqual(
      Object.fromEntries(
        Object.entries(catalog.services).map(([key, value]) => [key, { summary: value.summary }]),
      ),
    );
    expect(home).not.toHaveProperty("legal");
    expect(Object.keys(namespaceData(catalog, "LEGAL.CGV", "fr-fr").legal)).toEqual(["CGV"]);
  });

  it("stop on a key path the catalog lacks, naming the file, the namespace and the path", () => {
    const catalog = readCatalog("en-gb") as { pages: Record<string, unknown> };
    const { COMBAT: _combat, ...pages } = catalog.pages;
    expect(() =>
      namespaceData({ ...catalog, pages }, "COMBAT", "content/locales/en-gb/translation.json"),
    ).toThrow(
      'content/locales/en-gb/translation.json: key "pages.COMBAT" of catalog namespace "COMBAT" (src/node/catalog-namespaces.ts) is not in the catalog',
    );
  });

  it("become one Locale node per namespace, in the shape gatsby-plugin-react-i18next reads", () => {
    const file = {
      id: "file-1",
      absolutePath: "/x/fr-fr/translation.json",
      relativeDirectory: "fr-fr",
      relativePath: "fr-fr/translation.json",
    };
    const text = fs.readFileSync(path.join(ROOT, "content/locales/fr-fr/translation.json"), "utf8");
    const nodes = localeNodes(file, text, {
      createNodeId: (input) => `id:${input}`,
      createContentDigest: (input) => `digest:${input.length}`,
    });
    expect(nodes.map((node) => node.ns)).toEqual(Object.keys(CATALOG_NAMESPACES));
    const chrome = nodes.find((node) => node.ns === CHROME_NAMESPACE);
    expect(chrome).toMatchObject({
      language: "fr-fr",
      parent: "file-1",
      internal: { type: "Locale" },
    });
    expect(JSON.parse(chrome?.data ?? "{}")).toHaveProperty("site.skipLink", "Aller au contenu");
    expect(new Set(nodes.map((node) => node.id)).size).toBe(nodes.length);
  });
});
