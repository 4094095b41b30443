/**
 * @jest-environment jsdom
 */
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import React from "react";
import { render, screen } from "@testing-library/react";
import i18next from "i18next";
import { useTranslation } from "react-i18next";
import type { PluginOptions } from "gatsby-plugin-react-i18next/dist/types";
import { wrapPageElement as pluginWrapPageElement } from "gatsby-plugin-react-i18next/dist/plugin/wrapPageElement";
import { localeNodes, pageNamespaces as queryNamespaces } from "../../src/node/catalog-namespaces";
import {
  pageNamespaces,
  resetSiteI18n,
  siteI18n,
  wrapPageElement,
  type LocaleNode,
} from "../../src/runtime/page-i18n";
import type { PageKind } from "../../src/shared/route-table";

// jsdom's global object lacks Node's structuredClone, which gatsby-node's catalog split uses.
globalThis.structuredClone ??= <T,>(value: T): T => v8.deserialize(v8.serialize(value)) as T;

const LANGUAGE = "fr-fr";
const catalogFile = path.resolve(__dirname, "../../content/locales", LANGUAGE, "translation.json");
const catalog = JSON.parse(fs.readFileSync(catalogFile, "utf8"));

/** The options gatsby-config.ts gives the plugin (one language per artifact). */
const OPTIONS = {
  languages: [LANGUAGE],
  defaultLanguage: LANGUAGE,
  redirect: false,
  generateDefaultLanguagePage: false,
  trailingSlash: "always",
  i18nextOptions: {
    lowerCaseLng: true,
    fallbackLng: "es-es",
    interpolation: { escapeValue: false },
    keySeparator: ".",
    nsSeparator: false,
    returnNull: false,
  },
} as unknown as PluginOptions;

/** Every Locale node of the catalog, as gatsby-node makes them. */
const allNodes: LocaleNode[] = localeNodes(
  {
    id: "file",
    absolutePath: catalogFile,
    relativeDirectory: LANGUAGE,
    relativePath: `${LANGUAGE}/translation.json`,
  },
  fs.readFileSync(catalogFile, "utf8"),
  { createNodeId: (input) => input, createContentDigest: (input) => input },
);

/** The page's `locales` query: its namespaces, sorted as the query sorts them. */
function pageLocales(kind: PageKind): { edges: { node: LocaleNode }[] } {
  const wanted = queryNamespaces({ kind });
  const nodes = allNodes
    .filter((node) => wanted.includes(node.ns))
    .sort((a, b) => (a.ns < b.ns ? -1 : a.ns > b.ns ? 1 : 0));
  return { edges: nodes.map(({ ns, data, language }) => ({ node: { ns, data, language } })) };
}

function pageProps(kind: PageKind, pathname: string) {
  return {
    data: { locales: pageLocales(kind) },
    pageContext: {
      i18n: {
        language: LANGUAGE,
        defaultLanguage: LANGUAGE,
        languages: [LANGUAGE],
        routed: false,
        originalPath: pathname,
        path: pathname,
      },
    },
    location: { pathname, search: "", hash: "" },
  };
}

/** Keys of the chrome, of the home page and of a service page (the home carries service.learnMore, not service.whatTitle). */
const KEYS = [
  "contact.login",
  "nav.HOME",
  "home.hero.eyebrow",
  "service.learnMore",
  "service.whatTitle",
  "modal.close",
];

function Probe() {
  const { t } = useTranslation();
  return (
    <ul>
      {KEYS.map((key) => (
        <li key={key} data-testid={key}>
          {t(key)}
        </li>
      ))}
    </ul>
  );
}

type Wrap = (
  args: { element: React.ReactElement; props: ReturnType<typeof pageProps> },
  options: PluginOptions,
) => React.ReactElement | null | undefined;

function texts(wrap: Wrap, kind: PageKind, pathname: string): Record<string, string> {
  const { unmount } = render(
    <>{wrap({ element: <Probe />, props: pageProps(kind, pathname) }, OPTIONS)}</>,
  );
  const result = Object.fromEntries(
    KEYS.map((key) => [key, screen.getByTestId(key).textContent ?? ""]),
  );
  unmount();
  return result;
}

const ourWrap = wrapPageElement as unknown as Wrap;
const pluginWrap = pluginWrapPageElement as unknown as Wrap;

beforeEach(() => resetSiteI18n());
afterEach(() => jest.restoreAllMocks());

