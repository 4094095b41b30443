/**
 * scripts/changes.mjs (npm run changes), the pipeline's choice of lane, on small git repositories
 * made here: the content lane only for a change within content/ and data/ on code a green full
 * run recorded; the code lane for anything else.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { tempFiles } from "../temp-files";
import {
  allBuilds,
  codeFingerprint,
  decide,
  marketsTouched,
  recordTested,
} from "../../scripts/lanes.mjs";

const root = path.resolve(__dirname, "../..");
const script = path.join(root, "scripts/changes.mjs");

const MARKETS = {
  "data/countries/fr.yaml": "key: FR\norder: 1\nlanguage: fr-fr\npages: [HOME, BLOG, REGIONS]\n",
  "data/countries/de.yaml": "key: DE\norder: 2\nlanguage: de-de\npages: [HOME, REGIONS]\n",
  "data/countries/en.yaml": "key: EN\norder: 3\nlanguage: en-gb\npages: [HOME]\n",
};

function git(dir: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: dir, encoding: "utf8" }).trim();
}

/** A repository with a first commit of a small project; returns it and that commit. */
function project(): { dir: string; first: string } {
  const dir = tempFiles("debrix-changes-", {
    ...MARKETS,
    "data/services.yaml": "services: []\n",
    "data/regions/fr.yaml": "regions: []\n",
    "content/blog/un/index.mdx": "---\ntitle: Un\n---\n",
    "content/locales/fr-fr/translation.json": "{}\n",
    "src/page.tsx": "export const page = 1;\n",
    "package.json": "{}\n",
  });
  git(dir, "init", "-q", "-b", "main");
  git(dir, "config", "user.email", "ci@example.invalid");
  git(dir, "config", "user.name", "CI");
  git(dir, "add", ".");
  git(dir, "commit", "-q", "-m", "First");
  return { dir, first: git(dir, "rev-parse", "HEAD") };
}

function commit(dir: string, files: Record<string, string | null>): string {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    if (text === null) fs.rmSync(file, { recursive: true });
    else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
  }
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "Change");
  return git(dir, "rev-parse", "HEAD");
}

/** A folder of fingerprints, with the code of `dir`'s HEAD recorded as passed. */
function testedAt(dir: string): string {
  const tested = tempFiles("debrix-tested-", {});
  recordTested(dir, tested);
  return tested;
}

describe("the code's fingerprint", () => {
  it("changes with any file outside content/ and data/, and with no file within them", () => {
    const { dir } = project();
    const before = codeFingerprint(dir);
    commit(dir, { "content/blog/deux/index.mdx": "---\ntitle: Deux\n---\n" });
    commit(dir, { "data/services.yaml": "services: [x]\n" });
    expect(codeFingerprint(dir)).toBe(before);
    commit(dir, { "src/page.tsx": "export const page = 2;\n" });
    expect(codeFingerprint(dir)).not.toBe(before);
    const edited = codeFingerprint(dir);
    // A file moved, or made executable, is another code.
    commit(dir, { "src/page.tsx": null, "src/page2.tsx": "export const page = 2;\n" });
    expect(codeFingerprint(dir)).not.toBe(edited);
    const moved = codeFingerprint(dir);
    fs.chmodSync(path.join(dir, "src/page2.tsx"), 0o755);
    git(dir, "commit", "-q", "-am", "Executable");
    expect(codeFingerprint(dir)).not.toBe(moved);
  });

  it("is the same in another clone of the same commit", () => {
    const { dir } = project();
    const clone = tempFiles("debrix-clone-", {});
    execFileSync("git", ["clone", "-q", dir, clone]);
    expect(codeFingerprint(clone)).toBe(codeFingerprint(dir));
  });
});

