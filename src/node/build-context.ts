/**
 * What one build reads from data/ and the environment, read once per process: gatsby-config, the
 * content check that opens the build and gatsby-node's hooks all take it from here.
 *
 * Gatsby compiles gatsby-config.ts and gatsby-node.ts into two bundles, each with its own copy of
 * this module, so the contexts are kept on `globalThis` under a registered symbol, which both
 * copies find. Gatsby's query workers are processes of their own and read data/ once each.
 */
import path from "node:path";
import type { Market } from "../shared/keys";
import { loadSiteData, type LoadedData } from "./data/load";
import { DataValidationError } from "../rules/data/issues";
import { selectMarket, selectSiteEnv, type SiteEnv } from "./market";

/** data/, validated, or every problem the loader found in it. */
export type DataLoad =
  { loaded: LoadedData; error?: undefined } | { loaded?: undefined; error: DataValidationError };

export interface BuildContext {
  /** The project: data/, content/, and where .cache/ and public/ are. */
  readonly root: string;
  readonly data: DataLoad;
  /**
   * SITE_MARKET, or data/brand.yaml's defaultMarket; with broken data, SITE_MARKET as given, upper
   * case; empty when neither says.
   */
  readonly market: Market;
  /** Why SITE_MARKET names no market of data/countries/, when it does not. */
  readonly marketError?: Error;
  readonly siteEnv: SiteEnv;
}

/** Reads and validates data/; only a problem of the data itself is returned, any other error thrown. */
export function loadData(root: string): DataLoad {
  try {
    return { loaded: loadSiteData(path.join(root, "data"), root) };
  } catch (error) {
    if (error instanceof DataValidationError) return { error };
    throw error;
  }
}

function readContext(root: string): BuildContext {
  const data = loadData(root);
  const siteEnv = selectSiteEnv();
  if (!data.loaded)
    return { root, data, market: (process.env.SITE_MARKET ?? "").toUpperCase(), siteEnv };
  try {
    return { root, data, market: selectMarket(data.loaded.data), siteEnv };
  } catch (error) {
    return { root, data, market: "", marketError: error as Error, siteEnv };
  }
}

const CONTEXTS = Symbol.for("debrix.buildContexts");
type ContextStore = Map<string, BuildContext>;
const store = (): ContextStore =>
  ((globalThis as { [CONTEXTS]?: ContextStore })[CONTEXTS] ??= new Map());
/** One context per project, market and environment: a test may build several in one process. */
const keyOf = (root: string) =>
  [path.resolve(root), process.env.SITE_MARKET ?? "", process.env.SITE_ENV ?? ""].join("\0");

/** This process's context for the project at `root`, read on first use. */
export function buildContext(root: string): BuildContext {
  const key = keyOf(root);
  let context = store().get(key);
  if (!context) {
    context = readContext(root);
    store().set(key, context);
  }
  return context;
}

/** Reads data/ again (`gatsby develop` after an edit under data/): the next `buildContext` returns it. */
export function reloadBuildContext(root: string): BuildContext {
  const context = readContext(root);
  store().set(keyOf(root), context);
  return context;
}
