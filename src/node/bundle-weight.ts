/**
 * Webpack settings of the browser bundles that only change their weight, not what they do
 * (docs/decisions.md#d45-one-copy-of-each-module-in-the-browser-bundles):
 *
 * - one copy of each Babel helper: prebuilt CommonJS packages (gatsby-plugin-react-i18next,
 *   react-helmet-async's dependencies, i18next's CommonJS build) `require` @babel/runtime's
 *   CommonJS helpers, while Gatsby's own ES modules import the ES copies of the same helpers, so
 *   both shipped. Every request of a helper resolves to its CommonJS file, the one both kinds of
 *   importer can use (an ES import of it reads its `default`; a `require` of the ES copy would get
 *   a namespace object where it calls a function);
 * - i18next's ES build, so webpack can hoist it into the modules that use it;
 * - outdent, which gatsby-plugin-react-i18next only calls under `NODE_ENV === "development"`,
 *   resolves to an empty module in production bundles (the call is dead code there, the
 *   `require` at the top of the plugin's module is not);
 * - Terser may write the syntax of the browserslist (ES2020) instead of ES5;
 * - Gatsby's internal partytown plugin, whose browser API returns at once outside development,
 *   is left out of production bundles: its `require("gatsby-script")` brought gatsby-script and
 *   partytown's integration into `app` (docs/decisions.md#d53-gatsbys-development-only-partytown-plugin-stays-out-of-production-bundles);
 * - Gatsby's service worker registration, which its browser runtime requires only when a plugin's
 *   `registerServiceWorker` asks for one, and no plugin of the site does.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The directory of a package as the site resolves it (createRequire: gatsby-node is bundled, without require.resolve). */
function packageDir(name: string, siteDir: string): string {
  return path.dirname(
    createRequire(path.join(siteDir, "package.json")).resolve(`${name}/package.json`),
  );
}

/**
 * Aliases that send every request of a Babel helper, ES or CommonJS, to its CommonJS file.
 * Exact-match keys (`$`): `@babel/runtime/helpers/extends$`, `@babel/runtime/helpers/esm/extends$`
 * and the ES file's absolute path, with and without `.js`.
 */
export function babelHelperAliases(siteDir: string): Record<string, string> {
  const helpers = path.join(packageDir("@babel/runtime", siteDir), "helpers");
  const aliases: Record<string, string> = {};
  for (const file of fs.readdirSync(helpers)) {
    if (!file.endsWith(".js")) continue;
    const name = file.slice(0, -3);
    if (!fs.existsSync(path.join(helpers, "esm", file))) continue;
    const target = path.join(helpers, file);
    aliases[`@babel/runtime/helpers/${name}$`] = target;
    aliases[`@babel/runtime/helpers/esm/${name}$`] = target;
    // Gatsby aliases `@babel/runtime` to the package's directory, and its Babel preset imports
    // the helpers of the dependencies it compiles by absolute path: both arrive here absolute.
    aliases[`${path.join(helpers, "esm", name)}$`] = target;
    aliases[`${path.join(helpers, "esm", file)}$`] = target;
  }
  if (Object.keys(aliases).length === 0)
    throw new Error(
      `No Babel helpers with both a CommonJS and an ES file in ${helpers}: has @babel/runtime changed its layout?`,
    );
  return aliases;
}

