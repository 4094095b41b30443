import path from "node:path";
import { tempFiles } from "../temp-files";

const ROOT = path.resolve(__dirname, "../..");

/** Sets an environment variable, or removes it for `undefined` (assigning undefined would write "undefined"). */
function setEnv(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

describe("the build context", () => {
  const env = { market: process.env.SITE_MARKET, siteEnv: process.env.SITE_ENV };
  /** Every read of data/ by the modules this test imports (a fresh set of them per test). */
  let reads: jest.SpyInstance;
  beforeEach(async () => {
    jest.resetModules();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("debrix.buildContexts")];
    reads = jest.spyOn(await import("../../src/node/data/load"), "loadSiteData");
  });
  afterEach(() => {
    reads.mockRestore();
    setEnv("SITE_MARKET", env.market);
    setEnv("SITE_ENV", env.siteEnv);
  });

  it("reads data/ once for gatsby-config, the content check and gatsby-node's hooks", async () => {
    process.env.SITE_MARKET = "EN";
    delete process.env.SITE_ENV;
    await import("../../gatsby-config");
    const gatsbyNode = await import("../../gatsby-node");
    const reporter = {
      panic: jest.fn(),
      panicOnBuild: jest.fn(),
      warn: jest.fn(),
      info: jest.fn(),
    };
    (gatsbyNode.onPreInit as unknown as (args: { reporter: typeof reporter }) => void)({
      reporter,
    });
    (gatsbyNode.onPreBootstrap as unknown as (args: { reporter: typeof reporter }) => void)({
      reporter,
    });
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.info).toHaveBeenCalledWith("Building market EN");
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it("is one context in every copy of its module, as Gatsby's two bundles of it are", async () => {
    process.env.SITE_MARKET = "DE";
    delete process.env.SITE_ENV;
    let first: unknown;
    let second: unknown;
    await jest.isolateModulesAsync(async () => {
      first = (await import("../../src/node/build-context")).buildContext(ROOT);
    });
    await jest.isolateModulesAsync(async () => {
      second = (await import("../../src/node/build-context")).buildContext(ROOT);
    });
    expect(second).toBe(first);
    expect(first).toMatchObject({ market: "DE", siteEnv: "production" });
  });

  it("is one per market and environment, and read again on request", async () => {
    const { buildContext, reloadBuildContext } = await import("../../src/node/build-context");
    process.env.SITE_MARKET = "FR";
    process.env.SITE_ENV = "staging";
    const staging = buildContext(ROOT);
    expect(staging).toMatchObject({ market: "FR", siteEnv: "staging" });
    process.env.SITE_ENV = "production";
    expect(buildContext(ROOT)).toMatchObject({ market: "FR", siteEnv: "production" });
    const before = reads.mock.calls.length;
    process.env.SITE_ENV = "staging";
    expect(buildContext(ROOT)).toBe(staging);
    const reloaded = reloadBuildContext(ROOT);
    expect(reloaded).not.toBe(staging);
    expect(buildContext(ROOT)).toBe(reloaded);
    expect(reads.mock.calls.length).toBe(before + 1);
  });

  it("keeps the data's problems and an unknown market for the hooks to report, instead of throwing", async () => {
    const { buildContext } = await import("../../src/node/build-context");
    process.env.SITE_MARKET = "nl";
    delete process.env.SITE_ENV;
    const broken = buildContext(tempFiles("debrix-context-", { "data/brand.yaml": "name: [\n" }));
    expect(broken.data.error?.issues.length).toBeGreaterThan(0);
    expect(broken.market).toBe("NL");
    expect(broken.marketError).toBeUndefined();
    const unknown = buildContext(ROOT);
    expect(unknown.data.loaded).toBeDefined();
    expect(unknown.market).toBe("");
    expect(unknown.marketError?.message).toBe(
      'SITE_MARKET="nl" is not a market; allowed: FR, DE, EN, BE, CH (the keys of data/countries/*.yaml)',
    );
  });
});