describe("the lane of a change", () => {
  it("is the content lane for an article added on code a green full run recorded", () => {
    const { dir, first } = project();
    const tested = testedAt(dir);
    commit(dir, { "content/blog/deux/index.mdx": "---\ntitle: Deux\n---\n" });
    const decision = decide(dir, { base: first, testedDir: tested });
    expect(decision).toMatchObject({
      lane: "content",
      markets: ["FR"],
      builds: ["fr"],
      deploys: [{ market: "FR", build: "fr" }],
      files: ["content/blog/deux/index.mdx"],
    });
  });

  it("is the code lane for the same article when no green run recorded the code", () => {
    const { dir, first } = project();
    commit(dir, { "content/blog/deux/index.mdx": "---\ntitle: Deux\n---\n" });
    const decision = decide(dir, { base: first, testedDir: tempFiles("debrix-none-", {}) });
    expect(decision.lane).toBe("code");
    expect(decision.reason).toMatch(/fingerprint .* was not recorded by a green full run/);
    expect(decide(dir, { base: first }).lane).toBe("code");
  });

  it("is the code lane for a content commit on top of a code commit no green run has passed", () => {
    const { dir } = project();
    const tested = testedAt(dir);
    const codeCommit = commit(dir, { "src/page.tsx": "export const page = 2;\n" });
    commit(dir, { "content/blog/deux/index.mdx": "---\ntitle: Deux\n---\n" });
    // Against the code commit the change is content only, but that code was never passed.
    const decision = decide(dir, { base: codeCommit, testedDir: tested });
    expect(decision.lane).toBe("code");
    expect(decision.reason).toMatch(/not recorded/);
  });

  it("is the code lane when any changed file is outside content/ and data/, and names it", () => {
    const { dir, first } = project();
    const tested = testedAt(dir);
    commit(dir, {
      "content/blog/deux/index.mdx": "---\ntitle: Deux\n---\n",
      "package.json": '{"name":"x"}\n',
    });
    const decision = decide(dir, { base: first, testedDir: tested });
    expect(decision.lane).toBe("code");
    expect(decision.reason).toContain("package.json");
    expect(decision.markets).toEqual(["FR", "DE", "EN"]);
    expect(decision.builds).toEqual(["fr", "de", "en", "fr-staging"]);
  });

  it("is the code lane without a base, with an all-zero base (a new branch), or a base the history lacks", () => {
    const { dir } = project();
    const tested = testedAt(dir);
    commit(dir, { "content/blog/deux/index.mdx": "---\ntitle: Deux\n---\n" });
    expect(decide(dir, { base: "", testedDir: tested }).reason).toBe("no base to compare with");
    expect(decide(dir, { base: "0".repeat(40), testedDir: tested }).lane).toBe("code");
    const unknown = decide(dir, { base: "1234567".repeat(5) + "12345", testedDir: tested });
    expect(unknown.lane).toBe("code");
    expect(unknown.reason).toMatch(/not in the history/);
  });

  it("is the code lane in a shallow clone, even when the base is in it", () => {
    const { dir, first } = project();
    const tested = testedAt(dir);
    commit(dir, { "content/blog/deux/index.mdx": "---\ntitle: Deux\n---\n" });
    const clone = tempFiles("debrix-shallow-", {});
    execFileSync("git", ["clone", "-q", "--depth", "2", `file://${dir}`, clone]);
    expect(git(clone, "rev-parse", "--is-shallow-repository")).toBe("true");
    const decision = decide(clone, { base: first, testedDir: tested });
    expect(decision.lane).toBe("code");
    expect(decision.reason).toMatch(/shallow/);
    // The same decision in the full repository takes the content lane.
    expect(decide(dir, { base: first, testedDir: tested }).lane).toBe("content");
  });
});

