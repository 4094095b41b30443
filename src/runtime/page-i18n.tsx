/**
 * The browser and server side of gatsby-plugin-react-i18next as the site uses it
 * (docs/decisions.md#d52-one-i18next-instance-per-artifact): gatsby-node puts this module in place
 * of the plugin's gatsby-browser.js and gatsby-ssr.js, so Gatsby calls it with the plugin's options,
 * at the plugin's place among the page wrappers. The plugin's node side still makes the pages and
 * their `i18n` page context.
 *
 * The plugin's own wrapper created and initialised a new i18next instance on every render of the
 * page element, and brought its Link, useI18next, browser-lang and all of `gatsby` into the bundle.
 * Here one instance serves each language of the artifact (one, but in a market with several): each
 * page's Locale nodes are added to its language's the first time they are seen, and the page's
 * namespaces reach `useTranslation` through the provider, in the order the plugin gave them (the
 * template's, then `chrome`). A page's default language is its own, so no text falls back to
 * another language.
 */
import React from "react";
import i18next, { type i18n as I18n, type InitOptions } from "i18next";
import { I18nContext, I18nextProvider } from "react-i18next";
import type { PluginOptions } from "gatsby-plugin-react-i18next/dist/types";

/** A catalog namespace of the page, as the `locales` query of every page returns it (src/templates/locales-fragment.ts). */
export interface LocaleNode {
  ns: string;
  data: string;
  language: string;
}

interface PageProps {
  data?: { locales?: { edges?: readonly { node: LocaleNode }[] } } | null;
  pageContext: { i18n?: { language: string; defaultLanguage: string } };
  location: { pathname: string };
}

/** The options the plugin's wrapper gave i18next, with what the site's pages ask of it (one language, catalogs in page data). */
export function instanceOptions(
  options: Pick<PluginOptions, "i18nextOptions">,
  language: string,
  defaultLanguage: string,
): InitOptions {
  const i18nextOptions = options.i18nextOptions ?? {};
  return {
    ...i18nextOptions,
    resources: {},
    lng: language,
    // As the plugin: the page's default language is the fallback, whatever i18nextOptions say.
    fallbackLng: defaultLanguage,
    // Resources come with the page: nothing to load, so init and changeLanguage finish synchronously.
    initImmediate: false,
    // Each page's namespaces come from its provider (pageNamespaces), looked up in their order.
    react: { ...i18nextOptions.react, useSuspense: false, nsMode: "fallback" },
  };
}

/**
 * The namespaces a page's keys are looked up in, as the plugin ordered them: its default namespace
 * is the first of the page's that is not i18nextOptions' defaultNS ("translation"), then the others.
 */
export function pageNamespaces(
  nodes: readonly LocaleNode[],
  configuredDefaultNS: InitOptions["defaultNS"],
): string[] {
  const namespaces = nodes.map((node) => node.ns);
  const configured = configuredDefaultNS ? String(configuredDefaultNS) : "translation";
  const defaultNS = namespaces.find((ns) => ns !== configured) ?? configured;
  return [defaultNS, ...namespaces.filter((ns) => ns !== defaultNS)];
}

/** What was added per language and namespace: a node's JSON text is parsed once, and again only if it changed (develop). */
const addedData = new WeakMap<I18n, Map<string, string>>();

/** Adds the page's Locale nodes to the instance; those already there cost a string comparison. */
export function addPageLocales(i18n: I18n, nodes: readonly LocaleNode[]): void {
  let added = addedData.get(i18n);
  if (!added) addedData.set(i18n, (added = new Map()));
  for (const node of nodes) {
    const key = `${node.language}\u0000${node.ns}`;
    if (added.get(key) === node.data) continue;
    i18n.addResourceBundle(node.language, node.ns, JSON.parse(node.data) as object, true, true);
    added.set(key, node.data);
  }
}

/** The artifact's instances, one per language, each created and initialised on its first page. */
const siteInstances = new Map<string, I18n>();

/** The instance of a page's language, created and initialised on the first page in it. */
export function siteI18n(
  options: Pick<PluginOptions, "i18nextOptions">,
  language: string,
  defaultLanguage: string,
): I18n {
  let instance = siteInstances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init(instanceOptions(options, language, defaultLanguage));
    keepPluralRules(instance);
    siteInstances.set(language, instance);
  }
  return instance;
}

/** The part of i18next's plural resolver (`services.pluralResolver`, untyped) the site touches. */
interface PluralResolver {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
}

/**
 * i18next 22 builds a new Intl.PluralRules for every plural it looks up, several per sentence with
 * a count: on a slow phone a tenth of the visitor tools' redraw as the visitor types. Version 23
 * keeps one rule per language and type, as this does; gatsby-plugin-react-i18next 3 asks for 22.
 */
export function keepPluralRules(i18n: I18n): void {
  const resolver = i18n.services.pluralResolver as PluralResolver | undefined;
  if (typeof resolver?.getRule !== "function") {
    throw new Error(
      "i18next has no services.pluralResolver.getRule any more: src/runtime/page-i18n.tsx keeps its plural rules; see whether the new version keeps them itself, and remove keepPluralRules if so.",
    );
  }
  const getRule = resolver.getRule.bind(resolver);
  const rules = new Map<string, Intl.PluralRules | undefined>();
  resolver.getRule = (code, options = {}) => {
    const key = `${code}\u0000${options.ordinal ? "ordinal" : "cardinal"}`;
    if (!rules.has(key)) rules.set(key, getRule(code, options));
    return rules.get(key);
  };
}

/** The same array for the same namespaces, so the provider's context value stays the same across renders. */
const namespaceLists = new Map<string, string[]>();

function stableNamespaces(namespaces: string[]): string[] {
  const key = namespaces.join("\u0000");
  let list = namespaceLists.get(key);
  if (!list) namespaceLists.set(key, (list = namespaces));
  return list;
}

/** Gatsby's wrapPageElement, browser and server (same signature in both), with the plugin's options. */
export function wrapPageElement(
  { element, props }: { element: React.ReactElement; props: PageProps },
  options: PluginOptions,
): React.ReactElement {
  const context = props.pageContext.i18n;
  if (!context) {
    throw new Error(
      `Page ${props.location.pathname} has no i18n page context: gatsby-plugin-react-i18next's onCreatePage adds it to every page; was the page created after the plugin ran?`,
    );
  }
  const i18n = siteI18n(options, context.language, context.defaultLanguage);
  const nodes = props.data?.locales?.edges?.map((edge) => edge.node) ?? [];
  addPageLocales(i18n, nodes);
  return (
    <I18nextProvider
      i18n={i18n}
      defaultNS={stableNamespaces(pageNamespaces(nodes, options.i18nextOptions?.defaultNS))}
    >
      {element}
    </I18nextProvider>
  );
}

const NO_PAGE_NAMESPACES: readonly string[] = ["translation"];

/**
 * The namespaces the page's provider gives useTranslation (react-i18next's context holds them as
 * `defaultNS`; its type declarations leave the field out). "translation" outside a page, as i18next's default.
 */
export function usePageNamespaces(): readonly string[] {
  const context = React.useContext(I18nContext) as
    { defaultNS?: string | readonly string[] } | undefined;
  const namespaces = context?.defaultNS;
  if (!namespaces || namespaces.length === 0) return NO_PAGE_NAMESPACES;
  return typeof namespaces === "string" ? [namespaces] : namespaces;
}

/** For tests: forget the artifact's instances. */
export function resetSiteI18n(): void {
  siteInstances.clear();
}