/** i18next's ES build, for `require("i18next")` (gatsby-plugin-react-i18next) as for `import`. */
export function i18nextAlias(siteDir: string): Record<string, string> {
  const dir = packageDir("i18next", siteDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as {
    module?: string;
  };
  if (!manifest.module)
    throw new Error(
      `${path.join(dir, "package.json")}: field "module" is missing; expected the path of i18next's ES build`,
    );
  return { i18next$: path.join(dir, manifest.module) };
}

/** The resolve settings of the browser bundles (stage build-javascript). */
export function browserResolve(siteDir: string): { alias: Record<string, string | false> } {
  return { alias: { ...babelHelperAliases(siteDir), ...i18nextAlias(siteDir), outdent: false } };
}

/** The browser API by which a plugin asks Gatsby to register a service worker. */
const SERVICE_WORKER_API = "registerServiceWorker";

/**
 * Gatsby's service worker registration module (`.cache/register-service-worker.js`) as an empty
 * module: `production-app.js` requires it only when a browser plugin's `registerServiceWorker`
 * returns true, and the site has no service worker. A plugin that implements the API (one that
 * brings a service worker) stops the build here, naming it, rather than losing its worker.
 */
export function serviceWorkerAlias(
  siteDir: string,
  plugins: ReadonlyArray<{ name: string; browserAPIs?: readonly string[] }>,
): Record<string, false> {
  const asking = plugins
    .filter((plugin) => plugin.browserAPIs?.includes(SERVICE_WORKER_API))
    .map((plugin) => plugin.name);
  if (asking.length > 0) {
    throw new Error(
      `${asking.join(", ")} implement${asking.length === 1 ? "s" : ""} ${SERVICE_WORKER_API}: Gatsby's service worker registration can no longer be left out of production bundles (src/node/bundle-weight.ts)`,
    );
  }
  return { [path.join(siteDir, ".cache", "register-service-worker.js")]: false };
}

/** Terser's options for the browserslist of package.json (Chrome 91, Firefox 90, Safari 15: ES2020). */
export const TERSER_OPTIONS = {
  ecma: 2020,
  parse: { ecma: 2020 },
  compress: { ecma: 2020, passes: 2 },
  output: { ecma: 2020, comments: false },
  mangle: true,
} as const;

/** A webpack minimizer as Gatsby's config holds it. */
interface Minimizer {
  constructor: { name: string };
}

/**
 * Gatsby's minimizers with its Terser plugin (ES5 options) replaced by `terser`; an error when
 * there is no Terser plugin to replace (a Gatsby upgrade changed its config).
 */
export function withTerser<T extends Minimizer>(minimizers: readonly T[], terser: T): T[] {
  const index = minimizers.findIndex((plugin) => plugin.constructor.name === "TerserPlugin");
  if (index < 0)
    throw new Error(
      `Gatsby's webpack config has no TerserPlugin among its minimizers (${minimizers.map((plugin) => plugin.constructor.name).join(", ")}): the bundles' Terser options cannot be set`,
    );
  return minimizers.map((plugin, i) => (i === index ? terser : plugin));
}

/** The options of Gatsby's CSS minimizer (css-minimizer-webpack-plugin) that this file reads. */
export interface CssMinimizerOptions {
  minify: unknown;
  minimizerOptions?: unknown;
}

/**
 * Gatsby's minimizers with its CSS minimizer replaced by one that runs `step` before its own
 * minification (cssnano, with Gatsby's options), made by `makeCss` (Gatsby's `plugins.minifyCss`);
 * an error when there is no CSS minimizer to extend (a Gatsby upgrade changed its config).
 */
export function withCssStep<T extends Minimizer>(
  minimizers: readonly T[],
  step: unknown,
  makeCss: (options: { minify: unknown[]; minimizerOptions: unknown[] }) => T,
): T[] {
  const index = minimizers.findIndex((plugin) => plugin.constructor.name === "CssMinimizerPlugin");
  const options = (minimizers[index] as { options?: Partial<CssMinimizerOptions> } | undefined)
    ?.options;
  if (index < 0 || !options?.minify)
    throw new Error(
      `Gatsby's webpack config has no CssMinimizerPlugin with a minify step among its minimizers (${minimizers.map((plugin) => plugin.constructor.name).join(", ")}): the stylesheet's layers cannot be joined`,
    );
  const css = makeCss({
    minify: [step, options.minify],
    minimizerOptions: [{}, options.minimizerOptions],
  });
  return minimizers.map((plugin, i) => (i === index ? css : plugin));
}

/** Gatsby's split-chunks cache groups, as far as this file reads them. */
type CacheGroups = Record<string, false | { name?: unknown; [key: string]: unknown }>;

/**
 * Gatsby's `commons` group (the modules every page component uses: layout, header, footer) goes
 * into the `app` chunk, which every page loads anyway: one request less on every first load.
 * `app` is the parent of every page component's chunk, so webpack accepts the name.
 */
export function withCommonsInApp(cacheGroups: CacheGroups): CacheGroups {
  const commons = cacheGroups.commons;
  if (!commons || commons.name !== "commons")
    throw new Error(
      `Gatsby's webpack config has no cache group "commons" named "commons" (found ${JSON.stringify(commons && commons.name)}): the commons chunk cannot be merged into app`,
    );
  return { ...cacheGroups, commons: { ...commons, name: "app" } };
}

/** The request of Gatsby's internal partytown plugin's browser module, as .cache/api-runner-browser-plugins.js writes it. */
export const PARTYTOWN_BROWSER_PLUGIN =
  /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;

/**
 * The module that replaces Gatsby's partytown browser plugin in production bundles
 * (src/runtime/no-browser-api.ts), after checking that the plugin still does nothing there: its
 * only export is `onInitialClientRender`, which returns when NODE_ENV is not "development". An
 * error names what changed otherwise (a Gatsby upgrade), rather than dropping a working API.
 */
export function devOnlyBrowserPluginStandIn(siteDir: string): string {
  const file = path.join(
    packageDir("gatsby", siteDir),
    "dist/internal-plugins/partytown/gatsby-browser.js",
  );
  const source = fs.readFileSync(file, "utf8");
  const exported = [...source.matchAll(/^exports\.(\w+) = (?!void 0)/gm)]
    .map((match) => match[1])
    .filter((name) => name !== "__esModule");
  const returnsOutsideDevelopment =
    /if \(process\.env\.NODE_ENV !== [`'"]development[`'"]\) \{\s*return;\s*\}/.test(source);
  if (exported.join() !== "onInitialClientRender" || !returnsOutsideDevelopment) {
    throw new Error(
      `${file}: expected only onInitialClientRender, returning outside development (found exports ${JSON.stringify(exported)}, development guard ${returnsOutsideDevelopment ? "present" : "missing"}); it can no longer be left out of production bundles`,
    );
  }
  return path.join(siteDir, "src/runtime/no-browser-api.ts");
}
