import type { Actions, Reporter } from "gatsby";
import { sourceMapsWanted } from "../../src/node/source-maps.mjs";

describe("the bundles' source maps", () => {
  it("are written only when SITE_SOURCE_MAPS is 1", () => {
    expect(sourceMapsWanted(undefined)).toBe(false);
    expect(sourceMapsWanted("")).toBe(false);
    expect(sourceMapsWanted("0")).toBe(false);
    expect(sourceMapsWanted("1")).toBe(true);
  });

  it("refuse any other value, naming the variable, the value and what is allowed", () => {
    expect(() => sourceMapsWanted("yes")).toThrow(
      'SITE_SOURCE_MAPS="yes" is not allowed; allowed: 1 (write the bundles\' source maps into public/) or 0, empty or unset (no source maps)',
    );
  });
});

describe("gatsby-node's webpack configuration", () => {
  const originalMarket = process.env.SITE_MARKET;
  const originalMaps = process.env.SITE_SOURCE_MAPS;
  afterEach(() => {
    process.env.SITE_MARKET = originalMarket;
    if (originalMaps === undefined) delete process.env.SITE_SOURCE_MAPS;
    else process.env.SITE_SOURCE_MAPS = originalMaps;
    jest.resetModules();
  });

  /** Every setWebpackConfig of the hook for `stage`, merged in order as Gatsby merges them. */
  async function webpackConfigOf(stage: string, sourceMaps: string | undefined) {
    process.env.SITE_MARKET = "FR";
    if (sourceMaps === undefined) delete process.env.SITE_SOURCE_MAPS;
    else process.env.SITE_SOURCE_MAPS = sourceMaps;
    const gatsbyNode = await import("../../gatsby-node");
    const onPreBootstrap = gatsbyNode.onPreBootstrap as unknown as (args: {
      reporter: Reporter;
    }) => void;
    onPreBootstrap({
      reporter: {
        info: jest.fn(),
        warn: jest.fn(),
        panicOnBuild: jest.fn(),
      } as unknown as Reporter,
    });
    const setWebpackConfig = jest.fn();
    // What the hook reads of Gatsby's production config (the bundle-weight settings replace its
    // Terser plugin and rename its commons group; the stylesheet's PostCSS plugins go into its
    // module rules).
    class TerserPlugin {}
    class CssMinimizerPlugin {
      options = { minify: "cssnano" };
    }
    const getConfig = () => ({
      module: {
        rules: [
          {
            test: /\.css$/,
            use: [{ loader: "/site/node_modules/postcss-loader/dist/cjs.js", options: {} }],
          },
        ],
      },
      optimization: {
        minimizer: [new TerserPlugin(), new CssMinimizerPlugin()],
        splitChunks: { cacheGroups: { commons: { name: "commons" } } },
      },
    });
    const onCreateWebpackConfig = gatsbyNode.onCreateWebpackConfig as unknown as (args: {
      stage: string;
      actions: Partial<Actions>;
      getConfig: () => object;
      plugins: {
        define: (definitions: object) => object;
        minifyJs: (options: object) => object;
        minifyCss: (options: object) => object;
        normalModuleReplacement: (request: RegExp, replacement: string) => object;
      };
      store: {
        getState: () => { flattenedPlugins: Array<{ name: string; browserAPIs: string[] }> };
      };
    }) => void;
    onCreateWebpackConfig({
      stage,
      actions: { setWebpackConfig, replaceWebpackConfig: jest.fn() },
      getConfig,
      plugins: {
        define: (definitions) => ({ definitions }),
        minifyJs: (options) => ({ options }),
        minifyCss: (options) => ({ options }),
        normalModuleReplacement: (request, replacement) => ({ request, replacement }),
      },
      store: {
        getState: () => ({
          flattenedPlugins: [
            { name: "gatsby-plugin-react-i18next", browserAPIs: ["wrapPageElement"] },
          ],
        }),
      },
    });
    const configs = setWebpackConfig.mock.calls.map(([config]) => config as { plugins?: object[] });
    return {
      ...(Object.assign({}, ...configs) as { devtool?: unknown }),
      plugins: configs.flatMap((config) => config.plugins ?? []),
    };
  }

  it("turns off the source maps of the client bundles and of the HTML renderer by default", async () => {
    expect((await webpackConfigOf("build-javascript", undefined)).devtool).toBe(false);
    expect((await webpackConfigOf("build-html", undefined)).devtool).toBe(false);
  });

  it("leaves Gatsby's source maps when SITE_SOURCE_MAPS=1, and the development stages alone", async () => {
    expect((await webpackConfigOf("build-javascript", "1")).devtool).toBeUndefined();
    expect((await webpackConfigOf("build-html", "1")).devtool).toBeUndefined();
    expect((await webpackConfigOf("develop", undefined)).devtool).toBeUndefined();
  });

  it("puts the site's page-i18n module in place of gatsby-plugin-react-i18next's browser and SSR modules in every stage", async () => {
    for (const stage of ["develop", "develop-html", "build-javascript", "build-html"]) {
      const replacements = (await webpackConfigOf(stage, undefined)).plugins.filter(
        (plugin): plugin is { request: RegExp; replacement: string } =>
          "replacement" in plugin && String(plugin.replacement).endsWith("page-i18n.tsx"),
      );
      expect(replacements).toHaveLength(1);
      expect(
        replacements[0].request.test(
          "../node_modules/gatsby-plugin-react-i18next/gatsby-browser.js",
        ),
      ).toBe(true);
      expect(
        replacements[0].request.test(
          "/site/node_modules/gatsby-plugin-react-i18next/gatsby-ssr.js",
        ),
      ).toBe(true);
      expect(
        replacements[0].request.test(
          "/site/node_modules/gatsby-plugin-react-i18next/gatsby-node.js",
        ),
      ).toBe(false);
    }
  });

  it("leaves Gatsby's development-only partytown plugin out of the production browser bundle only", async () => {
    const standIns = async (stage: string) =>
      (await webpackConfigOf(stage, undefined)).plugins.filter(
        (plugin) =>
          "replacement" in plugin && String(plugin.replacement).endsWith("no-browser-api.ts"),
      );
    expect(await standIns("build-javascript")).toHaveLength(1);
    expect(await standIns("develop")).toHaveLength(0);
    expect(await standIns("build-html")).toHaveLength(0);
  });
});
