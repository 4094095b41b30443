import fs from "node:fs";
import path from "node:path";
import {
  babelHelperAliases,
  browserResolve,
  devOnlyBrowserPluginStandIn,
  i18nextAlias,
  PARTYTOWN_BROWSER_PLUGIN,
  serviceWorkerAlias,
  TERSER_OPTIONS,
  withCommonsInApp,
  withTerser,
} from "../../src/node/bundle-weight";

const SITE = path.join(__dirname, "../..");

describe("one copy of each Babel helper in the browser bundles", () => {
  const aliases = babelHelperAliases(SITE);

  it("sends the ES and the CommonJS request of a helper to the same CommonJS file", () => {
    const target = aliases["@babel/runtime/helpers/extends$"];
    expect(target).toMatch(/[\\/]@babel[\\/]runtime[\\/]helpers[\\/]extends\.js$/);
    expect(aliases["@babel/runtime/helpers/esm/extends$"]).toBe(target);
    expect(aliases["@babel/runtime/helpers/esm/interopRequireDefault$"]).toBe(
      aliases["@babel/runtime/helpers/interopRequireDefault$"],
    );
  });

  it("also catches the ES copy's absolute path, as Gatsby's alias of @babel/runtime and its Babel preset request it", () => {
    const target = aliases["@babel/runtime/helpers/typeof$"];
    const esm = path.join(path.dirname(target), "esm", "typeof");
    expect(aliases[`${esm}$`]).toBe(target);
    expect(aliases[`${esm}.js$`]).toBe(target);
  });

  it("points every alias at an existing CommonJS file, never at an ES copy", () => {
    const targets = Object.values(aliases);
    expect(targets.length).toBeGreaterThan(50);
    for (const target of targets) {
      expect(target).not.toMatch(/[\\/]esm[\\/]/);
      expect(fs.existsSync(target)).toBe(true);
      expect(fs.readFileSync(target, "utf8")).toMatch(/module\.exports/);
    }
  });
});

describe("i18next's ES build", () => {
  it("is the module field of i18next's package, an ES module", () => {
    const { i18next$: file } = i18nextAlias(SITE);
    expect(file).toMatch(/[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/);
    expect(fs.readFileSync(file, "utf8")).toMatch(/^export \{[^}]*\binstance as default\b/m);
  });

  it("comes with the helpers' aliases and outdent's empty module in the resolve settings", () => {
    const { alias } = browserResolve(SITE);
    expect(alias.outdent).toBe(false);
    expect(alias.i18next$).toBe(i18nextAlias(SITE).i18next$);
    expect(alias["@babel/runtime/helpers/esm/defineProperty$"]).toBe(
      babelHelperAliases(SITE)["@babel/runtime/helpers/defineProperty$"],
    );
  });
});

describe("Terser for the browserslist", () => {
  class TerserPlugin {
    constructor(readonly options: object) {}
  }
  class CssMinimizerPlugin {}

  it("replaces Gatsby's Terser plugin in place and keeps the other minimizers", () => {
    const css = new CssMinimizerPlugin();
    const ours = new TerserPlugin(TERSER_OPTIONS);
    const result = withTerser<object>([new TerserPlugin({ ecma: 5 }), css], ours);
    expect(result).toEqual([ours, css]);
    expect(result[1]).toBe(css);
  });

  it("stops with the names it found when Gatsby's config has no Terser plugin", () => {
    expect(() => withTerser<object>([new CssMinimizerPlugin()], new TerserPlugin({}))).toThrow(
      /no TerserPlugin among its minimizers \(CssMinimizerPlugin\)/,
    );
  });

  it("writes ES2020, the syntax of every browser of the browserslist", () => {
    expect(TERSER_OPTIONS.output.ecma).toBe(2020);
    expect(TERSER_OPTIONS.compress.ecma).toBe(2020);
  });
});

describe("commons in app", () => {
  it("renames Gatsby's commons group to app and keeps its other settings and the other groups", () => {
    const groups = {
      default: false as const,
      commons: { name: "commons", minChunks: 12, priority: 20 },
      framework: { name: "framework" },
    };
    expect(withCommonsInApp(groups)).toEqual({
      default: false,
      commons: { name: "app", minChunks: 12, priority: 20 },
      framework: { name: "framework" },
    });
  });

  it("stops when Gatsby's config has no commons group to merge", () => {
    expect(() => withCommonsInApp({ default: false })).toThrow(
      /no cache group "commons" named "commons" \(found undefined\)/,
    );
  });
});

describe("Gatsby's partytown browser plugin", () => {
  it("matches the request Gatsby writes in its list of browser plugins, and nothing else of Gatsby", () => {
    expect(
      PARTYTOWN_BROWSER_PLUGIN.test(
        "../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js",
      ),
    ).toBe(true);
    expect(
      PARTYTOWN_BROWSER_PLUGIN.test(
        "../node_modules/gatsby/dist/internal-plugins/partytown/gatsby-ssr.js",
      ),
    ).toBe(false);
    expect(
      PARTYTOWN_BROWSER_PLUGIN.test("../node_modules/gatsby-plugin-sharp/gatsby-browser.js"),
    ).toBe(false);
  });

  it("does nothing outside development in this Gatsby, so an empty module stands in for it", () => {
    const standIn = devOnlyBrowserPluginStandIn(SITE);
    expect(standIn).toMatch(/src[\\/]runtime[\\/]no-browser-api\.ts$/);
    expect(fs.readFileSync(standIn, "utf8")).toMatch(/^export \{\};$/m);
  });
});

describe("Gatsby's service worker registration", () => {
  const plugins = [
    { name: "gatsby-plugin-react-i18next", browserAPIs: ["wrapPageElement"] },
    { name: "default-site-plugin", browserAPIs: ["onClientEntry", "onInitialClientRender"] },
    { name: "gatsby-plugin-mdx" },
  ];

  it("resolves to an empty module when no plugin asks for a worker", () => {
    expect(serviceWorkerAlias(SITE, plugins)).toEqual({
      [path.join(SITE, ".cache", "register-service-worker.js")]: false,
    });
  });

  it("is the module Gatsby's browser runtime requires, only when a plugin asks for a worker", () => {
    const runtime = fs.readFileSync(
      path.join(SITE, "node_modules/gatsby/cache-dir/production-app.js"),
      "utf8",
    );
    expect(runtime).toMatch(
      /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/,
    );
  });

  it("stops the build, naming the plugin, when one implements registerServiceWorker", () => {
    const withWorker = [
      ...plugins,
      {
        name: "gatsby-plugin-offline",
        browserAPIs: ["registerServiceWorker", "onServiceWorkerActive"],
      },
    ];
    expect(() => serviceWorkerAlias(SITE, withWorker)).toThrow(
      /^gatsby-plugin-offline implements registerServiceWorker: .*can no longer be left out/,
    );
  });
});