describe("the page element's i18n", () => {
  it.each<[PageKind, string]>([
    ["HOME", "/"],
    ["SERVICE", "/services/plomb/"],
    ["SERVICES", "/services/"],
  ])(
    "gives the %s page the strings gatsby-plugin-react-i18next's wrapper gave it",
    (kind, pathname) => {
      const expected = texts(pluginWrap, kind, pathname);
      // The site's instance has seen other pages first: their namespaces must not answer this page's keys.
      texts(ourWrap, "HOME", "/");
      texts(ourWrap, "SERVICE", "/services/plomb/");
      expect(texts(ourWrap, kind, pathname)).toEqual(expected);
    },
  );

  it("creates and initialises one i18next instance for every render and every page", () => {
    const createInstance = jest.spyOn(i18next, "createInstance");
    const { rerender } = render(
      <>{ourWrap({ element: <Probe />, props: pageProps("HOME", "/") }, OPTIONS)}</>,
    );
    rerender(<>{ourWrap({ element: <Probe />, props: pageProps("HOME", "/") }, OPTIONS)}</>);
    rerender(
      <>
        {ourWrap({ element: <Probe />, props: pageProps("SERVICE", "/services/plomb/") }, OPTIONS)}
      </>,
    );
    expect(createInstance).toHaveBeenCalledTimes(1);
  });

  it("parses each namespace of the page data once, however often the page renders", () => {
    const parse = jest.spyOn(JSON, "parse");
    const props = pageProps("HOME", "/");
    const { rerender } = render(<>{ourWrap({ element: <Probe />, props }, OPTIONS)}</>);
    const afterFirst = parse.mock.calls.length;
    expect(afterFirst).toBe(props.data.locales.edges.length);
    for (let i = 0; i < 3; i++)
      rerender(<>{ourWrap({ element: <Probe />, props: pageProps("HOME", "/") }, OPTIONS)}</>);
    expect(parse.mock.calls.length).toBe(afterFirst);
  });

  it("has the next page's keys after a client-side navigation", () => {
    const { rerender } = render(
      <>{ourWrap({ element: <Probe />, props: pageProps("HOME", "/") }, OPTIONS)}</>,
    );
    expect(screen.getByTestId("home.hero.eyebrow")).toHaveTextContent(catalog.home.hero.eyebrow);
    expect(screen.getByTestId("service.whatTitle")).toHaveTextContent("service.whatTitle");
    // Same component at the same place, as when Gatsby renders the next page into the same tree.
    rerender(
      <>
        {ourWrap({ element: <Probe />, props: pageProps("SERVICE", "/services/plomb/") }, OPTIONS)}
      </>,
    );
    expect(screen.getByTestId("service.whatTitle")).toHaveTextContent(catalog.service.whatTitle);
    expect(screen.getByTestId("contact.login")).toHaveTextContent(catalog.contact.login);
  });

  it("orders a page's namespaces as the plugin did: the template's first, then the others", () => {
    const nodes = pageLocales("SERVICE").edges.map((edge) => edge.node);
    expect(nodes.map((node) => node.ns)).toEqual(["SERVICE", "chrome"]);
    expect(pageNamespaces(nodes, undefined)).toEqual(["SERVICE", "chrome"]);
    expect(
      pageNamespaces([{ ns: "translation", data: "{}", language: LANGUAGE }, ...nodes], undefined),
    ).toEqual(["SERVICE", "translation", "chrome"]);
  });

  it("builds each plural rule once, and still picks a sentence's plural form by its count", () => {
    const i18n = siteI18n(OPTIONS, LANGUAGE, LANGUAGE);
    i18n.addResourceBundle(LANGUAGE, "test", {
      found_one: "{{count}} déchet",
      found_other: "{{count}} déchets",
    });
    const resolver = i18n.services.pluralResolver as {
      getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules;
    };
    expect(resolver.getRule(LANGUAGE)).toBe(resolver.getRule(LANGUAGE));
    expect(resolver.getRule(LANGUAGE, { ordinal: true })).not.toBe(resolver.getRule(LANGUAGE));
    expect(resolver.getRule(LANGUAGE, { ordinal: true }).resolvedOptions().type).toBe("ordinal");
    const found = (count: number) => i18n.t("found", { ns: "test", count });
    // French counts 0 and 1 as one, and a larger number as other.
    expect([found(0), found(1), found(2), found(40)]).toEqual([
      "0 déchet",
      "1 déchet",
      "2 déchets",
      "40 déchets",
    ]);
  });

  it("names the page when its i18n page context is missing", () => {
    const props = { ...pageProps("HOME", "/broken/"), pageContext: {} };
    expect(() => wrapPageElement({ element: <Probe />, props }, OPTIONS)).toThrow(
      /\/broken\/ has no i18n page context/,
    );
  });
});