describe("the markets a content change touches", () => {
  const { dir } = project();
  it.each([
    [["content/blog/deux/index.mdx"], ["FR"]],
    [["content/blog-testing/essai/index.mdx"], []],
    [["content/locales/de-de/translation.json"], ["DE"]],
    [["content/locales/es-es/translation.json"], ["FR", "DE", "EN"]],
    [["content/dynamic/de/angebot.yaml"], ["DE"]],
    [["content/dynamic/xx/angebot.yaml"], ["FR", "DE", "EN"]],
    [["data/regions/fr.yaml"], ["FR"]],
    [["data/countries/en.yaml"], ["FR", "DE", "EN"]],
    [["data/services.yaml"], ["FR", "DE", "EN"]],
    [["content/images/home.jpg"], ["FR", "DE", "EN"]],
    [
      ["content/dynamic/en/page.yaml", "content/blog/x/index.mdx"],
      ["FR", "EN"],
    ],
  ])("%j → %j", (files, markets) => {
    expect(marketsTouched(files, dir)).toEqual(markets);
  });

  it("builds every market and the staging sample in the code lane", () => {
    expect(allBuilds(dir)).toEqual(["fr", "de", "en", "fr-staging"]);
  });

  it("builds in the code lane the artifacts the browser tests serve (scripts/e2e.mjs)", () => {
    const ids = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { E2E_BUILDS } from ${JSON.stringify(path.join(root, "scripts/e2e.mjs"))};
         console.log(JSON.stringify(E2E_BUILDS.map((build) => build.id)));`,
      ],
      { encoding: "utf8" },
    );
    expect(allBuilds(root)).toEqual(JSON.parse(ids));
  });
});

describe("npm run changes, as the pipeline runs it", () => {
  it("prints the decision, writes the step's outputs, and records a green run's code", () => {
    const { dir, first } = project();
    const tested = path.join(tempFiles("debrix-state-", {}), "tested");
    const outputs = path.join(tempFiles("debrix-output-", {}), "out");
    commit(dir, { "content/blog/deux/index.mdx": "---\ntitle: Deux\n---\n" });
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [script, ...args], {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, GITHUB_OUTPUT: outputs },
      });
    const before = run("--base", first, "--tested", tested);
    expect(before.status).toBe(0);
    expect(JSON.parse(before.stdout).lane).toBe("code");
    expect(run("--record-tested", tested).status).toBe(0);
    const after = run("--base", first, "--tested", tested);
    expect(JSON.parse(after.stdout)).toMatchObject({ lane: "content", markets: ["FR"] });
    expect(after.stderr).toMatch(/^lane: content/);
    expect(fs.readFileSync(outputs, "utf8").split("\n").slice(-6)).toEqual([
      "lane=content",
      'markets=["FR"]',
      'builds=["fr"]',
      'deploys=[{"market":"FR","build":"fr"}]',
      `fingerprint=${codeFingerprint(dir)}`,
      "",
    ]);
    // The fingerprint alone, for the step that looks its record up before the decision.
    const fingerprint = run("--fingerprint");
    expect(fingerprint.stdout.trim()).toBe(codeFingerprint(dir));
    expect(fs.readFileSync(outputs, "utf8").endsWith(`fingerprint=${codeFingerprint(dir)}\n`)).toBe(
      true,
    );
    // The base of the deploys on main: the commit deployed last, read back from its file.
    const deployed = path.join(tempFiles("debrix-deployed-", {}), "deployed");
    git(dir, "checkout", "-q", first);
    expect(run("--record-deployed", deployed).status).toBe(0);
    git(dir, "checkout", "-q", "main");
    expect(fs.readFileSync(deployed, "utf8").trim()).toBe(first);
    // An empty --base (a push has no pull request base) falls back to the file.
    const fromFile = run("--base", "", "--base-file", deployed, "--tested", tested);
    expect(JSON.parse(fromFile.stdout)).toMatchObject({ lane: "content", base: first });
    // A missing file is a missing base.
    const missing = run("--base-file", `${deployed}-gone`, "--tested", tested);
    expect(JSON.parse(missing.stdout).lane).toBe("code");
    expect(run("--bogus", "x").status).toBe(1);
  });
});
