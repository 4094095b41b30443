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
    expect(() => sourceMapsWanted("yes")).toThrow('SITE_SOURCE_MAPS="yes" is not allowed; allowed: 1 (write the bundles\' source maps into public/) or 0, empty or unset (no source maps)');
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
    const onPreBootstrap = gatsbyNode.onPreBootstrap as unknown as (args: { reporter: Reporter }) => void;
    onPreBootstrap({ reporter: { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() } as unknown as Reporter });
    const setWebpackConfig = jest.fn();
    // What the hook reads of Gatsby's production config (the bundle-weight settings replace its
    // Terser plugin and rename its commons group).
    class TerserPlugin {}
    const getConfig = () => ({ optimization: { minimizer: [new TerserPlugin()], splitChunks: { cacheGroups: { commons: { name: "commons" } } } } });
    const onCreateWebpackConfig = gatsbyNode.onCreateWebpackConfig as unknown as (args: {
      stage: string;
      actions: Partial<Actions>;
      getConfig: () => object;
      plugins: { define: (definitions: object) => object; minifyJs: (options: object) => object };
    }) => void;
    onCreateWebpackConfig({
      stage,
      actions: { setWebpackConfig, replaceWebpackConfig: jest.fn() },
      getConfig,
      plugins: { define: (definitions) => ({ definitions }), minifyJs: (options) => ({ options }) },
    });
    return Object.assign({}, ...setWebpackConfig.mock.calls.map(([config]) => config as object)) as { devtool?: unknown };
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
});
