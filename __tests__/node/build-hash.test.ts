import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  HASHED_INPUTS,
  computeBuildHash,
  stampBuildHashInDir,
  withBuildHash,
} from "../../src/node/build-hash";

const ROOT = path.resolve(__dirname, "../..");

/** A copy of everything the hash reads, so a test can change one file. */
function inputsCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-hash-"));
  for (const input of HASHED_INPUTS) {
    if (fs.existsSync(path.join(ROOT, input)))
      fs.cpSync(path.join(ROOT, input), path.join(dir, input), { recursive: true });
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
    expect(computeBuildHash({ root: a, market: "FR", siteEnv: "production" })).toBe(
      computeBuildHash({ root: b, market: "FR", siteEnv: "production" }),
    );
  });

  it("changes when one article changes", () => {
    const article = path.join(b, "content/blog/location-benne-lyon/index.mdx");
    fs.appendFileSync(article, "\nUne phrase de plus.\n");
    expect(computeBuildHash({ root: a, market: "FR", siteEnv: "production" })).not.toBe(
      computeBuildHash({ root: b, market: "FR", siteEnv: "production" }),
    );
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
    expect(computeBuildHash({ root: a, market: "FR", siteEnv: "production" })).toBe(
      computeBuildHash({ root: b, market: "FR", siteEnv: "production" }),
    );
  });

  it("ignores the content studio, which no artifact holds", () => {
    fs.appendFileSync(path.join(b, "src/studio/server.ts"), "\n// edited\n");
    expect(computeBuildHash({ root: a, market: "FR", siteEnv: "production" })).toBe(
      computeBuildHash({ root: b, market: "FR", siteEnv: "production" }),
    );
  });
});

describe("the build's hash in the pages", () => {
  const page = (head: string) =>
    `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>${head}<title>Accueil</title></head><body><p>Bonjour</p></body></html>`;

  it("is added to a page just rendered, in its head", () => {
    expect(withBuildHash(page(""), "abc123")).toBe(
      page("").replace("</head>", '<meta name="debrix:hash" content="abc123"/></head>'),
    );
  });

  it("replaces the hash an earlier build stamped in a page Gatsby kept, and is stamped once", () => {
    const kept = withBuildHash(page(""), "old000");
    const stamped = withBuildHash(kept, "new111");
    expect(stamped).toBe(withBuildHash(page(""), "new111"));
    expect(stamped.match(/debrix:hash/g)).toHaveLength(1);
    expect(withBuildHash(stamped, "new111")).toBe(stamped);
  });

  it("leaves a file without a head as it is", () => {
    expect(withBuildHash("<p>fragment</p>", "abc123")).toBe("<p>fragment</p>");
  });

  it("is stamped into every HTML file of a folder, and a second stamp of the same hash changes none", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "debrix-stamp-"));
    try {
      fs.mkdirSync(path.join(dir, "blog/article"), { recursive: true });
      fs.writeFileSync(path.join(dir, "index.html"), page(""));
      fs.writeFileSync(
        path.join(dir, "blog/article/index.html"),
        withBuildHash(page(""), "old000"),
      );
      fs.writeFileSync(path.join(dir, "blog/article/index.json"), '{"hash":"old000"}');
      expect(stampBuildHashInDir(dir, "new111")).toBe(2);
      expect(fs.readFileSync(path.join(dir, "blog/article/index.html"), "utf8")).toContain(
        '<meta name="debrix:hash" content="new111"/>',
      );
      expect(fs.readFileSync(path.join(dir, "blog/article/index.json"), "utf8")).toBe(
        '{"hash":"old000"}',
      );
      expect(stampBuildHashInDir(dir, "new111")).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
