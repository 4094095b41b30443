import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HASHED_INPUTS, computeBuildHash } from "../../src/node/build-hash";

const ROOT = path.resolve(__dirname, "../..");

/** A copy of everything the hash reads, so a test can change one file. */
function inputsCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-hash-"));
  for (const input of HASHED_INPUTS) {
    if (fs.existsSync(path.join(ROOT, input))) fs.cpSync(path.join(ROOT, input), path.join(dir, input), { recursive: true });
  }
  return dir;
}

describe("the build's content hash", () => {
  let a: string;
  let b: string;
  beforeEach(() => {
    a = inputsCopy();
    b = inputsCopy();
  });
  afterEach(() => {
    fs.rmSync(a, { recursive: true, force: true });
    fs.rmSync(b, { recursive: true, force: true });
  });

  it("is the same for the same input, wherever it lies", () => {
    expect(computeBuildHash({ root: a, market: "FR", siteEnv: "production" })).toBe(computeBuildHash({ root: b, market: "FR", siteEnv: "production" }));
  });

  it("changes when one article changes", () => {
    const article = path.join(b, "content/blog/location-benne-lyon/index.mdx");
    fs.appendFileSync(article, "\nUne phrase de plus.\n");
    expect(computeBuildHash({ root: a, market: "FR", siteEnv: "production" })).not.toBe(computeBuildHash({ root: b, market: "FR", siteEnv: "production" }));
  });

  it("changes when code or data changes, and with the market and environment", () => {
    const base = computeBuildHash({ root: a, market: "FR", siteEnv: "production" });
    expect(computeBuildHash({ root: a, market: "DE", siteEnv: "production" })).not.toBe(base);
    expect(computeBuildHash({ root: a, market: "FR", siteEnv: "staging" })).not.toBe(base);
    fs.appendFileSync(path.join(b, "src/components/layout.tsx"), "\n");
    expect(computeBuildHash({ root: b, market: "FR", siteEnv: "production" })).not.toBe(base);
    fs.rmSync(b, { recursive: true, force: true });
    b = inputsCopy();
    fs.appendFileSync(path.join(b, "data/regions/fr.yaml"), "\n# comment\n");
    expect(computeBuildHash({ root: b, market: "FR", siteEnv: "production" })).not.toBe(base);
  });

  it("ignores the types Gatsby generates during the build", () => {
    fs.appendFileSync(path.join(b, "src/gatsby-types.d.ts"), "\n// regenerated\n");
    expect(computeBuildHash({ root: a, market: "FR", siteEnv: "production" })).toBe(computeBuildHash({ root: b, market: "FR", siteEnv: "production" }));
  });

  it("ignores the content studio, which no artifact holds", () => {
    fs.appendFileSync(path.join(b, "src/studio/server.ts"), "\n// edited\n");
    expect(computeBuildHash({ root: a, market: "FR", siteEnv: "production" })).toBe(computeBuildHash({ root: b, market: "FR", siteEnv: "production" }));
  });
});
